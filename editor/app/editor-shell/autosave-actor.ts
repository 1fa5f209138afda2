/**
 * The engine's autosave machine running in the editor: the server's save as its 'saveDocument'
 * actor, the editor's timers as its clock. Loaded after the editor's first paint (autosave.ts).
 */
import {
  autosaveMachine,
  autosaveStatus,
  type AutosaveEvent,
  type AutosaveFailure,
  type Operation,
} from "@exitgame/engine";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "./api";
import type { SaveState, Timers } from "./autosave";

export interface AutosaveActor {
  send(event: AutosaveEvent): void;
  dirty(): boolean;
  /** Operations not sent yet (after those in flight). */
  pending(): Operation[];
  /** Operations the server has not acknowledged: in flight, then pending. */
  unsent(): Operation[];
  stop(): void;
}

export function startAutosave(options: {
  version: number;
  delayMs?: number;
  timers: Timers;
  /** Sends operations made on `baseVersion`; resolves with the version acknowledged. */
  save(operations: Operation[], baseVersion: number): Promise<number>;
  onState(state: SaveState): void;
}): AutosaveActor {
  const machine = autosaveMachine.provide({
    actors: {
      saveDocument: fromPromise<{ version: number }, { operations: unknown[]; version: number }>(
        async ({ input }) => {
          try {
            return { version: await options.save(input.operations as Operation[], input.version) };
          } catch (error) {
            const failure = error instanceof ApiError ? error.failure : null;
            throw {
              kind:
                failure?.kind === "conflict" || failure?.kind === "refused"
                  ? failure.kind
                  : "network",
              message: failure?.message ?? (error instanceof Error ? error.message : ""),
            } satisfies AutosaveFailure;
          }
        },
      ),
    },
  });
  const actor = createActor(machine, {
    input: { version: options.version, delayMs: options.delayMs, now: options.timers.now },
    clock: {
      setTimeout: (fn, ms) => options.timers.set(fn, ms),
      clearTimeout: (handle) => options.timers.clear(handle),
    },
  });
  actor.subscribe((snapshot) => {
    const status = autosaveStatus(snapshot);
    options.onState({
      status,
      message: snapshot.context.message,
      version: snapshot.context.version,
      retryAt: status === "offline" ? snapshot.context.retryAt : null,
    });
  });
  actor.start();
  return {
    send: (event) => actor.send(event),
    dirty: () => {
      const snapshot = actor.getSnapshot();
      return snapshot.context.pending.length > 0 || snapshot.value === "saving";
    },
    pending: () => actor.getSnapshot().context.pending as Operation[],
    unsent: () => {
      const { inFlight, pending } = actor.getSnapshot().context;
      return [...((inFlight ?? []) as Operation[]), ...(pending as Operation[])];
    },
    stop: () => actor.stop(),
  };
}
