import {
  createElement,
  createGameDocument,
  createId,
  createScene,
  type Rule,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { gql, login, publishGame, setServerClock } from "./support";

/**
 * The teacher acts during the lesson (issue 24): a class of three teams, one flagged as stuck on
 * the live board, another given 10 extra minutes (its countdown moves), everyone paused and
 * resumed (the players show the notice, inputs are refused meanwhile), an announcement, the
 * projector with the teams and the countdown, and the end of the game for everyone.
 */
const shots = "test-results/e2e-teacher-time";
const MINUTE = 60_000;

/** Scene one: three clicks open scene two; its door leads to the exit (the end). */
function doorGame() {
  const doc = createGameDocument({ locale: "de", registry });
  const first = doc.scenes[0]!;
  const second = createScene("Zweite Szene");
  const exit = createScene("Ausgang");
  doc.scenes.push(second, exit);
  const clicks = { id: createId("var"), name: "klicks", type: "number" as const, initialValue: 0 };
  doc.variables.push(clicks);
  const shape = (name: string, background: string) =>
    createElement(registry, "svg-shape", {
      locale: "de",
      name,
      x: 540,
      y: 260,
      width: 200,
      height: 200,
      background,
      props: { shape: "rectangle" },
    });
  const button = shape("Knopf", "#2563eb");
  const door = shape("Tür", "#16a34a");
  first.elements.push(button);
  second.elements.push(door);
  const rule = (
    sceneId: string,
    trigger: Rule["triggers"][number],
    actions: Rule["actions"],
  ): Rule => ({
    id: createId("rule"),
    name: "Regel",
    enabled: true,
    sceneId,
    triggers: [trigger],
    conditions: { operator: "and", items: [] },
    actions,
  });
  doc.rules.push(
    rule(first.id, { type: "element", elementId: button.id, trigger: "click" }, [
      {
        id: createId("act"),
        type: "increaseVariable",
        shouldAwait: false,
        variableId: clicks.id,
        by: { kind: "value", value: 1 },
      },
    ]),
    rule("all", { type: "variableChanged", variableId: clicks.id, to: 3 }, [
      { id: createId("act"), type: "goToScene", shouldAwait: false, sceneId: second.id },
    ]),
    rule(second.id, { type: "element", elementId: door.id, trigger: "click" }, [
      { id: createId("act"), type: "goToScene", shouldAwait: false, sceneId: exit.id },
    ]),
  );
  return { doc, buttonId: button.id, doorId: door.id };
}

const element = (page: Page, id: string) => page.locator(`[data-element-id="${id}"]`);

const created: string[] = [];
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
  await login(request);
  for (const id of created.splice(0))
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id });
});

test("stuck alert, extra time, pause and resume, announcement, projector, end for everyone", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { doc, buttonId } = doorGame();
  const gameId = await publishGame(request, "Lehrkraft-Duell", doc);
  const start = Date.now() + 3_600_000;
  const end = start + 3_600_000;
  const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
    request,
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "Lehrkraft-Duell",
        startDate: new Date(start).toISOString(),
        endDate: new Date(end).toISOString(),
        gameId,
      },
    },
  );
  const id = createCompetition.id;
  created.push(id);
  const { generateAccessCodes } = await gql<{
    generateAccessCodes: { accessCodes: { code: string }[] };
  }>(
    request,
    "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 3) { accessCodes { code } } }",
    { r: `E2E-TEACHER-${Date.now()}` },
  );
  const codes = generateAccessCodes.accessCodes.map((c) => c.code);
  await setServerClock(request, start + 1_000);

  // Three teams join; Ada's (en) and Bruno's (de) play in browsers, Clara's only over the API.
  const contexts: BrowserContext[] = [];
  const join = async (locale: string, firstName: string, code: string) => {
    const context = await browser.newContext({ locale });
    contexts.push(context);
    const page = await context.newPage();
    const res = await page.request.post("/api/competition/sessions", {
      data: { competitionId: id, players: [{ firstName, lastName: "Team", accessCode: code }] },
    });
    expect(res.status()).toBe(201);
    return page;
  };
  const ada = await join("en-US", "Ada", codes[0]!);
  const bruno = await join("de-DE", "Bruno", codes[1]!);
  const clara = await join("en-US", "Clara", codes[2]!);
  let claraSeq = 0;
  const claraInput = () =>
    clara.request.post(`/api/competition/${id}/inputs`, {
      data: { seq: ++claraSeq, input: { type: "start" } },
    });
  expect((await claraInput()).status()).toBe(200);

  const play = async (page: Page) => {
    await page.goto(`/competitions/${id}`);
    await page.getByTestId("start-game").click();
    await expect(element(page, buttonId)).toHaveAttribute("role", "button");
  };
  await play(ada);
  await play(bruno);

  // The teacher's board (en).
  const teacher = await browser.newContext({
    locale: "en-US",
    viewport: { width: 1400, height: 1000 },
  });
  contexts.push(teacher);
  const board = await teacher.newPage();
  await login(board.request);
  await board.goto(`/dashboard/competitions/${id}/live`);
  await expect(board.getByTestId("live-status")).toHaveAttribute("data-connected", "true");
  await expect(board.getByTestId("board-team")).toHaveCount(3);
  await expect(board.getByTestId("team-stuck")).toHaveCount(0);

  // Six minutes later: Ada and Bruno make progress, Clara does not: she is flagged, on top.
  await setServerClock(request, start + 1_000 + 6 * MINUTE);
  for (const page of [ada, bruno]) {
    const moved = page.waitForResponse(
      async (r) =>
        r.url().endsWith(`/api/competition/${id}/inputs`) &&
        ((await r.json()) as { state?: { sceneId: string } }).state?.sceneId === doc.scenes[1]!.id,
    );
    for (let i = 0; i < 3; i++) await element(page, buttonId).click();
    await moved;
  }
  const stuck = board.locator('[data-testid="board-team"][data-stuck]');
  await expect(stuck).toHaveCount(1, { timeout: 15_000 });
  await expect(stuck.getByRole("rowheader")).toContainText("Clara T.");
  await expect(stuck.getByTestId("team-stuck")).toContainText("no progress at Erste Szene");
  await expect(board.getByTestId("board-team").first()).toHaveAttribute("data-stuck", "noProgress");
  await board.screenshot({ path: `${shots}/board-stuck-alert.png`, fullPage: true });

  // Ten extra minutes for Bruno's team: his countdown moves by ten minutes, Ada's does not.
  const endsAt = async (page: Page) =>
    Date.parse((await page.getByTestId("team-countdown").getAttribute("data-ends-at"))!);
  const brunoBefore = await endsAt(bruno);
  const adaBefore = await endsAt(ada);
  const brunoRow = board.getByTestId("board-team").filter({ hasText: "Bruno T." });
  await brunoRow.getByTestId("team-actions").click();
  await board.getByRole("menuitem", { name: "Extra time …" }).click();
  const dialog = board.getByRole("dialog");
  await dialog.getByLabel("Extra minutes (0–1440)").fill("1441");
  await dialog.getByRole("button", { name: "Set extra time" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Extra time: a whole number from 0 to 1440 minutes (at most 24 hours)",
  );
  await dialog.getByLabel("Extra minutes (0–1440)").fill("10");
  await dialog.getByRole("button", { name: "Set extra time" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(brunoRow.getByTestId("team-extra")).toHaveText("+10 min");
  await expect.poll(() => endsAt(bruno)).toBe(brunoBefore + 10 * MINUTE);
  expect(await endsAt(ada)).toBe(adaBefore);
  await expect(bruno.getByTestId("team-countdown-value")).toHaveText(/^1:\d\d:\d\d$/);

  // Pause everyone: both players show the notice, the server refuses inputs meanwhile.
  await board.getByRole("button", { name: "Pause everyone" }).click();
  await expect(board.getByTestId("class-paused")).toBeVisible();
  await expect(ada.getByTestId("team-paused")).toContainText("Paused by your teacher");
  await expect(bruno.getByTestId("team-paused")).toContainText("Von deiner Lehrkraft pausiert");
  const refused = await claraInput();
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    "competitionApi.paused",
  );
  await expect(board.getByTestId("team-paused")).toHaveCount(3);
  await bruno.screenshot({ path: `${shots}/player-paused-de.png` });

  // The projector: the teams (numbers only, as the teacher chooses), the countdown, an announcement.
  await board.getByLabel("The projector shows team names (otherwise only numbers)").click();
  await board.getByRole("button", { name: "Save", exact: true }).click();
  await board.getByPlaceholder("e.g. 10 minutes left!").fill("Noch 10 Minuten – bitte leise!");
  await board.getByRole("button", { name: "Announce" }).click();
  const projector = await teacher.newPage();
  await projector.goto(`/dashboard/competitions/${id}/projector`);
  await expect(projector.getByTestId("projector-team")).toHaveCount(3);
  await expect(projector.getByTestId("projector-team").first()).toContainText("Team");
  await expect(projector.getByText("Clara T.")).toHaveCount(0);
  await expect(projector.getByTestId("projector-countdown")).toHaveText(/^\d{2}:\d{2}$/);
  await expect(projector.getByTestId("projector-paused")).toBeVisible();
  await expect(projector.getByTestId("projector-announcement")).toContainText(
    "Noch 10 Minuten – bitte leise!",
  );
  await expect(ada.getByTestId("team-announcement")).toContainText("Noch 10 Minuten");
  expect(await projector.content()).not.toContain("wrong");
  await projector.screenshot({ path: `${shots}/projector.png` });

  // Resume everyone: the notices go, inputs are taken again; the projector follows live.
  await board.getByRole("button", { name: "Resume everyone" }).click();
  await expect(ada.getByTestId("team-paused")).toHaveCount(0);
  await expect(bruno.getByTestId("team-paused")).toHaveCount(0);
  await expect(projector.getByTestId("projector-paused")).toHaveCount(0);
  expect((await claraInput()).status()).toBe(200);

  // End the game for everyone: the players show the end, the projector says so.
  await board.getByRole("button", { name: "End the game for everyone" }).click();
  await board
    .getByRole("alertdialog")
    .getByRole("button", { name: "End the game for everyone" })
    .click();
  await expect(ada.getByTestId("ended")).toBeVisible({ timeout: 10_000 });
  await expect(bruno.getByTestId("ended")).toBeVisible({ timeout: 10_000 });
  await expect(projector.getByTestId("projector-ended")).toBeVisible();
  expect((await claraInput()).status()).toBe(409);
  await expect(board.getByTestId("team-ended")).toHaveCount(3);
  for (const context of contexts) await context.close();
});
