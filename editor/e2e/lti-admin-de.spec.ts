/**
 * The learning-platform screens in German: the admin's LTI page (the tool's URLs to paste into
 * Moodle, the platform dialog with a translated refusal), the framing page, and a game's grades
 * page before any result arrived. (lti.spec.ts and lti-grades.spec.ts walk them in English.)
 */
import { readFileSync } from "node:fs";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test } from "@playwright/test";
import { login, publishGame } from "../../player/e2e/support";

test.use({ locale: "de-DE" });

const json = (file: string) =>
  JSON.parse(readFileSync(new URL(`../app/locales/${file}`, import.meta.url), "utf8")) as Record<
    string,
    Record<string, Record<string, string>>
  >;
const lti = json("lti.de.json");
const scorm = json("scorm.de.json");

test("the admin's LTI and framing pages and a game's grades page, in German", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page.request);
  await page.goto("/admin/lti");
  await expect(page.getByRole("heading", { name: String(lti.tool!.title) })).toBeVisible();
  await expect(page.getByText(String(lti.tool!.loginUrl))).toBeVisible();
  await expect(page.getByText(/\/lti\/login$/)).toBeVisible();
  await expect(page.getByText(/\/lti\/register$/)).toBeVisible();
  await page.getByRole("button", { name: String(lti.platforms!.add) }).click();
  const dialog = page.getByRole("dialog", { name: String(lti.platforms!.addTitle) });
  await dialog.getByLabel(String(lti.platforms!.name)).fill("Moodle Süd");
  await dialog.getByLabel(String(lti.platforms!.clientId)).fill("client-1");
  await dialog.getByLabel(String(lti.platforms!.deploymentIds)).fill("dep-1");
  await dialog.getByLabel(String(lti.platforms!.issuer)).fill("http://moodle.example.org");
  await dialog
    .getByLabel(String(lti.platforms!.authLoginUrl))
    .fill("https://moodle.example.org/auth");
  await dialog.getByLabel(String(lti.platforms!.tokenUrl)).fill("https://moodle.example.org/token");
  await dialog.getByLabel(String(lti.platforms!.jwksUrl)).fill("https://moodle.example.org/jwks");
  await dialog.getByRole("button", { name: String(lti.platforms!.save) }).click();
  await expect(dialog.getByRole("alert").first()).toContainText("https");
  await page.screenshot({ path: "test-results/screenshots/lti-admin-dialog-de.png" });
  await dialog.getByRole("button", { name: String(lti.platforms!.cancel) }).click();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: "test-results/screenshots/lti-admin-de.png", fullPage: true });
  // Long German labels wrap in their column; the URLs beside them stay readable (one or two lines).
  for (const label of [lti.tool!.registrationUrl, lti.tool!.loginUrl]) {
    const value = page
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: String(label) }) })
      .locator("dd");
    const box = await value.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeLessThan(60);
  }

  await page.goto("/admin/framing");
  await expect(page.getByRole("heading", { name: String(scorm.framing!.title) })).toBeVisible();
  await expect(page.getByText(String(scorm.framing!.cookies))).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/framing-admin-de.png", fullPage: true });

  const gameId = await publishGame(
    page.request,
    `Noten ${Date.now()}`,
    createGameDocument({ locale: "de", registry }),
  );
  await page.goto(`/dashboard/games/${gameId}/grades`);
  await expect(page.getByText(String(lti.grades!.empty))).toBeVisible();
  // The page keeps the dashboard's margins (it once sat flush against the sidebar and the top).
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const nav = await page.getByRole("link", { name: "Spiele", exact: true }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(16);
  expect(heading!.x).toBeGreaterThanOrEqual(nav!.x + nav!.width + 16);
  await page.screenshot({
    path: "test-results/screenshots/lti-grades-empty-de.png",
    fullPage: true,
  });
});
