import { z } from "zod/mini";
import { ScalarSchema } from "../document/rule-schema";

export const SNAPSHOT_VERSION = 1;

const ScheduledSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("element"),
    seq: z.number().check(z.int()),
    dueAt: z.number(),
    elementId: z.string(),
    key: z.string(),
    action: z.string(),
    args: z.optional(z.unknown()),
  }),
  z.object({
    kind: z.literal("resume"),
    seq: z.number().check(z.int()),
    dueAt: z.number(),
    continuationId: z.string(),
  }),
]);
export type Scheduled = z.infer<typeof ScheduledSchema>;

const ElementPlayStateSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
  opacity: z.number(),
  visible: z.boolean(),
  props: z.record(z.string(), z.unknown()),
  state: z.record(z.string(), z.unknown()),
});

export const ContinuationSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  /** Index of the next action to run. */
  nextIndex: z.number().check(z.int(), z.gte(0)),
  /** Effect ids still running; empty while waiting for a scheduled resume (await action). */
  waiting: z.array(z.string()),
});
export type Continuation = z.infer<typeof ContinuationSchema>;

/**
 * The complete play state as JSON: what a competition stores per game session. Restoring it into
 * a runtime of the same document and continuing behaves as if play was never interrupted.
 */
export const GameSnapshotSchema = z.object({
  kind: z.literal("exitgame-snapshot"),
  snapshotVersion: z.literal(SNAPSHOT_VERSION),
  /** Format of the document the snapshot was taken from. */
  formatVersion: z.number().check(z.int()),
  started: z.boolean(),
  sceneId: z.string(),
  /** Clock time of the last step. */
  time: z.number(),
  variables: z.record(z.string(), ScalarSchema),
  elements: z.record(z.string(), ElementPlayStateSchema),
  schedules: z.array(ScheduledSchema),
  continuations: z.array(ContinuationSchema),
  /** Answers sent to the host for checking and not yet answered (ctx.checkAnswer). */
  checks: z.optional(
    z.array(z.object({ effectId: z.string(), elementId: z.string(), value: z.string() })),
  ),
  /** Hints taken per element or scene, when any were. */
  hints: z.optional(z.record(z.string(), z.number().check(z.int(), z.gte(0)))),
  counters: z.object({
    effect: z.number().check(z.int()),
    schedule: z.number().check(z.int()),
    continuation: z.number().check(z.int()),
  }),
});
export type GameSnapshot = z.infer<typeof GameSnapshotSchema>;

export class SnapshotError extends Error {
  override name = "SnapshotError";
}
