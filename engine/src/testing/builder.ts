/**
 * Terse construction of game documents for tests:
 *   buildGame(registry, { scenes: [{ id: 'a', elements: [{ type: 'text', id: 't' }] }],
 *     variables: [numberVar('score', 0)], rules: [rule('r', { triggers: [click('t')], actions: [setVar('score', 1)] })] })
 */
import { ALL_SCENES } from "../document/constants";
import { createElement } from "../document/create";
import { FORMAT_VERSION } from "../document/migrations";
import type {
  Action,
  Animation,
  Condition,
  ConditionGroup,
  Operand,
  Rule,
  Scalar,
  SourceOperand,
  Trigger,
} from "../document/rule-schema";
import { DEFAULT_GAME_SETTINGS } from "../document/schema";
import type {
  Element,
  ElementCommon,
  GameDocument,
  GameSettings,
  Scene,
  Variable,
} from "../document/schema";
import type { Registry } from "../elements/registry";

export type ElementSpec = {
  type: string;
  id: string;
  props?: Record<string, unknown>;
} & Partial<ElementCommon>;
export interface SceneSpec {
  id: string;
  name?: string;
  elements?: ElementSpec[];
  preload?: boolean;
  transition?: Scene["transition"];
  focusOrder?: string[];
}
export interface GameSpec {
  scenes: SceneSpec[];
  globalElements?: ElementSpec[];
  variables?: Variable[];
  rules?: Rule[];
  settings?: Partial<GameSettings>;
}

export function buildGame(registry: Registry, spec: GameSpec): GameDocument {
  const make = (e: ElementSpec, global: boolean): Element => {
    const { type, id, ...rest } = e;
    return createElement(registry, type, { locale: "en", id, name: id, ...rest, global });
  };
  return {
    formatVersion: FORMAT_VERSION,
    scenes: spec.scenes.map((s) => ({
      id: s.id,
      name: s.name ?? s.id,
      elements: (s.elements ?? []).map((e) => make(e, false)),
      preload: s.preload ?? false,
      transition: s.transition ?? { type: "none", durationMs: 0 },
      focusOrder: s.focusOrder ?? [],
    })),
    globalElements: (spec.globalElements ?? []).map((e) => make(e, true)),
    variables: spec.variables ?? [],
    rules: spec.rules ?? [],
    settings: { ...DEFAULT_GAME_SETTINGS, ...spec.settings },
  };
}

export const numberVar = (id: string, initialValue = 0): Variable => ({
  id,
  name: id,
  type: "number",
  initialValue,
});
export const stringVar = (id: string, initialValue = ""): Variable => ({
  id,
  name: id,
  type: "string",
  initialValue,
});
export const boolVar = (id: string, initialValue = false): Variable => ({
  id,
  name: id,
  type: "boolean",
  initialValue,
});

type ActionSpec = Action extends infer A
  ? A extends Action
    ? Omit<A, "id" | "shouldAwait"> & { shouldAwait?: boolean }
    : never
  : never;
type ConditionSpec = Omit<Condition, "id">;

export function rule(
  id: string,
  spec: {
    sceneId?: string;
    enabled?: boolean;
    name?: string;
    triggers: Trigger[];
    conditions?: ConditionSpec[];
    operator?: ConditionGroup["operator"];
    requiredCount?: number;
    actions: ActionSpec[];
  },
): Rule {
  return {
    id,
    ...(spec.name === undefined ? {} : { name: spec.name }),
    enabled: spec.enabled ?? true,
    sceneId: spec.sceneId ?? ALL_SCENES,
    triggers: spec.triggers,
    conditions: {
      operator: spec.operator ?? "and",
      ...(spec.requiredCount === undefined ? {} : { requiredCount: spec.requiredCount }),
      items: (spec.conditions ?? []).map((c, i) => ({ id: `${id}.c${i}`, ...c })),
    },
    actions: spec.actions.map(
      (a, i) => ({ ...a, id: `${id}.a${i}`, shouldAwait: a.shouldAwait ?? false }) as Action,
    ),
  };
}

// triggers
export const on = (elementId: string, trigger: string, to?: Scalar): Trigger => ({
  type: "element",
  elementId,
  trigger,
  ...(to === undefined ? {} : { to }),
});
export const click = (elementId: string): Trigger => on(elementId, "click");
export const sceneTo = (sceneId: string): Trigger => ({
  type: "sceneChanged",
  direction: "to",
  sceneId,
});
export const sceneFrom = (sceneId: string): Trigger => ({
  type: "sceneChanged",
  direction: "from",
  sceneId,
});
export const variableChanged = (variableId: string, to?: Scalar): Trigger => ({
  type: "variableChanged",
  variableId,
  ...(to === undefined ? {} : { to }),
});

// operands
export const val = (value: Scalar) => ({ kind: "value", value }) as const satisfies SourceOperand;
export const ref = (variableId: string) =>
  ({ kind: "variable", variableId }) as const satisfies SourceOperand;
export const prop = (elementId: string, property: string) =>
  ({ kind: "property", elementId, property }) as const satisfies SourceOperand;
export const el = (elementId: string) =>
  ({ kind: "element", elementId }) as const satisfies Operand;
export const cond = (
  left: Condition["left"],
  comparator: Condition["comparator"],
  right: Operand,
): ConditionSpec => ({ left, comparator, right });

// actions
export const setVar = (variableId: string, value: Scalar | SourceOperand): ActionSpec => ({
  type: "setVariable",
  variableId,
  value: typeof value === "object" ? value : val(value),
});
export const goTo = (
  sceneId: string,
  extra: {
    transition?: { type: "crossFade" | "none" | "slideLeft"; durationMs: number };
    shouldAwait?: boolean;
  } = {},
): ActionSpec => ({
  type: "goToScene",
  sceneId,
  ...extra,
});
export const elementAction = (
  elementId: string,
  action: string,
  args?: unknown,
  shouldAwait = false,
): ActionSpec => ({
  type: "elementAction",
  elementId,
  action,
  shouldAwait,
  ...(args === undefined ? {} : { args }),
});

const ANIMATION_DEFAULTS = {
  durationMs: 500,
  easing: { name: "power1", direction: "out" },
  cycles: 1,
  infinite: false,
  autoShow: false,
  autoHide: false,
} as const;
/** An animation with the common parameters filled in. */
type DefaultKey = keyof typeof ANIMATION_DEFAULTS;
export type AnimationSpec = Animation extends infer A
  ? A extends Animation
    ? Omit<A, DefaultKey> & Partial<Pick<A, DefaultKey>>
    : never
  : never;
export function animation(spec: AnimationSpec): Animation {
  return { ...ANIMATION_DEFAULTS, ...spec } as Animation;
}
