/**
 * Compiles rule conditions and operands into closures once, when the runtime is created, so
 * that evaluating a condition is a couple of property reads and a comparison: no lookups by
 * id, no allocation, no promise.
 */
import type {
  Comparator,
  Condition,
  ConditionGroup,
  Operand,
  Scalar,
} from "../document/rule-schema";
import type { VariableType } from "../document/schema";
import type { AnyElementDefinition, ValueType } from "../elements/contract";
import { isCommonProperty } from "../elements/common";
import type { ElementPlayState, RuntimeDiagnosticCode } from "../runtime/types";
import { encloses, overlaps } from "./geometry";

/** A live element: the object stays the same for the runtime's life; restore() writes into it. */
export interface ElementSlot extends ElementPlayState {
  readonly id: string;
  readonly type: string;
  readonly def: AnyElementDefinition;
  /** null for global elements. */
  readonly sceneId: string | null;
}
export interface VariableSlot {
  readonly id: string;
  readonly type: VariableType;
  value: Scalar;
}
export interface Slots {
  element(id: string): ElementSlot | undefined;
  variable(id: string): VariableSlot | undefined;
}

export type Getter = () => Scalar;
export type Test = () => boolean;

export class CompileError extends Error {
  override name = "CompileError";
  constructor(
    readonly code: RuntimeDiagnosticCode,
    message: string,
  ) {
    super(message);
  }
}

export function propertyType(el: ElementSlot, property: string): ValueType | undefined {
  if (isCommonProperty(property)) {
    if (property === "collision") return "collision";
    return property === "visible" ? "boolean" : "number";
  }
  return el.def.properties[property]?.type;
}

/** Where a plugin property is stored at play time: in the state when initialState has it. */
export function propertyPart(el: ElementSlot, property: string): "common" | "state" | "props" {
  if (isCommonProperty(property)) return "common";
  return Object.hasOwn(el.state, property) ? "state" : "props";
}

export function compileGetter(operand: Operand, slots: Slots): { get: Getter; type: ValueType } {
  switch (operand.kind) {
    case "value": {
      const value = operand.value;
      return { get: () => value, type: typeof value as ValueType };
    }
    case "variable": {
      const slot = slots.variable(operand.variableId);
      if (!slot)
        throw new CompileError("unknownVariable", `Unknown variable '${operand.variableId}'`);
      return { get: () => slot.value, type: slot.type };
    }
    case "property": {
      const el = slots.element(operand.elementId);
      if (!el) throw new CompileError("unknownElement", `Unknown element '${operand.elementId}'`);
      const name = operand.property;
      const type = propertyType(el, name);
      if (!type) throw new CompileError("unknownProperty", `${el.type} has no property '${name}'`);
      if (type === "collision")
        throw new CompileError("typeMismatch", `'collision' is not a value`);
      const part = propertyPart(el, name);
      if (part === "common") {
        const key = name as "x" | "visible";
        return { get: () => el[key], type };
      }
      if (part === "state") return { get: () => el.state[name] as Scalar, type };
      return { get: () => el.props[name] as Scalar, type };
    }
    case "element":
      throw new CompileError("typeMismatch", "An element is only a collision operand");
  }
}

function compileCollision(condition: Condition, slots: Slots): Test {
  const { left, right, comparator } = condition;
  if (left.kind !== "property")
    throw new CompileError("typeMismatch", "Collision needs an element on the left");
  if (right.kind !== "element")
    throw new CompileError("typeMismatch", "Collision compares with an element");
  const a = slots.element(left.elementId);
  const b = slots.element(right.elementId);
  if (!a) throw new CompileError("unknownElement", `Unknown element '${left.elementId}'`);
  if (!b) throw new CompileError("unknownElement", `Unknown element '${right.elementId}'`);
  switch (comparator) {
    case "overlaps":
      return () => overlaps(a, b);
    case "notOverlaps":
      return () => !overlaps(a, b);
    case "encloses":
      return () => encloses(a, b);
    case "notEncloses":
      return () => !encloses(a, b);
    case "enclosedBy":
      return () => encloses(b, a);
    case "notEnclosedBy":
      return () => !encloses(b, a);
    default:
      throw new CompileError("typeMismatch", `'${comparator}' does not compare collisions`);
  }
}

const ALLOWED: Record<Exclude<ValueType, "collision">, readonly Comparator[]> = {
  boolean: ["is", "isNot"],
  number: ["eq", "neq", "gt", "lt", "gte", "lte"],
  string: ["eq", "neq"],
};

export function compileCondition(condition: Condition, slots: Slots): Test {
  const left = condition.left;
  if (left.kind === "property") {
    const el = slots.element(left.elementId);
    if (el && left.property === "collision") return compileCollision(condition, slots);
  }
  const l = compileGetter(left, slots);
  const r = compileGetter(condition.right, slots);
  if (l.type === "collision" || r.type !== l.type) {
    throw new CompileError("typeMismatch", `Cannot compare ${l.type} with ${r.type}`);
  }
  if (!ALLOWED[l.type].includes(condition.comparator)) {
    throw new CompileError(
      "typeMismatch",
      `'${condition.comparator}' does not compare ${l.type} values`,
    );
  }
  return compare(
    condition.comparator,
    l.get,
    r.get,
    condition.right.kind === "value" ? condition.right.value : undefined,
  );
}

/** Specialised for a literal right side, the common case, to skip one call. */
function compare(op: Comparator, l: Getter, r: Getter, literal: Scalar | undefined): Test {
  if (literal !== undefined) {
    const c = literal;
    switch (op) {
      case "is":
      case "eq":
        return () => l() === c;
      case "isNot":
      case "neq":
        return () => l() !== c;
      case "gt":
        return () => (l() as number) > (c as number);
      case "lt":
        return () => (l() as number) < (c as number);
      case "gte":
        return () => (l() as number) >= (c as number);
      case "lte":
        return () => (l() as number) <= (c as number);
    }
  }
  switch (op) {
    case "is":
    case "eq":
      return () => l() === r();
    case "isNot":
    case "neq":
      return () => l() !== r();
    case "gt":
      return () => (l() as number) > (r() as number);
    case "lt":
      return () => (l() as number) < (r() as number);
    case "gte":
      return () => (l() as number) >= (r() as number);
    case "lte":
      return () => (l() as number) <= (r() as number);
  }
  throw new CompileError("typeMismatch", `'${op}' is not a value comparator`);
}

const TRUE: Test = () => true;

/**
 * An empty group holds. partialAnd without requiredCount needs all items.
 * Conditions that failed to compile never hold (the runtime reports them once).
 */
export function compileGroup(group: ConditionGroup, tests: Test[]): Test {
  if (tests.length === 0) return TRUE;
  if (group.operator === "partialAnd") {
    const needed = Math.min(group.requiredCount ?? tests.length, tests.length);
    return () => {
      let count = 0;
      for (let i = 0; i < tests.length; i++) if (tests[i]!() && ++count >= needed) return true;
      return false;
    };
  }
  if (tests.length === 1) return tests[0]!;
  const [a, b] = tests as [Test, Test];
  if (group.operator === "and") {
    if (tests.length === 2) return () => a() && b();
    return () => {
      for (let i = 0; i < tests.length; i++) if (!tests[i]!()) return false;
      return true;
    };
  }
  if (tests.length === 2) return () => a() || b();
  return () => {
    for (let i = 0; i < tests.length; i++) if (tests[i]!()) return true;
    return false;
  };
}
