/**
 * The upload of several files, driven by the engine's gallery upload machine (uploading →
 * success, partial "N uploaded, M failed", failed; cancelled), with a progress value per file.
 */
import {
  galleryUploadMachine,
  type UploadFile,
} from "@exitgame/engine/machines/gallery-upload.machine";
import { useCallback, useEffect, useState } from "react";
import { createActor, fromPromise, type SnapshotFrom } from "xstate";
import { uploadFile, type AssetKind } from "./client";

export interface UploadTarget {
  kind: AssetKind;
  curated: boolean;
  gameId?: number;
}

/** Why a file is refused before it is sent (the server would refuse it too), or null. */
export type PreCheck = (file: File) => string | null;

export type UploadSnapshot = SnapshotFrom<typeof galleryUploadMachine>;

/** What the running upload needs besides the machine: the File objects and the current target. */
class Session {
  readonly files = new Map<string, File>();
  constructor(
    public target: UploadTarget,
    public onUploaded: () => void,
    public preCheck: PreCheck,
  ) {}
  update(target: UploadTarget, onUploaded: () => void, preCheck: PreCheck) {
    this.target = target;
    this.onUploaded = onUploaded;
    this.preCheck = preCheck;
  }
}

/** The machine with its upload actor: one file at a time, through POST /api/assets. */
function createUploadActor(
  session: Session,
  setProgress: (update: (p: Record<string, number>) => Record<string, number>) => void,
) {
  return createActor(
    galleryUploadMachine.provide({
      actors: {
        uploadFile: fromPromise<void, { file: UploadFile }>(async ({ input, signal }) => {
          const file = session.files.get(input.file.id);
          if (!file) throw new Error("file missing");
          // Not sent at all when it is over the limit: no waiting for megabytes the server refuses.
          const refused = session.preCheck(file);
          if (refused) throw new Error(refused);
          await uploadFile(file, {
            kind: session.target.kind,
            curated: session.target.curated,
            gameId: session.target.gameId,
            signal,
            onProgress: (fraction) =>
              setProgress((p) => ({ ...p, [input.file.id]: Math.round(fraction * 100) })),
          });
        }),
      },
    }),
  );
}

const noPreCheck: PreCheck = () => null;

export function useGalleryUpload(
  target: UploadTarget,
  onUploaded: () => void,
  preCheck: PreCheck = noPreCheck,
) {
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [session] = useState(() => new Session(target, onUploaded, preCheck));
  useEffect(() => session.update(target, onUploaded, preCheck));
  const [actor] = useState(() => createUploadActor(session, setProgress));
  const [snapshot, setSnapshot] = useState<UploadSnapshot>(() => actor.getSnapshot());
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      setSnapshot(s);
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  // Refresh the gallery once an upload run ends with at least one new file.
  const settled = !snapshot.matches("idle") && !snapshot.matches("uploading");
  const uploadedCount = snapshot.context.uploaded.length;
  useEffect(() => {
    if (settled && uploadedCount > 0) session.onUploaded();
  }, [settled, uploadedCount, session]);

  const start = useCallback(
    (list: File[]) => {
      if (list.length === 0) return;
      if (!actor.getSnapshot().matches("idle")) actor.send({ type: "RESET" });
      session.files.clear();
      const entries = list.map((file, i) => {
        const id = `${Date.now()}-${i}`;
        session.files.set(id, file);
        return { id, name: file.name, sizeBytes: file.size };
      });
      setProgress({});
      actor.send({ type: "UPLOAD", files: entries });
    },
    [actor, session],
  );
  const cancel = useCallback(() => actor.send({ type: "CANCEL" }), [actor]);
  const reset = useCallback(() => actor.send({ type: "RESET" }), [actor]);
  return { snapshot, progress, start, cancel, reset };
}
