import { readFile, writeFile } from "node:fs/promises";
import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gql, login, publishGame, setServerClock } from "../../player/e2e/support";
import { qrCodesIn } from "./pdf-qr";

/**
 * Issue 24 items 5 and 6: after a competition of three teams (driven through the inputs API, as
 * the server's runtime decides play), the teacher opens the debrief (charts, common wrong
 * answers, a toggle that hides them), downloads its CSVs and the printable kit, whose QR codes
 * open the competition page with the code filled in; a revoked code gets no card.
 */
const CODE = "4711";

function lockGame(locale: "de" | "en") {
  const doc = createGameDocument({ locale, registry });
  const first = doc.scenes[0]!;
  first.name = locale === "de" ? "Keller" : "Cellar";
  const second = createScene(locale === "de" ? "Tresorraum" : "Vault");
  doc.scenes.push(second);
  const lock = createElement(registry, "number-code-input", {
    locale,
    name: locale === "de" ? "Tresorschloss" : "Vault lock",
    x: 440,
    y: 300,
    props: { expectedCode: CODE },
  });
  first.elements.push(lock);
  doc.rules.push({
    id: createId("rule"),
    name: "open",
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

/** A competition that three teams played and that has ended (by the server's clock). */
async function playedCompetition(
  request: APIRequestContext,
  playwright: typeof import("@playwright/test").request,
  baseURL: string,
  locale: "de" | "en",
) {
  const { doc, lockId } = lockGame(locale);
  const title = locale === "de" ? "Klasse 7b: Tresor" : "Class 7b: Vault";
  const gameId = await publishGame(request, title, doc);
  const start = Date.now() - 60_000;
  const end = Date.now() + 3_600_000;
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
  const competitionId = createCompetition.id;
  created.push(competitionId);
  const { generateAccessCodes } = await gql<{
    generateAccessCodes: { id: string; accessCodes: { id: string; code: string }[] };
  }>(
    request,
    "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 5) { id accessCodes { id code } } }",
    { r: `E2E-Debrief-${locale}-${Date.now()}` },
  );
  const codes = generateAccessCodes.accessCodes;
  // Three teams: Anna's solves after one wrong code; Ben's gives two wrong ones; Cem's one.
  const plays: [string, string[]][] = [
    ["Anna", ["1234", CODE]],
    ["Ben", ["1234", "9999"]],
    ["Cem", ["0000"]],
  ];
  // Each team takes its time: the server's clock moves on by minutes between its inputs.
  let clock = Date.now();
  for (const [i, [name, entries]] of plays.entries()) {
    await setServerClock(request, (clock += 30_000));
    const team = await playwright.newContext({ baseURL });
    const joined = await team.post("/api/competition/sessions", {
      data: {
        competitionId,
        players: [{ firstName: name, lastName: "Muster", accessCode: codes[i]!.code }],
      },
    });
    expect(joined.status()).toBe(201);
    let seq = 0;
    const send = async (input: unknown) => {
      const res = await team.post(`/api/competition/${competitionId}/inputs`, {
        data: { seq: ++seq, input },
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    await send({ type: "start" });
    for (const value of entries) {
      await setServerClock(request, (clock += (i + 2) * 60_000));
      await send({ type: "elementAction", elementId: lockId, action: "type", args: { value } });
    }
    await team.dispose();
  }
  // The teacher's lesson is over: the competition has ended.
  await setServerClock(request, end + 1_000);
  return { competitionId, codes, referenceId: generateAccessCodes.id, title };
}

/** A QR code's address as a path: the server prints its own link origin (PUBLIC_URL, else localhost). */
function local(url: string) {
  const parsed = new URL(url);
  expect(parsed.protocol).toBe("http:");
  return parsed.pathname + parsed.search;
}

async function download(page: Page, testId: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId(testId).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("debrief with charts and hideable wrong answers, CSVs, kit whose QR codes join", async ({
    page,
    browser,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { competitionId, codes, referenceId } = await playedCompetition(
      request,
      playwright.request,
      baseURL!,
      "de",
    );
    await login(page.request);
    // From the competition's tile: its menu has the kit and the debrief.
    await page.goto("/dashboard/competitions");
    const tile = page.locator(`[data-competition-id="${competitionId}"]`);
    await tile.getByRole("button", { name: "Aktionen für Klasse 7b: Tresor" }).click();
    await expect(page.getByRole("menuitem", { name: "Druckvorlage (PDF)" })).toHaveAttribute(
      "href",
      `/api/competitions/${competitionId}/kit.pdf?lang=de`,
    );
    await page.getByRole("menuitem", { name: "Auswertung" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/competitions/${competitionId}/debrief$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Auswertung: Klasse 7b: Tresor",
    );
    await expect(page.getByText("3 Teams · 1 fertig")).toBeVisible();
    // Charts: a bar per riddle, a timeline per team.
    for (const chart of ["chart-solved", "chart-time", "chart-timeline"])
      await expect(
        page.getByTestId(chart).locator(".recharts-bar-rectangle").first(),
      ).toBeVisible();
    await expect(page.getByTestId("chart-solved")).toContainText(
      "Teams je Rätsel: gelöst, versucht ohne Lösung, nicht versucht",
    );
    const riddle = page.getByTestId("debrief-riddle");
    await expect(riddle.getByTestId("riddle-solved")).toHaveText("1 von 3");
    await expect(riddle.getByTestId("wrong-answer")).toHaveText(["1234 2×", "0000 1×", "9999 1×"]);
    await expect(page.getByTestId("debrief-team")).toHaveCount(3);
    await expect(page.getByTestId("debrief-team").nth(1)).toContainText(
      "Aufgehört bei Keller › Tresorschloss",
    );
    await page.screenshot({ path: "test-results/debrief-de.png", fullPage: true });
    // Printed (or saved as PDF): no sidebar, no buttons; the charts and tables stay.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".dash-sidebar")).toBeHidden();
    await expect(page.getByTestId("csv-teams")).toBeHidden();
    await expect(page.getByTestId("chart-timeline")).toBeVisible();
    await page.screenshot({ path: "test-results/debrief-de-print.png", fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // Hidden for the class: the toggle, by keyboard.
    const toggle = page.getByRole("switch", { name: "Falsche Antworten zeigen" });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(page.getByTestId("wrong-answer")).toHaveCount(0);
    await expect(page.getByText("Falsche Antworten sind ausgeblendet.")).toBeVisible();
    await page.screenshot({ path: "test-results/debrief-de-hidden.png" });
    await toggle.click();
    await expect(page.getByTestId("wrong-answer")).toHaveCount(3);

    // CSV: one row per team, one per riddle.
    const teams = await download(page, "csv-teams");
    expect(teams.name).toBe("Klasse 7b Tresor – Teams.csv");
    const teamRows = teams.bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(teamRows).toHaveLength(4);
    expect(teamRows[0]).toMatch(/^Team,Spielende,Beendet,/);
    // First name + initial: the competition's default naming mode (the privacy issue).
    expect(teamRows[1]).toMatch(/^1,Anna M\.,ja,/);
    const riddles = await download(page, "csv-riddles");
    const riddleRows = riddles.bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(riddleRows).toHaveLength(2);
    expect(riddleRows[1]).toMatch(/^Tresorschloss,Keller,1,3,/);
    expect(riddleRows[1]).toContain("1234 (2); 0000 (1); 9999 (1)");

    // The kit from the debrief: a QR code per free code, each opening this competition's page.
    const kit = await download(page, "kit-pdf");
    expect(kit.name).toBe("Klasse 7b Tresor – Druckvorlage.pdf");
    const pageUrl = `/competitions/${competitionId}`;
    const free = codes.slice(3).map((c) => c.code);
    const urls = (await qrCodesIn(kit.bytes)).map(local);
    for (const code of free) expect(urls).toContain(`${pageUrl}?code=${code}`);
    for (const used of codes.slice(0, 3)) expect(urls.join()).not.toContain(used.code);

    // One payment reference: five cards, one QR per usable code; then one is revoked.
    const reference = await page.request.get(
      `/api/competitions/${competitionId}/kit.pdf?reference=${referenceId}&lang=de`,
    );
    expect(reference.headers()["x-kit-cards"]).toBe("5");
    const referenceBytes = await reference.body();
    expect((await qrCodesIn(referenceBytes)).map(local).sort()).toEqual(
      free.map((code) => `${pageUrl}?code=${code}`).sort(),
    );
    await writeFile("test-results/kit-de.pdf", referenceBytes);
    await gql(page.request, "mutation($id: ID!) { revokeAccessCode(id: $id) { id } }", {
      id: codes[4]!.id,
    });
    const refused = await page.request.get(
      `/api/competitions/${competitionId}/kit.pdf?code=${codes[4]!.code}`,
      { headers: { "Accept-Language": "de" } },
    );
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Dieser Zugangscode ist gesperrt: Für ihn wird keine Karte gedruckt.",
    );
    const afterRevoke = await page.request.get(
      `/api/competitions/${competitionId}/kit.pdf?reference=${referenceId}`,
    );
    const scanned = (await qrCodesIn(await afterRevoke.body())).map(local);
    expect(scanned).toEqual([`${pageUrl}?code=${codes[3]!.code}`]);

    // A student scans a card while the competition runs: the code is filled in, names are typed.
    await setServerClock(request, null);
    const student = await browser.newContext({ locale: "de-DE", baseURL });
    const phone = await student.newPage();
    await phone.goto(scanned[0]!);
    await expect(phone.getByTestId("player-1-accessCode")).toHaveValue(codes[3]!.code);
    await phone.getByTestId("player-1-firstName").fill("Dora");
    await phone.getByTestId("player-1-lastName").fill("Muster");
    await phone.getByTestId("join").click();
    await expect(phone.getByTestId("start-game")).toHaveText("Spiel starten");
    // A revoked code's address fills the field, and the join refuses it as always.
    const other = await browser.newContext({ locale: "de-DE", baseURL });
    const second = await other.newPage();
    await second.goto(`${pageUrl}?code=${codes[4]!.code}`);
    await expect(second.getByTestId("player-1-accessCode")).toHaveValue(codes[4]!.code);
    await second.getByTestId("player-1-firstName").fill("Emil");
    await second.getByTestId("player-1-lastName").fill("Muster");
    await second.getByTestId("join").click();
    await expect(second.getByText("Ungültiger oder bereits verwendeter Zugangscode")).toBeVisible();
    await expect(second.getByTestId("start-game")).toHaveCount(0);
    await student.close();
    await other.close();
  });
});

test("in English: the debrief, its CSV and the kit", async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { competitionId, codes } = await playedCompetition(
    request,
    playwright.request,
    baseURL!,
    "en",
  );
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await login(page.request);
  await page.goto(`/dashboard/competitions/${competitionId}/debrief`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Debrief: Class 7b: Vault");
  await expect(page.getByTestId("chart-timeline")).toContainText(
    "Each team's path through the scenes",
  );
  await expect(page.getByTestId("debrief-riddle").getByTestId("wrong-answer").first()).toHaveText(
    "1234 2×",
  );
  await page.getByRole("switch", { name: "Show wrong answers" }).click();
  await expect(page.getByText("Wrong answers are hidden.")).toBeVisible();
  await page.screenshot({ path: "test-results/debrief-en.png", fullPage: true });
  const teams = await download(page, "csv-teams");
  const rows = teams.bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(rows[0]).toMatch(/^Team,Players,Finished,/);
  expect(rows).toHaveLength(4);
  const kit = await download(page, "kit-pdf");
  expect(kit.name).toBe("Class 7b Vault – printable kit.pdf");
  const urls = (await qrCodesIn(kit.bytes)).map(local);
  for (const c of codes.slice(3))
    expect(urls).toContain(`/competitions/${competitionId}?code=${c.code}`);
  await context.close();
});
