import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { demoGameId } from "../../player/e2e/support";

// A German teacher: the spec's German messages.
test.use({ locale: "de-DE", timezoneId: "Europe/Berlin" });

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login");
  await page.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await page.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId("toast").filter({ hasText: text }).first();

/** "24.11.2026 14:30": how a German viewer in Berlin types a date and time. */
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

test("a competition manager creates, lists and deletes a competition", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await demoGameId(page.request);
  await logInAsAdmin(page);
  await page.goto("/dashboard/competitions/new");
  const form = page.getByTestId("competition-form");
  await expect(form.getByText("Format: TT.MM.JJJJ HH:MM")).toHaveCount(2);
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  await expect(form.getByText("Titel ist erforderlich")).toBeVisible();
  await expect(form.getByText("Startdatum ist erforderlich")).toBeVisible();
  await expect(form.getByText("Spiel-ID ist erforderlich")).toBeVisible();

  // On a whole minute, as the form takes it (a start typed with its seconds cut off was up to a
  // minute nearer, and the tile said 2 h 28 min when the test began late in a minute).
  const start = new Date(Math.ceil((Date.now() + (2 * 60 + 30) * 60_000) / 60_000) * 60_000);
  // Dates in the German format: an ISO date or a day that does not exist is no date.
  await page.getByLabel("Start", { exact: true }).fill("2026-11-24T14:30");
  await page.getByLabel("Ende", { exact: true }).fill("31.02.2026 10:00");
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  await expect(form.getByText("Ungültiges Datum")).toHaveCount(2);
  await page.getByLabel("Titel").fill("Mathe-Rallye 7b");
  await page.getByLabel("Start", { exact: true }).fill(localInput(start));
  await page
    .getByLabel("Ende", { exact: true })
    .fill(localInput(new Date(start.getTime() - 3_600_000)));
  // A game ID typed as a number is taken as it is.
  await page.getByRole("combobox", { name: "Spiel" }).fill("999999");
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  await expect(form.getByText("Enddatum muss nach dem Startdatum liegen")).toBeVisible();
  await page
    .getByLabel("Ende", { exact: true })
    .fill(localInput(new Date(start.getTime() + 3_600_000)));
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  // The API checks the game: unknown or unpublished games are refused.
  await expect(form.getByText("Spiel nicht gefunden oder nicht zugänglich")).toBeVisible();
  // The game is picked by its title (issue 20).
  const picker = page.getByRole("combobox", { name: "Spiel" });
  await picker.fill("verschlossene");
  await page.getByRole("option", { name: /Demo: Das verschlossene Labor/ }).click();
  await expect(picker).toHaveValue("Demo: Das verschlossene Labor");
  await expect(form.getByText("Spiel nicht gefunden oder nicht zugänglich")).toHaveCount(0);
  // Dates: a calendar beside the typed text.
  await page.getByRole("button", { name: "Ende: Tag im Kalender wählen" }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/competition-form-calendar.png" });
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();

  await expect(page).toHaveURL(/\/dashboard\/competitions$/);
  await expect(toast(page, "Wettbewerb angelegt")).toBeVisible();
  const tile = page
    .getByTestId("group-UPCOMING")
    .getByTestId("competition-tile")
    .filter({ hasText: "Mathe-Rallye 7b" });
  await expect(tile.getByTestId("starts-in")).toHaveText(/^Startet in 2 Std\. (29|30) Min\.$/);
  await expect(tile.getByTestId("participants")).toHaveText("0");

  await tile.getByRole("button", { name: "Aktionen für Mathe-Rallye 7b" }).click();
  await page.getByRole("menuitem", { name: "Wettbewerbs-URL kopieren" }).click();
  await expect(toast(page, "Wettbewerbs-URL kopiert")).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/competitions\/[0-9a-f-]{36}$/);

  // Edit: the form shows the stored values in the browser's zone.
  await tile.getByRole("link", { name: "Mathe-Rallye 7b" }).click();
  await expect(page.getByLabel("Start", { exact: true })).toHaveValue(localInput(start));
  await page.getByLabel("Titel").fill("Mathe-Rallye 7c");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(toast(page, "Änderungen gespeichert")).toBeVisible();

  const renamed = page.getByTestId("competition-tile").filter({ hasText: "Mathe-Rallye 7c" });
  await renamed.getByRole("button", { name: "Aktionen für Mathe-Rallye 7c" }).click();
  await page.getByRole("menuitem", { name: "Löschen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(toast(page, "Wettbewerb gelöscht")).toBeVisible();
  await expect(renamed).toHaveCount(0);
});

test("access codes: generate, search, revoke, export, delete, import again", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logInAsAdmin(page);
  await page.goto("/dashboard/competitions/access-codes");
  await expect(page.getByRole("heading", { name: "Zugangscodes", level: 1 })).toBeVisible();
  // What a payment reference is for, not as if codes were bought (issue 20).
  await expect(page.getByText(/^Ein Verwendungszweck fasst Zugangscodes zusammen/)).toBeVisible();
  await expect(page.getByText(/gekauft/)).toHaveCount(0);

  await page.getByRole("button", { name: "Codes erzeugen" }).click();
  const generate = page.getByRole("dialog", { name: "Zugangscodes erzeugen" });
  await generate.getByLabel("Anzahl der Codes").fill("1001");
  await generate.getByRole("button", { name: "Erzeugen" }).click();
  await expect(generate.getByText("Die Anzahl muss zwischen 1 und 1000 liegen")).toBeVisible();
  await generate.getByLabel("Verwendungszweck").fill("RE-E2E-7b");
  await generate.getByLabel("Anzahl der Codes").fill("3");
  await generate.getByRole("button", { name: "Erzeugen" }).click();
  await expect(toast(page, "3 Codes erzeugt")).toBeVisible();

  const row = page.locator('[data-testid="reference-row"][data-reference="RE-E2E-7b"]');
  await expect(row.getByTestId("reference-counts")).toHaveText(
    "3 Codes · 0 verwendet · 0 widerrufen",
  );
  await row.getByRole("button", { name: "Codes anzeigen" }).click();
  const codes = page.getByTestId("code-row");
  await expect(codes).toHaveCount(3);
  const first = (await codes.first().getAttribute("data-code"))!;
  // Search by a code typed in lower case without separators.
  await page.getByRole("searchbox").fill(first.toLowerCase().replaceAll("-", ""));
  await page.getByRole("button", { name: "Verwendungszweck oder Code suchen" }).click();
  await expect(page.getByTestId("reference-row")).toHaveCount(1);

  await row.getByRole("button", { name: "Verwendungszweck kopieren" }).click();
  await expect(toast(page, "Verwendungszweck kopiert")).toBeVisible();
  await page
    .locator(`[data-testid="code-row"][data-code="${first}"]`)
    .getByRole("button", { name: "Widerrufen" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Widerrufen" }).click();
  await expect(toast(page, "Code widerrufen")).toBeVisible();
  await expect(row.getByTestId("reference-counts")).toHaveText(
    "3 Codes · 0 verwendet · 1 widerrufen",
  );

  // Export today's references as CSV (the revoked code is left out).
  await page.getByRole("button", { name: "CSV exportieren" }).click();
  const exporter = page.getByRole("dialog", { name: "Zugangscodes exportieren" });
  await exporter.getByRole("button", { name: "Exportieren" }).click();
  await expect(exporter.getByText("Bitte gib einen vollständigen Zeitraum an")).toBeVisible();
  const today = localInput(new Date()).slice(0, 10).split(".").toReversed().join("-");
  await exporter.getByLabel("Von").fill(today);
  await exporter.getByLabel("Bis").fill(today);
  const downloading = page.waitForEvent("download");
  await exporter.getByRole("button", { name: "Exportieren" }).click();
  const file = await (await downloading).path();
  const csv = readFileSync(file, "utf8");
  expect(csv).toContain("paymentReferenceId;codeCount;createdAt;validUntil;codes");
  expect(csv).toMatch(/RE-E2E-7b;2;/);
  expect(csv).not.toContain(first);

  // Delete the reference with its codes, then import the exported file again.
  await page.getByRole("searchbox").fill("");
  await page.getByRole("button", { name: "Verwendungszweck oder Code suchen" }).click();
  await row.getByRole("button", { name: "Verwendungszweck löschen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(toast(page, "Verwendungszweck gelöscht")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole("button", { name: "CSV importieren" }).click();
  const importer = page.getByRole("dialog", { name: "Zugangscodes importieren" });
  await importer.getByRole("button", { name: /importieren/ }).click();
  await expect(importer.getByText("Bitte wähle eine CSV-Datei")).toBeVisible();
  await importer.getByTestId("import-file").setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv.replace(/^\uFEFF/, "") + "\r\nOhne Anzahl;;;;\r\n"),
  });
  await expect(importer.getByTestId("import-row")).toHaveCount(csv.trim().split("\n").length);
  await expect(importer.getByText("Die Anzahl muss zwischen 1 und 1000 liegen")).toBeVisible();
  await importer.getByTestId("import-file").setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await importer.getByRole("button", { name: /Zeilen importieren/ }).click();
  await expect(toast(page, /Codes erzeugt/)).toBeVisible();
  await expect(row.getByTestId("reference-counts")).toHaveText(
    "2 Codes · 0 verwendet · 0 widerrufen",
  );
});

test.describe("in English, in New York", () => {
  test.use({ locale: "en-US", timezoneId: "America/New_York" });

  test("the form reads and shows dates as dd/mm/yyyy h:mm AM/PM in the viewer's zone", async ({
    page,
  }) => {
    const gameId = await demoGameId(page.request);
    await page.goto("/auth/login");
    await page.getByLabel("Email address").fill("admin@e2e.test");
    await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/dashboard/competitions/new");
    const form = page.getByTestId("competition-form");
    await expect(form.getByText("Format: dd/mm/yyyy h:mm AM")).toHaveCount(2);
    await form.getByRole("button", { name: "Create competition" }).click();
    await expect(form.getByText("Title is required")).toBeVisible();
    await expect(form.getByText("Start date is required")).toBeVisible();
    await expect(form.getByText("End date is required")).toBeVisible();
    await expect(form.getByText("Game ID is required")).toBeVisible();

    const year = new Date().getUTCFullYear() + 1;
    await page.getByLabel("Title").fill("Math rally NY");
    await page.getByLabel("Start", { exact: true }).fill(`24.11.${year} 14:30`); // German, not English
    await page.getByLabel("End", { exact: true }).fill(`24/11/${year} 13:30 PM`);
    await page.getByRole("combobox", { name: "Game" }).fill(String(gameId));
    await form.getByRole("button", { name: "Create competition" }).click();
    await expect(form.getByText("Invalid date")).toHaveCount(2);
    await page.getByLabel("Start", { exact: true }).fill(`24/11/${year} 2:30 PM`);
    await page.getByLabel("End", { exact: true }).fill(`24/11/${year} 1:30 PM`);
    await form.getByRole("button", { name: "Create competition" }).click();
    await expect(form.getByText("End date must be after the start date")).toBeVisible();
    await page.getByLabel("End", { exact: true }).fill(`24/11/${year} 4:00 PM`);
    await form.getByRole("button", { name: "Create competition" }).click();
    await expect(page).toHaveURL(/\/dashboard\/competitions$/);

    const tile = page.getByTestId("competition-tile").filter({ hasText: "Math rally NY" });
    await tile.getByRole("link", { name: "Math rally NY" }).click();
    // 2:30 PM in New York is 19:30 UTC in November: stored as that instant, shown again as typed.
    await expect(page.getByLabel("Start", { exact: true })).toHaveValue(`24/11/${year} 2:30 PM`);
    await expect(page.getByLabel("End", { exact: true })).toHaveValue(`24/11/${year} 4:00 PM`);
    const id = page.url().split("/").pop()!;
    const stored = await page.request.post("/graphql", {
      headers: { "x-graphql-yoga-csrf": "1" },
      data: {
        query: "query($id: ID!) { managedCompetition(id: $id) { startDate endDate } }",
        variables: { id },
      },
    });
    expect((await stored.json()).data.managedCompetition).toEqual({
      startDate: `${year}-11-24T19:30:00.000Z`,
      endDate: `${year}-11-24T21:00:00.000Z`,
    });
    await page.screenshot({ path: "test-results/competition-form-en.png", fullPage: true });
    await page.goto("/dashboard/competitions");
    await tile.getByRole("button", { name: "Actions for Math rally NY" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(tile).toHaveCount(0);
  });
});
