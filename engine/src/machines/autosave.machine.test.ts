import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  AUTOSAVE_DELAY_MS,
  autosaveMachine,
  autosaveStatus,
  RETRY_BACKOFF_MS,
  type AutosaveFailure,
} from "./autosave.machine";

type Answer = "ok" | AutosaveFailure["kind"];

/** The machine with a save that answers as `answers` says (then "ok"), recording each call. */
function run(answers: Answer[] = []) {
  const calls: { operations: unknown[]; version: number }[] = [];
  const machine = autosaveMachine.provide({
    actors: {
      saveDocument: fromPromise<{ version: number }, { operations: unknown[]; version: number }>(
        async ({ input }) => {
          calls.push(input);
          const answer = answers.shift() ?? "ok";
          if (answer !== "ok") throw { kind: answer, message: `${answer}!` };
          return { version: input.version + 1 };
        },
      ),
    },
  });
  const actor = createActor(machine, { input: { version: 3, now: () => Date.now() } }).start();
  const status = () => autosaveStatus(actor.getSnapshot());
  return { actor, calls, status };
}

/** Lets timers fall due and the save's promise settle. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("autosave machine", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("sends the operations once after a pause in the edits, with the version acknowledged", async () => {
    const { actor, calls, status } = run();
    actor.send({ type: "CHANGED", operations: ["a"] });
    await advance(AUTOSAVE_DELAY_MS / 2);
    actor.send({ type: "CHANGED", operations: ["b"] });
    expect(status()).toBe("unsaved");
    await advance(AUTOSAVE_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await advance(1);
    expect(calls).toEqual([{ operations: ["a", "b"], version: 3 }]);
    expect(status()).toBe("saved");
    expect(actor.getSnapshot().context).toMatchObject({ version: 4, pending: [] });
    actor.send({ type: "CHANGED", operations: ["c"] });
    actor.send({ type: "SAVE_NOW" });
    await advance(0);
    expect(calls[1]).toEqual({ operations: ["c"], version: 4 });
  });

  it("saves a change made while saving afterwards; SAVE_NOW meanwhile saves it at once", async () => {
    const { actor, calls, status } = run();
    actor.send({ type: "CHANGED", operations: ["a"] });
    actor.send({ type: "SAVE_NOW" });
    expect(status()).toBe("saving");
    actor.send({ type: "CHANGED", operations: ["b"] });
    actor.send({ type: "SAVE_NOW" });
    await advance(0);
    expect(calls).toEqual([
      { operations: ["a"], version: 3 },
      { operations: ["b"], version: 4 },
    ]);
    expect(status()).toBe("saved");
  });

  it("retries with a growing back-off while unreachable, keeping changes; SAVE_NOW tries at once", async () => {
    const { actor, calls, status } = run(["network", "network", "network"]);
    actor.send({ type: "CHANGED", operations: ["a"] });
    await advance(AUTOSAVE_DELAY_MS);
    expect(status()).toBe("offline");
    expect(actor.getSnapshot().context.retryAt).toBe(Date.now() + RETRY_BACKOFF_MS[0]);
    await advance(RETRY_BACKOFF_MS[0]);
    expect(calls).toHaveLength(2);
    actor.send({ type: "CHANGED", operations: ["b"] });
    expect(status()).toBe("offline");
    await advance(RETRY_BACKOFF_MS[1] - 1);
    expect(calls).toHaveLength(2);
    await advance(1);
    expect(calls).toHaveLength(3);
    // what could not be sent goes first, in order
    expect(calls[2]!.operations).toEqual(["a", "b"]);
    actor.send({ type: "SAVE_NOW" });
    await advance(0);
    expect(calls).toHaveLength(4);
    expect(status()).toBe("saved");
  });

  it("stops at a conflict and never overwrites; RESET starts over from the other version", async () => {
    const { actor, calls, status } = run(["conflict"]);
    actor.send({ type: "CHANGED", operations: ["a"] });
    await advance(AUTOSAVE_DELAY_MS);
    expect(status()).toBe("conflict");
    expect(actor.getSnapshot().context.message).toBe("conflict!");
    actor.send({ type: "CHANGED", operations: ["b"] });
    actor.send({ type: "SAVE_NOW" });
    await advance(60_000);
    expect(calls).toHaveLength(1);
    actor.send({ type: "RESET", version: 9 });
    expect(status()).toBe("saved");
    expect(actor.getSnapshot().context).toMatchObject({ version: 9, pending: [] });
  });

  it("pulls others' operations when told, but only when nothing is pending", async () => {
    const { actor, calls, status } = run();
    actor.send({ type: "PULL" });
    expect(status()).toBe("saving");
    await advance(0);
    expect(calls).toEqual([{ operations: [], version: 3 }]);
    expect(status()).toBe("saved");
    actor.send({ type: "CHANGED", operations: ["a"] });
    actor.send({ type: "PULL" });
    expect(status()).toBe("unsaved");
    await advance(AUTOSAVE_DELAY_MS);
    expect(calls[1]).toEqual({ operations: ["a"], version: 4 });
  });

  it("says why the server refused and tries again on the next change", async () => {
    const { actor, calls, status } = run(["refused"]);
    actor.send({ type: "CHANGED", operations: ["a"] });
    await advance(AUTOSAVE_DELAY_MS);
    expect(status()).toBe("error");
    await advance(60_000);
    expect(calls).toHaveLength(1);
    actor.send({ type: "CHANGED", operations: ["b"] });
    expect(status()).toBe("unsaved");
    await advance(AUTOSAVE_DELAY_MS);
    expect(status()).toBe("saved");
    // the refused operations are kept and sent again with the next change
    expect(calls[1]).toEqual({ operations: ["a", "b"], version: 3 });
  });
});
