import { expect, test, type Page, type Route } from "@playwright/test";
import { logInAsAdmin } from "./gallery-helpers";
import { strings } from "./i18n";

// What the scene editor does not need for its first paint loads after it (issue 21: the editor's
// initial JS): XState with the autosave machine and the unsaved-changes tracker, and the check
// behind the problems count. An author who edits at once loses nothing while they load.

const t = strings("en");

/** Holds the matching chunks back until release() (counting them: a renamed chunk proves nothing). */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { count: 0, release };
  await page.route(pattern, async (route: Route) => {
    held.count += 1;
    await released;
    await route.continue();
  });
  return held;
}

test.use({ locale: "en-GB" });

test("an edit made before the autosave machine and the problems check have loaded is saved, and leaving asks first", async ({
  page,
}) => {
  test.slow();
  await logInAsAdmin(page, t, "en");
  await page.goto("/dashboard/games");
  await page
    .getByRole("button", { name: t("games:create.button") })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: t("games:create.title") });
  await dialog.getByLabel(t("games:create.field")).fill("Deferred vault");
  await dialog.getByRole("button", { name: t("games:create.submit") }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  const id = Number(page.url().split("/").pop());
  // An image without a description: one accessibility warning.
  await page.getByTestId("add-image").click();
  const problems = page.getByTestId("problems");
  await expect(problems).toHaveText(t("sceneEditor:problems.warnings", { count: 1 }));
  const status = page.getByTestId("save-status");
  await expect(status).toHaveText(t("sceneEditor:saveStatus.saved"), { timeout: 10_000 });

  // A fresh load with XState (the machines' chunks need it) and the check held back.
  const xstate = await holdBack(page, /\/_editor\/assets\/xstate[\w.-]*\.js$/);
  const check = await holdBack(page, /\/_editor\/assets\/problem-check-[\w-]+\.js$/);
  await page.goto(`/editor/${id}`);
  await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
  // The count is there from the first paint (the server checked the document), and saved.
  await expect(problems).toHaveText(t("sceneEditor:problems.warnings", { count: 1 }));
  await expect(status).toHaveText(t("sceneEditor:saveStatus.saved"));

  // An edit at once: unsaved, and leaving the editor asks.
  await page.getByTestId("add-timer").click();
  await expect(page.getByTestId("stage-element")).toHaveCount(2);
  await expect(status).toHaveText(t("sceneEditor:saveStatus.unsaved"));
  await page.getByRole("link", { name: t("sceneEditor:backToDashboard") }).click();
  const leave = page.getByRole("alertdialog", { name: t("sceneEditor:leave.title") });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: t("sceneEditor:leave.stay") }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  // The browser's own prompt would ask too (the tracker knows before its machine is there).
  expect(
    await page.evaluate(() => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  ).toBe(true);
  expect(xstate.count).toBeGreaterThan(0);
  expect(check.count).toBeGreaterThan(0);

  // The chunks arrive: the edit is saved, the count follows the document.
  xstate.release();
  check.release();
  await expect(status).toHaveText(t("sceneEditor:saveStatus.saved"), { timeout: 10_000 });
  await expect(problems).toHaveText(t("sceneEditor:problems.warnings", { count: 1 }));
  await page.getByTestId("add-image").click();
  await expect(problems).toHaveText(t("sceneEditor:problems.warnings", { count: 2 }));
  await expect(status).toHaveText(t("sceneEditor:saveStatus.saved"), { timeout: 10_000 });
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.reload();
  await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("stage-element")).toHaveCount(3);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
