/** Every element definition, without React: for the API, the engine's validation and tests. */
import {
  createRegistry,
  INTERNAL,
  mapElements,
  type AnyElementDefinition,
  type AssetKind,
  type Element,
  type ElementDefinition,
  type GameDocument,
} from "@exitgame/engine";
import { aiChatDefinition } from "./ai-chat/definition";
import { audioDefinition } from "./audio/definition";
import { imageDefinition } from "./image/definition";
import { inputDefinition } from "./input/definition";
import { jsxGraphDefinition } from "./jsx-graph/definition";
import { missingElementDefinition } from "./missing-element/definition";
import { numberCodeInputDefinition } from "./number-code-input/definition";
import { svgShapeDefinition } from "./svg-shape/definition";
import { textDefinition } from "./text/definition";
import { timerDefinition } from "./timer/definition";
import { videoDefinition } from "./video/definition";

/** The list of definitions (one line per element type). */
const DEFINITIONS = [
  textDefinition,
  svgShapeDefinition,
  imageDefinition,
  videoDefinition,
  audioDefinition,
  timerDefinition,
  inputDefinition,
  numberCodeInputDefinition,
  jsxGraphDefinition,
  aiChatDefinition,
  missingElementDefinition,
] as const;

export const definitions: readonly AnyElementDefinition[] = DEFINITIONS;

export const registry = createRegistry(definitions);

// oxlint-disable-next-line no-explicit-any -- the effect kinds of any props and state types
type EffectsOf<D> = D extends ElementDefinition<any, any, infer E> ? E : never;
/**
 * Every effect kind a plugin declares ('audio.play', 'video.pause'). The player's table of
 * effect handlers is typed with it, so a declared effect without a handler (or a handler for
 * an effect no plugin declares) does not compile.
 */
export type PluginEffectKind = EffectsOf<(typeof DEFINITIONS)[number]>;

/** Names of the props each type declares serverOnly (the AI chat's instructions). */
const serverOnly = new Map(
  definitions.map((def) => [
    def.type,
    Object.entries(def.fields)
      .filter(([, field]) => field !== INTERNAL && field.serverOnly)
      .map(([name]) => name),
  ]),
);

/**
 * The document as players may see it: serverOnly props emptied. Everything that sends a game
 * to a player's browser passes it through here.
 */
export function redactForPlayers(document: GameDocument): GameDocument {
  const redact = (el: Element): Element => {
    const hidden = serverOnly.get(el.type);
    if (!hidden?.length || typeof el.props !== "object" || el.props === null) return el;
    const props = { ...(el.props as Record<string, unknown>) };
    for (const key of hidden) if (typeof props[key] === "string") props[key] = "";
    return { ...el, props };
  };
  return mapElements(document, redact);
}

export interface ElementAsset {
  kind: AssetKind;
  /** An asset id or URL, as stored in the prop. */
  src: string;
}

/** The gallery assets an element shows or plays: the values of its asset fields. */
export function elementAssets(type: string, props: unknown): ElementAsset[] {
  const def = registry.find(type);
  if (!def || typeof props !== "object" || props === null) return [];
  const out: ElementAsset[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field === INTERNAL || field.kind !== "asset") continue;
    const src = (props as Record<string, unknown>)[name];
    if (typeof src === "string" && src) out.push({ kind: field.accept, src });
  }
  return out;
}
