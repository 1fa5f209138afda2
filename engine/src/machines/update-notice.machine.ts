/**
 * App update notice. When a newer build is detected and the path is eligible a
 * persistent toast shows; it goes when the update is gone or the path becomes ineligible. Its
 * action reloads, except in the editor with unsaved game or rule-builder changes, where a
 * confirmation shows first (one at a time); cancelling re-shows the toast 100 ms later if it
 * still applies. A public runtime setting disables the notice.
 * Separately, a chunk load error reloads the app at most once per 10 s (the reload guard).
 * The machine does no I/O: it emits 'reload' and 'chunkReload' for the app to act on.
 */
import { assign, emit, setup } from "xstate";
import { isUpdateEligiblePath } from "./update-paths";

export { isUpdateEligiblePath, UPDATE_ELIGIBLE_PREFIXES } from "./update-paths";
export const RESHOW_AFTER_CANCEL_MS = 100;
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const isEditorPath = (path: string) => path === "/editor" || path.startsWith("/editor/");

export interface UpdateNoticeInput {
  path: string;
  /** The public runtime setting that turns the notice off. */
  disabled?: boolean;
  /** When the app last reloaded because of a chunk load error (kept by the app, e.g. in sessionStorage). */
  lastChunkReloadAt?: number | null;
  now: () => number;
}
interface Context {
  path: string;
  disabled: boolean;
  updateAvailable: boolean;
  /** Unsaved game or rule-builder changes (from the unsaved-changes tracker). */
  unsaved: boolean;
  lastChunkReloadAt: number | null;
  now: () => number;
}
export type UpdateNoticeEvent =
  | { type: "UPDATE_DETECTED" }
  | { type: "UPDATE_GONE" }
  | { type: "PATH_CHANGED"; path: string }
  | { type: "UNSAVED_CHANGED"; unsaved: boolean }
  | { type: "RELOAD" }
  | { type: "CONFIRM" }
  | { type: "CANCEL" }
  | { type: "CHUNK_LOAD_ERROR" };
export type UpdateNoticeEmitted =
  { type: "reload"; reason: "update" | "chunkLoadError" } | { type: "chunkReload"; at: number };

const track = {
  UPDATE_DETECTED: { actions: "markAvailable" },
  UPDATE_GONE: { actions: "markGone" },
  PATH_CHANGED: { actions: "setPath" },
  UNSAVED_CHANGED: { actions: "setUnsaved" },
} as const;

export const updateNoticeMachine = setup({
  types: {
    input: {} as UpdateNoticeInput,
    context: {} as Context,
    events: {} as UpdateNoticeEvent,
    emitted: {} as UpdateNoticeEmitted,
  },
  actions: {
    markAvailable: assign({ updateAvailable: true }),
    markGone: assign({ updateAvailable: false }),
    setPath: assign({
      path: ({ context, event }) => (event.type === "PATH_CHANGED" ? event.path : context.path),
    }),
    setUnsaved: assign({
      unsaved: ({ context, event }) =>
        event.type === "UNSAVED_CHANGED" ? event.unsaved : context.unsaved,
    }),
  },
  guards: {
    disabled: ({ context }) => context.disabled,
    applicable: ({ context }) => context.updateAvailable && isUpdateEligiblePath(context.path),
    needsConfirmation: ({ context }) => isEditorPath(context.path) && context.unsaved,
    recentChunkReload: ({ context }) =>
      context.lastChunkReloadAt !== null &&
      context.now() - context.lastChunkReloadAt < CHUNK_RELOAD_GUARD_MS,
  },
  delays: {
    reshow: RESHOW_AFTER_CANCEL_MS,
    guardLeft: ({ context }) =>
      Math.max(0, CHUNK_RELOAD_GUARD_MS - (context.now() - (context.lastChunkReloadAt ?? 0))),
  },
}).createMachine({
  id: "updateNotice",
  type: "parallel",
  context: ({ input }) => ({
    path: input.path,
    disabled: input.disabled ?? false,
    updateAvailable: false,
    unsaved: false,
    lastChunkReloadAt: input.lastChunkReloadAt ?? null,
    now: input.now,
  }),
  states: {
    notice: {
      initial: "evaluate",
      states: {
        evaluate: {
          always: [
            { guard: "disabled", target: "disabled" },
            { guard: "applicable", target: "toast" },
            { target: "hidden" },
          ],
        },
        disabled: {},
        hidden: {
          on: {
            UPDATE_DETECTED: { ...track.UPDATE_DETECTED, target: "evaluate" },
            UPDATE_GONE: { ...track.UPDATE_GONE, target: "evaluate" },
            PATH_CHANGED: { ...track.PATH_CHANGED, target: "evaluate" },
            UNSAVED_CHANGED: track.UNSAVED_CHANGED,
          },
        },
        /** Persistent toast (no timeout). */
        toast: {
          on: {
            UPDATE_DETECTED: track.UPDATE_DETECTED,
            UPDATE_GONE: { ...track.UPDATE_GONE, target: "evaluate" },
            PATH_CHANGED: { ...track.PATH_CHANGED, target: "evaluate" },
            UNSAVED_CHANGED: track.UNSAVED_CHANGED,
            RELOAD: [{ guard: "needsConfirmation", target: "confirming" }, { target: "reloading" }],
          },
        },
        /** The one confirmation dialog; further RELOADs are ignored while it is open. */
        confirming: {
          on: {
            UPDATE_DETECTED: track.UPDATE_DETECTED,
            UPDATE_GONE: track.UPDATE_GONE,
            PATH_CHANGED: track.PATH_CHANGED,
            UNSAVED_CHANGED: track.UNSAVED_CHANGED,
            CONFIRM: "reloading",
            CANCEL: "cancelled",
          },
        },
        cancelled: {
          after: { reshow: "evaluate" },
          on: {
            UPDATE_DETECTED: track.UPDATE_DETECTED,
            UPDATE_GONE: track.UPDATE_GONE,
            PATH_CHANGED: track.PATH_CHANGED,
            UNSAVED_CHANGED: track.UNSAVED_CHANGED,
          },
        },
        reloading: { entry: emit({ type: "reload", reason: "update" }) },
      },
    },
    chunkGuard: {
      initial: "check",
      states: {
        check: { always: [{ guard: "recentChunkReload", target: "guarded" }, { target: "ready" }] },
        ready: {
          on: {
            CHUNK_LOAD_ERROR: {
              target: "guarded",
              actions: [
                assign({ lastChunkReloadAt: ({ context }) => context.now() }),
                emit(({ context }) => ({ type: "chunkReload" as const, at: context.now() })),
                emit({ type: "reload", reason: "chunkLoadError" }),
              ],
            },
          },
        },
        /** A chunk load error now shows the error page instead of reloading again. */
        guarded: { after: { guardLeft: "ready" } },
      },
    },
  },
});
