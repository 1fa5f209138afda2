/**
 * What a player may send to a runtime that someone else decides: a competition team's inputs,
 * applied by the server's runtime. A player can click, hover, drag, rotate and resize what it
 * sees (and only what the author made movable), run the actions its element's renderer runs for
 * it (typing into a lock, submitting an answer, a video's status: `fromPlayer`), raise the
 * triggers its renderer raises (`fromPlayer`), and report that an effect has finished. It can
 * never deliver a verdict (answerChecked), move the clock, or run an action only rules run.
 */
import { z } from "zod/mini";
import { ScalarSchema } from "../document/rule-schema";
import { indexDocument } from "../document/element-index";
import type { Registry } from "../elements/registry";
import type { GameRuntime } from "./runtime";
import type { RuntimeEvent } from "./types";

const id = z.string().check(z.minLength(1), z.maxLength(200));
const coordinate = z.number().check(z.gte(-100_000), z.lte(100_000));

/** One input of a player: an event for the runtime, or starting the game. */
export const PlayerInputSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start") }),
  z.object({ type: z.enum(["click", "mouseEnter", "mouseLeave"]), elementId: id }),
  z.object({ type: z.literal("dragEnd"), elementId: id, x: coordinate, y: coordinate }),
  z.object({ type: z.literal("rotateEnd"), elementId: id, rotation: coordinate }),
  z.object({
    type: z.literal("resizeEnd"),
    elementId: id,
    width: z.number().check(z.gte(1), z.lte(100_000)),
    height: z.number().check(z.gte(1), z.lte(100_000)),
    x: z.optional(coordinate),
    y: z.optional(coordinate),
  }),
  z.object({
    type: z.literal("trigger"),
    elementId: id,
    trigger: z.string().check(z.minLength(1), z.maxLength(100)),
    value: z.optional(ScalarSchema),
    payload: z.optional(z.unknown()),
  }),
  z.object({
    type: z.literal("elementAction"),
    elementId: id,
    action: z.string().check(z.minLength(1), z.maxLength(100)),
    args: z.optional(z.unknown()),
  }),
  z.object({
    type: z.literal("effectCompleted"),
    effectId: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
]);
export type PlayerInput = z.infer<typeof PlayerInputSchema>;

/** Why an input does not apply (it is dropped; the device is brought up to date). */
export type InputRefusal =
  | "unknownElement"
  /** Hidden, or on a scene the team is not on (it has left it). */
  | "notShown"
  /** Not draggable / rotatable / resizable. */
  | "notMovable"
  /** An action or trigger only rules (or the runtime itself) may run. */
  | "notFromPlayer";

/** The events a player's runtime forwards as inputs (the rest it makes itself). */
export function isPlayerEvent(event: RuntimeEvent): boolean {
  return event.type !== "answerChecked" && event.type !== "tick" && event.type !== "hintTaken";
}

/** Null when `input` may be applied to `runtime` now; otherwise why not. */
export function inputRefusal(
  runtime: GameRuntime,
  registry: Registry,
  input: PlayerInput,
): InputRefusal | null {
  if (input.type === "start" || input.type === "effectCompleted") return null;
  const located = indexDocument(runtime.document).element(input.elementId);
  const state = runtime.element(input.elementId);
  if (!located || !state) return "unknownElement";
  const onScreen = located.sceneId === null || located.sceneId === runtime.sceneId;
  if (!onScreen || !state.visible) return "notShown";
  const base = located.element;
  switch (input.type) {
    case "dragEnd":
      return base.draggable ? null : "notMovable";
    case "rotateEnd":
      return base.rotatable ? null : "notMovable";
    case "resizeEnd":
      return base.resizable ? null : "notMovable";
    case "elementAction": {
      const def = registry.find(base.type);
      const decl = def && Object.hasOwn(def.actions, input.action) && def.actions[input.action];
      return decl && decl.fromPlayer ? null : "notFromPlayer";
    }
    case "trigger": {
      const def = registry.find(base.type);
      const decl = def && Object.hasOwn(def.triggers, input.trigger) && def.triggers[input.trigger];
      return decl && decl.fromPlayer ? null : "notFromPlayer";
    }
    default:
      return null;
  }
}
