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
  // A new game opens in the editor.
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

/** Adds an element from the palette and names it in the inspector. */
async function addNamed(page: Page, type: string, name: string) {
  await page.getByTestId(`add-${type}`).click();
  const nameField = page.getByTestId("inspector").getByLabel("Name", { exact: true });
  await nameField.fill(name);
  await nameField.press("Tab");
}

test("deleting an element or a variable that rules use lists those rules and what changes first", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  await createGameAndOpen(page, "Used before delete");
  await addNamed(page, "number-code-input", "Code lock");
  await addNamed(page, "audio", "Door sound");
  await page.getByRole("button", { name: "Edit variables" }).click();
  const variables = page.getByTestId("variable-editor");
  await variables.getByLabel("Name of the new variable").fill("score");
  await variables.getByLabel("Type of the new variable").click();
  await page.getByRole("option", { name: "Number" }).click();
  await variables.getByRole("button", { name: "Add" }).click();
  await expect(variables.getByTestId("variable-row")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(variables).toBeHidden();

  // One rule uses all three: the lock (trigger), the sound and the variable (actions).
  await page.getByRole("link", { name: "Logic Builder" }).click();
  await page.getByTestId("new-rule").click();
  const builder = page.getByTestId("rule-builder");
  await builder.getByTestId("rule-name").fill("Right code");
  await builder.getByTestId("add-trigger").click();
  await builder.getByTestId("trigger-element").selectOption({ label: "Code lock" });
  await builder.getByTestId("trigger-event").selectOption({ label: "Solved correctly" });
  await builder.getByTestId("add-action").selectOption({ label: "Element action" });
  const play = builder.getByTestId("action").last();
  await play.getByTestId("action-element").selectOption({ label: "Door sound" });
  await play.getByTestId("action-element-action").selectOption({ label: "Play" });
  await builder.getByTestId("add-action").selectOption({ label: "Increase variable" });
  await builder.getByTestId("action").last().getByTestId("action-variable").selectOption({
    label: "score (number)",
  });
  await builder.getByTestId("rule-save").click();
  await expect(page.getByTestId("rule")).toHaveCount(1);
  await page.getByRole("link", { name: "Scene Composer" }).click();

  // Deleting the sound: the rule loses its "play" action; cancel keeps everything.
  const sound = page.locator('[data-testid="stage-element"][data-element-type="audio"]');
  await sound.click();
  await page.keyboard.press("Delete");
  const confirm = page.getByTestId("delete-confirm");
  await expect(confirm).toContainText("Delete “Door sound”?");
  await expect(confirm).toContainText("A rule uses what you are deleting.");
  await expect(confirm.getByTestId("affected-rule")).toHaveText([
    /“Right code” loses 1 part\s*Play “Door sound”/,
  ]);
  await page.screenshot({ path: `${shots}/delete-used-element.png` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(sound).toHaveCount(1);
  await sound.click();
  await page.keyboard.press("Delete");
  await confirm.getByTestId("delete-confirm-ok").click();
  await expect(sound).toHaveCount(0);

  // Deleting the variable: the rule loses its "increase" action.
  await page.getByRole("button", { name: "Edit variables" }).click();
  await variables.getByRole("button", { name: "Delete score" }).click();
  await expect(confirm).toContainText("Delete the variable “score”?");
  await expect(confirm.getByTestId("affected-rule")).toHaveText([
    /“Right code” loses 1 part\s*Increase “score” by 1/,
  ]);
  await confirm.getByTestId("delete-confirm-ok").click();
  await expect(variables.getByTestId("variable-row")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Deleting the lock takes the rule's only trigger: the rule goes.
  await page
    .locator('[data-testid="stage-element"][data-element-type="number-code-input"]')
    .click();
  await page.keyboard.press("Delete");
  await expect(confirm.getByTestId("affected-rule")).toHaveText([
    /“Right code” will be deleted\s*When “Code lock” is solved correctly/,
  ]);
  await confirm.getByTestId("delete-confirm-ok").click();
  await expect(page.getByTestId("stage-element")).toHaveCount(0);

  // Undo brings the lock and its rule back.
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("stage-element")).toHaveCount(1);
  await page.getByRole("link", { name: "Logic Builder" }).click();
  await expect(page.getByTestId("rule")).toHaveCount(1);
});
