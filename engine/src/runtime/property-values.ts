/**
 * Keeps what rules write into properties inside the document's own limits: a number property
 * set by value or variable is CLAMPED into its schema's range (opacity 150 → 1, width −20 → 0;
 * an integer field is rounded); a value the schema refuses otherwise (NaN or ±Infinity where no
 * bound catches it, a string that is not one of a select's options) is REFUSED: the property
 * keeps its value. Either way the runtime reports it (propertyValueClamped / invalidPropertyValue).
 */
import { z } from "zod/mini";
import type { Scalar } from "../document/rule-schema";
import { ElementSchema } from "../document/schema";
import { isCommonProperty } from "../elements/common";
import type { AnyElementDefinition } from "../elements/contract";

export type GuardResult =
  { ok: true; value: Scalar; clamped?: { min: number; max: number } } | { ok: false };
export type ValueGuard = (value: Scalar) => GuardResult;

const accept: ValueGuard = (value) => ({ ok: true, value });

type AnySchema = z.ZodMiniType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Strips optional/default/nullable/readonly/catch wrappers and the input side of pipes. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = current._zod.def;
    if (["optional", "default", "prefault", "nullable", "readonly", "catch"].includes(def.type))
      current = def["innerType"] as AnySchema;
    else if (def.type === "pipe") current = def["in"] as AnySchema;
    else break;
  }
  return current;
}

/** The schema of one key of an object schema (refined objects included); undefined if unknown. */
function fieldOf(schema: unknown, key: string): AnySchema | undefined {
  if (!schema || typeof schema !== "object" || !("_zod" in schema)) return undefined;
  const object = unwrap(schema as AnySchema);
  if (object._zod.def.type !== "object") return undefined;
  const shape = (object as unknown as { shape: Record<string, AnySchema> }).shape;
  return Object.hasOwn(shape, key) ? shape[key] : undefined;
}

type NumberCheckDef = { check: string; value?: number; inclusive?: boolean; format?: string };

/**
 * The range and integrality a number schema's checks allow (what classic zod's minValue,
 * maxValue and isInt report: gte/lte/gt/lt bounds, an integer format and its range).
 */
function numberBounds(schema: AnySchema) {
  let min = -Infinity;
  let max = Infinity;
  let integer = false;
  const checks = (schema._zod.def["checks"] ?? []) as { _zod: { def: NumberCheckDef } }[];
  const own = schema._zod.def["check"]
    ? [schema as unknown as { _zod: { def: NumberCheckDef } }]
    : [];
  for (const { _zod } of [...own, ...checks]) {
    const def = _zod.def;
    if (def.check === "greater_than" && typeof def.value === "number")
      min = Math.max(min, def.value);
    else if (def.check === "less_than" && typeof def.value === "number")
      max = Math.min(max, def.value);
    else if (def.check === "multiple_of" && Number.isSafeInteger(def.value)) integer = true;
    else if (def.check === "number_format" && def.format) {
      if (def.format.includes("int")) integer = true;
      const range = (z.util.NUMBER_FORMAT_RANGES as Record<string, [number, number]>)[def.format];
      if (range) {
        min = Math.max(min, range[0]);
        max = Math.min(max, range[1]);
      }
    }
  }
  return { min, max, integer };
}

function guardFor(field: AnySchema | undefined): ValueGuard {
  if (!field) return accept;
  const inner = unwrap(field);
  if (inner._zod.def.type === "number") {
    const { min, max, integer } = numberBounds(inner);
    return (value) => {
      if (typeof value !== "number" || Number.isNaN(value)) return { ok: false };
      let next = Math.min(max, Math.max(min, value));
      if (integer && Number.isFinite(next)) next = Math.round(next);
      if (!Number.isFinite(next)) return { ok: false };
      return next === value
        ? { ok: true, value }
        : { ok: true, value: next, clamped: { min, max } };
    };
  }
  return (value) => (field.safeParse(value).success ? { ok: true, value } : { ok: false });
}

/** The guard for writes to `property` of an element of this definition. */
export function valueGuard(def: AnyElementDefinition, property: string): ValueGuard {
  return guardFor(
    isCommonProperty(property) ? fieldOf(ElementSchema, property) : fieldOf(def.schema, property),
  );
}
