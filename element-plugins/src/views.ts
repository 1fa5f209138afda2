/**
 * Element views load on demand: each type is its own chunk, so a game without a JSXGraph or an
 * AI chat never downloads their code. Definitions (no React) stay in definitions.ts.
 */
import type { AnyElementPlugin } from "./contract/plugin";

type Loader = () => Promise<{ plugin: AnyElementPlugin }>;

const LOADERS: Record<string, Loader> = {
  text: () => import("./text/index"),
  "svg-shape": () => import("./svg-shape/index"),
  image: () => import("./image/index"),
  video: () => import("./video/index"),
  audio: () => import("./audio/index"),
  timer: () => import("./timer/index"),
  input: () => import("./input/index"),
  "number-code-input": () => import("./number-code-input/index"),
  "jsx-graph": () => import("./jsx-graph/index"),
  "ai-chat": () => import("./ai-chat/index"),
};

const loaded = new Map<string, AnyElementPlugin>();
const pending = new Map<string, Promise<AnyElementPlugin>>();

export const pluginTypes = Object.keys(LOADERS);

/** The plugin if its chunk has loaded already (synchronous, for rendering). */
export function getLoadedPlugin(type: string): AnyElementPlugin | undefined {
  return loaded.get(type);
}

export function loadPlugin(type: string): Promise<AnyElementPlugin> {
  const ready = loaded.get(type);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(type);
  if (!promise) {
    const loader = LOADERS[type];
    if (!loader) return Promise.reject(new Error(`Unknown element type '${type}'`));
    promise = loader().then(
      ({ plugin }) => {
        loaded.set(type, plugin);
        pending.delete(type);
        return plugin;
      },
      (error: unknown) => {
        pending.delete(type);
        throw error;
      },
    );
    pending.set(type, promise);
  }
  return promise;
}

/** Loads the views of every type in `types` (the types a game uses). */
export function loadPlugins(types: Iterable<string>): Promise<AnyElementPlugin[]> {
  return Promise.all([...new Set(types)].map(loadPlugin));
}
