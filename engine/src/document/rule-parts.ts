/**
 * The parts rules are built of (ids, values, operands, conditions, animations, transitions). The rule and action schemas that combine them are in rule-schema.ts; the action
 * definitions in rules/actions/ import these parts, never rule-schema.ts (which imports them).
 */
import { z } from "zod/mini";
import { SCENE_TRANSITIONS } from "./constants";

export const IdSchema = z.string().check(z.minLength(1));

/** A scalar value a variable or a property can hold. */
export const ScalarSchema = z.union([z.string(), z.number(), z.boolean()]);
export type Scalar = z.infer<typeof ScalarSchema>;

// ---------------------------------------------------------------- operands and conditions

export const PropertyOperandSchema = z.object({
  kind: z.literal("property"),
  elementId: IdSchema,
  property: z.string().check(z.minLength(1)),
});
export const VariableOperandSchema = z.object({
  kind: z.literal("variable"),
  variableId: IdSchema,
});
export const ValueOperandSchema = z.object({ kind: z.literal("value"), value: ScalarSchema });
/** Only the right side of a collision comparison. */
export const ElementOperandSchema = z.object({ kind: z.literal("element"), elementId: IdSchema });
export const OperandSchema = z.discriminatedUnion("kind", [
  PropertyOperandSchema,
  VariableOperandSchema,
  ValueOperandSchema,
  ElementOperandSchema,
]);
export type Operand = z.infer<typeof OperandSchema>;
/** What an action may write: a literal, a variable's value or a property's value. */
export const SourceOperandSchema = z.discriminatedUnion("kind", [
  PropertyOperandSchema,
  VariableOperandSchema,
  ValueOperandSchema,
]);
export type SourceOperand = z.infer<typeof SourceOperandSchema>;

export const BOOLEAN_COMPARATORS = ["is", "isNot"] as const;
export const NUMBER_COMPARATORS = ["eq", "neq", "gt", "lt", "gte", "lte"] as const;
export const STRING_COMPARATORS = ["eq", "neq"] as const;
export const COLLISION_COMPARATORS = [
  "overlaps",
  "notOverlaps",
  "encloses",
  "notEncloses",
  "enclosedBy",
  "notEnclosedBy",
] as const;
/** Every comparator, from the per-type lists above (strings use a subset of the number ones). */
export const ComparatorSchema = z.enum([
  ...BOOLEAN_COMPARATORS,
  ...NUMBER_COMPARATORS,
  ...COLLISION_COMPARATORS,
]);
export type Comparator = z.infer<typeof ComparatorSchema>;

export const ConditionSchema = z.object({
  id: IdSchema,
  left: z.discriminatedUnion("kind", [PropertyOperandSchema, VariableOperandSchema]),
  comparator: ComparatorSchema,
  right: OperandSchema,
});
export type Condition = z.infer<typeof ConditionSchema>;

export const ConditionGroupSchema = z.object({
  /** partialAnd ('Multiple'): at least `requiredCount` items hold. */
  operator: z.enum(["and", "or", "partialAnd"]),
  requiredCount: z.optional(z.number().check(z.int(), z.gte(1))),
  items: z.array(ConditionSchema),
});
export type ConditionGroup = z.infer<typeof ConditionGroupSchema>;

// ---------------------------------------------------------------- animations

export const EASINGS = [
  "none",
  "power1",
  "power2",
  "power3",
  "power4",
  "sine",
  "expo",
  "circ",
  "bounce",
  "elastic",
] as const;
export const EasingSchema = z.object({
  name: z.enum(EASINGS),
  direction: z.enum(["in", "out", "inOut"]),
});
export type Easing = z.infer<typeof EasingSchema>;

const Common = {
  /** Always milliseconds in the document; the editor may show seconds. */
  durationMs: z.number().check(z.gte(0), z.lte(600_000)),
  easing: EasingSchema,
  cycles: z.number().check(z.int(), z.gte(1), z.lte(1000)),
  infinite: z.boolean(),
  /** Make the element visible before the animation starts. */
  autoShow: z.boolean(),
  /** Hide the element when the animation ends. */
  autoHide: z.boolean(),
};
const anim = <N extends string, S extends z.core.$ZodShape>(name: N, shape: S) =>
  z.object({ name: z.literal(name), ...Common, ...shape });

const Angle = z.number().check(z.gte(0), z.lte(360));
const RotationDirection = z.enum(["auto", "clockwise", "counterclockwise"]);
const Axis = z.enum(["x", "y", "xy"]);
const ColorString = z.string().check(z.minLength(1));

export const ANIMATION_NAMES = [
  "fadeIn",
  "fadeOut",
  "moveTo",
  "moveBy",
  "bounce",
  "wiggle",
  "spin",
  "rotateTo",
  "rotateBy",
  "pulse",
  "shake",
  "flash",
  "glow",
  "glowOn",
  "glowOff",
  "scaleTo",
  "scaleBy",
  "flipHorizontal",
  "flipVertical",
  "popIn",
  "popOut",
  "celebrate",
  "flyToTarget",
  "resetPosition",
  "custom",
  "stopAnimation",
] as const;

const Glow = {
  glowColor: ColorString,
  glowSize: z.number().check(z.gte(0), z.lte(200)),
  glowOpacity: z.number().check(z.gte(0), z.lte(1)),
};

export const AnimationSchema = z.discriminatedUnion("name", [
  anim("fadeIn", {}),
  anim("fadeOut", {}),
  /** moveTo X / Y / XY: `axis` says which coordinates apply; the others are ignored. */
  anim("moveTo", { axis: Axis, x: z.number(), y: z.number() }),
  anim("moveBy", { axis: Axis, x: z.number(), y: z.number() }),
  anim("bounce", {
    bounceHeight: z.number().check(z.gte(0), z.lte(2000)),
    cycleDurationMs: z.number().check(z.gte(1), z.lte(60_000)),
  }),
  anim("wiggle", {
    rotationAmount: z.number().check(z.gte(0), z.lte(360)),
    wiggles: z.number().check(z.int(), z.gte(1), z.lte(100)),
  }),
  anim("spin", {
    rotations: z.number().check(z.gte(0), z.lte(1000)),
    rotationSpeed: z.number().check(z.gte(0), z.lte(100)),
    direction: z.enum(["clockwise", "counterclockwise"]),
  }),
  anim("rotateTo", { targetAngle: Angle, direction: RotationDirection }),
  anim("rotateBy", { rotationAmount: z.number().check(z.gte(-36_000), z.lte(36_000)) }),
  anim("pulse", {
    scale: z.number().check(z.gte(0.01), z.lte(100)),
    pulses: z.number().check(z.int(), z.gte(1), z.lte(100)),
  }),
  anim("shake", { intensity: z.number().check(z.gte(0), z.lte(1000)) }),
  anim("flash", { flashes: z.number().check(z.int(), z.gte(1), z.lte(100)) }),
  anim("glow", { ...Glow, pulses: z.number().check(z.int(), z.gte(1), z.lte(100)) }),
  anim("glowOn", Glow),
  anim("glowOff", {}),
  /** 1.0 is the element's normal size. */
  anim("scaleTo", { scale: z.number().check(z.gte(0), z.lte(100)) }),
  anim("scaleBy", { scale: z.number().check(z.gte(0), z.lte(100)) }),
  anim("flipHorizontal", {}),
  anim("flipVertical", {}),
  anim("popIn", {}),
  anim("popOut", {}),
  anim("celebrate", { intensity: z.number().check(z.gte(0), z.lte(10)) }),
  anim("flyToTarget", { targetElementId: IdSchema }),
  anim("resetPosition", {
    resetOpacity: z.enum(["full", "original"]),
    resetDimensions: z.boolean(),
  }),
  /** Tween properties as JSON, e.g. { "scale": 1.2, "opacity": 0.5 }. */
  anim("custom", { tween: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])) }),
  anim("stopAnimation", {}),
]);
export type Animation = z.infer<typeof AnimationSchema>;
export type AnimationName = Animation["name"];

// ---------------------------------------------------------------- actions' parts

export const SceneTransitionSchema = z.object({
  type: z.enum(SCENE_TRANSITIONS),
  durationMs: z.number().check(z.gte(0), z.lte(10_000)),
});
export type SceneTransition = z.infer<typeof SceneTransitionSchema>;
