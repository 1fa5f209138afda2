/**
 * The rule schema: the parts (rule-parts.ts) and the action kinds (rules/actions/, one
 * definition each) put together.
 */
import { z } from "zod";
import { ACTION_DEFINITIONS, ActionSchema } from "../rules/actions";
import { ALL_SCENES } from "./constants";
import { ConditionGroupSchema, IdSchema, TriggerSchema } from "./rule-parts";

export * from "./rule-parts";
export { ActionSchema, ACTION_DEFINITIONS };
export type { Action, ActionType } from "../rules/actions";

// ---------------------------------------------------------------- rule

export const RuleSchema = z.object({
  id: IdSchema,
  name: z.string().max(200).optional(),
  enabled: z.boolean(),
  /** A scene id, or 'all' (ALL_SCENES) for every scene. */
  sceneId: z.union([z.literal(ALL_SCENES), IdSchema]),
  triggers: z.array(TriggerSchema),
  conditions: ConditionGroupSchema,
  actions: z.array(ActionSchema),
});
export type Rule = z.infer<typeof RuleSchema>;
