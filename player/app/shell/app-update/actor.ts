/**
 * The update-notice machine of this tab, with its listeners: loaded after the page (xstate and
 * the engine's machines are not part of the first load; see use-app-update).
 */
import { KNOWN_UNSAVED_IDS } from "@exitgame/engine/machines/unsaved-entities";
import { updateNoticeMachine } from "@exitgame/engine/machines/update-notice.machine";
import { createActor, type Actor } from "xstate";
import { currentUnsaved, subscribeUnsaved, suppressLeaveWarning } from "../unsaved-changes";
import { isChunkLoadError, readLastChunkReload, writeLastChunkReload } from "./chunk-error";

export type UpdateActor = Actor<typeof updateNoticeMachine>;

/** The check for a newer build runs only once the machine runs: it loads with it. */
export { checkForUpdate } from "./update-check";

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export interface StartOptions {
  disabled: boolean;
  reloadPage(): void;
  onView(view: { toast: boolean; confirming: boolean }): void;
  /** A chunk failed to load before the machine was here. */
  chunkFailedEarly: boolean;
}

/** Starts the machine and its window listeners; returns it and how to stop both. */
export function startUpdateActor(options: StartOptions): { actor: UpdateActor; stop(): void } {
  const storage = sessionStore();
  const created = createActor(updateNoticeMachine, {
    input: {
      path: window.location.pathname,
      disabled: options.disabled,
      lastChunkReloadAt: readLastChunkReload(storage),
      now: () => Date.now(),
    },
  });
  let guardKept = false;
  created.on("chunkReload", ({ at }) => {
    guardKept = writeLastChunkReload(storage, at);
  });
  created.on("reload", ({ reason }) => {
    if (reason === "chunkLoadError" && !guardKept) return;
    if (reason === "update") suppressLeaveWarning();
    options.reloadPage();
  });
  const subscription = created.subscribe((snapshot) =>
    options.onView({
      toast: snapshot.matches({ notice: "toast" }),
      confirming: snapshot.matches({ notice: "confirming" }),
    }),
  );
  created.start();

  const report = (error: unknown) => {
    if (isChunkLoadError(error)) created.send({ type: "CHUNK_LOAD_ERROR" });
  };
  const onPreloadError = (event: Event) => {
    const before = created.getSnapshot().matches({ chunkGuard: "ready" });
    created.send({ type: "CHUNK_LOAD_ERROR" });
    // Reloading: keep Vite from throwing the error into the page meanwhile.
    if (before && guardKept) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  const onError = (event: ErrorEvent) => report(event.error);
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  window.addEventListener("error", onError);
  const sendUnsaved = () => {
    const unsaved = currentUnsaved().some((e) =>
      (KNOWN_UNSAVED_IDS as readonly string[]).includes(e.id),
    );
    created.send({ type: "UNSAVED_CHANGED", unsaved });
  };
  const unsubscribeUnsaved = subscribeUnsaved(sendUnsaved);
  sendUnsaved();
  if (options.chunkFailedEarly) created.send({ type: "CHUNK_LOAD_ERROR" });
  return {
    actor: created,
    stop() {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("error", onError);
      unsubscribeUnsaved();
      subscription.unsubscribe();
      created.stop();
    },
  };
}
