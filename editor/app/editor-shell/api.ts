/**
 * The editor's calls from the browser to /graphql (same origin; JSON bodies need a preflight
 * cross-site, which is what the API's CSRF prevention relies on). Plain query strings: the
 * browser bundle does not need graphql's printer for three operations.
 */
import type { GameDocument, MergeConflict, Operation } from "@exitgame/engine";

export type ApiFailure =
  /** No answer at all (offline, server stopped or restarting): worth retrying. */
  | { kind: "network"; message: string }
  /** Someone else saved first; `currentVersion` is the stored one. */
  | { kind: "conflict"; message: string; currentVersion: number | null }
  /** The server answered with an error: the message is in the author's language. */
  | { kind: "refused"; code: string; message: string };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = "ApiError";
  }
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; currentVersion?: number } }[];
}

async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json",
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch (cause) {
    throw new ApiError({ kind: "network", message: String(cause) });
  }
  // A proxy or a restarting server answers 502/503/504 without a GraphQL body.
  if (response.status >= 502 && response.status <= 504)
    throw new ApiError({ kind: "network", message: `HTTP ${response.status}` });
  const body = (await response.json().catch(() => null)) as GraphQLBody<T> | null;
  if (!body) throw new ApiError({ kind: "network", message: `HTTP ${response.status}` });
  const error = body.errors?.[0];
  if (error || body.data == null) {
    const code = error?.extensions?.code ?? "UNKNOWN";
    const message = error?.message ?? `HTTP ${response.status}`;
    if (code === "CONFLICT" && "currentVersion" in (error?.extensions ?? {}))
      throw new ApiError({
        kind: "conflict",
        message,
        currentVersion: error?.extensions?.currentVersion ?? null,
      });
    throw new ApiError({ kind: "refused", code, message });
  }
  return body.data;
}

export interface SavedGame {
  id: number;
  documentVersion: number;
}

export async function saveGameDocument(
  id: number,
  document: GameDocument,
  expectedVersion: number,
): Promise<SavedGame> {
  const data = await call<{ saveGameDocument: SavedGame }>(
    `mutation EditorSave($id: Int!, $document: JSON!, $expectedVersion: Int!) {
      saveGameDocument(id: $id, document: $document, expectedVersion: $expectedVersion) { id documentVersion }
    }`,
    { id, document, expectedVersion },
  );
  return data.saveGameDocument;
}

/** The server's answer to a batch of operations (see applyGameOperations in the schema). */
export interface OperationsAnswer {
  version: number;
  /** Others' operations after the base version, in order. */
  operations: Operation[];
  /** Mine as applied over them. */
  applied: Operation[];
  conflicts: MergeConflict[];
  /** Set when the server could not rebase (a whole-document save in between): reload this. */
  document: unknown;
}

export async function applyGameOperations(
  gameId: number,
  baseVersion: number,
  operations: readonly Operation[],
  batchId: string,
): Promise<OperationsAnswer> {
  const data = await call<{ applyGameOperations: OperationsAnswer }>(
    `mutation EditorApply($gameId: Int!, $baseVersion: Int!, $operations: JSON!, $batchId: String!) {
      applyGameOperations(gameId: $gameId, baseVersion: $baseVersion, operations: $operations, batchId: $batchId) {
        version operations applied document conflicts { key kind mine theirs container }
      }
    }`,
    { gameId, baseVersion, operations, batchId },
  );
  const answer = data.applyGameOperations;
  return {
    ...answer,
    conflicts: answer.conflicts.map((c) => ({
      ...c,
      ...(c.container == null ? { container: undefined } : {}),
    })),
  };
}

export interface LoadedGame {
  id: number;
  title: string;
  status: string;
  document: unknown;
  documentVersion: number;
}

export async function loadGame(id: number): Promise<LoadedGame> {
  const data = await call<{ game: LoadedGame }>(
    `query EditorReload($id: Int!) { game(id: $id) { id title status document documentVersion } }`,
    { id },
  );
  return data.game;
}

/** Keeps the author's version as a new game: a copy of the game, then this document saved into it. */
export async function saveAsCopy(id: number, document: GameDocument): Promise<SavedGame> {
  const { copyGame } = await call<{ copyGame: SavedGame }>(
    `mutation EditorCopy($id: Int!) { copyGame(id: $id) { id documentVersion } }`,
    { id },
  );
  return saveGameDocument(copyGame.id, document, copyGame.documentVersion);
}

export async function renameGame(id: number, title: string): Promise<string> {
  const data = await call<{ renameGame: { title: string } }>(
    `mutation EditorRename($id: Int!, $title: String!) { renameGame(id: $id, title: $title) { title } }`,
    { id, title },
  );
  return data.renameGame.title;
}

export type PublishIntent = "publishGame" | "publishGameUnlisted" | "unpublishGame";

/** Publish, publish unlisted or unpublish; the answer is the new status. */
export async function setGameStatus(id: number, intent: PublishIntent): Promise<string> {
  const data = await call<Record<PublishIntent, { status: string }>>(
    `mutation EditorStatus($id: Int!) { ${intent}(id: $id) { status } }`,
    { id },
  );
  return data[intent].status;
}
