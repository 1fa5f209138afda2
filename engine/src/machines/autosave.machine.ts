/**
 * Autosave of a document's operations: a short pause after the last change (or at once on
 * SAVE_NOW) the operations made since the last acknowledged version are sent with that version
 * (the server rebases them over what others saved meanwhile). Nothing is ever dropped: operations
 * made while saving are sent next; an unreachable server keeps them pending, in order, and retries
 * with back-off (offline); a refusal says why, keeps them and waits for the next change (error); a
 * conflict stops and waits for the author (conflict) until RESET starts over from another version.
 * PULL (another author saved) fetches others' operations when nothing is pending. The save itself
 * is the 'saveDocument' actor the app provides; it rejects with an AutosaveFailure.
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
  /** Operations that have not reached the server, in order. */
  pending: unknown[];
  /** The operations being sent now (none: a pull). */
  inFlight: unknown[] | null;
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
  | { type: "CHANGED"; operations: unknown[] }
  | { type: "SAVE_NOW" }
  /** Another author saved: fetch their operations (at once when nothing is pending). */
  | { type: "PULL" }
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
    saveDocument: fromPromise<{ version: number }, { operations: unknown[]; version: number }>(() =>
      Promise.reject(new Error("autosave: provide the 'saveDocument' actor")),
    ),
  },
  delays: {
    pause: ({ context }) => context.delayMs,
    backoff: ({ context }) => backoff(context.attempt),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    soon: ({ context }) => context.soon,
    conflict: ({ event }) => failureOf((event as { error?: unknown }).error).kind === "conflict",
    refused: ({ event }) => failureOf((event as { error?: unknown }).error).kind === "refused",
  },
  actions: {
    keep: assign({
      pending: ({ context, event }) =>
        event.type === "CHANGED" ? [...context.pending, ...event.operations] : context.pending,
    }),
    /** What was being sent goes back in front of what came since (nothing is dropped). */
    putBack: assign({
      pending: ({ context }) => [...(context.inFlight ?? []), ...context.pending],
      inFlight: null,
    }),
    freshTry: assign({ attempt: 0 }),
  },
}).createMachine({
  id: "autosave",
  context: ({ input }) => ({
    pending: [],
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
        pending: [],
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
      on: {
        CHANGED: { target: "unsaved", actions: "keep" },
        PULL: { target: "saving", actions: "freshTry" },
      },
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
      entry: assign({
        inFlight: ({ context }) => context.pending,
        pending: [],
        retryAt: null,
        soon: false,
      }),
      invoke: {
        src: "saveDocument",
        input: ({ context }) => ({ operations: context.inFlight ?? [], version: context.version }),
        onDone: [
          {
            guard: ({ context }) => context.pending.length > 0,
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
            actions: [
              "putBack",
              assign({ message: ({ event }) => failureOf(event.error).message }),
            ],
          },
          {
            guard: "refused",
            target: "error",
            actions: [
              "putBack",
              assign({ message: ({ event }) => failureOf(event.error).message }),
            ],
          },
          {
            target: "offline",
            actions: [
              "putBack",
              assign({
                message: null,
                attempt: ({ context }) => context.attempt + 1,
                retryAt: ({ context }) => context.now() + backoff(context.attempt + 1),
              }),
            ],
          },
        ],
      },
      on: {
        CHANGED: { actions: "keep" },
        SAVE_NOW: { actions: assign({ soon: true }) },
        // A pull while saving: the save's answer brings others' operations anyway.
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
