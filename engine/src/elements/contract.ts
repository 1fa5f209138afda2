import type { ZodMiniType as ZodType } from "zod/mini";
import type { Locale } from "../document/constants";
import type { Scalar } from "../document/rule-schema";
import type { AnswerSpec } from "../answers/match";
import type { ElementCommon } from "../document/schema";
import type { FieldSpec, FieldsOf } from "./fields";

export type { Locale };

/** The type of a rule-addressable property. 'collision' can only be compared with an element. */
export type ValueType = "number" | "string" | "boolean" | "collision";
export type ScalarType = Exclude<ValueType, "collision">;

export interface PropertyDecl {
  type: ValueType;
  read: boolean;
  write: boolean;
}

export interface TriggerDecl {
  /** Schema of the payload a renderer sends with the trigger (checked by the runtime). */
  payload?: ZodType;
  /** The trigger carries a value a rule can filter on ("changed to 0"). */
  value?: ScalarType;
  /**
   * The element's renderer raises it from what the player did (a message from a construction).
   * Only such triggers are accepted as a competition team's input (see runtime/inputs.ts).
   */
  fromPlayer?: true;
}

/**
 * What an element action may do. Actions stay pure with respect to the outside world: they
 * change play state and describe effects as data; the player's adapters perform the effects.
 */
export interface ActionContext<P = unknown, S = unknown, E extends string = string> {
  readonly elementId: string;
  /** Current play-time props (rules can change writable props such as `text`). */
  readonly props: P;
  /** Current play state (initialState's shape). */
  readonly state: S;
  /** Clock time of the step, in ms. */
  readonly now: number;
  /** Merge into the element's play state. */
  patch(patch: Partial<S>): void;
  /** Merge into the element's play-time props. */
  patchProps(patch: Partial<P>): void;
  /** Fire one of the element's declared triggers (rules react after this action finishes). */
  emit(trigger: string, value?: Scalar): void;
  /**
   * Ask the player to do something (play a sound, pause a video). Returns the effect id; an
   * action with shouldAwait holds the rule until every effect it produced is completed.
   */
  effect(kind: E, data?: Record<string, unknown>): string;
  /** Run one of this element's actions after `delayMs` (replaces a pending one with that key). */
  schedule(key: string, delayMs: number, action: string, args?: unknown): void;
  cancelSchedule(key: string): void;
  /**
   * Ask the host to check `value` against the element's answer (ElementDefinition.answer): the
   * player asks the API, which alone knows a published game's answers; the preview and tests
   * check locally. The verdict arrives at the definition's onAnswerChecked. Returns the effect id
   * (an action with shouldAwait holds its rule until the verdict).
   */
  checkAnswer(value: string): string;
}

/** The host's verdict on a checked answer; 'unavailable': none (throttled, offline), nothing counts. */
export type AnswerVerdict = "correct" | "incorrect" | "unavailable";
/** See ElementDefinition.problems. */
export interface ElementProblem {
  messageKey: string;
  /** The prop the problem is about (the panel points at its field). */
  field?: string;
}

/**
 * What the accessibility checker (rules/accessibility.ts) needs to know of a type; the checker
 * itself names no type. Every part is optional: a type without it is only checked for what all
 * elements share (a name when a rule makes it clickable, its target size).
 */
export interface AccessibilityDecl<P = unknown> {
  /** The name the element's content gives it when the author sets none (a text's text); "" = none. */
  contentName?(props: P): string;
  /**
   * The element shows a picture that needs a text alternative unless it is decorative (an
   * image): the alternative its props hold ("" = none yet; 'a11yMissingAlt').
   */
  altText?(props: P): string;
  /**
   * The colour its text is drawn in (resolved: the theme's colour when the author chose none)
   * and whether the text is large (WCAG: at least 24 px, or 18.66 px bold); null = no text or not
   * known. The checker compares it with the element's own background ('a11yLowContrast').
   */
  text?(props: P, element: ElementCommon): { color: string; large: boolean } | null;
  /** The type's own findings in valid props (captions, transcript, a text alternative). */
  problems?(props: P, element: ElementCommon): readonly AccessibilityProblem[];
}

/** The checker's codes (each worded in both languages by the apps, like every diagnostic). */
export const ACCESSIBILITY_CODES = [
  "a11yMissingName",
  "a11yMissingAlt",
  "a11yLowContrast",
  "a11yDragOnly",
  "a11yMissingCaptions",
  "a11yMissingTranscript",
  "a11ySmallTarget",
  "a11yMissingTextAlternative",
  "a11yInteractiveConstruction",
] as const;
export type AccessibilityCode = (typeof ACCESSIBILITY_CODES)[number];

/** The one-step fixes the problems panel offers (each a common-property patch of the element). */
export type AccessibilityFixKind = "markDecorative" | "useElementName" | "enlargeTarget";

export interface AccessibilityProblem {
  code: AccessibilityCode;
  /** The prop the problem is about (the panel points at its field). */
  field?: string;
  /** Marking the element decorative resolves it (a sound effect needs no transcript). */
  decorativeFixes?: boolean;
}

/** More about an 'unavailable' verdict: the host takes answers again after `retryAfterSeconds`. */
export interface AnswerDetail {
  retryAfterSeconds?: number;
}

export interface ActionDecl<P = unknown, S = unknown, A = unknown, E extends string = string> {
  args?: ZodType<A>;
  /**
   * How the logic builder edits each argument (keys of `args`' object schema). Labels:
   * `<stringsKey>.actions.<action>.args.<name>`.
   */
  argFields?: Record<string, FieldSpec>;
  /** Internal actions (timer ticks) are not offered to rules. */
  internal?: boolean;
  /**
   * The element's renderer (or the player's media adapter) runs it for the player: typing into
   * a lock, submitting an answer, a video reporting its status. Only such actions are accepted
   * as a competition team's input: the server decides everything else (see runtime/inputs.ts).
   */
  fromPlayer?: true;
  run(ctx: ActionContext<P, S, E>, args: A): void;
}

/**
 * Who performs an effect in the player: one of the player's adapters (sound, speech), or the
 * element's own renderer (a video pauses itself). The player's table of effect routes is typed
 * with every declared kind (PluginEffectKind in element-plugins) and a test checks that it
 * agrees with `handledBy`.
 */
export interface EffectDecl {
  handledBy: "player" | "renderer";
}

/** A chat assistant the API's chat proxy serves for this element (the AI chat). */
export interface ChatPersona {
  assistantName: string;
  /** Server-only instructions given to the model before the conversation. */
  instructions: string;
  /** The author switched the AI off for this chat: the proxy sends nothing to a model. */
  enabled?: boolean;
}

export interface ElementDefinition<P = unknown, S = unknown, E extends string = string> {
  /** kebab-case, stored in documents, never renamed. */
  type: string;
  /** === migrations.length */
  version: number;
  schema: ZodType<P>;
  defaultProps(ctx: { locale: Locale }): P;
  /**
   * How each prop is edited (one entry per key of the schema, or INTERNAL). The inspector is
   * generated from these; asset fields also tell the player what to preload.
   */
  fields: FieldsOf<P>;
  /** Variant names besides 'default' (common field `variant`). */
  variants?: readonly string[];
  defaultSize: { width: number; height: number };
  migrations: readonly { id: string; up(props: unknown): unknown }[];
  /** Play-time state that is not in props: timer remaining, lock attempts. */
  initialState?(props: P): S;
  /** Plugin properties, besides the common ones (x, y, width, height, rotation, opacity, visible, collision). */
  properties: Record<string, PropertyDecl>;
  /** Plugin triggers, besides the common ones (click, dragEnd, rotateEnd, resizeEnd, mouseEnter, mouseLeave). */
  triggers: Record<string, TriggerDecl>;
  // oxlint-disable-next-line no-explicit-any -- each action has its own args type
  actions: Record<string, ActionDecl<P, S, any, E>>;
  /** Every effect kind the actions may ask for ('audio.play'), and who performs it. */
  effects: Record<E, EffectDecl>;
  /** Runs when the element's scene is entered (global elements: when the game starts). */
  onSceneEnter?(ctx: ActionContext<P, S, E>): void;
  /** Runs when the element's scene is left (never for global elements). */
  onSceneLeave?(ctx: ActionContext<P, S, E>): void;
  /**
   * The answer the element checks (its secret fields): read by the API and by local hosts, never
   * by the player's browser, whose document has the secret fields redacted.
   */
  answer?(props: P): AnswerSpec;
  /**
   * Where the player's entry and the secret answer live: a rule comparing `property` with a
   * literal puts the answer in the page (validate() warns "answerVisible"); the logic builder
   * converts such a condition into `field` (the secret answer) and the 'validatedCorrectly' trigger.
   */
  answerEntry?: {
    property: string;
    field: string;
    /** The trigger that carries the entry ("when 'Paris' is sent"): filtering it on a literal shows the answer too. */
    trigger?: string;
  };
  /**
   * What an author should fix in the element's props although they are valid (a code lock without
   * a code): warnings in the editor's problems panel. `messageKey`: a key of the plugin's strings.
   */
  problems?(props: P): readonly ElementProblem[];
  /** What the accessibility checker needs to know of the type (see AccessibilityDecl). */
  accessibility?: AccessibilityDecl<P>;
  /** The verdict on a value the element sent with ctx.checkAnswer(). */
  onAnswerChecked?(
    ctx: ActionContext<P, S, E>,
    verdict: AnswerVerdict,
    value: string,
    detail: AnswerDetail,
  ): void;
  /** The element is an AI chat the API's chat proxy answers for (see ChatPersona). */
  chatPersona?(props: P): ChatPersona;
  /**
   * This type stands in for elements of a type the installation does not know (an import from
   * a newer or extended editor): `wrap` keeps the original data in this type's props, so the
   * element shows as a visible placeholder instead of failing the import. One type declares it.
   */
  standIn?: { wrap(original: { type: string; version: number; props: unknown }): P };
}

// oxlint-disable-next-line no-explicit-any -- registries hold definitions of every props type
export type AnyElementDefinition = ElementDefinition<any, any, string>;

/**
 * Identity with inference: `defineElement<Props, State, 'audio.play' | 'audio.stop'>({ … })`.
 * With the effect kinds given, an action asking for an undeclared one does not compile.
 */
export function defineElement<P, S = undefined, E extends string = string>(
  def: ElementDefinition<P, S, E>,
): ElementDefinition<P, S, E> {
  return def;
}
