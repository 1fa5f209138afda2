/**
 * How rules compare values, in one place for conditions, "changed to" triggers and validate().
 * Numbers are equal within a relative tolerance, so 0.1 added ten times to 0 "equals 1":
 * |a − b| ≤ 1e-9 · max(1, |a|, |b|) (near zero the tolerance does not shrink below 1e-9).
 * gt/lt hold only when the numbers are not equal in that sense; gte/lte when they are or the
 * order holds. Strings and booleans compare exactly.
 */
import type { Comparator, Scalar } from "../document/rule-schema";

export const NUMBER_TOLERANCE = 1e-9;

export function numbersEqual(a: number, b: number): boolean {
  if (a === b) return true;
  // Infinity − Infinity is NaN (handled by ===); NaN never equals anything
  return Math.abs(a - b) <= NUMBER_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Equality as rules see it: numbers within the tolerance, everything else exactly. */
export function scalarsEqual(a: Scalar | undefined, b: Scalar | undefined): boolean {
  if (typeof a === "number" && typeof b === "number") return numbersEqual(a, b);
  return a === b;
}

/** A value comparator applied to two scalars; undefined for the collision comparators. */
export function compareScalars(op: Comparator, a: Scalar, b: Scalar): boolean | undefined {
  switch (op) {
    case "is":
    case "eq":
      return scalarsEqual(a, b);
    case "isNot":
    case "neq":
      return !scalarsEqual(a, b);
    case "gt":
      return a > b && !scalarsEqual(a, b);
    case "lt":
      return a < b && !scalarsEqual(a, b);
    case "gte":
      return a >= b || scalarsEqual(a, b);
    case "lte":
      return a <= b || scalarsEqual(a, b);
    default:
      return undefined;
  }
}
