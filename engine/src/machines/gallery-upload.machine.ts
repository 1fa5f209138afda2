/**
 * Gallery upload of several files: uploading (one after the other, with progress) → success,
 * partial (N uploaded, M failed) or failed; CANCEL stops it (cancelled). The upload itself is
 * the 'uploadFile' actor the app provides; cancelling aborts its signal.
 */
import { assign, fromPromise, setup } from "xstate";

export interface UploadFile {
  id: string;
  name: string;
  sizeBytes: number;
}
export interface GalleryUploadContext {
  files: UploadFile[];
  index: number;
  uploaded: string[];
  failed: { id: string; error: string }[];
}
export type GalleryUploadEvent =
  { type: "UPLOAD"; files: UploadFile[] } | { type: "CANCEL" } | { type: "RESET" };

export const galleryUploadMachine = setup({
  types: { context: {} as GalleryUploadContext, events: {} as GalleryUploadEvent },
  actors: {
    uploadFile: fromPromise<void, { file: UploadFile }>(() =>
      Promise.reject(new Error("gallery upload: provide the 'uploadFile' actor")),
    ),
  },
  guards: {
    done: ({ context }) => context.index >= context.files.length,
    allUploaded: ({ context }) => context.failed.length === 0,
    noneUploaded: ({ context }) => context.uploaded.length === 0,
    hasFiles: ({ event }) => event.type === "UPLOAD" && event.files.length > 0,
  },
}).createMachine({
  id: "galleryUpload",
  context: { files: [], index: 0, uploaded: [], failed: [] },
  initial: "idle",
  states: {
    idle: {
      on: {
        UPLOAD: {
          guard: "hasFiles",
          target: "uploading",
          actions: assign({
            files: ({ event }) => event.files,
            index: 0,
            uploaded: [],
            failed: [],
          }),
        },
      },
    },
    uploading: {
      initial: "next",
      on: { CANCEL: "cancelled" },
      states: {
        next: {
          always: [{ guard: "done", target: "settle" }, { target: "file" }],
        },
        file: {
          invoke: {
            src: "uploadFile",
            input: ({ context }) => ({ file: context.files[context.index]! }),
            onDone: {
              target: "next",
              actions: assign(({ context }) => ({
                uploaded: [...context.uploaded, context.files[context.index]!.id],
                index: context.index + 1,
              })),
            },
            onError: {
              target: "next",
              actions: assign(({ context, event }) => ({
                failed: [
                  ...context.failed,
                  {
                    id: context.files[context.index]!.id,
                    error: event.error instanceof Error ? event.error.message : String(event.error),
                  },
                ],
                index: context.index + 1,
              })),
            },
          },
        },
        settle: {
          always: [
            { guard: "allUploaded", target: "#galleryUpload.success" },
            { guard: "noneUploaded", target: "#galleryUpload.failed" },
            { target: "#galleryUpload.partial" },
          ],
        },
      },
    },
    cancelled: { on: { RESET: "idle" } },
    success: { on: { RESET: "idle" } },
    partial: { on: { RESET: "idle" } },
    failed: { on: { RESET: "idle" } },
  },
});
