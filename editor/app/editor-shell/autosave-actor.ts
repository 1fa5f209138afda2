/**
 * The engine's autosave machine running in the editor: the server's save as its 'saveDocument'
 * actor, the editor's timers as its clock. Loaded after the editor's first paint (autosave.ts).
 */
import {
  autosaveMachine,
  autosaveStatus,
  type AutosaveEvent,
  type AutosaveFailure,
  type GameDocument,
} from "@exitgame/engine";
import { createActor, fromPromise } from "xstate";
import { ApiError, type SavedGame } from "./api";
import type { SaveState, Timers } from "./autosave";

export interface AutosaveActor {
  send(event: AutosaveEvent): void;
  dirty(): boolean;
  stop(): void;
}

export function startAutosave(options: {
  version: number;
  delayMs?: number;
  timers: Timers;
  save(document: GameDocument, expectedVersion: number): Promise<SavedGame>;
  onState(state: SaveState): void;
}): AutosaveActor {
  const machine = autosaveMachine.provide({
    actors: {
      saveDocument: fromPromise<{ version: number }, { document: unknown; version: number }>(
        async ({ input }) => {
          try {
            const saved = await options.save(input.document as GameDocument, input.version);
            return { version: saved.documentVersion };
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
      return snapshot.context.pending !== null || snapshot.value === "saving";
    },
    stop: () => actor.stop(),
  };
}
