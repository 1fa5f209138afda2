/**
 * Wires the autosaver to the editor: every operation the author applies is handed over, others'
 * changes come back into the store (under the author's pending operations, outside the undo
 * history), conflicts are queued for the author; the app's unsaved-changes tracker (the engine
 * machine, entity `game`) follows, so the leave warning and the update notice know; the network
 * coming back saves at once.
 */
import type { GameDocument, MergeConflict } from "@exitgame/engine";
import { useUnsavedTracker } from "@exitgame/player/kit";
import { useEffect, useState, useSyncExternalStore } from "react";
import { applyGameOperations } from "./api";
import { Autosaver, type SaveState } from "./autosave";
import type { EditorStore } from "./store";

export const UNSAVED_ID = "game";

export function useAutosave(
  store: EditorStore,
  gameId: number,
  version: number,
  document: GameDocument,
) {
  const tracker = useUnsavedTracker(UNSAVED_ID, "editor:unsaved.game");
  const [conflicts, setConflicts] = useState<MergeConflict[]>([]);
  const [saver] = useState(
    () =>
      new Autosaver({
        gameId,
        version,
        document,
        send: (operations, baseVersion, batchId) =>
          applyGameOperations(gameId, baseVersion, operations, batchId),
        current: () => store.doc,
        onRemote: (doc) => store.applyRemote(doc),
        onConflicts: (found) =>
          setConflicts((queued) => [
            ...queued.filter((q) => !found.some((f) => f.key === q.key)),
            ...found,
          ]),
        parse: (raw) => import("./parse-document").then((m) => m.parseDocument(raw)),
        storage: typeof window === "undefined" ? undefined : window.localStorage,
        onChanged: () => tracker.markChanged(),
        onSaved: () => tracker.markSaved(),
      }),
  );

  useEffect(() => {
    const offOps = store.onOperation((op) => saver.changed([op]));
    const online = () => saver.saveNow();
    window.addEventListener("online", online);
    return () => {
      offOps();
      window.removeEventListener("online", online);
    };
  }, [store, saver]);

  const state: SaveState = useSyncExternalStore(
    saver.subscribe,
    () => saver.snapshot,
    () => saver.snapshot,
  );
  /** The author decided the first queued conflict. */
  const settled = (key: string) => setConflicts((queued) => queued.filter((c) => c.key !== key));
  return { saver, state, conflicts, settled };
}
