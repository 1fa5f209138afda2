/**
 * Wires the autosaver to the editor: every new document is handed over, the app's
 * unsaved-changes tracker (the engine machine, entity `game`) follows, so the leave warning and
 * the update notice know; the network coming back saves at once.
 */
import type { GameDocument } from "@exitgame/engine";
import { useUnsavedTracker } from "@exitgame/player/shell";
import { useEffect, useState, useSyncExternalStore } from "react";
import { saveGameDocument } from "./api";
import { Autosaver, type SaveState } from "./autosave";
import type { EditorStore } from "./store";

export const UNSAVED_ID = "game";

export function useAutosave(store: EditorStore, gameId: number, version: number) {
  const tracker = useUnsavedTracker(UNSAVED_ID, "editor:unsaved.game");
  const [saver] = useState(
    () =>
      new Autosaver({
        gameId,
        version,
        save: (document: GameDocument, expected: number) =>
          saveGameDocument(gameId, document, expected),
        storage: typeof window === "undefined" ? undefined : window.localStorage,
        onChanged: () => tracker.markChanged(),
        onSaved: () => tracker.markSaved(),
      }),
  );

  useEffect(() => {
    const offDoc = store.onDocument((doc) => saver.changed(doc));
    const online = () => saver.saveNow();
    window.addEventListener("online", online);
    return () => {
      offDoc();
      window.removeEventListener("online", online);
    };
  }, [store, saver]);

  const state: SaveState = useSyncExternalStore(
    saver.subscribe,
    () => saver.snapshot,
    () => saver.snapshot,
  );
  return { saver, state };
}
