/**
 * Worker threads for large GraphQL bodies (issue 23, item 7): five parallel 4.5 MB saves by one
 * user stalled /healthz for 1.2 s while the event loop parsed, walked and checked the documents.
 * A body of at least OFF_THREAD_MIN_BYTES is parsed and checked on a worker thread (task.ts);
 * the event loop gets it back with the documents as placeholders and stores their JSON text.
 *
 * Production runs the bundled dist/document-worker.js (vite.config.ts builds it next to
 * dist/prod.js); development and tests load the TypeScript source through tsx.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { DocumentCheckOutcome, PreparseOutcome, PreparseTask } from "./task";

/** Bodies at least this large are handled on a worker thread (smaller ones cost less than a hop). */
export const OFF_THREAD_MIN_BYTES = 256 * 1024;

/** Threads: one per core but one (the event loop keeps a core), at least one, at most four. */
export const DOCUMENT_WORKERS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

/** Placeholders of this process: unguessable, so a client cannot name a document checked for another. */
const PLACEHOLDER = `@@exitgame-document-${randomUUID()}:`;

/** Documents checked on a worker, by placeholder, per request (see the GraphQL context). */
export type PreparsedDocuments = Record<string, DocumentCheckOutcome>;

export const isDocumentPlaceholder = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith(PLACEHOLDER);

let pool: Piscina<PreparseTask, PreparseOutcome> | undefined;

function workerFile(): string {
  const source = import.meta.url.endsWith(".ts");
  return fileURLToPath(
    new URL(source ? "./worker-dev.mjs" : "./document-worker.js", import.meta.url),
  );
}

/** Parses and checks a large GraphQL body on a worker thread. */
export function preparseOffThread(body: Uint8Array): Promise<PreparseOutcome> {
  pool ??= new Piscina<PreparseTask, PreparseOutcome>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: DOCUMENT_WORKERS,
    // Idle threads leave after a minute; the next large request starts one again.
    idleTimeout: 60_000,
  });
  return pool.run({ body, placeholder: PLACEHOLDER });
}

/** Stops the worker threads (server shutdown, test teardown). */
export async function closeDocumentWorkers(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
