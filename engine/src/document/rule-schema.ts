/**
 * The rule schema: the parts (rule-parts.ts), the trigger kinds (rules/triggers/) and the
 * action kinds (rules/actions/), one definition each, put together.
 */
import { z } from "zod/mini";
import { ACTION_DEFINITIONS, ActionSchema } from "../rules/actions";
import { TriggerSchema } from "../rules/triggers";
import { ALL_SCENES } from "./constants";
import { ConditionGroupSchema, IdSchema } from "./rule-parts";

export * from "./rule-parts";
export { ActionSchema, ACTION_DEFINITIONS, TriggerSchema };
export type { Action, ActionType } from "../rules/actions";
export {
  ElementTriggerSchema,
  SceneChangedTriggerSchema,
  VariableChangedTriggerSchema,
  TRIGGER_DEFINITIONS,
  type Trigger,
  type TriggerType,
} from "../rules/triggers";

// ---------------------------------------------------------------- rule

export const RuleSchema = z.object({
  id: IdSchema,
  name: z.optional(z.string().check(z.maxLength(200))),
  enabled: z.boolean(),
  /** A scene id, or 'all' (ALL_SCENES) for every scene. */
  sceneId: z.union([z.literal(ALL_SCENES), IdSchema]),
  triggers: z.array(TriggerSchema),
  conditions: ConditionGroupSchema,
  actions: z.array(ActionSchema),
});
export type Rule = z.infer<typeof RuleSchema>;
