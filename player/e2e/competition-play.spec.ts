import { readFileSync } from "node:fs";
import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gql, login, lostFocus, publishGame, setServerClock, watchLostFocus } from "./support";

/**
 * A team plays a competition: the server's clock is moved (TEST_CLOCK, loopback only) so that
 * the waiting view counts down to the login, the team of three registers and plays, reloads and
 * continues on the same scene with the same variables, logs in from a second browser, and sees
 * the end view when the competition ends.
 */
function clickGame() {
  const doc = createGameDocument({ locale: "de", registry });
  const first = doc.scenes[0]!;
  const second = createScene("Zweite Szene");
  doc.scenes.push(second);
  const clicks = { id: createId("var"), name: "klicks", type: "number" as const, initialValue: 0 };
  doc.variables.push(clicks);
  const button = createElement(registry, "svg-shape", {
    locale: "de",
    name: "Knopf",
    x: 540,
    y: 260,
    width: 200,
    height: 200,
    background: "#2563eb",
    props: { shape: "rectangle" },
  });
  const hint = createElement(registry, "text", {
    locale: "de",
    name: "Hinweis",
    x: 100,
    y: 60,
    width: 1000,
    height: 80,
    props: { text: "Drei Klicks öffnen die Tür." },
  });
  first.elements.push(button, hint);
  const probe = createElement(registry, "svg-shape", {
    locale: "de",
    name: "Prüfen",
    x: 540,
    y: 260,
    width: 200,
    height: 200,
    background: "#16a34a",
    props: { shape: "rectangle" },
  });
  const result = createElement(registry, "text", {
    locale: "de",
    name: "Ergebnis",
    x: 100,
    y: 60,
    width: 1000,
    height: 80,
    props: { text: "Zweite Szene" },
  });
  second.elements.push(probe, result);
  doc.rules.push(
    {
      id: createId("rule"),
      name: "Klick zählt",
      enabled: true,
      sceneId: first.id,
      triggers: [{ type: "element", elementId: button.id, trigger: "click" }],
      conditions: { operator: "and", items: [] },
      actions: [
        {
          id: createId("act"),
          type: "increaseVariable",
          shouldAwait: false,
          variableId: clicks.id,
          by: { kind: "value", value: 1 },
        },
      ],
    },
    {
      id: createId("rule"),
      name: "Tür auf",
      enabled: true,
      sceneId: "all",
      triggers: [{ type: "variableChanged", variableId: clicks.id, to: 3 }],
      conditions: { operator: "and", items: [] },
      actions: [{ id: createId("act"), type: "goToScene", shouldAwait: false, sceneId: second.id }],
    },
    {
      id: createId("rule"),
      name: "Stand zeigen",
      enabled: true,
      sceneId: second.id,
      triggers: [{ type: "element", elementId: probe.id, trigger: "click" }],
      conditions: {
        operator: "and",
        items: [
          {
            id: createId("cond"),
            left: { kind: "variable", variableId: clicks.id },
            comparator: "eq",
            right: { kind: "value", value: 3 },
          },
        ],
      },
      actions: [
        {
          id: createId("act"),
          type: "setProperty",
          shouldAwait: false,
          elementId: result.id,
          property: "text",
          value: { kind: "value", value: "Drei Klicks gespeichert" },
        },
      ],
    },
  );
  return { doc, buttonId: button.id, probeId: probe.id, resultId: result.id, secondId: second.id };
}

async function setUp(request: APIRequestContext, title: string) {
  const { doc, ...ids } = clickGame();
  const gameId = await publishGame(request, title, doc);
  await login(request);
  const start = Date.now() + 3_600_000;
  const end = start + 3_600_000;
  const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
    request,
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title,
        startDate: new Date(start).toISOString(),
        endDate: new Date(end).toISOString(),
        gameId,
      },
    },
  );
  const { generateAccessCodes } = await gql<{
    generateAccessCodes: { accessCodes: { code: string }[] };
  }>(
    request,
    "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 4) { accessCodes { code } } }",
    { r: `E2E-${title}-${Date.now()}` },
  );
  created.push(createCompetition.id);
  return {
    id: createCompetition.id,
    start,
    end,
    codes: generateAccessCodes.accessCodes.map((c) => c.code),
    ...ids,
  };
}

const element = (page: Page, id: string) => page.locator(`[data-element-id="${id}"]`);

const created: string[] = [];
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
  // Other specs expect a fresh installation's empty competition list.
  await login(request);
  for (const id of created.splice(0))
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id });
});

test.use({ locale: "en-US" });

test("waiting, registration of three, play, reload and resume, second device, end", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const c = await setUp(request, "Klassenduell");
  await setServerClock(request, c.start - 4_000);
  await watchLostFocus(page);
  await page.goto(`/competitions/${c.id}`);
  await expect(page.getByTestId("waiting")).toBeVisible();
  await expect(page.getByText("The competition starts in")).toBeVisible();
  await expect(page.locator('[data-unit="days"]')).toHaveText("00");
  await expect(page.locator('[data-unit="seconds"]')).toHaveText(/^0[0-4]$/);
  // At zero the login appears without a reload.
  await expect(page.getByTestId("login")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("waiting")).toHaveCount(0);

  await page.getByRole("button", { name: "New team? Register" }).click();
  const form = page.getByTestId("registration");
  await expect(form).toBeVisible();
  await page.getByTestId("join").click();
  await expect(page.getByTestId("form-error")).toHaveText("Please correct the marked fields");
  await expect(page.getByTestId("player-1-firstName-error")).toHaveText("Required");

  await page.getByTestId("add-player").click();
  await page.getByTestId("add-player").click();
  await expect(page.getByTestId("add-player")).toHaveCount(0);
  const names = [
    ["Ada", "Lovelace"],
    ["Alan", "Turing"],
    ["Grace", "Hopper"],
  ];
  for (const [i, [first, last]] of names.entries()) {
    await page.getByTestId(`player-${i + 1}-firstName`).fill(first!);
    await page.getByTestId(`player-${i + 1}-lastName`).fill(last!);
  }
  // An unknown code is reported when the field is left.
  await page.getByTestId("player-1-accessCode").fill("ZZZZ-ZZZZ-ZZZZ");
  await page.getByTestId("player-2-accessCode").focus();
  await expect(page.getByTestId("player-1-accessCode-error")).toHaveText(
    "Invalid or already used access code",
  );
  // Codes in any case, with or without separators.
  await page.getByTestId("player-1-accessCode").fill(c.codes[0]!.toLowerCase());
  await page.getByTestId("player-2-accessCode").fill(c.codes[1]!.replaceAll("-", ""));
  await page.getByTestId("player-3-accessCode").fill(c.codes[2]!);
  await page.getByTestId("join").click();

  await expect(page.getByTestId("start-game")).toBeVisible();
  await page.getByTestId("start-game").click();
  // The server's runtime decides: the reply to the third click's input has the second scene.
  const saved = page.waitForResponse(
    async (r) =>
      r.url().endsWith(`/api/competition/${c.id}/inputs`) &&
      r.ok() &&
      ((await r.json()) as { state: { sceneId: string } }).state.sceneId === c.secondId,
  );
  // The game runs once its button takes clicks (the runtime loads after the start screen).
  await expect(element(page, c.buttonId)).toHaveAttribute("role", "button");
  for (let i = 0; i < 3; i++) await element(page, c.buttonId).click();
  await expect(element(page, c.probeId)).toBeVisible();
  await saved;

  // Reload: the team's game continues on the second scene with its variables. By keyboard:
  // Enter on "Continue" and Tab at once; the focus goes into the scene (its heading, or the
  // probe after it), never to the page's body — also while the runtime's chunk is still loading.
  let heldBack = 0;
  await page.route("**/assets/session-*.js", async (route) => {
    heldBack += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId("start-game")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(element(page, c.probeId)).toBeVisible();
  await expect(element(page, c.probeId)).toHaveAttribute("role", "button");
  expect(
    await page.evaluate(() =>
      document.activeElement?.matches(".eg-scene-heading, .eg-element--focusable"),
    ),
  ).toBe(true);
  expect(await lostFocus(page)).toEqual([]);
  // The runtime's chunk was held back (a renamed chunk would make this test prove nothing).
  expect(heldBack).toBeGreaterThan(0);
  await page.unroute("**/assets/session-*.js");
  await expect(element(page, c.buttonId)).toHaveCount(0);
  await expect(element(page, c.probeId)).toHaveAttribute("role", "button");
  await element(page, c.probeId).click();
  await expect(element(page, c.resultId)).toContainText("Drei Klicks gespeichert");

  // A second device logs in with the code of another player of the team.
  const other = await browser.newContext({ locale: "de-DE" });
  const second = await other.newPage();
  await second.goto(`/competitions/${c.id}`);
  await expect(second.getByTestId("registration")).toBeVisible();
  await second
    .getByRole("button", { name: "Schon angemeldet? Mit dem Zugangscode weiterspielen" })
    .click();
  await second.getByTestId("login-accessCode").fill(c.codes[3]!);
  await second.getByTestId("login-submit").click();
  await expect(second.getByTestId("login-accessCode-error")).toHaveText(
    "Ungültiger oder bereits verwendeter Zugangscode",
  );
  await second.getByTestId("login-accessCode").fill(c.codes[1]!.toLowerCase());
  await second.getByTestId("login-submit").click();
  await expect(second.getByTestId("start-game")).toBeVisible();
  await second.getByTestId("start-game").click();
  await expect(element(second, c.probeId)).toBeVisible();
  await other.close();

  // The end comes while the team plays: the game stops and the end view shows.
  await setServerClock(request, c.end - 2_000);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByTestId("ended")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId("team-game")).toHaveCount(0);
  await expect(page.getByTestId("ended")).toContainText("Thank you for taking part!");
});

test("two devices of one team: one solves, the other follows within a second; a third starts there", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const c = await setUp(request, "Zwei Geräte");
  await setServerClock(request, c.start + 1_000);
  await page.goto(`/competitions/${c.id}`);
  for (const [i, name] of ["Ada", "Alan"].entries()) {
    if (i > 0) await page.getByTestId("add-player").click();
    await page.getByTestId(`player-${i + 1}-firstName`).fill(name);
    await page.getByTestId(`player-${i + 1}-lastName`).fill("Team");
    await page.getByTestId(`player-${i + 1}-accessCode`).fill(c.codes[i]!);
  }
  await page.getByTestId("join").click();
  await page.getByTestId("start-game").click();
  await expect(element(page, c.buttonId)).toHaveAttribute("role", "button");

  const loginOn = async (code: string) => {
    const context = await browser.newContext({ locale: "en-US" });
    const device = await context.newPage();
    await device.goto(`/competitions/${c.id}`);
    await device
      .getByRole("button", { name: "Already registered? Continue with your access code" })
      .click();
    await device.getByTestId("login-accessCode").fill(code);
    await device.getByTestId("login-submit").click();
    await expect(device.getByTestId("start-game")).toBeVisible();
    return { context, device };
  };
  const second = await loginOn(c.codes[1]!);
  await second.device.getByTestId("start-game").click();
  await expect(element(second.device, c.buttonId)).toHaveAttribute("role", "button");

  // Device A solves scene one; device B is on scene two within a second, without reloading.
  for (let i = 0; i < 3; i++) await element(page, c.buttonId).click();
  await expect(element(page, c.probeId)).toBeVisible();
  await expect(element(second.device, c.probeId)).toBeVisible({ timeout: 1_000 });
  await expect(element(second.device, c.buttonId)).toHaveCount(0);
  await expect(second.device.getByTestId("team-notice")).toHaveText(
    /Your team has moved on: you are now in “Zweite Szene”\./,
  );
  await second.device.screenshot({ path: "test-results/e2e-comp-server-second-device.png" });
  // B's clicks count on the team's state, which nothing rolls back.
  await element(second.device, c.probeId).click();
  await expect(element(page, c.resultId)).toContainText("Drei Klicks gespeichert");

  // A third device logging in shows scene two first: behind the start button, and after it.
  const third = await loginOn(c.codes[0]!);
  await expect(element(third.device, c.probeId)).toBeAttached();
  await expect(element(third.device, c.buttonId)).toHaveCount(0);
  await third.device.getByTestId("start-game").click();
  await expect(element(third.device, c.resultId)).toContainText("Drei Klicks gespeichert");
  await third.device.screenshot({ path: "test-results/e2e-comp-server-third-device.png" });
  await second.context.close();
  await third.context.close();
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });
  test("registration errors: marked fields, expired and used codes", async ({ page, request }) => {
    const c = await setUp(request, "Fehlerprobe");
    await setServerClock(request, c.start + 1_000);
    await page.goto(`/competitions/${c.id}`);
    await expect(page.getByTestId("registration")).toBeVisible();
    await page.getByTestId("player-1-firstName").fill("Emmy");
    await page.getByTestId("join").click();
    await expect(page.getByTestId("form-error")).toHaveText(
      "Bitte korrigiere die markierten Felder",
    );
    await expect(page.getByTestId("player-1-lastName-error")).toHaveText("Pflichtfeld");
    await page.getByTestId("player-1-lastName").fill("Noether");
    await page.getByTestId("player-1-accessCode").fill("ABCD-EF");
    await page.getByTestId("join").click();
    await expect(page.getByTestId("player-1-accessCode-error")).toHaveText(
      "Bitte gib den vollständigen Zugangscode ein",
    );
    // A code used by another team.
    await request.post("/api/competition/sessions", {
      data: {
        competitionId: c.id,
        players: [{ firstName: "A", lastName: "B", accessCode: c.codes[0] }],
      },
    });
    await page.getByTestId("player-1-accessCode").fill(c.codes[0]!);
    await page.getByTestId("join").click();
    await expect(page.getByTestId("player-1-accessCode-error")).toHaveText(
      "Ungültiger oder bereits verwendeter Zugangscode",
    );
    // A year later the codes have expired (the server's clock decides).
    await setServerClock(request, c.start + 1_000 + 366 * 24 * 3_600_000);
    await page.getByTestId("player-1-accessCode").fill(c.codes[1]!);
    await page.getByTestId("player-1-firstName").focus();
    await expect(page.getByTestId("player-1-accessCode-error")).toHaveText(
      "Zugangscode abgelaufen",
    );
  });
});

test("the live board follows a team as it changes scene", async ({ page, browser, request }) => {
  const c = await setUp(request, "Live-Duell");
  await setServerClock(request, c.start + 1_000);
  const teacher = await browser.newContext({ locale: "de-DE" });
  const board = await teacher.newPage();
  await login(board.request);
  await board.goto(`/dashboard/competitions/${c.id}/live`);
  await expect(board.getByTestId("live-status")).toHaveAttribute("data-connected", "true");
  await expect(board.getByText("Noch hat sich kein Team angemeldet.")).toBeVisible();

  await page.goto(`/competitions/${c.id}`);
  await page.getByTestId("player-1-firstName").fill("Marie");
  await page.getByTestId("player-1-lastName").fill("Curie");
  await page.getByTestId("player-1-accessCode").fill(c.codes[0]!);
  await page.getByTestId("join").click();
  const team = board.getByTestId("board-team");
  await expect(team).toHaveCount(1);
  // The default naming mode keeps the first name and the initial only (issue 27).
  await expect(team.getByRole("rowheader")).toHaveText("Marie C.");
  await expect(team.getByTestId("team-scene")).toHaveText("Noch nicht gestartet");

  await page.getByTestId("start-game").click();
  await expect(team.getByTestId("team-scene")).toHaveText("Erste Szene");
  await expect(team.getByTestId("team-status")).toHaveText("Spielt");
  for (let i = 0; i < 3; i++) await element(page, c.buttonId).click();
  await expect(team.getByTestId("team-scene")).toHaveText("Zweite Szene");
  await expect(team.getByTestId("team-scenes")).toHaveText("2 / 2");
  // The second scene has no rule leading away: the team has finished, first place.
  await expect(team.getByTestId("team-status")).toHaveText("Fertig");
  await expect(team.getByRole("cell").first()).toHaveText("1");

  const downloading = board.waitForEvent("download");
  await board.getByRole("button", { name: "Ergebnisse exportieren (CSV)" }).click();
  const csv = readFileSync(await (await downloading).path(), "utf8");
  expect(csv).toContain("Platz;Team;Aktuelle Szene;Erreichte Szenen;Fehlversuche;Spielzeit;Status");
  expect(csv).toMatch(/1;Marie C\.;Zweite Szene;2;0;\d\d:\d\d;Fertig /);
  await teacher.close();
});
