/**
 * Every rule action kind, in the order the logic builder offers them. Adding an action kind is
 * one file in this folder and one line here (actions.test.ts checks that nothing else names it).
 */
import { z } from "zod/mini";
import { animate } from "./animate";
import { awaitAction } from "./await";
import type { ActionDefinition } from "./contract";
import { decreaseVariable } from "./decrease-variable";
import { elementAction } from "./element-action";
import { goToScene } from "./go-to-scene";
import { hide } from "./hide";
import { increaseVariable } from "./increase-variable";
import { setProperty } from "./set-property";
import { setVariable } from "./set-variable";
import { show } from "./show";

export const ACTION_DEFINITIONS = [
  goToScene,
  awaitAction,
  setVariable,
  increaseVariable,
  decreaseVariable,
  setProperty,
  show,
  hide,
  animate,
  elementAction,
] as const;

type Schemas<T extends readonly { schema: unknown }[]> = {
  -readonly [K in keyof T]: T[K]["schema"];
};

export const ActionSchema = z.discriminatedUnion(
  "type",
  ACTION_DEFINITIONS.map((d) => d.schema) as unknown as Schemas<typeof ACTION_DEFINITIONS>,
);
export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action["type"];

export const ACTION_TYPES: readonly ActionType[] = ACTION_DEFINITIONS.map((d) => d.type);

const BY_TYPE = new Map<string, ActionDefinition<Action>>(
  ACTION_DEFINITIONS.map((d) => [d.type, d as unknown as ActionDefinition<Action>]),
);

/** The definition of an action kind; `action` is typed loosely: definitions know their own. */
export function actionDefinition(type: string): ActionDefinition<Action> | undefined {
  return BY_TYPE.get(type);
}

/** The definition of a parsed action (its type is one of ACTION_TYPES). */
export const definitionOf = (action: Action): ActionDefinition<Action> => BY_TYPE.get(action.type)!;

export type { ActionDefinition, ActionField, ActionWords } from "./contract";
