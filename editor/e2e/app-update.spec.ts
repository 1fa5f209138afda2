import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoGameId, login } from "../../player/e2e/support";

// The update notice and the chunk-reload guard, against the production build.
test.use({ locale: "en-GB" });
test.describe.configure({ mode: "serial" });

const builds = fileURLToPath(new URL("../build/client/builds/", import.meta.url));
const latestFile = `${builds}latest.json`;
let original = "";
const fakeBuilds: string[] = [];

test.beforeAll(() => {
  original = readFileSync(latestFile, "utf8");
});
test.afterEach(() => {
  writeFileSync(latestFile, original);
  for (const id of fakeBuilds.splice(0)) rmSync(`${builds}meta/${id}.json`, { force: true });
});

/** What a deploy does: a new build's meta file, then latest.json naming it. */
function deployNewBuild(): void {
  const build = { id: `e2e-${Date.now()}`, timestamp: Date.now() };
  mkdirSync(`${builds}meta`, { recursive: true });
  writeFileSync(`${builds}meta/${build.id}.json`, JSON.stringify({ ...build, app: "editor" }));
  writeFileSync(latestFile, JSON.stringify(build));
  fakeBuilds.push(build.id);
}
const rollBack = () => writeFileSync(latestFile, original);

/** The tab comes back to the foreground: the app checks for a new build at once. */
const becomeVisible = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

/** Serious or critical accessibility violations inside `selector`. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  // Colours are only final once the opening animations are.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/** Until the app has hydrated, a visibility change reaches no listener: repeat until seen. */
async function expectToastAfterVisible(page: Page) {
  const toast = page.getByTestId("update-toast");
  await expect(async () => {
    await becomeVisible(page);
    await expect(toast).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  return toast;
}

test("a new build shows a persistent toast on /dashboard, goes when rolled back, reloads", async ({
  page,
}) => {
  await login(page.request);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const toast = page.getByTestId("update-toast");
  await becomeVisible(page);
  await expect(toast).toBeHidden();

  deployNewBuild();
  await expectToastAfterVisible(page);
  await expect(toast).toContainText("A new version is available");
  await page.screenshot({ path: "test-results/screenshots/update-toast.png" });
  expect(await axeProblems(page, "[data-testid=update-toast]")).toEqual([]);
  // Persistent: still there long after an ordinary toast (4 s) would have gone.
  await page.waitForTimeout(6_000);
  await expect(toast).toBeVisible();

  // The update is gone (rolled back): so is the toast.
  rollBack();
  await becomeVisible(page);
  await expect(toast).toBeHidden();

  deployNewBuild();
  await expectToastAfterVisible(page);
  const reloaded = page.waitForEvent("load");
  await page.getByTestId("update-reload").click();
  await reloaded;
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the notice never shows on /: the public pages do not even ask", async ({ page }) => {
  deployNewBuild();
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/builds/")) asked.push(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await becomeVisible(page);
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId("update-toast")).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("the periodic check finds a new build after five minutes", async ({ page }) => {
  await page.clock.install();
  await login(page.request);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  deployNewBuild();
  await page.clock.runFor(4 * 60 * 1000);
  await expect(page.getByTestId("update-toast")).toBeHidden();
  await page.clock.runFor(60 * 1000 + 1000);
  await expect(page.getByTestId("update-toast")).toBeVisible();
});

/** The tracker exists once the app has hydrated (the tests' hook is set before the page loads). */
const trackerReady = (page: Page) =>
  expect(async () => {
    const ready = await page.evaluate(() => Boolean(window.__exitgameUnsaved));
    expect(ready).toBe(true);
  }).toPass();

test("in the editor with unsaved changes the reload asks first; cancel shows the toast again", async ({
  page,
}) => {
  // The scene composer registers its `game` tracker through useUnsavedTracker; until it exists
  // this test registers one through the tracker the app exposes to tests.
  await page.addInitScript(() => {
    window.__EXITGAME_TEST_HOOKS__ = true;
  });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.type());
    void d.dismiss();
  });
  await login(page.request);
  await page.goto("/editor/e2e-unsaved");
  await trackerReady(page);
  await page.evaluate(() => {
    window.__exitgameUnsaved!.send({ type: "WATCH", id: "game", i18nKey: "editor:unsaved.game" });
    window.__exitgameUnsaved!.send({ type: "CHANGED", id: "game" });
  });

  deployNewBuild();
  const toast = await expectToastAfterVisible(page);
  await page.getByTestId("update-reload").click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveCount(1);
  await expect(confirm).toContainText("Changes to the game");
  await expect(toast).toBeHidden();
  const box = (await confirm.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(600);
  expect(await confirm.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("600px");
  await page.screenshot({ path: "test-results/screenshots/update-confirm.png" });
  expect(await axeProblems(page, "[role=alertdialog]")).toEqual([]);

  // Cancel: the dialog closes, the toast returns 100 ms later.
  await confirm.getByRole("button", { name: "Keep working" }).click();
  await expect(confirm).toBeHidden();
  await expect(toast).toBeVisible();

  // Accept: the page reloads, without the browser's own leave prompt on top.
  await page.getByTestId("update-reload").click();
  await expect(confirm).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await page.getByTestId("update-confirm-reload").click();
  await reloaded;
  expect(dialogs).toEqual([]);

  // Saved changes: the toast's action reloads at once.
  await trackerReady(page);
  await page.evaluate(() => {
    window.__exitgameUnsaved!.send({ type: "WATCH", id: "game", i18nKey: "editor:unsaved.game" });
    window.__exitgameUnsaved!.send({ type: "CHANGED", id: "game" });
    window.__exitgameUnsaved!.send({ type: "SAVED", id: "game" });
  });
  await expectToastAfterVisible(page);
  const again = page.waitForEvent("load");
  await page.getByTestId("update-reload").click();
  await again;
  await expect(confirm).toHaveCount(0);
});

test("a chunk that fails to load reloads the page once, not in a loop", async ({ page }) => {
  const id = await demoGameId(page.request);
  // A broken deploy: the play page's session chunk is gone for good.
  await page.route(/\/_player\/assets\/session-[\w-]+\.js$/, (route) => route.abort());
  let documents = 0;
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.url().endsWith(`/games/${id}/play`)) documents += 1;
  });
  await page.goto(`/games/${id}/play`);
  await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
  // The reloaded page remembers when, for the guard.
  await expect
    .poll(() =>
      page.evaluate(() => Number(sessionStorage.getItem("exitgame.chunkReloadAt"))).catch(() => 0),
    )
    .toBeGreaterThan(Date.now() - 10_000);
  // Within the 10 s guard the same failure does not reload again: the page says it failed.
  await expect(page.getByTestId("play-load-failed")).toHaveText(
    "An error occurred while loading the game.",
  );
  await page.waitForTimeout(3_000);
  expect(documents).toBe(2);
});
