/** Every element plugin (definition + React views), for the player and the editor. */
import { createRegistry } from "@exitgame/engine";
import type { AnyElementPlugin } from "./contract/plugin";
import { textPlugin } from "./text";

export * from "./contract/plugin";
export { definitions } from "./definitions";

export const plugins: readonly AnyElementPlugin[] = [textPlugin];

const byType = new Map(plugins.map((p) => [p.type, p]));
export const pluginRegistry = createRegistry(plugins);

export function getPlugin(type: string): AnyElementPlugin | undefined {
  return byType.get(type);
}
