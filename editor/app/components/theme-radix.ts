/**
 * What Radix Themes' `Theme` (themes/dist/esm/components/theme.js) imports from "radix-ui",
 * without the tooltip provider it wraps every page in: that provider would bring Radix's tooltip,
 * popper and floating-ui into every page's initial JS. The editor's only Radix tooltip brings its
 * own provider, with the Theme's delay (overlay-tooltip.tsx, loaded on first hover or focus).
 * The editor's Vite config points theme.js's "radix-ui" here (theme-without-tooltip.ts).
 */
import type { ReactNode } from "react";

export { Direction, Slot } from "radix-ui";

export const Tooltip = {
  Provider: ({ children }: { children?: ReactNode }) => children,
};
