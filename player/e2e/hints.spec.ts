import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type Page } from "@playwright/test";
import { gql, login, setServerClock } from "./support";

/**
 * Hints (issue 24, item 2): an author writes two hints for a code lock in the editor (the second
 * with a time penalty) and publishes; in a competition a student asks for hints (the penalty
 * first, then the hint; the team's second device shows it too), the teacher sends a free text to
 * one team from the live board (that team sees it), the board counts the hints. The document the
 * player loads never holds a hint's text.
 */
const shots = "test-results/screenshots";
const HINT_1 = "Look at the clock on the wall.";
const HINT_2 = "The year on the clock is the code.";
const FREE = "Count the books on the shelf!";

function lockGame() {
  const doc = createGameDocument({ locale: "en", registry });
  const first = doc.scenes[0]!;
  const second = createScene("Open safe");
  doc.scenes.push(second);
  const lock = createElement(registry, "number-code-input", {
    locale: "en",
    name: "Safe",
    x: 440,
    y: 300,
    props: { expectedCode: "1887" },
  });
  first.elements.push(lock);
  doc.rules.push({
    id: createId("rule"),
    name: "Safe opens",
    enabled: true,
    sceneId: first.id,
    triggers: [{ type: "element", elementId: lock.id, trigger: "validatedCorrectly" }],
    conditions: { operator: "and", items: [] },
    actions: [{ id: createId("act"), type: "goToScene", shouldAwait: false, sceneId: second.id }],
  });
  return { doc, lockId: lock.id };
}

const created: string[] = [];
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
  await login(request);
  for (const id of created.splice(0))
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id });
});

async function join(page: Page, competitionId: string, players: [string, string, string][]) {
  await page.goto(`/competitions/${competitionId}`);
  for (const [i, [first, last]] of players.entries()) {
    if (i > 0) await page.getByTestId("add-player").click();
    await page.getByTestId(`player-${i + 1}-firstName`).fill(first);
    await page.getByTestId(`player-${i + 1}-lastName`).fill(last);
  }
  for (const [i, [, , code]] of players.entries())
    await page.getByTestId(`player-${i + 1}-accessCode`).fill(code);
  await page.getByTestId("join").click();
  await page.getByTestId("start-game").click();
  await expect(page.getByTestId("start-game")).toBeHidden();
}

test("authors write hints, students take them, the teacher sends one, the board counts them", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // ---- the author: two hints on the lock in the inspector, then publish
  await login(page.request);
  const { doc } = lockGame();
  const { createGame } = await gql<{ createGame: { id: number; documentVersion: number } }>(
    page.request,
    "mutation($t: String!) { createGame(title: $t) { id documentVersion } }",
    { t: "Hint safe" },
  );
  const gameId = createGame.id;
  await gql(
    page.request,
    "mutation($id: Int!, $doc: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $doc, expectedVersion: $v) { id } }",
    { id: gameId, doc, v: createGame.documentVersion },
  );
  await page.goto(`/editor/${gameId}?lng=en`);
  await page
    .locator('[data-testid="stage-element"][data-element-type="number-code-input"]')
    .click();
  const inspector = page.getByTestId("inspector");
  const list = inspector.getByTestId("hint-list");
  await expect(list).toContainText("No hints yet.");
  await list.getByTestId("hint-add").click();
  const items = list.getByTestId("hint-item");
  // an empty hint is a problem beside its field, not a saved hint
  await expect(items.first().getByRole("alert")).toHaveText("The hint needs a text.");
  await items.first().getByLabel("Text").fill(HINT_1);
  await list.getByTestId("hint-add").click();
  await items.nth(1).getByLabel("Text").fill(HINT_2);
  await items.nth(1).getByLabel("Time penalty (seconds)").fill("99999");
  await expect(items.nth(1).getByRole("alert")).toHaveText(
    "The time penalty is a whole number from 0 to 3600 seconds.",
  );
  await items.nth(1).getByLabel("Time penalty (seconds)").fill("60");
  await expect(list.getByRole("alert")).toHaveCount(0);
  await list.scrollIntoViewIfNeeded();
  await inspector.screenshot({ path: `${shots}/hints-inspector.png` });
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  await gql(page.request, "mutation($id: Int!) { publishGameUnlisted(id: $id) { id } }", {
    id: gameId,
  });

  // ---- a competition with two teams
  const start = Date.now() + 3_600_000;
  const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
    page.request,
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "Hint safe",
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
    page.request,
    "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 3) { accessCodes { code } } }",
    { r: `E2E-Hints-${Date.now()}` },
  );
  const codes = generateAccessCodes.accessCodes.map((c) => c.code);
  await setServerClock(request, start + 1_000);

  // ---- team 1, device A: the document it loads has no hint text
  const studentA = await browser.newContext({ locale: "en-US" });
  const a = await studentA.newPage();
  const loaded = a.waitForResponse((r) => r.url().endsWith(`/competitions/${competitionId}/game`));
  await join(a, competitionId, [
    ["Ada", "Lovelace", codes[0]!],
    ["Alan", "Turing", codes[1]!],
  ]);
  const body = await (await loaded).text();
  expect(body).toContain('"penaltySeconds":60');
  for (const secret of [HINT_1, HINT_2]) expect(body).not.toContain(secret);

  // ---- team 1, device B (the second player's code)
  const studentB = await browser.newContext({ locale: "en-US" });
  const b = await studentB.newPage();
  await b.goto(`/competitions/${competitionId}`);
  await b.getByRole("button", { name: /Continue with your access code/ }).click();
  await b.getByTestId("login-accessCode").fill(codes[1]!);
  await b.getByTestId("login-submit").click();
  await b.getByTestId("start-game").click();
  await expect(b.getByTestId("start-game")).toBeHidden();

  // ---- device A asks for hints: keyboard to the control, the penalty before the hint
  await expect(a.getByTestId("hints-open")).toBeVisible();
  await a.getByTestId("hints-open").focus();
  await a.keyboard.press("Enter");
  const dialog = a.getByRole("dialog", { name: "Hints" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Safe" })).toContainText("No time penalty");
  await a.screenshot({ path: `${shots}/hints-dialog.png` });
  await dialog.getByRole("button", { name: "Get hint 1" }).click();
  await expect(a.getByRole("dialog", { name: "Take hint 1?" })).toContainText(
    "This hint adds no time.",
  );
  await a.getByRole("button", { name: "Show the hint" }).click();
  await expect(dialog.getByTestId("hint-shown")).toContainText(HINT_1);
  await dialog.getByRole("button", { name: "Get hint 2" }).click();
  const confirm = a.getByRole("dialog", { name: "Take hint 2?" });
  await expect(confirm.getByTestId("hint-penalty")).toHaveText(
    "This hint adds 60 seconds to your team's time.",
  );
  await a.screenshot({ path: `${shots}/hints-confirm.png` });
  await a.getByRole("button", { name: "Show the hint" }).click();
  await expect(dialog.getByTestId("hint-shown")).toHaveCount(2);
  await expect(dialog.getByTestId("hint-shown").nth(1)).toContainText(HINT_2);
  await expect(dialog).toContainText("You have had every hint for this riddle.");
  await a.screenshot({ path: `${shots}/hints-dialog-taken.png` });
  await a.keyboard.press("Escape");
  await expect(a.getByTestId("hints-open")).toHaveText("Hints (2 given)");

  // ---- device B of the same team sees them without reloading
  await expect(b.getByTestId("hint-notice")).toContainText(HINT_2, { timeout: 5_000 });
  await expect(b.getByTestId("hints-open")).toHaveText("Hints (2 given)");
  await b.screenshot({ path: `${shots}/hints-second-device.png` });

  // ---- team 2 (in German)
  const studentC = await browser.newContext({ locale: "de-DE" });
  const c = await studentC.newPage();
  await join(c, competitionId, [["Emmy", "Noether", codes[2]!]]);
  await expect(c.getByTestId("hints-open")).toHaveText("Tipps");

  // ---- the teacher's board: counts, a free text to team 2 only
  const teacher = await browser.newContext({ locale: "en-US" });
  const board = await teacher.newPage();
  await login(board.request);
  await board.goto(`/dashboard/competitions/${competitionId}/live?lng=en`);
  const team1 = board.getByTestId("board-team").filter({ hasText: "Ada L." });
  const team2 = board.getByTestId("board-team").filter({ hasText: "Emmy N." });
  await expect(team1.getByTestId("team-hints")).toContainText("2 hints (+60 s)");
  await expect(team2.getByTestId("team-hints")).toContainText("0 hints");
  await team2.getByRole("button", { name: "Send a hint to Emmy N." }).click();
  const push = board.getByRole("dialog", { name: "Send a hint to Emmy N." });
  await push.getByRole("radio", { name: "A text of your own" }).check();
  await push.getByLabel("Your hint").fill(FREE);
  await board.screenshot({ path: `${shots}/hints-push-dialog.png` });
  await push.getByRole("button", { name: "Send" }).click();
  await expect(
    board.getByTestId("toast").filter({ hasText: "The hint was sent to 1 team." }),
  ).toBeVisible();
  await expect(team2.getByTestId("team-hints")).toContainText("1 hint");
  await expect(board.getByTestId("hint-log-entry")).toHaveCount(3);
  await expect(board.getByTestId("hint-log-entry").first()).toContainText(FREE);
  await board.screenshot({ path: `${shots}/hints-board.png`, fullPage: true });

  // team 2 sees it (in German), team 1 does not
  await expect(c.getByTestId("hint-notice")).toContainText(FREE, { timeout: 5_000 });
  await expect(c.getByTestId("hint-notice")).toContainText("Von eurer Lehrkraft");
  await c.screenshot({ path: `${shots}/hints-teacher-notice-de.png` });
  await c.getByTestId("hints-open").click();
  const dialogDe = c.getByRole("dialog", { name: "Tipps" });
  await expect(dialogDe.getByRole("region", { name: "Von eurer Lehrkraft" })).toContainText(FREE);
  await dialogDe.getByRole("button", { name: "Tipp 1 anfordern" }).click();
  await expect(c.getByRole("dialog", { name: "Tipp 1 nehmen?" })).toContainText(
    "Dieser Tipp kostet keine Zeit.",
  );
  await expect(a.getByText(FREE)).toHaveCount(0);

  await Promise.all([studentA.close(), studentB.close(), studentC.close(), teacher.close()]);
});
