/**
 * Text boxes fit their text (issue 20): a new text box grows with its text as the author types
 * (one undo step), "text shrinks to fit" lowers the font size, and a text that is cut off is a
 * warning in the problems panel. In German and in English.
 */
import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin } from "./gallery-helpers";
import { strings, type Locale } from "./i18n";
import type { TFunction } from "i18next";

/** A new game opens in the editor. */
async function createGame(page: Page, t: TFunction, title: string) {
  await page.goto("/dashboard/games");
  await page
    .getByRole("button", { name: t("games:create.button") })
    .first()
    .click();
  const create = page.getByRole("dialog", { name: t("games:create.title") });
  await create.getByLabel(t("games:create.field")).fill(title);
  await create.getByRole("button", { name: t("games:create.submit") }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
}

const shots = "test-results/screenshots";
const RIDDLE = "Ich habe Schlüssel, aber kein Schloss.\nWas bin ich?";
const LONG = Array.from({ length: 12 }, (_, i) => `Zeile ${i + 1} eines langen Rätsels`).join("\n");

const text = (page: Page) =>
  page.getByTestId("canvas").locator(".eg-stage .eg-element[data-element-type='text'] .eg-text");
const hit = (page: Page) => page.locator(`[data-testid="stage-element"][data-element-type="text"]`);

for (const locale of ["de", "en"] as const satisfies readonly Locale[]) {
  test(`text fits its box (${locale})`, async ({ page }) => {
    const t = strings(locale);
    await logInAsAdmin(page, t, locale);
    await createGame(page, t, `Text fit ${locale} ${Date.now()}`);
    const height = page.getByLabel(t("elements:common.fields.height.label"), { exact: true });
    const fit = page.getByRole("combobox", { name: t("elements:text.fields.fit.label") });
    const heightNow = async () => Number(await height.inputValue());

    await page.getByTestId("add-text").click();
    await expect(fit).toContainText(t("elements:text.fields.fit.options.grow"));
    const oneLine = await heightNow();
    expect(oneLine).toBeGreaterThan(20);
    expect(oneLine).toBeLessThan(60);

    // Typing a two-line riddle grows the box: nothing is cut off.
    await hit(page).dblclick();
    const inline = page.getByTestId("inline-text");
    await inline.fill(RIDDLE);
    await page.keyboard.press("Escape");
    await expect.poll(heightNow).toBeGreaterThan(oneLine * 1.8);
    const box = text(page);
    expect(await box.evaluate((n) => n.scrollHeight <= n.clientHeight + 1)).toBe(true);
    await page.screenshot({ path: `${shots}/text-fit-grow-${locale}.png` });
    // One undo step takes back the typing and the height together.
    await page.keyboard.press("Control+z");
    await expect.poll(heightNow).toBe(oneLine);
    await page.keyboard.press("Control+y");
    await expect.poll(heightNow).toBeGreaterThan(oneLine * 1.8);
    const twoLines = await heightNow();

    // "Don't adjust": a long text is cut off, which the problems panel says.
    await fit.click();
    await page.getByRole("option", { name: t("elements:text.fields.fit.options.none") }).click();
    await hit(page).dblclick();
    await page.getByTestId("inline-text").fill(LONG);
    await page.keyboard.press("Escape");
    expect(await heightNow()).toBe(twoLines);
    await page.getByTestId("problems").click();
    await expect(page.getByText(t("elements:text.problems.clipped"))).toBeVisible();
    await page.screenshot({ path: `${shots}/text-fit-clipped-${locale}.png` });
    await page.keyboard.press("Escape");
    // Opening the game again: the warning is there before any edit.
    await expect(page.getByTestId("save-status")).toHaveText(t("sceneEditor:saveStatus.saved"), {
      timeout: 10_000,
    });
    await page.reload();
    await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
    await page.getByTestId("problems").click();
    await expect(page.getByText(t("elements:text.problems.clipped"))).toBeVisible();
    await page.keyboard.press("Escape");
    await hit(page).click();

    // "Text shrinks to fit": smaller letters; at the smallest size twelve lines still do not fit
    // the two-line box (a warning), in a higher box they do (no warning).
    await fit.click();
    await page.getByRole("option", { name: t("elements:text.fields.fit.options.shrink") }).click();
    const fontSize = () => box.evaluate((n) => parseFloat(getComputedStyle(n).fontSize));
    await expect.poll(fontSize).toBe(8);
    await page.getByTestId("problems").click();
    await expect(page.getByText(t("elements:text.problems.clipped"))).toBeVisible();
    await page.keyboard.press("Escape");
    await height.fill("300");
    await height.press("Enter");
    await expect.poll(fontSize).toBeGreaterThan(8);
    expect(await fontSize()).toBeLessThan(24);
    expect(await box.evaluate((n) => n.scrollHeight <= n.clientHeight + 1)).toBe(true);
    await expect(page.getByTestId("problems")).toHaveCount(0);
    await page.screenshot({ path: `${shots}/text-fit-shrink-${locale}.png` });

    // The player (the preview runs it) shows the text at the same fitted size.
    const inEditor = await fontSize();
    await page.getByTestId("preview-button").click();
    const preview = page.getByRole("dialog", { name: t("sceneEditor:preview.title") });
    await preview.getByTestId("start-game").click();
    const played = preview.locator(".eg-stage .eg-text");
    await expect(played).toContainText("Zeile 12");
    // Computed font sizes are CSS pixels of the stage, whatever each stage is scaled to.
    const inPlayer = await played.evaluate((n) => parseFloat(getComputedStyle(n).fontSize));
    expect(Math.abs(inPlayer - inEditor)).toBeLessThan(0.6);
    expect(await played.evaluate((n) => n.scrollHeight <= n.clientHeight + 1)).toBe(true);
  });
}
