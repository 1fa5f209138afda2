/** Every element definition, without React: for the API, the engine's validation and tests. */
import {
  allElements,
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

/**
 * The props each type keeps from players: serverOnly ones (the AI chat's instructions) and
 * secret ones (a lock's code, an input's expected answer), with how each is redacted.
 */
const hiddenProps = new Map(
  definitions.map((def) => [
    def.type,
    Object.entries(def.fields)
      .filter(([, field]) => field !== INTERNAL && (field.serverOnly || field.secret))
      .map(([name, field]) => ({
        name,
        how: (field !== INTERNAL && field.redact) || "empty",
      })),
  ]),
);

/** `props` without what players must not see (a copy; unchanged props are returned as they are). */
export function redactProps(type: string, props: unknown): unknown {
  const hidden = hiddenProps.get(type);
  if (!hidden?.length || typeof props !== "object" || props === null) return props;
  const out = { ...(props as Record<string, unknown>) };
  for (const { name, how } of hidden) {
    const value = out[name];
    if (typeof value === "string")
      out[name] =
        how === "mask"
          ? "•".repeat([...value].length)
          : how === "presence" && value !== ""
            ? "•"
            : "";
    else if (Array.isArray(value)) out[name] = [];
  }
  return out;
}

/**
 * The document as players may see it: serverOnly and secret props redacted. Everything that
 * sends a game to a player's browser passes it through here.
 */
export function redactForPlayers(document: GameDocument): GameDocument {
  return mapElements(document, (el: Element): Element => {
    const props = redactProps(el.type, el.props);
    return props === el.props ? el : { ...el, props: props as Element["props"] };
  });
}

/**
 * A saved play state (the engine's GameSnapshot, as JSON) as players may see it: each element's
 * play-time props redacted like the document's. A snapshot a player sends never holds answers
 * (its runtime only ever had the redacted document), but one stored before answers were
 * redacted, or a forged one, might: nothing leaves the server unredacted.
 */
export function redactSnapshotForPlayers(snapshot: unknown, document: GameDocument): unknown {
  if (typeof snapshot !== "object" || snapshot === null) return snapshot;
  const elements = (snapshot as { elements?: unknown }).elements;
  if (typeof elements !== "object" || elements === null) return snapshot;
  const types = new Map(allElements(document).map((el) => [el.id, el.type]));
  const redacted: Record<string, unknown> = {};
  for (const [id, state] of Object.entries(elements as Record<string, unknown>)) {
    const type = types.get(id);
    if (!type || typeof state !== "object" || state === null || !("props" in state)) {
      // An element the game does not have: its type (and so its secrets) is unknown.
      redacted[id] = type ? state : { ...(state as object), props: {} };
      continue;
    }
    redacted[id] = { ...state, props: redactProps(type, (state as { props: unknown }).props) };
  }
  return { ...snapshot, elements: redacted };
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
