// Temporary (not committed): screenshots of the inspector per element type and of the logic
// builder with every argument kind, to look at after the field-widget map.
import { expect, test, type Page } from "@playwright/test";

const shots = "test-results/screenshots/h21f";
const TYPES = [
  "text",
  "image",
  "video",
  "audio",
  "number-code-input",
  "input",
  "timer",
  "ai-chat",
  "jsx-graph",
  "svg-shape",
];

async function logIn(page: Page) {
  await page.goto("/auth/login?lng=en");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test("inspector per type and builder per argument kind", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1500, height: 3200 });
  await logIn(page);
  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: "Create game" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create game" });
  await dialog.getByLabel("Title").fill(`Fields ${Date.now()}`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
  for (const type of TYPES) {
    const add = page.getByTestId(`add-${type}`);
    if ((await add.count()) === 0) continue;
    await add.click();
    await expect(page.getByTestId("inspector")).toBeVisible();
    await page.waitForTimeout(500);
    await page.getByTestId("inspector").screenshot({ path: `${shots}/inspector-${type}.png` });
  }
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  await page.getByRole("link", { name: "Logic Builder" }).click();
  await expect(page).toHaveURL(/\/logic$/);
  const builder = page.getByTestId("rule-builder");
  await page.getByTestId("new-rule").click();
  await builder.getByTestId("rule-name").fill("All kinds");
  const kinds = await builder.getByTestId("trigger-kind").first().locator("option").count();
  for (let i = 1; i < kinds; i++) {
    await builder.getByTestId("add-trigger").click();
    await builder.getByTestId("trigger-kind").last().selectOption({ index: i });
  }
  const actions = await builder.getByTestId("add-action").locator("option").count();
  for (let i = 1; i < actions; i++) await builder.getByTestId("add-action").selectOption({ index: i });
  const elementAction = builder.locator('[data-action-type="elementAction"]');
  await elementAction.getByTestId("action-element").selectOption({ label: "Timer" }).catch(() => {});
  await elementAction.getByTestId("action-element-action").selectOption({ index: 1 }).catch(() => {});
  const goTo = builder.locator('[data-action-type="goToScene"]');
  await goTo.getByTestId("action-transition").selectOption({ index: 1 });
  const setProperty = builder.locator('[data-action-type="setProperty"]');
  await setProperty.getByTestId("action-element").selectOption({ index: 1 });
  await setProperty.getByTestId("action-property").selectOption({ index: 1 });
  await builder.getByTestId("trigger-filter").first().click().catch(() => {});
  await page.waitForTimeout(500);
  await builder.screenshot({ path: `${shots}/builder-all.png` });
  await page.screenshot({ path: `${shots}/builder-page.png`, fullPage: true });
});
