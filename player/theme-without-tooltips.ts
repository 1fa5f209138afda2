/**
 * Radix Themes' <Theme> wraps the page in a tooltip provider, and that one reference brings the
 * tooltip, popper and floating-ui code (≈ 9 KB gzip) into the player's first load. The player
 * shows no Radix tooltip (the editor does, and keeps the real provider), so in the player's build
 * the Theme component gets a provider that only renders its children. A Radix tooltip added to
 * the player would say "`Tooltip` must be used within `TooltipProvider`" at once: then remove
 * this plugin from player/vite.config.ts.
 */
import type { Plugin } from "vite";

const STUB = "\0exitgame:theme-providers";
const THEME_MODULE = /@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;

export function themeWithoutTooltips(): Plugin {
  return {
    name: "exitgame:theme-without-tooltips",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source !== "radix-ui" || !importer || !THEME_MODULE.test(importer)) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real ? `${STUB}?${encodeURIComponent(real.id)}` : null;
    },
    load(id) {
      if (!id.startsWith(`${STUB}?`)) return null;
      const real = decodeURIComponent(id.slice(STUB.length + 1));
      return [
        `export { Direction, Slot } from ${JSON.stringify(real)};`,
        "export const Tooltip = { Provider: (props) => props.children };",
      ].join("\n");
    },
  };
}
