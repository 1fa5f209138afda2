/**
 * Issue 27 in Chromium over the real API: a manager creates a competition in "first name +
 * initial" mode, students join, the board and its CSV show "Lena S.", the manager exports the
 * players' data and deletes it; the registration form in each naming mode; a user downloads
 * their data and deletes their account; the privacy pages.
 */
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoGameId, gql, login, setServerClock } from "../../player/e2e/support";
import { readMail } from "./mail";

test.use({ locale: "de-DE", timezoneId: "Europe/Berlin" });

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

function localInput(date: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login");
  await page.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await page.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function codes(request: APIRequestContext, count: number): Promise<string[]> {
  await login(request);
  const { generateAccessCodes } = await gql<{
    generateAccessCodes: { accessCodes: { code: string }[] };
  }>(
    request,
    "mutation($r: String!, $n: Int!) { generateAccessCodes(paymentReferenceId: $r, count: $n) { accessCodes { code } } }",
    { r: `E2E-PRIV-${Date.now()}-${Math.random()}`, n: count },
  );
  return generateAccessCodes.accessCodes.map((c) => c.code);
}

test("first name + initial: the board and CSV show “Lena S.”; export, then delete the data", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const gameId = await demoGameId(request);
  await logInAsAdmin(page);
  await page.goto("/dashboard/competitions/new");
  const form = page.getByTestId("competition-form");
  // Defaults: first name + initial, 30 days.
  await expect(page.getByRole("radio", { name: /Vorname \+ Initial/ })).toBeChecked();
  const retention = page.getByTestId("retention-days");
  await expect(retention).toHaveValue("30");
  const start = new Date(Date.now() + 3 * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  await page.getByLabel("Titel").fill("Datenschutz 7b");
  await page.getByLabel("Start", { exact: true }).fill(localInput(start));
  await page.getByLabel("Ende", { exact: true }).fill(localInput(end));
  await page.getByRole("combobox", { name: "Spiel" }).fill(String(gameId));
  // Bad retentions: refused with a message, nothing created.
  for (const bad of ["-1", "10000"]) {
    await retention.fill(bad);
    await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
    await expect(page.getByTestId("retention-error")).toHaveText(
      "Bitte eine ganze Zahl von 0 bis 365 Tagen eingeben.",
    );
    await expect(page).toHaveURL(/\/competitions\/new$/);
  }
  await retention.fill("14");
  await page.screenshot({
    path: "test-results/screenshots/privacy-competition-form-de.png",
    fullPage: true,
  });
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  await expect(page).toHaveURL(/\/dashboard\/competitions$/);

  await login(request);
  const { managedCompetitions } = await gql<{
    managedCompetitions: {
      id: string;
      title: string;
      participantNaming: string;
      retentionDays: number;
    }[];
  }>(request, "{ managedCompetitions { id title participantNaming retentionDays } }");
  const competition = managedCompetitions.find((c) => c.title === "Datenschutz 7b")!;
  expect(competition).toMatchObject({ participantNaming: "FIRST_NAME_INITIAL", retentionDays: 14 });

  // Two students join while it runs.
  const [lena, oemer] = await codes(request, 2);
  await setServerClock(request, start.getTime() + 1_000);
  const students = await browser.newContext({ locale: "de-DE" });
  const student = await students.newPage();
  await student.goto(`/competitions/${competition.id}`);
  await expect(student.getByTestId("naming-notice")).toContainText("„Lena S.“");
  await student.getByTestId("player-1-firstName").fill("Lena");
  await student.getByTestId("player-1-lastName").fill("Schmidt");
  await student.getByTestId("player-1-accessCode").fill(lena!);
  await student.getByTestId("add-player").click();
  await student.getByTestId("player-2-firstName").fill("Ömer");
  await student.getByTestId("player-2-lastName").fill("Özdemir");
  await student.getByTestId("player-2-accessCode").fill(oemer!);
  await student.screenshot({
    path: "test-results/screenshots/privacy-registration-first-name-initial-de.png",
    fullPage: true,
  });
  await student.getByTestId("join").click();
  await expect(student.getByTestId("start-game")).toBeVisible();
  await students.close();

  // The board and its CSV name them as the mode asks.
  await page.goto(`/dashboard/competitions/${competition.id}/live`);
  const team = page.getByTestId("board-team");
  await expect(team.getByRole("rowheader")).toHaveText("Lena S., Ömer Ö.");
  await expect(page.getByTestId("data-deletion-date")).toContainText("automatisch gelöscht");
  const [boardCsv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Ergebnisse exportieren (CSV)" }).click(),
  ]);
  const boardText = readFileSync((await boardCsv.path())!, "utf8");
  expect(boardText).toContain("Lena S., Ömer Ö.");
  expect(boardText).not.toContain("Schmidt");

  // While it runs, the data cannot be deleted.
  await expect(page.getByTestId("delete-data")).toBeDisabled();
  // Export: JSON and CSV (who, what, when).
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-data-json").click(),
  ]);
  const exported = JSON.parse(readFileSync((await json.path())!, "utf8")) as {
    teams: { players: { displayName: string; lastInitial: string; lastName?: string }[] }[];
  };
  expect(exported.teams[0]!.players.map((p) => p.displayName)).toEqual(["Lena S.", "Ömer Ö."]);
  expect(exported.teams[0]!.players[0]!.lastName).toBeUndefined();
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-data-csv").click(),
  ]);
  const csvText = readFileSync((await csv.path())!, "utf8");
  expect(csvText).toContain("Lena S.");
  expect(csvText).toContain(lena!);

  // After the end: delete the players' data, after a confirmation that names what goes.
  await setServerClock(request, end.getTime() + 60_000);
  await page.reload();
  await page.getByTestId("delete-data").click();
  const dialog = page.getByTestId("delete-data-dialog");
  await expect(dialog).toContainText("aller 2 Spielenden in 1 Teams");
  await page.screenshot({ path: "test-results/screenshots/privacy-delete-data-de.png" });
  await page.getByTestId("delete-data-confirm").click();
  await expect(page.getByTestId("data-deletion-date")).toContainText(
    "Geblieben: 1 Teams, 2 Spielende",
  );
  await expect(page.getByTestId("board-team")).toHaveCount(0);
  const after = await gql<{ exportCompetitionData: { teams: unknown[] } }>(
    request,
    "query($id: ID!) { exportCompetitionData(id: $id) }",
    { id: competition.id },
  );
  expect(after.exportCompetitionData.teams).toEqual([]);
  await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id: competition.id });
});

test("the registration form in nickname and full-name mode", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const gameId = await demoGameId(request);
  await login(request);
  const start = Date.now() + 3 * 3_600_000;
  const ids: string[] = [];
  for (const mode of ["NICKNAME", "FULL_NAME"]) {
    const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
      request,
      "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
      {
        i: {
          title: `Modus ${mode}`,
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 3_600_000).toISOString(),
          gameId,
          participantNaming: mode,
        },
      },
    );
    ids.push(createCompetition.id);
  }
  await setServerClock(request, start + 1_000);
  for (const [locale, lang] of [
    ["de-DE", "de"],
    ["en-GB", "en"],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`/competitions/${ids[0]}`);
    const nickname = page.getByTestId("player-1-nickname");
    await expect(nickname).not.toHaveValue("");
    await expect(page.getByTestId("player-1-firstName")).toHaveCount(0);
    const first = await nickname.inputValue();
    await page.getByTestId("player-1-suggest").click();
    await expect(nickname).not.toHaveValue(first);
    await page.screenshot({
      path: `test-results/screenshots/privacy-registration-nickname-${lang}.png`,
      fullPage: true,
    });
    await page.goto(`/competitions/${ids[1]}`);
    await expect(page.getByTestId("player-1-lastName")).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/privacy-registration-full-name-${lang}.png`,
      fullPage: true,
    });
    await context.close();
  }
  for (const id of ids)
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id });
});

test("a user downloads their data and deletes their account", async ({ page }) => {
  const email = `privacy-${Date.now()}@e2e.test`;
  const password = "Datenschutz-Passwort-42";
  const api = page.request;
  await gql(
    api,
    'mutation($e: String!, $p: String!) { register(email: $e, password: $p, displayName: "Lena") }',
    { e: email, p: password },
  );
  const code = (await readMail(email, /^Subject: .*?(\d{6})/m))[1]!;
  await gql(
    api,
    "mutation($e: String!, $c: String!) { confirmRegistration(email: $e, code: $c) { viewer { id } } }",
    { e: email, c: code },
  );
  await gql(api, 'mutation { createGame(title: "Mein Rätsel") { id } }');
  await page.goto("/dashboard/settings/profile");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-my-data").click(),
  ]);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    account: { email: string };
    games: { title: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.games.map((g) => g.title)).toEqual(["Mein Rätsel"]);

  await page.getByTestId("delete-account").click();
  const dialog = page.getByTestId("delete-account-dialog");
  await expect(dialog.getByTestId("plan-games")).toHaveText("Mein Rätsel");
  await dialog.getByTestId("delete-account-email").fill("falsch@e2e.test");
  await dialog.getByTestId("delete-account-confirm").click();
  await expect(dialog.getByTestId("delete-account-error")).toHaveText(
    "Zur Bestätigung bitte die E-Mail-Adresse des Kontos eingeben",
  );
  await dialog.getByTestId("delete-account-email").fill(email);
  await page.screenshot({ path: "test-results/screenshots/privacy-delete-account-de.png" });
  await dialog.getByTestId("delete-account-confirm").click();
  await expect(page).toHaveURL(/\/\?deleted=1$/);
  // The account is gone: logging in fails.
  const res = await api.post("/graphql", {
    data: {
      query:
        "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }",
      variables: { e: email, p: password },
    },
  });
  expect(((await res.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
});

for (const [locale, lang] of [
  ["de-DE", "de"],
  ["en-GB", "en"],
] as const)
  test(`the privacy pages and their footer links (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/competitions");
    const footer = page.getByTestId("privacy-footer");
    await footer.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      lang === "de" ? "Datenschutz für Schülerinnen und Schüler" : "Privacy for students",
    );
    await page.screenshot({
      path: `test-results/screenshots/privacy-students-${lang}.png`,
      fullPage: true,
    });
    await page.goto("/privacy/teachers");
    await expect(page.getByTestId("privacy-teachers")).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/privacy-teachers-${lang}.png`,
      fullPage: true,
    });
    await page.goto("/privacy/processing");
    await expect(page.getByTestId("processing-processors")).toContainText(
      lang === "de" ? "keiner eingerichtet" : "none configured",
    );
    await page.screenshot({
      path: `test-results/screenshots/privacy-processing-${lang}.png`,
      fullPage: true,
    });
    // The editor's pages have the footer, too.
    await page.goto("/auth/login");
    await expect(page.getByTestId("privacy-footer").getByRole("link")).toHaveCount(3);
    await context.close();
  });
