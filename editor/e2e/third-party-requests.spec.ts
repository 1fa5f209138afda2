/**
 * Issue 27, "nothing leaves unasked": Chromium records every request of the main pages (home,
 * login, dashboard, editor, player, competition join, admin, privacy pages) and the test fails
 * on any host other than the app's own. (This server has no S3, mail or AI host configured, so
 * there is no other allowed host.)
 */
import { expect, test, type Page } from "@playwright/test";
import { demoGameId, login } from "../../player/e2e/support";

test.use({ locale: "de-DE" });

/** Every request and web socket of the page that does not go to `origin` (data:, blob: are local). */
function recordForeign(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  const check = (url: string) => {
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  };
  page.on("request", (request) => check(request.url()));
  page.on("websocket", (socket) => check(socket.url().replace(/^ws/, "http")));
  return foreign;
}

/**
 * Waits until the page's requests have settled. Pages with a live channel (the editor's
 * co-authoring events, the live board: server-sent events) keep one request open, so "network
 * idle" never comes there: after 5 s the requests made so far are what is checked.
 */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
}

test("the main pages request nothing from another host", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const foreign = recordForeign(page, origin);
  const visited: string[] = [];
  const visit = async (path: string) => {
    await page.goto(path);
    await settle(page);
    visited.push(path);
  };

  const gameId = await demoGameId(page.request);
  await visit("/");
  await visit("/privacy");
  await visit("/privacy/teachers");
  await visit("/privacy/processing");
  await visit("/competitions");
  await visit(`/games/${gameId}`);
  await visit(`/games/${gameId}/play`);
  await page.getByTestId("start-game").click();
  await settle(page);
  await page.screenshot({ path: "test-results/screenshots/privacy-footer-play.png" });

  await visit("/auth/login");
  await page.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await page.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await settle(page);
  await visit("/dashboard/games");
  await visit("/dashboard/competitions");
  await visit("/dashboard/settings/profile");
  await visit("/admin");

  // The editor with a game of its own.
  await login(page.request);
  const created = await page.request.post("/graphql", {
    data: { query: 'mutation { createGame(title: "Anfragen-Test") { id } }' },
  });
  const { data } = (await created.json()) as { data: { createGame: { id: number } } };
  await visit(`/editor/${data.createGame.id}`);
  await expect(page.getByRole("main").first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: "test-results/screenshots/privacy-footer-editor.png" });

  // A competition's join page.
  const start = Date.now() + 3_600_000;
  const competition = await page.request.post("/graphql", {
    data: {
      query: "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
      variables: {
        i: {
          title: "Anfragen-Wettbewerb",
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 3_600_000).toISOString(),
          gameId,
        },
      },
    },
  });
  const competitionId = (
    (await competition.json()) as { data: { createCompetition: { id: string } } }
  ).data.createCompetition.id;
  await visit(`/competitions/${competitionId}`);
  await visit(`/dashboard/competitions/${competitionId}/live`);

  expect(visited.length).toBeGreaterThanOrEqual(14);
  expect(foreign, `requests to other hosts: ${foreign.join(", ")}`).toEqual([]);
  await page.request.post("/graphql", {
    data: {
      query: "mutation($id: ID!) { deleteCompetition(id: $id) }",
      variables: { id: competitionId },
    },
  });
});
