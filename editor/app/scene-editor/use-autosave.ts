/**
 * Wires the autosaver to the editor: every new document is handed over, the unsaved-changes
 * tracker (engine machine, id `game`) follows, Ctrl+S and the network coming back save at once,
 * and leaving the page with unsaved changes asks first.
 */
import { unsavedChangesMachine, unsavedEntities, type GameDocument } from "@exitgame/engine";
import { useEffect, useState, useSyncExternalStore } from "react";
import { createActor } from "xstate";
import { saveGameDocument } from "./api";
import { Autosaver, type SaveState } from "./autosave";
import type { EditorStore } from "./store";

export const UNSAVED_ID = "game";

export function useAutosave(store: EditorStore, gameId: number, version: number) {
  const [tracker] = useState(() => createActor(unsavedChangesMachine, { input: {} }));
  const [saver] = useState(
    () =>
      new Autosaver({
        gameId,
        version,
        save: (document: GameDocument, expected: number) =>
          saveGameDocument(gameId, document, expected),
        storage: typeof window === "undefined" ? undefined : window.localStorage,
        onChanged: () => tracker.send({ type: "CHANGED", id: UNSAVED_ID }),
        onSaved: () => tracker.send({ type: "SAVED", id: UNSAVED_ID }),
      }),
  );

  useEffect(() => {
    tracker.start();
    tracker.send({ type: "WATCH", id: UNSAVED_ID, i18nKey: "sceneEditor:unsaved.game" });
    const offDoc = store.onDocument((doc) => saver.changed(doc));
    const online = () => saver.saveNow();
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (unsavedEntities(tracker.getSnapshot().context, [UNSAVED_ID]).length === 0) return;
      e.preventDefault();
      // Older browsers show the dialog only with a return value.
      e.returnValue = "";
    };
    window.addEventListener("online", online);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      offDoc();
      window.removeEventListener("online", online);
      window.removeEventListener("beforeunload", beforeUnload);
    };
  }, [store, saver, tracker]);

  const state: SaveState = useSyncExternalStore(
    saver.subscribe,
    () => saver.snapshot,
    () => saver.snapshot,
  );
  return { saver, state, tracker };
}
