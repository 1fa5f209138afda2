import { expect, test, type Page } from "@playwright/test";

const shots = "test-results/screenshots";

/** The seeded admin (registrations are limited per address across the suite). */
async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login?lng=en");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function createGameAndOpen(page: Page, title: string) {
  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: "Create game" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create game" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("game-row").filter({ hasText: title });
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();
  return Number(page.url().split("/").pop());
}

test("both editor views share one document and one undo history; a rule being edited survives a switch", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  const gameId = await createGameAndOpen(page, "Two views, one history");

  // A scene edit, then to the logic builder without waiting for the save.
  await page.getByTestId("add-timer").click();
  const name = page.getByTestId("inspector").getByLabel("Name", { exact: true });
  await name.fill("Clock");
  await name.press("Tab");
  await page.getByRole("link", { name: "Logic Builder" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}/logic$`));
  // No leave confirmation between the views of one game.
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // The element made in the scene editor is there to pick, and undo (the logic builder's own
  // top bar) takes back the scene editor's steps: the name, then the element.
  await page.getByTestId("new-rule").click();
  const builder = page.getByTestId("rule-builder");
  await builder.getByTestId("add-trigger").click();
  const elementPicker = builder.getByTestId("trigger").last().getByTestId("trigger-element");
  await expect(elementPicker.locator("option", { hasText: "Clock" })).toHaveCount(1);
  await builder.getByTestId("rule-name").fill("Half-built");
  await page.screenshot({ path: `${shots}/views-logic.png`, fullPage: true });

  const options = elementPicker.locator("option");
  const withTimer = await options.count();
  await page.getByTestId("menu-edit").click();
  await page.getByRole("menuitem", { name: /Undo/ }).click();
  await expect(elementPicker.locator("option", { hasText: "Clock" })).toHaveCount(0);
  await expect(options).toHaveCount(withTimer);
  await expect(page.getByRole("menu")).toBeHidden();
  await page.getByTestId("menu-edit").click();
  await page.getByRole("menuitem", { name: /Undo/ }).click();
  await expect(options).toHaveCount(withTimer - 1);

  // Back to the scene editor: the element is gone there too, and redo (Ctrl+Shift+Z) brings it
  // back — the history crossed both views.
  await page.getByRole("link", { name: "Scene Composer" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}$`));
  await expect(page.getByTestId("stage-element")).toHaveCount(0);
  await page.getByTestId("canvas").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByTestId("stage-element")).toHaveCount(1);
  await page.screenshot({ path: `${shots}/views-scene.png`, fullPage: true });

  // The rule being edited is still open, unsaved, after the round trip.
  await page.getByRole("link", { name: "Logic Builder" }).click();
  await expect(builder.getByTestId("rule-name")).toHaveValue("Half-built");
  await expect(builder.getByTestId("rule-unsaved")).toBeVisible();

  // Leaving the editor with the unsaved rule asks first.
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave the editor?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}/logic$`));
});
