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
import { comparatorsFor } from "../elements/vocabulary";
import type { ElementPlayState, RuntimeDiagnosticCode } from "../runtime/types";
import { numbersEqual as importedNumbersEqual } from "./compare";
import { commonNumberTest, variableNumberTest } from "./compile-numbers";
import type { DiagnosticParams } from "./diagnostic";
import { encloses, overlaps } from "./geometry";
import { propertyDecl } from "./properties";

// A local copy: module exports can be getters in dev runners, and this one runs per comparison.
const numbersEqual = importedNumbersEqual;

/** A live element: the object stays the same for the runtime's life; restore() writes into it. */
export interface ElementSlot extends ElementPlayState {
  readonly id: string;
  /** The author's name for the element (its id when unnamed), for diagnostics. */
  readonly name: string;
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

/** A rule part that cannot run; `params` as in the runtime's diagnostics. */
export class CompileError extends Error {
  override name = "CompileError";
  constructor(
    readonly code: RuntimeDiagnosticCode,
    readonly params: DiagnosticParams = {},
  ) {
    super(code);
  }
}

export function propertyType(el: ElementSlot, property: string): ValueType | undefined {
  return propertyDecl(el.def, property)?.type;
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
      if (!slot) throw new CompileError("unknownVariable", { variableId: operand.variableId });
      return { get: () => slot.value, type: slot.type };
    }
    case "property": {
      const el = slots.element(operand.elementId);
      if (!el) throw new CompileError("unknownElement", { elementId: operand.elementId });
      const name = operand.property;
      const type = propertyType(el, name);
      if (!type)
        throw new CompileError("unknownProperty", {
          element: el.name,
          elementType: el.type,
          property: name,
        });
      if (type === "collision")
        throw new CompileError("typeMismatch", { expected: "number", actual: "collision" });
      const part = propertyPart(el, name);
      if (part === "common") {
        const key = name as "x" | "visible";
        return { get: () => el[key], type };
      }
      if (part === "state") return { get: () => el.state[name] as Scalar, type };
      return { get: () => el.props[name] as Scalar, type };
    }
    case "element":
      throw new CompileError("typeMismatch", { expected: "number", actual: "element" });
  }
}

function compileCollision(condition: Condition, slots: Slots): Test {
  const { left, right, comparator } = condition;
  if (left.kind !== "property")
    throw new CompileError("typeMismatch", { expected: "collision", actual: left.kind });
  if (right.kind !== "element")
    throw new CompileError("typeMismatch", { expected: "element", actual: right.kind });
  const a = slots.element(left.elementId);
  const b = slots.element(right.elementId);
  if (!a) throw new CompileError("unknownElement", { elementId: left.elementId });
  if (!b) throw new CompileError("unknownElement", { elementId: right.elementId });
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
      throw new CompileError("invalidComparator", { comparator, valueType: "collision" });
  }
}

export function compileCondition(condition: Condition, slots: Slots): Test {
  const left = condition.left;
  if (left.kind === "property") {
    const el = slots.element(left.elementId);
    if (el && left.property === "collision") return compileCollision(condition, slots);
  }
  const l = compileGetter(left, slots);
  const r = compileGetter(condition.right, slots);
  if (l.type === "collision" || r.type !== l.type) {
    const code = condition.right.kind === "variable" ? "variableTypeMismatch" : "typeMismatch";
    throw new CompileError(code, { expected: l.type, actual: r.type });
  }
  if (!comparatorsFor(l.type).includes(condition.comparator)) {
    throw new CompileError("invalidComparator", {
      comparator: condition.comparator,
      valueType: l.type,
    });
  }
  const literal = condition.right.kind === "value" ? condition.right.value : undefined;
  if (l.type === "number" && typeof literal === "number") {
    // The common case without a getter call: a variable's or an element's own number read in place.
    const direct = numberSlotTest(condition.comparator, left, slots, literal);
    if (direct) return direct;
  }
  return l.type === "number"
    ? compareNumbers(condition.comparator, l.get as () => number, r.get as () => number, literal)
    : compare(condition.comparator, l.get, r.get, literal);
}

/**
 * A number variable or a common number property (x, y, …) against a number literal, read from
 * its slot in the test itself (./compile-numbers): one closure per condition instead of a test
 * calling a getter. Undefined for other operands (the getter path handles them).
 */
function numberSlotTest(op: Comparator, left: Operand, slots: Slots, c: number): Test | undefined {
  if (left.kind === "variable") return variableNumberTest(slots.variable(left.variableId)!, op, c);
  if (left.kind !== "property") return undefined;
  return commonNumberTest(slots.element(left.elementId)!, left.property, op, c);
}

/**
 * Numbers compare within the tolerance of ./compare (numbersEqual); the exact test comes first
 * so the common case costs one comparison more than plain ===.
 */
function compareNumbers(
  op: Comparator,
  l: () => number,
  r: () => number,
  literal: Scalar | undefined,
): Test {
  const eq = (a: number, b: number) => a === b || numbersEqual(a, b);
  if (typeof literal === "number") {
    const c = literal;
    switch (op) {
      case "eq":
        return () => eq(l(), c);
      case "neq":
        return () => !eq(l(), c);
      case "gt":
        return () => {
          const v = l();
          return v > c && !numbersEqual(v, c);
        };
      case "lt":
        return () => {
          const v = l();
          return v < c && !numbersEqual(v, c);
        };
      case "gte":
        return () => {
          const v = l();
          return v >= c || numbersEqual(v, c);
        };
      case "lte":
        return () => {
          const v = l();
          return v <= c || numbersEqual(v, c);
        };
    }
  }
  switch (op) {
    case "eq":
      return () => eq(l(), r());
    case "neq":
      return () => !eq(l(), r());
    case "gt":
      return () => {
        const a = l();
        const b = r();
        return a > b && !numbersEqual(a, b);
      };
    case "lt":
      return () => {
        const a = l();
        const b = r();
        return a < b && !numbersEqual(a, b);
      };
    case "gte":
      return () => {
        const a = l();
        const b = r();
        return a >= b || numbersEqual(a, b);
      };
    case "lte":
      return () => {
        const a = l();
        const b = r();
        return a <= b || numbersEqual(a, b);
      };
  }
  throw new CompileError("invalidComparator", { comparator: op, valueType: "number" });
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
  throw new CompileError("invalidComparator", { comparator: op, valueType: "string" });
}

const TRUE: Test = () => true;

const FALSE: Test = () => false;

/**
 * An empty group holds. partialAnd without requiredCount needs all items; one that needs more
 * items than it has never holds (validate() warns about it: conditionNeverHolds).
 * Conditions that failed to compile never hold (the runtime reports them once).
 */
export function compileGroup(group: ConditionGroup, tests: Test[]): Test {
  if (group.operator === "partialAnd") {
    const needed = group.requiredCount ?? tests.length;
    if (needed > tests.length) return FALSE;
    if (tests.length === 0) return TRUE;
    return () => {
      let count = 0;
      for (let i = 0; i < tests.length; i++) if (tests[i]!() && ++count >= needed) return true;
      return false;
    };
  }
  if (tests.length === 0) return TRUE;
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
