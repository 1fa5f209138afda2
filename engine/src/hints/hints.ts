/**
 * Hints an author writes per riddle: a list on an answer-checking element (a declared field of
 * kind 'hints') and on a scene. Hints are secret until a team takes one: the documents players get
 * keep only what the hint control shows before asking (how many, the penalty, when each becomes
 * available); the text and image stay on the server, which hands out the next hint on request.
 */
import { z } from "zod/mini";

export const MAX_HINTS = 20;
export const MAX_HINT_TEXT = 1000;
/** One hour: a penalty beyond that is a typo. */
export const MAX_HINT_PENALTY_SECONDS = 3600;
export const MAX_HINT_AVAILABLE_AFTER_MINUTES = 600;

/** Error messages are keys of the `elements` namespace (common.hints.errors.*). */
export const HintSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: "common.hints.errors.textRequired" }),
      z.maxLength(MAX_HINT_TEXT, { message: "common.hints.errors.textTooLong" }),
    ),
  /** An image asset of the gallery (asset id or URL); '' = none. */
  image: z.string().check(z.maxLength(2000)),
  /** Seconds added to the team's time when the hint is taken. */
  penaltySeconds: z
    .number()
    .check(
      z.int({ message: "common.hints.errors.penaltyRange" }),
      z.gte(0, { message: "common.hints.errors.penaltyRange" }),
      z.lte(MAX_HINT_PENALTY_SECONDS, { message: "common.hints.errors.penaltyRange" }),
    ),
  /** Minutes after the start of play before the hint may be taken; 0 = at once. */
  availableAfterMinutes: z
    .number()
    .check(
      z.int({ message: "common.hints.errors.availableRange" }),
      z.gte(0, { message: "common.hints.errors.availableRange" }),
      z.lte(MAX_HINT_AVAILABLE_AFTER_MINUTES, { message: "common.hints.errors.availableRange" }),
    ),
});
export type Hint = z.infer<typeof HintSchema>;

export const HintListSchema = z
  .array(HintSchema)
  .check(z.maxLength(MAX_HINTS, { message: "common.hints.errors.tooMany" }));

/**
 * The read-only number property an element type with a hint list declares (and starts at 0 in
 * its initialState): the runtime keeps the hints taken on the element there, so conditions
 * compare it ("hints taken on Safe ≥ 2") like any other property.
 */
export const HINTS_TAKEN_PROPERTY = "hintsTaken";

/** The text players' documents show in place of a hint's text (the hint exists). */
export const REDACTED_HINT_TEXT = "•";

/** A hint as players' documents hold it before it is taken: no text, no image. */
export const redactHint = (hint: Hint): Hint => ({
  ...hint,
  text: REDACTED_HINT_TEXT,
  image: "",
});

/** A new hint (the text is the author's to write). */
export const newHint = (id: string, text = ""): Hint => ({
  id,
  text,
  image: "",
  penaltySeconds: 0,
  availableAfterMinutes: 0,
});

/** Where a hint list lives: an element (its id) or a scene (its id). */
export type HintTarget = { kind: "element"; id: string } | { kind: "scene"; id: string };

/**
 * Whether the next hint may be taken now. `taken`: how many of the list the team has taken;
 * `playedMs`: how long the team has played.
 */
export function nextHintStatus(
  hints: readonly Pick<Hint, "penaltySeconds" | "availableAfterMinutes">[],
  taken: number,
  playedMs: number,
):
  | { status: "none" }
  | { status: "later"; index: number; availableInMs: number; penaltySeconds: number }
  | { status: "ready"; index: number; penaltySeconds: number } {
  const next = hints[taken];
  if (!next) return { status: "none" };
  const waitMs = next.availableAfterMinutes * 60_000 - playedMs;
  if (waitMs > 0)
    return {
      status: "later",
      index: taken,
      availableInMs: waitMs,
      penaltySeconds: next.penaltySeconds,
    };
  return { status: "ready", index: taken, penaltySeconds: next.penaltySeconds };
}
