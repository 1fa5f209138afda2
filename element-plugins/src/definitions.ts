/** Every element definition, without React: for the API, the engine's validation and tests. */
import {
  allElements,
  createRegistry,
  INTERNAL,
  mapElements,
  redactHint,
  type AnyElementDefinition,
  type Hint,
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
    else if (Array.isArray(value))
      // Hints: players see how many there are, their penalties and when each is available.
      out[name] = how === "hints" ? (value as Hint[]).map(redactHint) : [];
  }
  return out;
}

/**
 * The document as players may see it: serverOnly and secret props redacted. Everything that
 * sends a game to a player's browser passes it through here.
 */
export function redactForPlayers(document: GameDocument): GameDocument {
  const redacted = mapElements(document, (el: Element): Element => {
    const props = redactProps(el.type, el.props);
    return props === el.props ? el : { ...el, props: props as Element["props"] };
  });
  if (!redacted.scenes.some((s) => s.hints?.length)) return redacted;
  return {
    ...redacted,
    scenes: redacted.scenes.map((s) =>
      s.hints?.length ? { ...s, hints: s.hints.map(redactHint) } : s,
    ),
  };
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

/** Hint lists of a document, by the element or scene that holds them (with a name to show). */
export interface HintList {
  targetId: string;
  kind: "element" | "scene";
  /** The element's name ('' when unnamed) or the scene's name. */
  name: string;
  sceneId: string | null;
  hints: Hint[];
}

/** The fields of kind 'hints' each element type declares. */
const hintFields = new Map(
  definitions.map((def) => [
    def.type,
    Object.entries(def.fields)
      .filter(([, field]) => field !== INTERNAL && field.kind === "hints")
      .map(([name]) => name),
  ]),
);

/** Every non-empty hint list of the document: scenes first in order, then their elements. */
export function hintLists(document: GameDocument): HintList[] {
  const out: HintList[] = [];
  const add = (el: Element, sceneId: string | null) => {
    for (const name of hintFields.get(el.type) ?? []) {
      const value = (el.props as Record<string, unknown> | null)?.[name];
      if (Array.isArray(value) && value.length > 0)
        out.push({
          targetId: el.id,
          kind: "element",
          name: el.name,
          sceneId,
          hints: value as Hint[],
        });
    }
  };
  for (const scene of document.scenes) {
    if (scene.hints?.length)
      out.push({
        targetId: scene.id,
        kind: "scene",
        name: scene.name,
        sceneId: scene.id,
        hints: scene.hints,
      });
    for (const el of scene.elements) add(el, scene.id);
  }
  for (const el of document.globalElements) add(el, null);
  return out;
}

/** The hint list of one element or scene, if it has hints. */
export const hintListOf = (document: GameDocument, targetId: string): HintList | undefined =>
  hintLists(document).find((list) => list.targetId === targetId);

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
