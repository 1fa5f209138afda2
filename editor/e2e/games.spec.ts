import { expect, test, type Page } from "@playwright/test";

// A German teacher: the spec's German messages.
test.use({ locale: "de-DE" });

const shots = "test-results/screenshots";

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login");
  await page.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await page.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The row whose title is exactly `title` (a regex source; the header cell reads "<title> Spiel-ID <id>"). */
const row = (page: Page, title: string) =>
  page
    .getByTestId("game-row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${title}\\s*Spiel-ID`) }) });

/**
 * Opens a row's menu and chooses `item`. The menu (not modal) can still be closing from the last
 * choice when the next click lands, which then closes it again: click until the item shows.
 */
async function choose(page: Page, rowLocator: ReturnType<typeof row>, item: string, exact = false) {
  const menuItem = page.getByRole("menuitem", { name: item, exact });
  // The menu of the last choice must be gone first (it animates out).
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(async () => {
    if (!(await menuItem.isVisible()))
      await rowLocator.getByRole("button", { name: /Aktionen für/ }).click();
    await expect(menuItem).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await menuItem.click();
}

test("a teacher creates, renames, publishes, duplicates and deletes a game", async ({
  page,
  context,
}) => {
  // The whole life of a game in one flow (about 20 steps with toasts): more than the default 30 s.
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logInAsAdmin(page);
  await page.goto("/dashboard/games");
  await expect(page.getByRole("heading", { name: "Spiele", level: 1 })).toBeVisible();
  // The seeded demo game is the admin's and published.
  await expect(row(page, "Demo: Das verschlossene Labor").getByTestId("game-status")).toHaveText(
    "Veröffentlicht",
  );

  // Create: the title is required, then the game appears as a draft.
  await page.getByRole("button", { name: "Spiel erstellen" }).first().click();
  const create = page.getByRole("dialog", { name: "Spiel erstellen" });
  await create.getByRole("button", { name: "Erstellen" }).click();
  await expect(create.getByText("Titel ist erforderlich")).toBeVisible();
  await expect(create.getByText("Formular unvollständig.")).toBeVisible();
  await create.getByLabel("Titel").fill("Bruchrechnen im Tresorraum");
  await create.getByRole("button", { name: "Erstellen" }).click();
  await expect(create).toBeHidden();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Spiel „Bruchrechnen im Tresorraum“ erstellt" }),
  ).toBeVisible();
  // A new game opens in the editor (issue 20); back to the list.
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();
  await page.goto("/dashboard/games");
  const game = row(page, "Bruchrechnen im Tresorraum");
  await expect(game.getByTestId("game-status")).toHaveText("Entwurf");
  const id = await game.getAttribute("data-game-id");

  // Rename: an empty name is refused with the spec's message; a new one is saved.
  await choose(page, game, "Umbenennen");
  const rename = page.getByRole("dialog", { name: "Spiel umbenennen" });
  await rename.getByLabel("Titel").fill("   ");
  await rename.getByRole("button", { name: "Speichern" }).click();
  await expect(rename.getByText("Spielname darf nicht leer sein")).toBeVisible();
  await rename.getByLabel("Titel").fill("Brüche im Tresor");
  await rename.getByRole("button", { name: "Speichern" }).click();
  await expect(rename).toBeHidden();
  const renamed = row(page, "Brüche im Tresor");
  await expect(renamed).toBeVisible();

  // Copy the game ID and URL.
  await choose(page, renamed, "Spiel-ID kopieren");
  await expect(page.getByTestId("toast").filter({ hasText: "Spiel-ID kopiert" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);

  // Publish unlisted, then publish: the confirmation messages, and the public page follows.
  await choose(page, renamed, "Veröffentlichen (nicht gelistet)");
  await expect(
    page.getByTestId("toast").filter({ hasText: "Spiel veröffentlicht (nicht gelistet)" }),
  ).toBeVisible();
  await expect(renamed.getByTestId("game-status")).toHaveText("Veröffentlicht (nicht gelistet)");
  await choose(page, renamed, "Veröffentlichen", true);
  await expect(renamed.getByTestId("game-status")).toHaveText("Veröffentlicht");
  // The toast links to the game's page (issue 20).
  await expect(
    page.getByTestId("toast-link").filter({ hasText: "Zur Seite des Spiels" }).last(),
  ).toHaveAttribute("href", `/games/${id}`);
  await page.screenshot({ path: `${shots}/dashboard-games.png`, fullPage: true });
  const publicPage = await page.request.get(`/games/${id}`);
  expect(await publicPage.text()).toContain("Brüche im Tresor");

  // Duplicate: a draft copy.
  await choose(page, renamed, "Duplizieren");
  const copy = row(page, "Brüche im Tresor \\(Kopie\\)");
  await expect(copy.getByTestId("game-status")).toHaveText("Entwurf");

  // Delete asks first; afterwards the game is gone, also publicly.
  await choose(page, renamed, "Löschen");
  await page.getByRole("alertdialog").getByRole("button", { name: "In den Papierkorb" }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Spiel in den Papierkorb verschoben" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(row(page, "Brüche im Tresor")).toHaveCount(0);
  expect((await page.request.get(`/games/${id}/play`)).status()).toBe(404);
});

test("the games page needs a login", async ({ page }) => {
  await page.goto("/dashboard/games");
  await expect(page).toHaveURL(/\/auth\/login/);
});
