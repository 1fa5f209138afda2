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

/** "YYYY-MM-DDTHH:mm" in the browser's zone (Europe/Berlin here). */
function localInput(date: Date): string {
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
  return parts.replace(" ", "T");
}

test("a competition manager creates, lists and deletes a competition", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const gameId = await demoGameId(page.request);
  await logInAsAdmin(page);
  await page.goto("/dashboard/competitions/new");
  const form = page.getByTestId("competition-form");
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  await expect(form.getByText("Titel ist erforderlich")).toBeVisible();
  await expect(form.getByText("Startdatum ist erforderlich")).toBeVisible();
  await expect(form.getByText("Spiel-ID ist erforderlich")).toBeVisible();

  const start = new Date(Date.now() + (2 * 60 + 30) * 60_000);
  await page.getByLabel("Titel").fill("Mathe-Rallye 7b");
  await page.getByLabel("Start").fill(localInput(start));
  await page.getByLabel("Ende").fill(localInput(new Date(start.getTime() - 3_600_000)));
  await page.getByLabel("Spiel-ID").fill("999999");
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  await expect(form.getByText("Enddatum muss nach dem Startdatum liegen")).toBeVisible();
  await page.getByLabel("Ende").fill(localInput(new Date(start.getTime() + 3_600_000)));
  await form.getByRole("button", { name: "Wettbewerb anlegen" }).click();
  // The API checks the game: unknown or unpublished games are refused (spec §5).
  await expect(form.getByText("Spiel nicht gefunden oder nicht zugänglich")).toBeVisible();
  await page.getByLabel("Spiel-ID").fill(String(gameId));
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
  await expect(page.getByLabel("Start")).toHaveValue(localInput(start));
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
  const today = localInput(new Date()).slice(0, 10);
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
