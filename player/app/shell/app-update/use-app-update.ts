/**
 * Runs the engine's update-notice machine in the browser: checks for a newer build
 * on eligible paths, feeds it the path and the unsaved game / rule-builder changes, and acts on
 * what it emits (reload; the chunk-reload guard's timestamp). The apps draw the toast and the
 * confirmation from the state this returns.
 */
import { isUpdateEligiblePath } from "@exitgame/engine/machines/update-paths";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { UpdateActor } from "./actor";
import { CURRENT_BUILD, UPDATE_CHECK_INTERVAL_MS, type BuildInfo } from "./build-info";
import { isChunkLoadError } from "./chunk-error";
import type { checkForUpdate as CheckForUpdate } from "./update-check";

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
/** The check for a newer build, from the machine's chunk (polling starts once that has loaded). */
let checkForUpdate: typeof CheckForUpdate | null = null;
/** Resolves once the machine of the last mounted app has loaded (tests wait for it). */
let loaded: Promise<void> = Promise.resolve();
export const appUpdateLoaded = () => loaded;
export function reportChunkLoadError(error: unknown): void {
  if (isChunkLoadError(error)) running?.send({ type: "CHUNK_LOAD_ERROR" });
}

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

  // One actor per mounted app; the initial path and setting come from the first render. The
  // machine (xstate, the engine's machines) loads after the page: a chunk that fails to load
  // meanwhile is remembered and handed to it.
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    let chunkFailedEarly = false;
    const early = (error: unknown) => {
      if (isChunkLoadError(error)) chunkFailedEarly = true;
    };
    const onPreloadError = () => (chunkFailedEarly = true);
    const onRejection = (event: PromiseRejectionEvent) => early(event.reason);
    const onError = (event: ErrorEvent) => early(event.error);
    const listen = (on: boolean) => {
      if (on) {
        window.addEventListener("vite:preloadError", onPreloadError);
        window.addEventListener("unhandledrejection", onRejection);
        window.addEventListener("error", onError);
      } else {
        window.removeEventListener("vite:preloadError", onPreloadError);
        window.removeEventListener("unhandledrejection", onRejection);
        window.removeEventListener("error", onError);
      }
    };
    listen(true);
    loaded = import("./actor")
      .then(({ startUpdateActor, checkForUpdate: check }) => {
        listen(false);
        checkForUpdate = check;
        if (stopped) return;
        const started = startUpdateActor({
          disabled: !startWith.current.enabled,
          reloadPage: () => startWith.current.reloadPage(),
          chunkFailedEarly,
          onView: (next) =>
            setView((prev) =>
              prev.toast === next.toast && prev.confirming === next.confirming ? prev : next,
            ),
        });
        running = started.actor;
        stop = () => {
          started.stop();
          if (running === started.actor) running = null;
        };
        setActor(started.actor);
      })
      .catch((error: unknown) => {
        listen(false);
        console.warn("the update notice could not be loaded", error);
      });
    return () => {
      stopped = true;
      listen(false);
      stop?.();
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
      if (!checkForUpdate) return;
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
