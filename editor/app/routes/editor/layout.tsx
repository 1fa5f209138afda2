import { parseGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { parseGameId } from "@exitgame/player/kit";
import { GraphQLRequestError, requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireUser } from "../../auth/guards.server";
import { EditorShellProvider } from "../../editor-shell/EditorShell";
import { EditorGameQuery } from "../../editor-shell/documents";
import { checkProblems } from "../../editor-shell/problem-check";
import type { RuleText } from "../../editor-shell/rule-text";
import type { Route } from "./+types/layout";

// The layout of both editor views (scene editor, logic builder): it loads the game once and owns
// the document store, the undo history, autosave and the leave confirmation (EditorShell).

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.game.title} · Exitgame Studio` : "Exitgame Studio" }];
}

/** [login], and the game must be the viewer's own (admins: any game): the API says NOT_FOUND otherwise. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = parseGameId(params.gameId);
  if (id === null) throw data(null, { status: 404 });
  let game;
  try {
    ({ game } = await requestGraphQL(request, EditorGameQuery, { id }));
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.codes.includes("NOT_FOUND"))
      throw data(null, { status: 404 });
    throw error;
  }
  // Shared to view only (issue 26): the read-only view, where the viewer can copy it.
  if (game.myRole === "VIEWER") throw redirect(`/dashboard/games/${id}/view`);
  const parsed = parseGameDocument(game.document, registry);
  if (!parsed.ok) throw data(null, { status: 500, statusText: "Invalid game document" });
  return {
    viewer,
    game: { id: game.id, title: game.title, status: game.status, version: game.documentVersion },
    document: parsed.document,
    // The top bar's problems count is right from the first paint (the browser's check loads later).
    problems: checkProblems(parsed.document, registry),
  };
}

/**
 * The game is loaded once per game: switching views or changing ?scene= / ?rule= keeps the
 * document being edited (a reload of the loader would not replace it anyway).
 */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.gameId !== nextParams.gameId;
}

/**
 * The logic builder's vocabulary, lent to the shell (the scene editor shows it, never imports it);
 * loaded after the first paint.
 */
const loadRuleText = async (): Promise<RuleText> => {
  const [model, sentences] = await Promise.all([
    import("../../logic/model"),
    import("../../logic/sentences"),
  ]);
  return {
    rulesUsing: model.rulesUsing,
    ruleSummary: sentences.ruleSummary,
    triggerSentence: sentences.triggerSentence,
    conditionSentence: sentences.conditionSentence,
    actionSentence: sentences.actionSentence,
  };
};

export default function EditorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <EditorShellProvider
      key={loaderData.game.id}
      game={loaderData.game}
      document={loaderData.document}
      problems={loaderData.problems}
      loadRuleText={loadRuleText}
    >
      <Outlet />
    </EditorShellProvider>
  );
}
