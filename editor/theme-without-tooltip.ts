import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const THEME = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;

/**
 * Radix Themes' `Theme` imports "radix-ui" only for its direction provider, `Slot` and a tooltip
 * provider around the page; the editor's one Radix tooltip brings its own provider
 * (app/components/overlay-tooltip.tsx), so theme.js gets app/components/theme-radix.ts instead,
 * and Radix's tooltip, popper and floating-ui load with the first tooltip, not with every page.
 */
export function themeWithoutTooltip(): Plugin {
  const shim = fileURLToPath(new URL("./app/components/theme-radix.ts", import.meta.url));
  return {
    name: "exitgame:theme-without-tooltip",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "radix-ui" && importer && THEME.test(importer)) return shim;
      return null;
    },
  };
}
