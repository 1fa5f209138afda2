/**
 * Every rule trigger kind. Adding one is one file in this folder and one line here.
 */
import { z } from "zod/mini";
import type { TriggerDefinition } from "./contract";
import { elementTrigger } from "./element";
import { hintTaken } from "./hint-taken";
import { sceneChanged } from "./scene-changed";
import { variableChanged } from "./variable-changed";

export const TRIGGER_DEFINITIONS = [
  elementTrigger,
  sceneChanged,
  variableChanged,
  hintTaken,
] as const;

export const ElementTriggerSchema = elementTrigger.schema;
export const SceneChangedTriggerSchema = sceneChanged.schema;
export const VariableChangedTriggerSchema = variableChanged.schema;

type Schemas<T extends readonly { schema: unknown }[]> = {
  -readonly [K in keyof T]: T[K]["schema"];
};

export const TriggerSchema = z.discriminatedUnion(
  "type",
  TRIGGER_DEFINITIONS.map((d) => d.schema) as unknown as Schemas<typeof TRIGGER_DEFINITIONS>,
);
export type Trigger = z.infer<typeof TriggerSchema>;
export type TriggerType = Trigger["type"];

const BY_TYPE = new Map<string, TriggerDefinition<Trigger>>(
  TRIGGER_DEFINITIONS.map((d) => [d.type, d as unknown as TriggerDefinition<Trigger>]),
);

/** The definition of a parsed trigger. */
export const triggerDefinitionOf = (trigger: Trigger): TriggerDefinition<Trigger> =>
  BY_TYPE.get(trigger.type)!;

export type { TriggerDefinition } from "./contract";
