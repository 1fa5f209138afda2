/**
 * The app's unsaved-changes tracker: one engine machine per browser tab. The
 * editor registers what it watches (`game`, `rule-builder`) with useUnsavedTracker and stamps
 * changes and saves; the update notice and the leave warning read it.
 * The machine (xstate with it) loads after the page has hydrated: what arrives before is tracked
 * here with the engine's own transition and handed to the machine when it starts, so the leave
 * warning knows about an edit made in the first moment.
 */
import {
  trackUnsaved,
  unsavedEntities,
  type UnsavedChangesEvent,
  type WatchedEntities,
  type WatchedEntity,
} from "@exitgame/engine/machines/unsaved-entities";
import type { unsavedChangesMachine } from "@exitgame/engine/machines/unsaved-changes.machine";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { Actor } from "xstate";

type UnsavedActor = Actor<typeof unsavedChangesMachine>;
let actor: UnsavedActor | null = null;
let loading: Promise<UnsavedActor> | null = null;
/** What was tracked before the machine had loaded. */
let early: WatchedEntities = {};
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The tab's machine, loaded once (in the browser; started after the app's first paint). */
export function loadUnsavedChanges(): Promise<UnsavedActor> {
  loading ??= Promise.all([
    import("xstate"),
    import("@exitgame/engine/machines/unsaved-changes.machine"),
  ]).then(([{ createActor }, { unsavedChangesMachine }]) => {
    const started = createActor(unsavedChangesMachine, { input: { entities: early } }).start();
    actor = started;
    started.subscribe(notify);
    exposeForTests(started);
    notify();
    return started;
  });
  // A chunk that failed to load (the update notice hears of it) is tried again on the next event.
  loading.catch(() => (loading = null));
  return loading;
}

/** Hands one event to the machine, or tracks it here until the machine is there. */
export function sendUnsaved(event: UnsavedChangesEvent): void {
  if (typeof window === "undefined") return;
  if (actor) return actor.send(event);
  const next = trackUnsaved(early, event, () => Date.now());
  loadUnsavedChanges().catch(() => {});
  if (next === early) return;
  early = next;
  notify();
}

const EMPTY: WatchedEntity[] = [];
let lastEntities: WatchedEntities | null = null;
let lastUnsaved: WatchedEntity[] = EMPTY;
/** The unsaved entities (the same array between changes). */
export function currentUnsaved(): WatchedEntity[] {
  const entities = actor ? actor.getSnapshot().context.entities : early;
  if (entities !== lastEntities) {
    lastEntities = entities;
    const list = unsavedEntities({ entities });
    lastUnsaved = list.length ? list : EMPTY;
  }
  return lastUnsaved;
}

export function subscribeUnsaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
    sendUnsaved({ type: "WATCH", id, i18nKey });
    return () => sendUnsaved({ type: "UNWATCH", id });
  }, [id, i18nKey]);
  const markChanged = useCallback(() => sendUnsaved({ type: "CHANGED", id }), [id]);
  const markSaved = useCallback(() => sendUnsaved({ type: "SAVED", id }), [id]);
  return useMemo(() => ({ markChanged, markSaved }), [markChanged, markSaved]);
}

let leaveWarningSuppressed = false;
/** The browser's own "leave this page?" prompt while anything is unsaved. */
export function useLeaveWarning(): void {
  useEffect(() => {
    // The machine loads once the app has hydrated (decisions until then are made here).
    loadUnsavedChanges().catch(() => {});
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
