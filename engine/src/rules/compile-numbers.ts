/**
 * Number tests read in place (compile.ts numberSlotTest): a number variable, or one of an
 * element's common number properties, against a number literal. Each property has closures of
 * its own, so every property read is a plain, single-shape load (a shared `el[key]` read sees
 * every property name and element shape and becomes a slow lookup in a rule-heavy dispatch).
 * Written out on purpose; numbersEqual is the tolerance of ./compare.
 */
import type { Comparator } from "../document/rule-schema";
import type { ElementSlot, Test, VariableSlot } from "./compile";
import { numbersEqual as importedNumbersEqual } from "./compare";

// A local copy: module exports can be getters in dev runners, and this one runs per comparison.
const numbersEqual = importedNumbersEqual;

/** A number variable against a literal. */
export function variableNumberTest(
  slot: VariableSlot,
  op: Comparator,
  c: number,
): Test | undefined {
  switch (op) {
    case "eq":
      return () => {
        const v = slot.value as number;
        return v === c || numbersEqual(v, c);
      };
    case "neq":
      return () => {
        const v = slot.value as number;
        return v !== c && !numbersEqual(v, c);
      };
    case "gt":
      return () => {
        const v = slot.value as number;
        return v > c && !numbersEqual(v, c);
      };
    case "lt":
      return () => {
        const v = slot.value as number;
        return v < c && !numbersEqual(v, c);
      };
    case "gte":
      return () => {
        const v = slot.value as number;
        return v >= c || numbersEqual(v, c);
      };
    case "lte":
      return () => {
        const v = slot.value as number;
        return v <= c || numbersEqual(v, c);
      };
  }
  return undefined;
}

function xTest(el: ElementSlot, op: Comparator, c: number): Test | undefined {
  switch (op) {
    case "eq":
      return () => {
        const v = el.x;
        return v === c || numbersEqual(v, c);
      };
    case "neq":
      return () => {
        const v = el.x;
        return v !== c && !numbersEqual(v, c);
      };
    case "gt":
      return () => {
        const v = el.x;
        return v > c && !numbersEqual(v, c);
      };
    case "lt":
      return () => {
        const v = el.x;
        return v < c && !numbersEqual(v, c);
      };
    case "gte":
      return () => {
        const v = el.x;
        return v >= c || numbersEqual(v, c);
      };
    case "lte":
      return () => {
        const v = el.x;
        return v <= c || numbersEqual(v, c);
      };
  }
  return undefined;
}

function yTest(el: ElementSlot, op: Comparator, c: number): Test | undefined {
  switch (op) {
    case "eq":
      return () => {
        const v = el.y;
        return v === c || numbersEqual(v, c);
      };
    case "neq":
      return () => {
        const v = el.y;
        return v !== c && !numbersEqual(v, c);
      };
    case "gt":
      return () => {
        const v = el.y;
        return v > c && !numbersEqual(v, c);
      };
    case "lt":
      return () => {
        const v = el.y;
        return v < c && !numbersEqual(v, c);
      };
    case "gte":
      return () => {
        const v = el.y;
        return v >= c || numbersEqual(v, c);
      };
    case "lte":
      return () => {
        const v = el.y;
        return v <= c || numbersEqual(v, c);
      };
  }
  return undefined;
}

function widthTest(el: ElementSlot, op: Comparator, c: number): Test | undefined {
  switch (op) {
    case "eq":
      return () => {
        const v = el.width;
        return v === c || numbersEqual(v, c);
      };
    case "neq":
      return () => {
        const v = el.width;
        return v !== c && !numbersEqual(v, c);
      };
    case "gt":
      return () => {
        const v = el.width;
        return v > c && !numbersEqual(v, c);
      };
    case "lt":
      return () => {
        const v = el.width;
        return v < c && !numbersEqual(v, c);
      };
    case "gte":
      return () => {
        const v = el.width;
        return v >= c || numbersEqual(v, c);
      };
    case "lte":
      return () => {
        const v = el.width;
        return v <= c || numbersEqual(v, c);
      };
  }
  return undefined;
}

function heightTest(el: ElementSlot, op: Comparator, c: number): Test | undefined {
  switch (op) {
    case "eq":
      return () => {
        const v = el.height;
        return v === c || numbersEqual(v, c);
      };
    case "neq":
      return () => {
        const v = el.height;
        return v !== c && !numbersEqual(v, c);
      };
    case "gt":
      return () => {
        const v = el.height;
        return v > c && !numbersEqual(v, c);
      };
    case "lt":
      return () => {
        const v = el.height;
        return v < c && !numbersEqual(v, c);
      };
    case "gte":
      return () => {
        const v = el.height;
        return v >= c || numbersEqual(v, c);
      };
    case "lte":
      return () => {
        const v = el.height;
        return v <= c || numbersEqual(v, c);
      };
  }
  return undefined;
}

function rotationTest(el: ElementSlot, op: Comparator, c: number): Test | undefined {
  switch (op) {
    case "eq":
      return () => {
        const v = el.rotation;
        return v === c || numbersEqual(v, c);
      };
    case "neq":
      return () => {
        const v = el.rotation;
        return v !== c && !numbersEqual(v, c);
      };
    case "gt":
      return () => {
        const v = el.rotation;
        return v > c && !numbersEqual(v, c);
      };
    case "lt":
      return () => {
        const v = el.rotation;
        return v < c && !numbersEqual(v, c);
      };
    case "gte":
      return () => {
        const v = el.rotation;
        return v >= c || numbersEqual(v, c);
      };
    case "lte":
      return () => {
        const v = el.rotation;
        return v <= c || numbersEqual(v, c);
      };
  }
  return undefined;
}

function opacityTest(el: ElementSlot, op: Comparator, c: number): Test | undefined {
  switch (op) {
    case "eq":
      return () => {
        const v = el.opacity;
        return v === c || numbersEqual(v, c);
      };
    case "neq":
      return () => {
        const v = el.opacity;
        return v !== c && !numbersEqual(v, c);
      };
    case "gt":
      return () => {
        const v = el.opacity;
        return v > c && !numbersEqual(v, c);
      };
    case "lt":
      return () => {
        const v = el.opacity;
        return v < c && !numbersEqual(v, c);
      };
    case "gte":
      return () => {
        const v = el.opacity;
        return v >= c || numbersEqual(v, c);
      };
    case "lte":
      return () => {
        const v = el.opacity;
        return v <= c || numbersEqual(v, c);
      };
  }
  return undefined;
}

/** An element's common number property against a literal; undefined for other properties. */
export function commonNumberTest(
  el: ElementSlot,
  property: string,
  op: Comparator,
  c: number,
): Test | undefined {
  switch (property) {
    case "x":
      return xTest(el, op, c);
    case "y":
      return yTest(el, op, c);
    case "width":
      return widthTest(el, op, c);
    case "height":
      return heightTest(el, op, c);
    case "rotation":
      return rotationTest(el, op, c);
    case "opacity":
      return opacityTest(el, op, c);
  }
  return undefined;
}
