import type { DiagnosticData } from "@exitgame/engine";
import { fetchGraphQL, GraphQLRequestError } from "@exitgame/player/kit/graphql.server";
import {
  CopyGameMutation,
  CreateGameMutation,
  DeleteGameMutation,
  PublishGameMutation,
  PublishGameUnlistedMutation,
  RenameGameMutation,
  UnpublishGameMutation,
} from "./documents";

export const GAME_INTENTS = [
  "create",
  "rename",
  "copy",
  "delete",
  "publish",
  "publishUnlisted",
  "unpublish",
] as const;
export type GameIntent = (typeof GAME_INTENTS)[number];

/** What the games page's action answers; `error` is the API's message, already in the visitor's language. */
export type GameActionResult =
  | { ok: true; intent: GameIntent; id: number; title?: string }
  | {
      ok: false;
      intent: GameIntent;
      error: string;
      code: string;
      field?: string;
      /** Why the engine refused the game (publishing a broken one), as data: shown as a list. */
      diagnostics?: { items: DiagnosticData[]; total: number };
    };

const isIntent = (value: unknown): value is GameIntent =>
  GAME_INTENTS.includes(value as GameIntent);

/** Runs one game mutation from a submitted form (each intent is one API call; nothing else is written). */
export async function runGameIntent(request: Request, form: FormData): Promise<GameActionResult> {
  const intent = form.get("intent");
  if (!isIntent(intent)) throw new Response("Unknown intent", { status: 400 });
  const id = Number(form.get("id"));
  const title = String(form.get("title") ?? "");
  try {
    switch (intent) {
      case "create": {
        const { data } = await fetchGraphQL(request, CreateGameMutation, { title });
        return { ok: true, intent, id: data.createGame.id, title: data.createGame.title };
      }
      case "rename": {
        const { data } = await fetchGraphQL(request, RenameGameMutation, { id, title });
        return { ok: true, intent, id, title: data.renameGame.title };
      }
      case "copy": {
        const { data } = await fetchGraphQL(request, CopyGameMutation, { id });
        return { ok: true, intent, id: data.copyGame.id, title: data.copyGame.title };
      }
      case "delete":
        await fetchGraphQL(request, DeleteGameMutation, { id });
        return { ok: true, intent, id };
      case "publish":
        await fetchGraphQL(request, PublishGameMutation, { id });
        return { ok: true, intent, id };
      case "publishUnlisted":
        await fetchGraphQL(request, PublishGameUnlistedMutation, { id });
        return { ok: true, intent, id };
      case "unpublish":
        await fetchGraphQL(request, UnpublishGameMutation, { id });
        return { ok: true, intent, id };
    }
  } catch (error) {
    if (!(error instanceof GraphQLRequestError)) throw error;
    const field = typeof error.extensions.field === "string" ? error.extensions.field : undefined;
    const diagnostics = diagnosticsOf(error.extensions);
    return {
      ok: false,
      intent,
      error: error.message,
      code: error.codes[0] ?? "UNKNOWN",
      field,
      ...(diagnostics ? { diagnostics } : {}),
    };
  }
}

const isDiagnostic = (value: unknown): value is DiagnosticData =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as DiagnosticData).code === "string" &&
  typeof (value as DiagnosticData).path === "string" &&
  typeof (value as DiagnosticData).params === "object";

/** The API's `extensions.diagnostics` / `diagnosticCount` of a refused save or publish. */
export function diagnosticsOf(
  extensions: Record<string, unknown>,
): { items: DiagnosticData[]; total: number } | undefined {
  const list = extensions["diagnostics"];
  if (!Array.isArray(list)) return undefined;
  const items = list.filter(isDiagnostic);
  const count = extensions["diagnosticCount"];
  return { items, total: typeof count === "number" ? count : items.length };
}
