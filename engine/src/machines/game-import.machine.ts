/**
 * Game (or scene) import: file chosen → prepared → assets imported in batches of 20 with
 * progress → finalizing → success | completedWithErrors (failed assets can be retried) | failed.
 * The work is done by actors the app provides (machine.provide({ actors })): prepare reads the
 * file, importBatch uploads assets, finalize creates the game with the asset mapping.
 */
import { assign, fromPromise, setup } from "xstate";

export const IMPORT_BATCH_SIZE = 20;
export const IMPORT_MAX_FILE_BYTES = 200 * 1024 * 1024;
export const IMPORT_MAX_NAME_LENGTH = 49;

export interface ImportFile {
  fileName: string;
  sizeBytes: number;
}
export interface ImportOptions {
  gameName: string;
  mode: "complete" | "scenes";
  sceneIds: string[];
  method: "batched" | "legacy";
}
export interface ImportAsset {
  id: string;
  name: string;
}
export interface FailedAsset {
  asset: ImportAsset;
  error: string;
}
export type ImportValidationError =
  "fileType" | "fileTooLarge" | "nameRequired" | "nameTooLong" | "noScenes";

/** .exitgame only, at most 200 MB, a name under 50 characters, one scene in custom mode. */
export function validateImport(file: ImportFile, options: ImportOptions): ImportValidationError[] {
  const errors: ImportValidationError[] = [];
  if (!file.fileName.toLowerCase().endsWith(".exitgame")) errors.push("fileType");
  if (file.sizeBytes > IMPORT_MAX_FILE_BYTES) errors.push("fileTooLarge");
  const name = options.gameName.trim();
  if (!name) errors.push("nameRequired");
  if (name.length > IMPORT_MAX_NAME_LENGTH) errors.push("nameTooLong");
  if (options.mode === "scenes" && options.sceneIds.length === 0) errors.push("noScenes");
  return errors;
}

export interface GameImportContext {
  file: ImportFile | null;
  options: ImportOptions;
  validationErrors: ImportValidationError[];
  assets: ImportAsset[];
  queue: ImportAsset[];
  failed: FailedAsset[];
  done: number;
  total: number;
  warnings: string[];
  error: string | null;
}
export type GameImportEvent =
  | { type: "CHOOSE_FILE"; file: ImportFile }
  | { type: "SET_OPTIONS"; options: Partial<ImportOptions> }
  | { type: "START" }
  | { type: "RETRY" }
  | { type: "RESET" };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`game import: provide the '${name}' actor`));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const gameImportMachine = setup({
  types: { context: {} as GameImportContext, events: {} as GameImportEvent },
  actors: {
    prepare: fromPromise<
      { assets: ImportAsset[]; warnings: string[] },
      { file: ImportFile; options: ImportOptions }
    >(notProvided("prepare")),
    importBatch: fromPromise<{ failed: FailedAsset[] }, { assets: ImportAsset[] }>(
      notProvided("importBatch"),
    ),
    finalize: fromPromise<void, { options: ImportOptions; failed: FailedAsset[] }>(
      notProvided("finalize"),
    ),
  },
  guards: {
    valid: ({ context }) => context.file !== null && context.validationErrors.length === 0,
    queueEmpty: ({ context }) => context.queue.length === 0,
    anyFailed: ({ context }) => context.failed.length > 0,
  },
  actions: {
    revalidate: assign({
      validationErrors: ({ context }) =>
        context.file ? validateImport(context.file, context.options) : [],
    }),
  },
}).createMachine({
  id: "gameImport",
  context: {
    file: null,
    options: { gameName: "", mode: "complete", sceneIds: [], method: "batched" },
    validationErrors: [],
    assets: [],
    queue: [],
    failed: [],
    done: 0,
    total: 0,
    warnings: [],
    error: null,
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        CHOOSE_FILE: {
          target: "fileChosen",
          actions: [assign({ file: ({ event }) => event.file }), "revalidate"],
        },
        SET_OPTIONS: {
          actions: [
            assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }) }),
          ],
        },
      },
    },
    fileChosen: {
      on: {
        CHOOSE_FILE: { actions: [assign({ file: ({ event }) => event.file }), "revalidate"] },
        SET_OPTIONS: {
          actions: [
            assign({ options: ({ context, event }) => ({ ...context.options, ...event.options }) }),
            "revalidate",
          ],
        },
        START: { guard: "valid", target: "preparing" },
        RESET: "idle",
      },
    },
    preparing: {
      invoke: {
        src: "prepare",
        input: ({ context }) => ({ file: context.file!, options: context.options }),
        onDone: {
          target: "importing",
          actions: assign({
            assets: ({ event }) => event.output.assets,
            queue: ({ event }) => event.output.assets,
            total: ({ event }) => event.output.assets.length,
            warnings: ({ event }) => event.output.warnings,
            done: 0,
            failed: [],
          }),
        },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => message(event.error) }),
        },
      },
    },
    importing: {
      initial: "next",
      states: {
        next: {
          always: [{ guard: "queueEmpty", target: "#gameImport.finalizing" }, { target: "batch" }],
        },
        batch: {
          invoke: {
            src: "importBatch",
            input: ({ context }) => ({ assets: context.queue.slice(0, IMPORT_BATCH_SIZE) }),
            onDone: {
              target: "next",
              actions: assign(({ context, event }) => {
                const batch = context.queue.slice(0, IMPORT_BATCH_SIZE);
                return {
                  queue: context.queue.slice(batch.length),
                  done: context.done + batch.length,
                  failed: [...context.failed, ...event.output.failed],
                };
              }),
            },
            // a whole batch failing (network down) is fatal; single assets fail through output.failed
            onError: {
              target: "#gameImport.failed",
              actions: assign({ error: ({ event }) => message(event.error) }),
            },
          },
        },
      },
    },
    finalizing: {
      invoke: {
        src: "finalize",
        input: ({ context }) => ({ options: context.options, failed: context.failed }),
        onDone: [{ guard: "anyFailed", target: "completedWithErrors" }, { target: "success" }],
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => message(event.error) }),
        },
      },
    },
    completedWithErrors: {
      on: {
        RETRY: {
          target: "importing",
          actions: assign(({ context }) => ({
            queue: context.failed.map((f) => f.asset),
            failed: [],
            done: context.total - context.failed.length,
          })),
        },
        RESET: {
          target: "idle",
          actions: assign({
            file: null,
            validationErrors: [],
            failed: [],
            queue: [],
            assets: [],
            done: 0,
            total: 0,
            warnings: [],
            error: null,
          }),
        },
      },
    },
    success: { type: "final" },
    failed: {
      on: {
        RESET: {
          target: "idle",
          actions: assign({
            file: null,
            validationErrors: [],
            failed: [],
            queue: [],
            assets: [],
            done: 0,
            total: 0,
            warnings: [],
            error: null,
          }),
        },
      },
    },
  },
});
