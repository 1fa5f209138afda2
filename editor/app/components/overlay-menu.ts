/** Radix Themes' dropdown menu, loaded on first use (lazy-overlay.tsx). */
export { DropdownMenu } from "@radix-ui/themes";
