/** Radix Themes' tooltip, loaded on first hover or focus (lazy-overlay.tsx). */
export { Tooltip } from "@radix-ui/themes";
