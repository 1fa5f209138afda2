/**
 * A stored game the engine finds broken (written before a stricter engine, or by hand in the
 * database): the player refuses it and says why, the editor refuses to publish it and lists the
 * problems, both in the visitor's language. The API cannot store such a game, so this test
 * breaks one directly in the embedded database.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { ADMIN, login } from "../../player/e2e/support";

const DATA_DIR = process.env["E2E_DATA_DIR"] ?? "test-results/e2e-data";

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const meta = JSON.parse(
    readFileSync(path.join(DATA_DIR, "postgres", "exitgame-embedded.json"), "utf8"),
  ) as { port: number; user: string; password: string };
  const client = new pg.Client({ host: "127.0.0.1", database: "exitgame", ...meta });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function gql(request: APIRequestContext, query: string, variables = {}) {
  const res = await request.post("/graphql", { data: { query, variables } });
  return (await res.json()) as {
    data?: Record<string, { id: number } | null>;
    errors?: { message: string; extensions: Record<string, unknown> }[];
  };
}

/** A published game whose only rule names an element that does not exist. */
async function brokenGame(request: APIRequestContext): Promise<number> {
  await login(request);
  const created = await gql(request, 'mutation { createGame(title: "Kaputt") { id } }');
  const id = created.data!["createGame"]!.id;
  await gql(request, "mutation($id: Int!) { publishGameUnlisted(id: $id) { id } }", { id });
  const rule = {
    id: "r1",
    name: "Tür öffnen",
    enabled: true,
    sceneId: "all",
    triggers: [{ type: "element", elementId: "ghost", trigger: "click" }],
    conditions: { operator: "and", items: [] },
    actions: [],
  };
  await withDatabase((db) =>
    db.query(
      `UPDATE "Game" SET document = jsonb_set(document::jsonb, '{rules}', $2::jsonb) WHERE id = $1`,
      [id, JSON.stringify([rule])],
    ),
  );
  return id;
}

test("a broken game: the player says what is wrong, the editor will not publish it", async ({
  page,
  request,
}) => {
  const id = await brokenGame(request);

  // The player refuses it and words the problem in the visitor's language.
  const res = await page.goto(`/games/${id}/play?lng=en`);
  expect(res?.status()).toBe(422);
  const error = page.getByTestId("play-error");
  await expect(error).toHaveAttribute("data-reason", "invalid");
  const problem = error.locator('[data-code="unknownElement"]');
  await expect(problem).toHaveAttribute("data-path", "rules.0.triggers.0.elementId");
  await expect(problem).toContainText(
    "Rule “Tür öffnen”: the trigger names an element that does not exist.",
  );
  await page.goto(`/games/${id}/play?lng=de`);
  await expect(error.locator('[data-code="unknownElement"]')).toContainText(
    "Regel „Tür öffnen“: Der Auslöser nennt ein Element, das es nicht gibt.",
  );
  await page.screenshot({ path: "test-results/screenshots/play-invalid-game.png" });

  // The API refuses to publish it: a translated message, and the problems as data.
  const refused = await gql(request, "mutation($id: Int!) { publishGame(id: $id) { id } }", {
    id,
  });
  expect(refused.errors?.[0]?.extensions).toMatchObject({
    code: "BAD_USER_INPUT",
    diagnostics: [
      {
        code: "unknownElement",
        path: "rules.0.triggers.0.elementId",
        params: { rule: "Tür öffnen", ruleNumber: 1, at: "trigger" },
        severity: "error",
      },
    ],
    diagnosticCount: 1,
  });

  // The editor lists the problems when publishing is refused (German page).
  await page.goto("/auth/login?lng=de");
  await page.getByLabel("E-Mail-Adresse").fill(ADMIN.email);
  await page.getByLabel("Passwort", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/dashboard/games");
  const row = page.locator(`[data-game-id="${id}"]`);
  await row.getByRole("button", { name: /Aktionen für/ }).click();
  await page.getByRole("menuitem", { name: "Veröffentlichen", exact: true }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Das Spiel enthält Fehler und kann erst" }),
  ).toBeVisible();
  await expect(page.getByTestId("toast-details")).toContainText(
    "Regel „Tür öffnen“: Der Auslöser nennt ein Element, das es nicht gibt.",
  );
  await page.screenshot({ path: "test-results/screenshots/editor-publish-refused.png" });
  await expect(row.getByTestId("game-status")).toHaveText("Veröffentlicht (nicht gelistet)");
});
