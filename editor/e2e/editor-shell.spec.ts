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
  // A new game opens in the editor.
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
      // The logic builder's words load with the view.
      await expect(page.getByText(t("logic:list.title"), { exact: true }).first()).toBeVisible();

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
      // The dialogs' words load with them (editor/app/catalogues.ts): no key shows.
      await expect(page.getByRole("dialog")).toContainText(t("export:title"));
      await page.screenshot({ path: `${shots}/shell-logic-export-${locale}.png` });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await (await openMenu(page, "file")).locator('[data-command="importGame"]').click();
      await expect(page.getByRole("dialog")).toContainText(t("import:titleGame"));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByTestId("versions-button").click();
      await expect(page.getByRole("dialog")).toContainText(t("sharing:versions.title"));
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

const VISIBLE_IN_GAME: Record<Locale, string> = { de: "Im Spiel sichtbar", en: "Visible in game" };

for (const locale of ["de", "en"] as const) {
  test.describe(`canvas, in ${locale === "de" ? "German" : "English"}`, () => {
    test.use({ locale: locale === "de" ? "de-DE" : "en-GB" });
    const t = strings(locale);

    test("new elements land in free space; the canvas is one tab stop with arrow keys between elements; hidden elements show faintly", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await logInAsAdmin(page, locale);
      await createGameAndOpen(page, locale, `Canvas ${locale}`);
      for (const type of ["text", "svg-shape", "timer", "text"])
        await page.getByTestId(`add-${type}`).click();
      const hits = page.getByTestId("stage-element");
      await expect(hits).toHaveCount(4);

      // Four elements, four places: none on top of another.
      const boxes = await hits.evaluateAll((els) =>
        els.map((e) => {
          const st = (e as HTMLElement).style;
          return {
            x: parseFloat(st.left),
            y: parseFloat(st.top),
            w: parseFloat(st.width),
            h: parseFloat(st.height),
          };
        }),
      );
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          expect(
            a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h,
            `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`,
          ).toBe(false);

      // One tab stop in the canvas, whatever is selected; the handles are not tab stops.
      const canvas = page.getByTestId("canvas");
      const tabbable = canvas.locator('[tabindex="0"]');
      await expect(tabbable).toHaveCount(1);
      await expect(canvas.locator("[data-handle]")).toHaveCount(9);
      await expect(canvas.locator('[data-handle][tabindex="0"]')).toHaveCount(0);

      // From the page's start, Tab presses to the canvas, then arrows to the fourth element.
      await page.keyboard.press("Escape");
      await page.locator("body").focus();
      let presses = 0;
      while (presses < 200) {
        await page.keyboard.press("Tab");
        presses += 1;
        if (await page.evaluate(() => !!document.activeElement?.closest("[data-testid=canvas]")))
          break;
      }
      // The last one added is selected: the tab stop is on it; Escape, Home, then 3 arrows.
      await page.keyboard.press("Escape");
      await page.keyboard.press("Home");
      await expect(hits.nth(0)).toBeFocused();
      for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
      await expect(hits.nth(3)).toBeFocused();
      test.info().annotations.push({
        type: "measured",
        description: `${presses} Tab presses + 4 keys to the fourth element`,
      });
      console.log(
        `[${locale}] ${presses} Tab presses to the canvas, then Home + 3 arrows to the fourth element`,
      );
      // Tab leaves the canvas at once.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => !!document.activeElement?.closest("[data-testid=canvas]")),
      ).toBe(false);

      // Hidden at start: the first text, made invisible in the game, stays on the canvas faintly,
      // says why, and can be selected and moved.
      await hits.nth(0).click();
      const inspector = page.getByTestId("inspector");
      await inspector.getByRole("switch", { name: VISIBLE_IN_GAME[locale] }).click();
      const ghost = hits.nth(0);
      await expect(ghost).toHaveAttribute("data-ghost", "true");
      const id = await ghost.getAttribute("data-hit-id");
      const note = canvas.locator(`[data-ghost-note="${id}"]`);
      await expect(note).toHaveText(t("sceneEditor:stage.hiddenAtStart"));
      await expect(ghost).toHaveAccessibleName(new RegExp(t("sceneEditor:stage.hiddenAtStart")));
      await expect(ghost).toHaveAttribute("title", t("sceneEditor:stage.hiddenAtStartWhy"));
      const drawn = canvas.locator(`.eg-element[data-element-id="${id}"]`);
      await expect(drawn).toHaveCSS("visibility", "visible");
      await expect(drawn).toHaveCSS("opacity", "0.35");
      const x = Number(await inspector.getByLabel("X", { exact: true }).inputValue());
      await ghost.focus();
      await page.keyboard.press("ArrowRight");
      await expect(inspector.getByLabel("X", { exact: true })).toHaveValue(String(x + 1));
      await page.screenshot({ path: `${shots}/shell-canvas-ghost-${locale}.png` });

      // View › Show hidden elements turns it off (and on again).
      const view = await openMenu(page, "view");
      await view.locator('[data-command="showHidden"]').click();
      await expect(drawn).toHaveCSS("visibility", "hidden");
      await expect(note).toBeHidden();
      await page.keyboard.press("Control+Shift+h");
      await expect(drawn).toHaveCSS("visibility", "visible");
    });
  });
}

test.describe("loaded directly, in German", () => {
  test.use({ locale: "de-DE" });
  const t = strings("de");

  test("the logic view and the scene settings hydrate with their words (they load with them)", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on(
      "console",
      (m) => m.type() === "error" && !/404/.test(m.text()) && errors.push(m.text()),
    );
    await logInAsAdmin(page, "de");
    const gameId = await createGameAndOpen(page, "de", "Direkt geladen");
    await page.goto(`/editor/${gameId}/logic`);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("complementary", { name: t("logic:list.title") })).toBeVisible();
    await page.getByRole("button", { name: t("logic:list.new") }).click();
    // The click after the load was not lost: the builder holds a new rule.
    await page.getByTestId("rule-discard").click();
    await page.goto(`/editor/${gameId}?panel=settings`);
    await page.waitForLoadState("networkidle");
    await expect(
      page.getByRole("tab", { name: t("sceneEditor:right.settings"), selected: true }),
    ).toBeVisible();
    await expect(page.getByText(t("logic:usedIn.title")).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
