/**
 * Autosave of a document: a short pause after the last change (or at once on SAVE_NOW) the latest
 * document is saved with the version that was read. Nothing is ever dropped: a change while saving
 * is saved next; an unreachable server keeps the document pending and retries with back-off
 * (offline); a refusal says why and waits for the next change (error); a conflict stops and waits
 * for the author (conflict) until RESET starts over from another version. The save itself is the
 * 'saveDocument' actor the app provides; it rejects with an AutosaveFailure.
 */
import { assign, fromPromise, setup } from "xstate";

export const AUTOSAVE_DELAY_MS = 1200;
export const RETRY_BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

export type AutosaveStatus = "saved" | "saving" | "unsaved" | "offline" | "error" | "conflict";

/** Why a save failed: unreachable (retry), refused by the server (say why) or a conflict. */
export interface AutosaveFailure {
  kind: "network" | "refused" | "conflict";
  message: string;
}

export interface AutosaveContext {
  /** The latest document that has not reached the server. */
  pending: unknown;
  /** The document being saved now. */
  inFlight: unknown;
  /** The version the next save compares against. */
  version: number;
  /** Failed tries in a row while unreachable (the back-off grows with it). */
  attempt: number;
  /** The server's message (error, conflict). */
  message: string | null;
  /** When the next retry runs (offline). */
  retryAt: number | null;
  /** SAVE_NOW arrived while saving: the next save runs at once. */
  soon: boolean;
  delayMs: number;
  now: () => number;
}

export type AutosaveEvent =
  | { type: "CHANGED"; document: unknown }
  | { type: "SAVE_NOW" }
  | { type: "RESET"; version: number };

const failureOf = (error: unknown): AutosaveFailure => {
  const failure = error as Partial<AutosaveFailure> | null;
  return failure && (failure.kind === "refused" || failure.kind === "conflict")
    ? { kind: failure.kind, message: failure.message ?? "" }
    : { kind: "network", message: failure?.message ?? "" };
};

const backoff = (attempt: number) =>
  RETRY_BACKOFF_MS[Math.min(Math.max(attempt - 1, 0), RETRY_BACKOFF_MS.length - 1)]!;

export const autosaveMachine = setup({
  types: {
    input: {} as { version: number; delayMs?: number; now?: () => number },
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
  },
  actors: {
    saveDocument: fromPromise<{ version: number }, { document: unknown; version: number }>(() =>
      Promise.reject(new Error("autosave: provide the 'saveDocument' actor")),
    ),
  },
  delays: {
    pause: ({ context }) => context.delayMs,
    backoff: ({ context }) => backoff(context.attempt),
  },
  guards: {
    hasPending: ({ context }) => context.pending !== null,
    soon: ({ context }) => context.soon,
    conflict: ({ event }) => failureOf((event as { error?: unknown }).error).kind === "conflict",
    refused: ({ event }) => failureOf((event as { error?: unknown }).error).kind === "refused",
  },
  actions: {
    keep: assign({
      pending: ({ event }) => (event.type === "CHANGED" ? event.document : null),
    }),
    freshTry: assign({ attempt: 0 }),
  },
}).createMachine({
  id: "autosave",
  context: ({ input }) => ({
    pending: null,
    inFlight: null,
    version: input.version,
    attempt: 0,
    message: null,
    retryAt: null,
    soon: false,
    delayMs: input.delayMs ?? AUTOSAVE_DELAY_MS,
    now: input.now ?? Date.now,
  }),
  initial: "saved",
  on: {
    RESET: {
      target: ".saved",
      actions: assign({
        pending: null,
        inFlight: null,
        attempt: 0,
        message: null,
        retryAt: null,
        soon: false,
        version: ({ event }) => event.version,
      }),
    },
  },
  states: {
    saved: {
      on: { CHANGED: { target: "unsaved", actions: "keep" } },
    },
    unsaved: {
      entry: assign({ message: null }),
      after: { pause: "saving" },
      on: {
        // Every change waits for a new pause in the edits.
        CHANGED: { target: "unsaved", reenter: true, actions: "keep" },
        SAVE_NOW: { target: "saving", actions: "freshTry" },
      },
    },
    saving: {
      entry: assign({ inFlight: ({ context }) => context.pending, retryAt: null, soon: false }),
      invoke: {
        src: "saveDocument",
        input: ({ context }) => ({ document: context.inFlight, version: context.version }),
        onDone: [
          {
            guard: ({ context }) => context.pending !== context.inFlight,
            target: "afterChange",
            actions: assign({
              version: ({ event }) => event.output.version,
              inFlight: null,
              attempt: 0,
            }),
          },
          {
            target: "saved",
            actions: assign({
              version: ({ event }) => event.output.version,
              pending: null,
              inFlight: null,
              attempt: 0,
              message: null,
            }),
          },
        ],
        onError: [
          {
            guard: "conflict",
            target: "conflict",
            actions: assign({
              inFlight: null,
              message: ({ event }) => failureOf(event.error).message,
            }),
          },
          {
            guard: "refused",
            target: "error",
            actions: assign({
              inFlight: null,
              message: ({ event }) => failureOf(event.error).message,
            }),
          },
          {
            target: "offline",
            actions: assign({
              inFlight: null,
              message: null,
              attempt: ({ context }) => context.attempt + 1,
              retryAt: ({ context }) => context.now() + backoff(context.attempt + 1),
            }),
          },
        ],
      },
      on: {
        CHANGED: { actions: "keep" },
        SAVE_NOW: { actions: assign({ soon: true }) },
      },
    },
    /** Saved, but a change came in meanwhile: save it after a pause (at once if asked). */
    afterChange: {
      always: [{ guard: "soon", target: "saving" }, { target: "unsaved" }],
    },
    offline: {
      // The back-off timer decides; changes are kept meanwhile.
      after: { backoff: "saving" },
      on: {
        CHANGED: { actions: "keep" },
        SAVE_NOW: { target: "saving", actions: "freshTry" },
      },
    },
    error: {
      on: {
        CHANGED: { target: "unsaved", actions: "keep" },
        SAVE_NOW: { guard: "hasPending", target: "saving", actions: "freshTry" },
      },
    },
    conflict: {
      // Never overwrites: changes are kept (the local copy) until the author decides.
      on: { CHANGED: { actions: "keep" } },
    },
  },
});

/** The status shown for a snapshot of the machine. */
export function autosaveStatus(state: { value: unknown }): AutosaveStatus {
  return state.value === "afterChange" ? "unsaved" : (state.value as AutosaveStatus);
}
