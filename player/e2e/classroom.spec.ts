import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type Page } from "@playwright/test";
import { gql, login, publishGame, setServerClock } from "./support";

/**
 * Issue 20 in a classroom: a student corrects a wrong code (one wrong attempt on the live board,
 * not one per keystroke), the resumed team sees its own scene before "Weiterspielen", and the
 * home page leads teachers to login and registration.
 */
const CODE = "4711";

function lockGame() {
  const doc = createGameDocument({ locale: "de", registry });
  const first = doc.scenes[0]!;
  const second = createScene("Tresorraum");
  doc.scenes.push(second);
  const lock = createElement(registry, "number-code-input", {
    locale: "de",
    name: "Tresor",
    x: 440,
    y: 300,
    props: { expectedCode: CODE },
  });
  first.elements.push(lock);
  const inside = createElement(registry, "text", {
    locale: "de",
    name: "Innen",
    x: 100,
    y: 60,
    width: 1000,
    height: 80,
    props: { text: "Der Tresor ist offen." },
  });
  second.elements.push(inside);
  doc.rules.push({
    id: createId("rule"),
    name: "Tresor auf",
    enabled: true,
    sceneId: first.id,
    triggers: [{ type: "element", elementId: lock.id, trigger: "validatedCorrectly" }],
    conditions: { operator: "and", items: [] },
    actions: [{ id: createId("act"), type: "goToScene", shouldAwait: false, sceneId: second.id }],
  });
  return { doc, lockId: lock.id, insideId: inside.id, secondId: second.id };
}

const created: string[] = [];
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
  await login(request);
  for (const id of created.splice(0))
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id });
});

const element = (page: Page, id: string) => page.locator(`[data-element-id="${id}"]`);

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("a corrected wrong code is one wrong attempt on the board; a resumed team sees its scene", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { doc, lockId, insideId, secondId } = lockGame();
    const gameId = await publishGame(request, "Tresor-Duell", doc);
    const start = Date.now() + 3_600_000;
    const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
      request,
      "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
      {
        i: {
          title: "Tresor-Duell",
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 3_600_000).toISOString(),
          gameId,
        },
      },
    );
    const competitionId = createCompetition.id;
    created.push(competitionId);
    const { generateAccessCodes } = await gql<{
      generateAccessCodes: { accessCodes: { code: string }[] };
    }>(
      request,
      "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 1) { accessCodes { code } } }",
      { r: `E2E-Tresor-${Date.now()}` },
    );
    await setServerClock(request, start + 1_000);

    await page.goto(`/competitions/${competitionId}`);
    await page.getByTestId("player-1-firstName").fill("Lise");
    await page.getByTestId("player-1-lastName").fill("Meitner");
    await page.getByTestId("player-1-accessCode").fill(generateAccessCodes.accessCodes[0]!.code);
    await page.getByTestId("join").click();
    await expect(page.getByTestId("start-game")).toHaveText("Spiel starten");
    await page.getByTestId("start-game").click();
    // The start screen goes once the game runs.
    await expect(page.getByTestId("start-game")).toBeHidden();

    // A wrong code, then typing the right one over it from the first position.
    const lock = page.getByRole("group", { name: "Tresor" });
    // In a competition the server's runtime of the team checks answers: each input's reply
    // carries the verdicts on the answers it checked.
    const checks: string[] = [];
    page.on("response", (r) => {
      if (!r.url().endsWith(`/api/competition/${competitionId}/inputs`) || !r.ok()) return;
      void r
        .json()
        .then((body: { verdicts?: { elementId: string; verdict: string }[] }) => {
          for (const v of body.verdicts ?? []) if (v.elementId === lockId) checks.push(v.verdict);
        })
        .catch(() => {});
    });
    await lock.getByRole("textbox", { name: "Stelle 1 von 4" }).click();
    await page.keyboard.type("1234");
    await expect(lock.getByTestId("code-status")).toHaveText(
      "Leider falsch. Versuch es noch einmal.",
    );
    // The same wrong code again is not sent again.
    await page.keyboard.press("Enter");
    await expect(lock.getByTestId("code-status")).toHaveText(
      "Leider falsch. Versuch es noch einmal.",
    );
    const saved = page.waitForResponse(
      async (r) =>
        r.url().endsWith(`/api/competition/${competitionId}/inputs`) &&
        r.ok() &&
        ((await r.json()) as { state?: { sceneId?: string } }).state?.sceneId === secondId,
    );
    await lock.getByRole("textbox", { name: "Stelle 1 von 4" }).click();
    await page.keyboard.type(CODE);
    await expect(element(page, insideId)).toBeVisible();
    await saved;
    await expect.poll(() => checks).toEqual(["incorrect", "correct"]);

    // The live board: one wrong attempt.
    const teacher = await browser.newContext({ locale: "de-DE" });
    const board = await teacher.newPage();
    await login(board.request);
    await board.goto(`/dashboard/competitions/${competitionId}/live`);
    const team = board.getByTestId("board-team");
    await expect(team.getByTestId("team-wrong-per-lock")).toContainText("Tresor");
    await expect(team.getByTestId("team-wrong").locator("div").first()).toHaveText("1");
    await teacher.close();

    // Resumed: the team's scene is on screen behind "Weiterspielen", before the click.
    await page.reload();
    await expect(page.getByTestId("start-game")).toHaveText("Weiterspielen");
    await expect(page.locator(".eg-stage")).toHaveAttribute("data-scene-id", secondId);
    await expect(element(page, lockId)).toHaveCount(0);
    await page.screenshot({ path: "test-results/classroom-resume-de.png" });
    await page.getByTestId("start-game").click();
    await expect(element(page, insideId)).toContainText("Der Tresor ist offen.");
  });

  test("the home page leads to login and registration", async ({ page }) => {
    await page.goto("/");
    const account = page.getByTestId("home-account");
    await expect(account.getByRole("link", { name: "Anmelden" })).toHaveAttribute(
      "href",
      "/auth/login",
    );
    await account.getByRole("link", { name: "Registrieren" }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });
});

test("in English, the home page links to login and registration", async ({ page }) => {
  await page.goto("/");
  const account = page.getByTestId("home-account");
  await expect(account.getByRole("link", { name: "Register" })).toHaveAttribute(
    "href",
    "/auth/register",
  );
  await account.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
