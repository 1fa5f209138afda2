import { expect, test, type Page, type Route } from "@playwright/test";
import { lostFocus, watchLostFocus } from "../../player/e2e/support";
import { createGameInEditor, logInAsAdmin } from "./gallery-helpers";
import { strings } from "./i18n";

const t = strings("en");

/**
 * The editor's Radix overlays load on first use (components/lazy-overlay.tsx): a menu opened
 * before its module has arrived still opens, with the focus where Radix puts it, and the focus
 * is never lost while the real trigger replaces the placeholder.
 */

/** Holds the menu module back until `release` is called; `held` counts the held requests. */
async function holdMenuModule(page: Page) {
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_editor\/assets\/overlay-menu-[\w-]+\.js$/, async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}

async function openNewGame(page: Page) {
  await createGameInEditor(page, t, "Lazy overlays");
  return page.url();
}

test("a menu opened by a key before its module has loaded opens with the focus on its first item", async ({
  page,
}) => {
  await logInAsAdmin(page, t, "en");
  const url = await openNewGame(page);
  await watchLostFocus(page);
  const menu = await holdMenuModule(page);
  await page.goto(url);
  await expect(page.getByTestId("canvas")).toBeVisible();
  const trigger = page.getByTestId("menu-file");
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect.poll(menu.held).toBeGreaterThan(0);
  await expect(page.getByTestId("menu-file-content")).toHaveCount(0);
  menu.release();
  await expect(page.getByTestId("menu-file-content")).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("role", /^menuitem/);
  await expect(focused).toHaveAttribute("data-command", /.+/);
  // The focus was never on the body while the menu's module loaded and replaced the trigger.
  expect(await lostFocus(page)).toEqual([]);
  // Escape closes it (Radix's own menu from here on), the trigger has the focus again.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("menu-file-content")).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test.describe.configure({ timeout: 90_000 });

test("a menu clicked before its module has loaded opens; a focused trigger keeps the focus when it loads", async ({
  page,
}) => {
  await logInAsAdmin(page, t, "en");
  const url = await openNewGame(page);
  await watchLostFocus(page);
  const menu = await holdMenuModule(page);
  await page.goto(url);
  await expect(page.getByTestId("canvas")).toBeVisible();
  await page.getByTestId("menu-edit").click();
  await expect.poll(menu.held).toBeGreaterThan(0);
  // Tab to another trigger while the module is still loading: it keeps the focus.
  await page.getByTestId("menu-view").focus();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByTestId("menu-element")).toBeFocused();
  menu.release();
  await expect(page.getByTestId("menu-edit-content")).toBeVisible();
  expect(await lostFocus(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("menu-edit-content")).toHaveCount(0);
});

test("the save status's tooltip shows on hover, after its delay", async ({ page }) => {
  await logInAsAdmin(page, t, "en");
  await openNewGame(page);
  await page.getByTestId("save-status").hover();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await page.mouse.move(0, 400, { steps: 5 });
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});
