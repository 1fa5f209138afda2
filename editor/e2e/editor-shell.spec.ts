import { expect, test, type Page } from "@playwright/test";
import { strings, type Locale } from "./i18n";

const shots = "test-results/screenshots";
const MENUS = ["file", "edit", "scenes", "element", "view", "help"] as const;

/** The seeded admin (registrations are limited per address across the suite). */
async function logInAsAdmin(page: Page, locale: Locale) {
  const t = strings(locale);
  await page.goto(`/auth/login?lng=${locale}`);
  await page.getByLabel(t("editor:auth.email")).fill("admin@e2e.test");
  await page.getByLabel(t("editor:auth.password"), { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: t("editor:auth.login.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function createGameAndOpen(page: Page, locale: Locale, title: string) {
  const t = strings(locale);
  await page.goto("/dashboard/games");
  await page
    .getByRole("button", { name: t("games:create.button") })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: t("games:create.title") });
  await dialog.getByLabel(t("games:create.field")).fill(title);
  await dialog.getByRole("button", { name: t("games:create.submit") }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("game-row").filter({ hasText: title });
  await row.getByRole("link", { name: t("games:edit") }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();
  return Number(page.url().split("/").pop());
}

/** Opens a menu and returns its items. */
async function openMenu(page: Page, menu: (typeof MENUS)[number]) {
  await page.getByTestId(`menu-${menu}`).click();
  const content = page.getByTestId(`menu-${menu}-content`);
  await expect(content).toBeVisible();
  return content;
}

for (const locale of ["de", "en"] as const) {
  test.describe(`in ${locale === "de" ? "German" : "English"}`, () => {
    test.use({ locale: locale === "de" ? "de-DE" : "en-GB" });
    const t = strings(locale);

    test("the logic builder has the same menu bar as the scene editor: no empty menu, each entry enabled or saying why not", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await logInAsAdmin(page, locale);
      const gameId = await createGameAndOpen(page, locale, `Menus ${locale}`);
      await page.getByRole("link", { name: t("sceneEditor:views.logic") }).click();
      await expect(page).toHaveURL(new RegExp(`/editor/${gameId}/logic$`));

      for (const menu of MENUS) {
        const content = await openMenu(page, menu);
        const items = content.getByRole("menuitem").or(content.getByRole("menuitemcheckbox"));
        expect(await items.count(), menu).toBeGreaterThan(0);
        // Every disabled entry says why.
        for (const item of await items.all()) {
          if ((await item.getAttribute("aria-disabled")) === "true")
            await expect(item.getByTestId("menu-reason")).not.toBeEmpty();
        }
        if (menu === "element")
          await page.screenshot({ path: `${shots}/shell-logic-element-menu-${locale}.png` });
        await page.keyboard.press("Escape");
        await expect(content).toBeHidden();
      }

      // File has export, import and the game settings, and they work here.
      let file = await openMenu(page, "file");
      for (const id of ["exportGame", "importGame", "gameSettings"])
        await expect(file.locator(`[data-command="${id}"]`)).not.toHaveAttribute(
          "aria-disabled",
          "true",
        );
      await page.screenshot({ path: `${shots}/shell-logic-file-menu-${locale}.png` });
      await file.locator('[data-command="exportGame"]').click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // A scene added from the logic builder is one undo step in the shared history.
      const scenes = await openMenu(page, "scenes");
      await scenes.locator('[data-command="addScene"]').click();
      const edit = await openMenu(page, "edit");
      await expect(edit.locator('[data-command="undo"]')).not.toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await expect(edit.locator('[data-command="cut"]')).toContainText(
        t("sceneEditor:reasons.sceneEditorOnly"),
      );
      await page.keyboard.press("Escape");

      // Game settings opens the scene editor on its settings panel.
      file = await openMenu(page, "file");
      await file.locator('[data-command="gameSettings"]').click();
      await expect(page).toHaveURL(new RegExp(`/editor/${gameId}\\?panel=settings$`));
      await expect(page.getByTestId("scene-item")).toHaveCount(2);
      await expect(
        page.getByRole("tab", { name: t("sceneEditor:right.settings"), selected: true }),
      ).toBeVisible();
    });
  });
}
