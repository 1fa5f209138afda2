/** Radix Themes' popover, loaded on first use (lazy-overlay.tsx). */
export { Popover } from "@radix-ui/themes";
