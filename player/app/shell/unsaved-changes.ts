/**
 * The app's unsaved-changes tracker: one engine machine per browser tab. The
 * editor registers what it watches (`game`, `rule-builder`) with useUnsavedTracker and stamps
 * changes and saves; the update notice and the leave warning read it.
 */
import {
  unsavedChangesMachine,
  unsavedEntities,
  type WatchedEntity,
} from "@exitgame/engine/machines/unsaved-changes.machine";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { createActor, type Actor } from "xstate";

type UnsavedActor = Actor<typeof unsavedChangesMachine>;
let actor: UnsavedActor | null = null;

/** The tab's tracker (created on first use; on the server each call gets a throwaway one). */
export function unsavedChanges(): UnsavedActor {
  if (typeof window === "undefined") return createActor(unsavedChangesMachine, { input: {} });
  if (!actor) {
    actor = createActor(unsavedChangesMachine, { input: {} }).start();
    exposeForTests(actor);
  }
  return actor;
}

const EMPTY: WatchedEntity[] = [];
let lastEntities: Record<string, WatchedEntity> | null = null;
let lastUnsaved: WatchedEntity[] = EMPTY;
/** The unsaved entities, optionally only those with the given ids (stable between changes). */
function currentUnsaved(): WatchedEntity[] {
  const { context } = unsavedChanges().getSnapshot();
  if (context.entities !== lastEntities) {
    lastEntities = context.entities;
    const list = unsavedEntities(context);
    lastUnsaved = list.length ? list : EMPTY;
  }
  return lastUnsaved;
}

export function subscribeUnsaved(listener: () => void): () => void {
  const subscription = unsavedChanges().subscribe(listener);
  return () => subscription.unsubscribe();
}

/** Every entity with unsaved changes, re-rendering when that changes. */
export function useUnsavedEntities(): WatchedEntity[] {
  return useSyncExternalStore(subscribeUnsaved, currentUnsaved, () => EMPTY);
}

/**
 * Watches one entity while the calling component is mounted. `i18nKey` names it in messages
 * ("editor:unsaved.game"). Call markChanged() after each edit and markSaved() after each save.
 */
export function useUnsavedTracker(id: string, i18nKey: string) {
  useEffect(() => {
    const tracker = unsavedChanges();
    tracker.send({ type: "WATCH", id, i18nKey });
    return () => tracker.send({ type: "UNWATCH", id });
  }, [id, i18nKey]);
  const markChanged = useCallback(() => unsavedChanges().send({ type: "CHANGED", id }), [id]);
  const markSaved = useCallback(() => unsavedChanges().send({ type: "SAVED", id }), [id]);
  return useMemo(() => ({ markChanged, markSaved }), [markChanged, markSaved]);
}

let leaveWarningSuppressed = false;
/** The browser's own "leave this page?" prompt while anything is unsaved. */
export function useLeaveWarning(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (leaveWarningSuppressed || currentUnsaved().length === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
}

/** For a reload the user already confirmed in our own dialog: no second, native prompt. */
export function suppressLeaveWarning(): void {
  leaveWarningSuppressed = true;
}

declare global {
  interface Window {
    /** Set by end-to-end tests (before the page loads) to reach the tracker from the page. */
    __EXITGAME_TEST_HOOKS__?: boolean;
    __exitgameUnsaved?: UnsavedActor;
  }
}
function exposeForTests(tracker: UnsavedActor) {
  if (window.__EXITGAME_TEST_HOOKS__ === true) window.__exitgameUnsaved = tracker;
}
