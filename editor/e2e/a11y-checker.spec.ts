import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { card, createGameInEditor, dropFiles, registerTeacher } from "./gallery-helpers";
import { strings, type Locale } from "./i18n";

// Issue 25, items 7 and 8: the accessibility checker in the problems panel (a link to the
// element, a one-step fix), the inspector's accessibility group and the scene's focus order, in
// German and in English; every text comes from the locale files.

const shots = "test-results/screenshots";

/** Serious and critical axe violations on the page, one line each. */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

for (const locale of ["de", "en"] as const satisfies Locale[]) {
  test.describe(`in ${locale === "de" ? "German" : "English"}`, () => {
    test.use({ locale: locale === "de" ? "de-DE" : "en-GB" });
    const t = strings(locale);

    test("an image without alt text is reported, the link selects it, the accessibility group or the one-step fix resolves it; focus order by keyboard", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await registerTeacher(page, t, locale);
      const gameId = await createGameInEditor(
        page,
        t,
        locale === "de" ? "Barrierefreies Labor" : "Accessible lab",
      );

      // Two images from the palette (the first one moved aside so they do not overlap).
      const inspector = page.getByTestId("inspector");
      const x = inspector.getByLabel(t("elements:common.fields.x.label"), { exact: true });
      const name = inspector.getByLabel(t("elements:common.fields.name.label"), { exact: true });
      await page.getByTestId("add-image").click();
      await name.fill(locale === "de" ? "Brief" : "Letter");
      await x.fill("40");
      await page.getByTestId("add-image").click();
      await name.fill(locale === "de" ? "Tapete" : "Wallpaper");

      // The checker: one a11yMissingAlt warning per image, worded in this language.
      const problems = page.getByTestId("problems");
      await expect(problems).toHaveText(t("sceneEditor:problems.warnings", { count: 2 }));
      await problems.click();
      const list = page.getByTestId("diagnostics");
      const missingAlt = list.locator('li[data-code="a11yMissingAlt"]');
      await expect(missingAlt).toHaveCount(2);
      const letter = locale === "de" ? "Brief" : "Letter";
      const letterEntry = missingAlt.filter({ hasText: letter });
      await expect(letterEntry).toHaveCount(1);
      await expect(letterEntry.getByTestId("problem-fix")).toHaveText(
        t("sceneEditor:problems.fix.markDecorative"),
      );
      await page.screenshot({ path: `${shots}/a11y-problems-${locale}.png` });
      expect(await violations(page)).toEqual([]);

      // The link selects the element; its accessibility group holds the fix.
      await letterEntry.getByRole("button", { name: new RegExp(letter) }).click();
      await expect(page).toHaveURL(new RegExp(`/editor/${gameId}\\?.*element=`));
      await expect(name).toHaveValue(letter);
      const group = inspector.getByRole("region", { name: t("sceneEditor:groups.accessibility") });
      await expect(group).toBeVisible();
      await expect(
        group.getByLabel(t("elements:common.fields.decorative.label"), { exact: true }),
      ).toBeVisible();
      const accessibleName = group.getByLabel(t("elements:common.fields.accessibleName.label"), {
        exact: true,
      });
      await accessibleName.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/a11y-inspector-${locale}.png` });
      expect(await violations(page)).toEqual([]);
      await accessibleName.fill(
        locale === "de"
          ? "Brief der Professorin: Der Code beginnt mit 6"
          : "The professor's letter: the code starts with 6",
      );
      await expect(problems).toHaveText(t("sceneEditor:problems.warnings", { count: 1 }));

      // The other image is decoration: the one-step fix in the panel.
      await problems.click();
      await expect(missingAlt).toHaveCount(1);
      await missingAlt.getByTestId("problem-fix").click();
      await expect(problems).toHaveCount(0);
      // One undo step brings the warning back.
      await page.keyboard.press("Control+z");
      await expect(problems).toHaveText(t("sceneEditor:problems.warnings", { count: 1 }));
      await page.keyboard.press("Control+Shift+z");
      await expect(problems).toHaveCount(0);

      // The scene's focus order: reading order by default (the letter at x=40 comes first),
      // changed with the keyboard.
      await page.getByRole("tab", { name: t("sceneEditor:right.settings") }).click();
      const order = page.getByTestId("focus-order");
      await expect(order.getByText(t("sceneEditor:focusOrder.reading"))).toBeVisible();
      // The decorative image takes no place in it.
      await expect(order.locator("li")).toHaveCount(1);
      await page.getByTestId("add-image").click();
      await page.getByRole("tab", { name: t("sceneEditor:right.properties") }).click();
      await name.fill(locale === "de" ? "Schlüssel" : "Key");
      await page.getByRole("tab", { name: t("sceneEditor:right.settings") }).click();
      await expect(order.locator("li")).toHaveText([
        new RegExp(letter),
        new RegExp(locale === "de" ? "Schlüssel" : "Key"),
      ]);
      const keyName = locale === "de" ? "Schlüssel" : "Key";
      const up = order.getByRole("button", {
        name: t("sceneEditor:focusOrder.up", { name: keyName }),
      });
      await up.focus();
      await page.keyboard.press("Enter");
      await expect(order.locator("li")).toHaveText([new RegExp(keyName), new RegExp(letter)]);
      await expect(order.getByText(t("sceneEditor:focusOrder.custom"))).toBeVisible();
      await expect(order.getByRole("status")).toHaveText(
        t("sceneEditor:focusOrder.moved", { name: keyName, position: 1, count: 2 }),
      );
      await page.screenshot({ path: `${shots}/a11y-focus-order-${locale}.png` });
      expect(await violations(page)).toEqual([]);
      await order.getByRole("button", { name: t("sceneEditor:focusOrder.reset") }).click();
      await expect(order.locator("li")).toHaveText([new RegExp(letter), new RegExp(keyName)]);

      // Saved: the document on the server holds the fields.
      await expect(page.getByTestId("save-status")).toHaveText(t("sceneEditor:saveStatus.saved"), {
        timeout: 15_000,
      });
      expect(errors).toEqual([]);
    });

    test("a WebVTT file goes into the captions gallery and becomes a caption track of a video; other files are refused", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await registerTeacher(page, t, locale);
      await createGameInEditor(page, t, locale === "de" ? "Film-Rätsel" : "Film riddle");
      await page.getByTestId("add-video").click();
      const galleries = page.getByTestId("editor-galleries");
      await galleries
        .getByRole("radio", { name: t("sceneEditor:galleries.kinds.CAPTIONS"), exact: true })
        .click();
      await expect(galleries.getByTestId("gallery-target")).toHaveText(
        t("sceneEditor:galleries.chooseAddsTrack", { name: t("elements:video.label") }),
      );
      const area = galleries.getByRole("region", { name: t("gallery:upload.area") });
      await expect(area).toContainText(t("gallery:upload.limitsCAPTIONS", { captions: 512 }));
      await dropFiles(page, area, [
        {
          name: "Labor.vtt",
          mimeType: "text/vtt",
          data: Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nHallo!\n"),
        },
        { name: "Falsch.vtt", mimeType: "text/vtt", data: Buffer.from("1\n00:00:00,000 --> x\n") },
      ]);
      await expect(
        galleries.getByTestId("upload-file").filter({ hasText: "Labor.vtt" }),
      ).toContainText(t("gallery:upload.done"));
      await expect(
        galleries.getByTestId("upload-file").filter({ hasText: "Falsch.vtt" }),
      ).toContainText("WEBVTT");
      await card(galleries, "Labor")
        .getByRole("button", { name: t("gallery:actions.choose") })
        .click();
      const field = page.getByTestId("inspector").getByTestId("captions-field");
      await expect(
        field.getByRole("group", { name: t("sceneEditor:captionsField.track", { number: 1 }) }),
      ).toBeVisible();
      await expect(field.getByLabel(t("sceneEditor:captionsField.language"))).toHaveValue(locale);
      await expect(field.getByTestId("asset-picker-name")).toHaveText("Labor");
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/a11y-captions-${locale}.png` });
      // The inspector with its captions field (the refused upload's message and its toast are
      // the gallery's own, checked by the gallery tests).
      expect(await violations(page, '[data-testid="inspector"]')).toEqual([]);
    });
  });
}
