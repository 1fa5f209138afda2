import type { ZodMiniType as ZodType } from "zod/mini";
import { COMMON_PROPERTIES, COMMON_TRIGGERS } from "./common";
import type { FieldSpec } from "./fields";
import type {
  ActionDecl,
  AnyElementDefinition,
  PropertyDecl,
  ScalarType,
  TriggerDecl,
  ValueType,
} from "./contract";

export interface VocabularyProperty extends PropertyDecl {
  name: string;
  /** Common to all element types (stored on the element), or declared by the plugin. */
  common: boolean;
}
export interface VocabularyTrigger {
  name: string;
  common: boolean;
  value?: ScalarType;
  payload?: ZodType;
}
export interface VocabularyAction {
  name: string;
  args?: ZodType;
  /** How the logic builder edits each argument (see ActionDecl.argFields). */
  argFields?: Record<string, FieldSpec>;
}
/** What rules can say about elements of one type. */
export interface TypeVocabulary {
  type: string;
  properties: Record<string, VocabularyProperty>;
  triggers: Record<string, VocabularyTrigger>;
  /** Plugin actions offered to rules (internal ones excluded). Show, hide, animate and
   * setProperty are rule actions of their own and apply to every type. */
  actions: Record<string, VocabularyAction>;
}

export interface Registry {
  readonly types: readonly string[];
  has(type: string): boolean;
  /** Throws for an unknown type: callers that may see one check has() first. */
  get(type: string): AnyElementDefinition;
  find(type: string): AnyElementDefinition | undefined;
  vocabulary(type: string): TypeVocabulary | undefined;
  /** The type that stands in for unknown types on import (see ElementDefinition.standIn). */
  readonly standIn: AnyElementDefinition | undefined;
  /** Every readable (or writable) property of `type` of the given value type. */
  propertiesOfType(
    type: string,
    valueType: ValueType,
    access: "read" | "write",
  ): VocabularyProperty[];
}

export class RegistryError extends Error {
  override name = "RegistryError";
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

export function createRegistry(definitions: readonly AnyElementDefinition[]): Registry {
  const byType = new Map<string, AnyElementDefinition>();
  const vocabularies = new Map<string, TypeVocabulary>();
  for (const def of definitions) {
    if (!KEBAB.test(def.type))
      throw new RegistryError(`Element type '${def.type}' must be kebab-case`);
    if (byType.has(def.type))
      throw new RegistryError(`Element type '${def.type}' is registered twice`);
    if (def.version !== def.migrations.length) {
      throw new RegistryError(
        `${def.type}: version ${def.version} but ${def.migrations.length} migrations`,
      );
    }
    const migrationIds = new Set(def.migrations.map((m) => m.id));
    if (migrationIds.size !== def.migrations.length)
      throw new RegistryError(`${def.type}: duplicate migration ids`);
    for (const name of [
      ...Object.keys(def.properties),
      ...Object.keys(def.triggers),
      ...Object.keys(def.actions),
    ]) {
      if (!CAMEL.test(name)) throw new RegistryError(`${def.type}: '${name}' must be camelCase`);
    }
    for (const name of Object.keys(def.properties)) {
      if (Object.hasOwn(COMMON_PROPERTIES, name))
        throw new RegistryError(`${def.type}: property '${name}' is a common property`);
    }
    for (const name of Object.keys(def.triggers)) {
      if (Object.hasOwn(COMMON_TRIGGERS, name))
        throw new RegistryError(`${def.type}: trigger '${name}' is a common trigger`);
    }
    byType.set(def.type, def);
    vocabularies.set(def.type, buildVocabulary(def));
  }
  const standIns = definitions.filter((def) => def.standIn);
  if (standIns.length > 1) throw new RegistryError(`Only one type may stand in for unknown types`);
  const types = [...byType.keys()];
  return {
    types,
    standIn: standIns[0],
    has: (type) => byType.has(type),
    find: (type) => byType.get(type),
    get(type) {
      const def = byType.get(type);
      if (!def) throw new RegistryError(`Unknown element type '${type}'`);
      return def;
    },
    vocabulary: (type) => vocabularies.get(type),
    propertiesOfType(type, valueType, access) {
      const vocabulary = vocabularies.get(type);
      if (!vocabulary) return [];
      return Object.values(vocabulary.properties).filter((p) => p.type === valueType && p[access]);
    },
  };
}

function buildVocabulary(def: AnyElementDefinition): TypeVocabulary {
  const properties: Record<string, VocabularyProperty> = {};
  for (const [name, decl] of Object.entries(COMMON_PROPERTIES))
    properties[name] = { name, common: true, ...decl };
  for (const [name, decl] of Object.entries(def.properties))
    properties[name] = { name, common: false, ...decl };
  const triggers: Record<string, VocabularyTrigger> = {};
  for (const name of Object.keys(COMMON_TRIGGERS)) triggers[name] = { name, common: true };
  for (const [name, decl] of Object.entries<TriggerDecl>(def.triggers)) {
    triggers[name] = {
      name,
      common: false,
      ...(decl.value ? { value: decl.value } : {}),
      ...(decl.payload ? { payload: decl.payload } : {}),
    };
  }
  const actions: Record<string, VocabularyAction> = {};
  for (const [name, decl] of Object.entries<ActionDecl<unknown, unknown, unknown>>(def.actions)) {
    if (decl.internal) continue;
    actions[name] = {
      name,
      ...(decl.args ? { args: decl.args } : {}),
      ...(decl.argFields ? { argFields: decl.argFields } : {}),
    };
  }
  return { type: def.type, properties, triggers, actions };
}
