/**
 * Runs the engine's update-notice machine in the browser: checks for a newer build
 * on eligible paths, feeds it the path and the unsaved game / rule-builder changes, and acts on
 * what it emits (reload; the chunk-reload guard's timestamp). The apps draw the toast and the
 * confirmation from the state this returns.
 */
import {
  KNOWN_UNSAVED_IDS,
  unsavedEntities,
} from "@exitgame/engine/machines/unsaved-changes.machine";
import {
  isUpdateEligiblePath,
  updateNoticeMachine,
} from "@exitgame/engine/machines/update-notice.machine";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { createActor, type Actor } from "xstate";
import { subscribeUnsaved, suppressLeaveWarning, unsavedChanges } from "../unsaved-changes";
import { CURRENT_BUILD, type BuildInfo } from "./build-info";
import { isChunkLoadError, readLastChunkReload, writeLastChunkReload } from "./chunk-error";
import { checkForUpdate, UPDATE_CHECK_INTERVAL_MS } from "./update-check";

type UpdateActor = Actor<typeof updateNoticeMachine>;

export interface AppUpdate {
  /** The persistent "new version" toast is showing. */
  toast: boolean;
  /** The reload confirmation (editor with unsaved changes) is open. */
  confirming: boolean;
  reload(): void;
  confirm(): void;
  cancel(): void;
}

const IDLE: AppUpdate = {
  toast: false,
  confirming: false,
  reload: () => {},
  confirm: () => {},
  cancel: () => {},
};

export const AppUpdateContext = createContext<AppUpdate>(IDLE);
export const useAppUpdateState = () => useContext(AppUpdateContext);

/** The running machine of this tab, for error boundaries that meet a chunk load error. */
let running: UpdateActor | null = null;
export function reportChunkLoadError(error: unknown): void {
  if (isChunkLoadError(error)) running?.send({ type: "CHUNK_LOAD_ERROR" });
}

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export interface AppUpdateOptions {
  /** The public runtime setting (false turns the notice off; the chunk guard stays). */
  enabled: boolean;
  /** The app's static base, e.g. "/_editor/". */
  base: string;
  build?: BuildInfo | null;
  intervalMs?: number;
  /** Tests replace the page reload. */
  reloadPage?: () => void;
}

export function useAppUpdate(options: AppUpdateOptions): AppUpdate {
  const {
    enabled,
    base,
    build = CURRENT_BUILD,
    intervalMs = UPDATE_CHECK_INTERVAL_MS,
    reloadPage = () => window.location.reload(),
  } = options;
  const { pathname } = useLocation();
  const [actor, setActor] = useState<UpdateActor | null>(null);
  const [view, setView] = useState({ toast: false, confirming: false });
  // The setting and the first path are read once; later paths arrive as PATH_CHANGED.
  const startWith = useRef({ enabled, reloadPage });

  // One actor per mounted app; the initial path and setting come from the first render.
  useEffect(() => {
    const storage = sessionStore();
    const created = createActor(updateNoticeMachine, {
      input: {
        path: window.location.pathname,
        disabled: !startWith.current.enabled,
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
      startWith.current.reloadPage();
    });
    const subscription = created.subscribe((snapshot) =>
      setView((prev) => {
        const next = {
          toast: snapshot.matches({ notice: "toast" }),
          confirming: snapshot.matches({ notice: "confirming" }),
        };
        return prev.toast === next.toast && prev.confirming === next.confirming ? prev : next;
      }),
    );
    created.start();
    running = created;
    setActor(created);

    const onPreloadError = (event: Event) => {
      const before = created.getSnapshot().matches({ chunkGuard: "ready" });
      created.send({ type: "CHUNK_LOAD_ERROR" });
      // Reloading: keep Vite from throwing the error into the page meanwhile.
      if (before && guardKept) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => reportChunkLoadError(event.reason);
    const onError = (event: ErrorEvent) => reportChunkLoadError(event.error);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("error", onError);
    const sendUnsaved = () => {
      const { context } = unsavedChanges().getSnapshot();
      created.send({
        type: "UNSAVED_CHANGED",
        unsaved: unsavedEntities(context, KNOWN_UNSAVED_IDS).length > 0,
      });
    };
    const unsubscribeUnsaved = subscribeUnsaved(sendUnsaved);
    sendUnsaved();
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("error", onError);
      unsubscribeUnsaved();
      subscription.unsubscribe();
      created.stop();
      if (running === created) running = null;
    };
  }, []);

  useEffect(() => {
    actor?.send({ type: "PATH_CHANGED", path: pathname });
  }, [actor, pathname]);

  // Ask for a newer build only where the notice may show.
  const polling = Boolean(actor && enabled && build && isUpdateEligiblePath(pathname));
  useEffect(() => {
    if (!polling || !actor || !build) return;
    let cancelled = false;
    const check = async () => {
      if (document.visibilityState === "hidden") return;
      const result = await checkForUpdate(build, base);
      if (cancelled) return;
      if (result === "available") actor.send({ type: "UPDATE_DETECTED" });
      else if (result === "current") actor.send({ type: "UPDATE_GONE" });
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [polling, actor, build, base, intervalMs]);

  return useMemo<AppUpdate>(
    () =>
      actor
        ? {
            ...view,
            reload: () => actor.send({ type: "RELOAD" }),
            confirm: () => actor.send({ type: "CONFIRM" }),
            cancel: () => actor.send({ type: "CANCEL" }),
          }
        : IDLE,
    [actor, view],
  );
}
