/**
 * Element views load on demand: each type is its own chunk, so a game without a JSXGraph or an
 * AI chat never downloads their code. Definitions (no React) stay in definitions.ts.
 */
import type { Element } from "@exitgame/engine";
import type { i18n as I18n } from "i18next";
import { ELEMENTS_NS, stringsKey } from "./contract/labels";
import type {
  AnyElementPlugin,
  ElementMeasure,
  PluginManifest,
  PluginMeta,
} from "./contract/plugin";
import { aiChatManifest } from "./ai-chat/manifest";
import { audioManifest } from "./audio/manifest";
import { imageManifest } from "./image/manifest";
import { inputManifest } from "./input/manifest";
import { jsxGraphManifest } from "./jsx-graph/manifest";
import { missingElementManifest } from "./missing-element/manifest";
import { numberCodeInputManifest } from "./number-code-input/manifest";
import { svgShapeManifest } from "./svg-shape/manifest";
import { textManifest } from "./text/manifest";
import { timerManifest } from "./timer/manifest";
import { videoManifest } from "./video/manifest";

type Loader = () => Promise<{ plugin: AnyElementPlugin }>;

/** The list of views: each type's manifest (meta and strings) and how to load its view. */
const VIEWS: readonly (readonly [PluginManifest, Loader])[] = [
  [textManifest, () => import("./text/index")],
  [svgShapeManifest, () => import("./svg-shape/index")],
  [imageManifest, () => import("./image/index")],
  [videoManifest, () => import("./video/index")],
  [audioManifest, () => import("./audio/index")],
  [timerManifest, () => import("./timer/index")],
  [inputManifest, () => import("./input/index")],
  [numberCodeInputManifest, () => import("./number-code-input/index")],
  [jsxGraphManifest, () => import("./jsx-graph/index")],
  [aiChatManifest, () => import("./ai-chat/index")],
  [missingElementManifest, () => import("./missing-element/index")],
];

export const manifests: readonly PluginManifest[] = VIEWS.map(([manifest]) => manifest);
const LOADERS = new Map(VIEWS.map(([manifest, loader]) => [manifest.type, loader]));
const META = new Map(VIEWS.map(([manifest]) => [manifest.type, manifest.meta]));
const MEASURES = new Map(VIEWS.map(([manifest]) => [manifest.type, manifest.measure]));

/**
 * Lays `element` out in `container` (the stage) and tells the height its box needs and whether
 * its content is cut off; null for types that do not measure themselves.
 */
export function measureElement(element: Element, container: HTMLElement): ElementMeasure | null {
  return MEASURES.get(element.type)?.(element, container) ?? null;
}

/** How the stage and the editor treat `type` (a plain box for a type no plugin knows). */
export function pluginMeta(type: string): PluginMeta {
  return META.get(type) ?? { category: "content" };
}

const loaded = new Map<string, AnyElementPlugin>();
const pending = new Map<string, Promise<AnyElementPlugin>>();

export const pluginTypes = [...LOADERS.keys()];

/** The types the editor offers to place (a stand-in for unknown types is not one of them). */
export const placeableTypes = manifests
  .filter((m) => m.meta.placeable !== false)
  .map((m) => m.type);

/** The plugin if its chunk has loaded already (synchronous, for rendering). */
export function getLoadedPlugin(type: string): AnyElementPlugin | undefined {
  return loaded.get(type);
}

export function loadPlugin(type: string): Promise<AnyElementPlugin> {
  const ready = loaded.get(type);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(type);
  if (!promise) {
    const loader = LOADERS.get(type);
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

/**
 * Puts a loaded plugin's strings into `i18n` (namespace `elements`, under its type's key) unless
 * they are there: the play page's first load carries no type's strings, each view brings its own.
 * Call before its Renderer renders (same strings on the server and in the browser).
 */
export function addPluginStrings(
  i18n: Pick<I18n, "getResource" | "addResourceBundle">,
  plugin: AnyElementPlugin,
): void {
  const key = stringsKey(plugin.type);
  for (const [lng, strings] of Object.entries(plugin.strings))
    if (i18n.getResource(lng, ELEMENTS_NS, key) === undefined)
      i18n.addResourceBundle(lng, ELEMENTS_NS, { [key]: strings }, true, false);
}
