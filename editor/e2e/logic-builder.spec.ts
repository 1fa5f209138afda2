import { expect, test, type Page } from "@playwright/test";

const shots = "test-results/screenshots";

/**
 * The seeded admin starting from an empty game, like a new teacher would: registrations are
 * limited to 5 per hour and address, and the whole suite shares one server.
 */
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

/** Adds an element from the palette and names it in the inspector. */
async function addNamed(page: Page, type: string, name: string) {
  await page.getByTestId(`add-${type}`).click();
  const nameField = page.getByTestId("inspector").getByLabel("Name", { exact: true });
  await nameField.fill(name);
  await nameField.press("Tab");
  // A new code lock has no code: the author enters one.
  if (type === "number-code-input") {
    const code = page.getByTestId("inspector").getByLabel("Code", { exact: true });
    await code.fill("1234");
    await code.press("Tab");
  }
}

const builder = (page: Page) => page.getByTestId("rule-builder");

async function newRule(page: Page, name: string) {
  await page.getByTestId("new-rule").click();
  await builder(page).getByTestId("rule-name").fill(name);
}
async function elementTrigger(page: Page, element: string, event: string) {
  await builder(page).getByTestId("add-trigger").click();
  const trigger = builder(page).getByTestId("trigger").last();
  await trigger.getByTestId("trigger-element").selectOption({ label: element });
  await trigger.getByTestId("trigger-event").selectOption({ label: event });
}
async function addAction(page: Page, label: string) {
  await builder(page).getByTestId("add-action").selectOption({ label });
  return builder(page).getByTestId("action").last();
}
async function save(page: Page) {
  await builder(page).getByTestId("rule-save").click();
  await expect(builder(page).getByTestId("rule-unsaved")).toBeHidden();
}

test("a teacher builds the code-lock logic through the UI, checks it and previews it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  const gameId = await createGameAndOpen(page, "Vault of numbers");

  // The scene: a lock, a sound, a timer; two more scenes to go to.
  await addNamed(page, "number-code-input", "Code lock");
  await addNamed(page, "audio", "Door sound");
  await addNamed(page, "timer", "Clock");
  await page.getByTestId("menu-scenes").click();
  await page.getByRole("menuitem", { name: "Add scene" }).click();
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  await expect(page.getByRole("menu")).toBeHidden();
  await page.getByTestId("menu-scenes").click();
  await page.getByRole("menuitem", { name: "Add scene" }).click();
  await expect(page.getByTestId("scene-item")).toHaveCount(3);
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });

  // To the logic builder, through the view switch.
  await page.getByRole("link", { name: "Logic Builder" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}/logic$`));
  await expect(page.getByTestId("no-rules")).toBeVisible();

  // A rule with an error cannot be saved, and shows where the error is.
  await newRule(page, "Unfinished");
  await builder(page).getByTestId("rule-save").click();
  await expect(builder(page).getByTestId("rule-errors")).toContainText(
    "Errors must be fixed first",
  );
  await expect(
    builder(page).getByTestId("section-triggers").getByTestId("inline-problems"),
  ).toBeVisible();
  await expect(page.getByTestId("rule")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/logic-error.png`, fullPage: true });
  await builder(page).getByTestId("rule-discard").click();
  await expect(builder(page)).toBeHidden();

  // Wrong code: the lock shakes.
  await newRule(page, "Wrong code");
  await elementTrigger(page, "Code lock", "Checked wrong");
  const shake = await addAction(page, "Animate");
  await shake.getByTestId("action-element").selectOption({ label: "Code lock" });
  await expect(shake.getByTestId("animation-kind")).toHaveValue("shake");
  await expect(shake.getByTestId("animation-intensity")).toBeVisible();
  // Exactly the kind's parameters: rotate-to has a target angle, shake has none.
  await shake.getByTestId("animation-kind").selectOption("rotateTo");
  await expect(shake.getByTestId("animation-targetAngle")).toBeVisible();
  await expect(shake.getByTestId("animation-intensity")).toHaveCount(0);
  await shake.getByTestId("animation-kind").selectOption("shake");
  await builder(page)
    .getByTestId("section-actions")
    .screenshot({
      path: `${shots}/logic-animation.png`,
    });
  await save(page);
  await expect(page.getByTestId("rule")).toHaveCount(1);

  // Right code: the sound plays (wait until done), then scene 2 with a cross-fade.
  await newRule(page, "Right code");
  await elementTrigger(page, "Code lock", "Solved correctly");
  const play = await addAction(page, "Element action");
  await play.getByTestId("action-element").selectOption({ label: "Door sound" });
  await play.getByTestId("action-element-action").selectOption({ label: "Play" });
  const go = await addAction(page, "Go to scene");
  await go.getByTestId("action-scene").selectOption({ label: "Scene 2" });
  await go.getByTestId("action-transition").selectOption({ label: "Cross-fade" });
  await expect(builder(page).getByTestId("rule-sentence")).toHaveText(
    "When “Code lock” is solved correctly: play “Door sound”, then go to “Scene 2” with cross-fade",
  );
  await builder(page)
    .getByTestId("section-actions")
    .screenshot({
      path: `${shots}/logic-actions.png`,
    });
  await save(page);
  await expect(page.getByTestId("rule")).toHaveCount(2);
  await expect(page.getByTestId("rule").nth(1).getByTestId("rule-summary")).toHaveText(
    "When “Code lock” is solved correctly: play “Door sound”, then go to “Scene 2” with cross-fade",
  );

  // The problems panel finds the unreachable scene 3 and jumps to it.
  await page.getByTestId("tab-problems").click();
  const unreachable = page
    .getByTestId("problems-panel")
    .locator('[data-code="unreachableScene"]')
    .filter({ hasText: "Scene 3" });
  await expect(unreachable).toBeVisible();
  await page.screenshot({ path: `${shots}/logic-problems.png`, fullPage: true });
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  await unreachable.getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}\\?scene=`));
  await expect(page.getByTestId("canvas")).toBeVisible();
  await expect(page.getByTestId("scene-item").nth(2).locator(".se-scene-button")).toHaveAttribute(
    "aria-current",
    "true",
  );

  // "Used in": the lock's rules in the inspector (opened through an ?element= link), each a link
  // to the rule in the logic builder.
  await page.getByTestId("scene-item").first().locator(".se-scene-button").click();
  const lockId = await page
    .locator('[data-testid="stage-element"][data-element-type="number-code-input"]')
    .getAttribute("data-hit-id");
  await page.goto(`/editor/${gameId}?element=${lockId}`);
  const usedIn = page.getByTestId("inspector").getByTestId("used-in");
  await expect(usedIn).toContainText("Wrong code");
  await expect(usedIn).toContainText("When “Code lock” is solved correctly: play “Door sound”");
  await usedIn.getByRole("link", { name: "Right code" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}/logic\\?rule=`));
  await expect(builder(page).getByTestId("rule-name")).toHaveValue("Right code");
  await builder(page).getByTestId("rule-discard").click();

  // A timer that ends the game: when it has elapsed, scene 3.
  await newRule(page, "Time is up");
  await elementTrigger(page, "Clock", "Time elapsed");
  const end = await addAction(page, "Go to scene");
  await end.getByTestId("action-scene").selectOption({ label: "Scene 3" });
  await save(page);
  await expect(page.getByTestId("rule")).toHaveCount(3);

  // Disable and re-enable a rule.
  const timeRule = page.getByTestId("rule").filter({ hasText: "Time is up" });
  await timeRule.getByTestId("rule-disable").click();
  await expect(timeRule.getByTestId("rule-disabled")).toBeVisible();
  await expect(timeRule).toHaveAttribute("data-enabled", "false");
  await timeRule.getByTestId("rule-enable").click();
  await expect(timeRule.getByTestId("rule-disabled")).toBeHidden();

  // Filters: by what a rule uses, and a text search.
  await page.getByTestId("filter-uses").selectOption({ label: "Clock" });
  await expect(page.getByTestId("rule")).toHaveCount(1);
  await page.getByTestId("filter-uses").selectOption({ label: "Anything" });
  await page.getByTestId("rule-search").fill("door sound");
  await expect(page.getByTestId("rule")).toHaveCount(1);
  await page.getByTestId("rule-search").fill("");
  await page.screenshot({ path: `${shots}/logic-list.png`, fullPage: true });

  // Everything is saved with the game.
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId("rule")).toHaveCount(3);

  // Preview: a wrong code, then the right one leads to scene 2.
  await page.getByTestId("preview-button").click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await preview.getByTestId("start-game").click();
  const lock = preview.getByRole("group", { name: "Code lock" });
  await expect(lock).toBeVisible();
  await lock.locator("input").first().focus();
  await page.keyboard.type("9999");
  await expect(lock).toBeVisible();
  await lock.locator("input").first().focus();
  await page.keyboard.type("1234");
  await expect(lock).toBeHidden({ timeout: 10_000 });
  // The inspector: the log says why rules fired, the scene is shown and can be jumped to.
  const inspector = preview.getByTestId("preview-inspector");
  const log = inspector.getByTestId("preview-log");
  await expect(log).toContainText("Rule “Wrong code” fired.");
  await expect(log).toContainText("Rule “Right code” fired.");
  await expect(log).toContainText("Scene “Scene 2” entered.");
  await expect(inspector.getByTestId("preview-scene")).toHaveValue(/.+/);
  await inspector.getByTestId("preview-scene").selectOption({ label: "Scene 3" });
  await expect(log).toContainText("Scene “Scene 3” entered.");
  await page.screenshot({ path: `${shots}/logic-preview.png` });
});

/** A scene with a code lock and a sound, and a second scene; then the logic builder. */
async function gameWithLockAndSound(page: Page, title: string) {
  const gameId = await createGameAndOpen(page, title);
  await addNamed(page, "number-code-input", "Code lock");
  await addNamed(page, "audio", "Door sound");
  await page.getByTestId("menu-scenes").click();
  await page.getByRole("menuitem", { name: "Add scene" }).click();
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  await page.getByRole("link", { name: "Logic Builder" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}/logic$`));
  return gameId;
}

const ruleNames = (page: Page) => page.getByTestId("rule").getByTestId("rule-name-text");

test("rules reorder by drag and by keyboard, and so do a rule's actions", async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  await gameWithLockAndSound(page, "Order matters");
  for (const name of ["First", "Second", "Third"]) {
    await newRule(page, name);
    await elementTrigger(page, "Code lock", "Checked wrong");
    await save(page);
  }
  await expect(ruleNames(page)).toHaveText(["First", "Second", "Third"]);

  // Drag "Third" onto "First": it takes first place.
  const rules = page.getByTestId("rule");
  await rules.nth(2).dragTo(rules.nth(0), {
    sourcePosition: { x: 6, y: 6 },
    targetPosition: { x: 6, y: 6 },
  });
  await expect(ruleNames(page)).toHaveText(["Third", "First", "Second"]);

  // Keyboard: the move buttons keep the focus, so Enter moves the rule again and again.
  const up = page.getByRole("button", { name: "Move “Second” up" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(ruleNames(page)).toHaveText(["Third", "Second", "First"]);
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(ruleNames(page)).toHaveText(["Second", "Third", "First"]);
  // The order is the document's: undo takes the last move back.
  await page.getByTestId("menu-edit").click();
  await page.getByRole("menuitem", { name: /Undo/ }).click();
  await expect(ruleNames(page)).toHaveText(["Third", "Second", "First"]);

  // A rule's actions: play the sound, then go to scene 2; reordered by drag and by keyboard.
  await rules.filter({ hasText: "Third" }).getByTestId("rule-open").click();
  const play = await addAction(page, "Element action");
  await play.getByTestId("action-element").selectOption({ label: "Door sound" });
  await play.getByTestId("action-element-action").selectOption({ label: "Play" });
  const go = await addAction(page, "Go to scene");
  await go.getByTestId("action-scene").selectOption({ label: "Scene 2" });
  const sentence = builder(page).getByTestId("rule-sentence");
  await expect(sentence).toHaveText(
    "When “Code lock” is checked with a wrong code: play “Door sound”, then go to “Scene 2”",
  );
  const actions = builder(page).getByTestId("action");
  await actions.nth(1).dragTo(actions.nth(0), {
    sourcePosition: { x: 4, y: 4 },
    targetPosition: { x: 4, y: 4 },
  });
  await expect(sentence).toHaveText(
    "When “Code lock” is checked with a wrong code: go to “Scene 2”, then play “Door sound”",
  );
  const down = actions.nth(0).getByRole("button", { name: "Move down" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(sentence).toHaveText(
    "When “Code lock” is checked with a wrong code: play “Door sound”, then go to “Scene 2”",
  );
  await save(page);
  await expect(rules.filter({ hasText: "Third" }).getByTestId("rule-summary")).toHaveText(
    "When “Code lock” is checked with a wrong code: play “Door sound”, then go to “Scene 2”",
  );
  // "Second" is active on scene 2 only: the preview's log says it was skipped on the first scene.
  await rules.filter({ hasText: "Second" }).getByTestId("rule-open").click();
  await builder(page).getByTestId("rule-scope").selectOption({ label: "Scene 2" });
  await save(page);
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  await page.getByTestId("preview-button").click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await preview.getByTestId("start-game").click();
  const lock = preview.getByRole("group", { name: "Code lock" });
  await lock.locator("input").first().focus();
  await page.keyboard.type("9999");
  const log = preview.getByTestId("preview-log");
  await expect(log).toContainText("Rule “Third” fired.");
  await expect(log).toContainText("Rule “First” fired.");
  await expect(log.locator('[data-tone="skipped"]')).toHaveText(
    "skipped" +
      "Rule “Second” skipped: it is active only on “Scene 2”, this happened on “First Scene”.",
  );
  await page.screenshot({ path: `${shots}/logic-preview-skipped.png` });
});

test("the main flow in German: rules, an error, the sentence, the preview log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  // The language switch by ?lng= is remembered for the rest of the session.
  await page.goto("/dashboard/games?lng=de");
  await page.getByRole("button", { name: "Spiel erstellen" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Spiel erstellen" });
  await dialog.getByLabel("Titel").fill("Zahlentresor");
  await dialog.getByRole("button", { name: "Erstellen" }).click();
  await expect(dialog).toBeHidden();
  // A new game opens in the editor.
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();
  await addNamed(page, "number-code-input", "Zahlenschloss");
  await addNamed(page, "audio", "Türgeräusch");
  await page.getByTestId("menu-scenes").click();
  await page.getByRole("menuitem", { name: "Szene hinzufügen" }).click();
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  await page.getByRole("link", { name: "Logik-Editor" }).click();
  await expect(page).toHaveURL(/\/logic$/);
  await expect(page.getByTestId("tab-problems")).toContainText("Probleme");

  // A rule with an error is refused, in German.
  await newRule(page, "Unfertig");
  await builder(page).getByTestId("rule-save").click();
  await expect(builder(page).getByTestId("rule-errors")).toContainText(
    "Zuerst müssen die Fehler behoben werden",
  );
  await builder(page).getByTestId("rule-discard").click();

  await newRule(page, "Falscher Code");
  await elementTrigger(page, "Zahlenschloss", "Falsch geprüft");
  const shake = await addAction(page, "Animieren");
  await shake.getByTestId("action-element").selectOption({ label: "Zahlenschloss" });
  await save(page);

  await newRule(page, "Richtiger Code");
  await elementTrigger(page, "Zahlenschloss", "Richtig gelöst");
  const play = await addAction(page, "Aktion eines Elements");
  await play.getByTestId("action-element").selectOption({ label: "Türgeräusch" });
  await play.getByTestId("action-element-action").selectOption({ label: "Abspielen" });
  const go = await addAction(page, "Zu Szene wechseln");
  await go.getByTestId("action-scene").selectOption({ label: "Szene 2" });
  await go.getByTestId("action-transition").selectOption({ label: "Überblenden" });
  const sentence = builder(page).getByTestId("rule-sentence");
  const german =
    "Wenn „Zahlenschloss“ richtig gelöst wird: spiele „Türgeräusch“ ab, dann gehe zu „Szene 2“ mit Überblenden";
  await expect(sentence).toHaveText(german);
  await save(page);
  await expect(page.getByTestId("rule")).toHaveCount(2);
  await expect(page.getByTestId("rule").nth(1).getByTestId("rule-summary")).toHaveText(german);
  await page.screenshot({ path: `${shots}/logic-de.png`, fullPage: true });

  await page.getByTestId("preview-button").click();
  const preview = page.getByRole("dialog", { name: "Vorschau" });
  await preview.getByTestId("start-game").click();
  const lock = preview.getByRole("group", { name: "Zahlenschloss" });
  await lock.locator("input").first().focus();
  await page.keyboard.type("9999");
  await expect(lock).toBeVisible();
  await lock.locator("input").first().focus();
  await page.keyboard.type("1234");
  await expect(lock).toBeHidden({ timeout: 10_000 });
  const log = preview.getByTestId("preview-log");
  await expect(log).toContainText("Regel „Falscher Code“ ausgelöst.");
  await expect(log).toContainText("Regel „Richtiger Code“ ausgelöst.");
  await expect(log).toContainText("Szene „Szene 2“ betreten.");
  await page.screenshot({ path: `${shots}/logic-preview-de.png` });
});
