/**
 * The SCORM screens: an admin lists the origins allowed to frame the player (a path is refused
 * with a translated message), and a game's owner downloads its SCORM 1.2 package from the games
 * list, where the dialog says that the score is relayed by the browser.
 */
import { expect, test, type Page } from "@playwright/test";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { readZip } from "../../api/src/testing/zip";
import { gql, login, publishGame } from "../../player/e2e/support";

async function logInAsAdmin(page: Page, password = "e2e-admin-password") {
  await page.goto("/auth/login");
  await page.getByLabel(/^(Email address|E-Mail-Adresse)$/).fill("admin@e2e.test");
  await page.getByLabel(/^(Password|Passwort)$/, { exact: true }).fill(password);
  await page.getByRole("button", { name: /^(Log in|Anmelden)$/ }).click();
  // Password hashing takes its time on a loaded machine.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

test.describe.configure({ timeout: 90_000 });

test.afterAll(async ({ request }) => {
  await login(request);
  await gql(request, "mutation { setFramingOrigins(origins: []) { origins } }");
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("an admin allows an LMS to frame the player", async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Allowed framing" }).click();
    await expect(page).toHaveURL("/admin/framing");
    const field = page.getByLabel("Addresses, one per line");
    await field.fill("https://moodle.example.org/course/view.php");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("framing-error")).toHaveText(
      "“https://moodle.example.org/course/view.php”: only scheme, host and port, without a path (e.g. https://moodle.example.org).",
    );
    await field.fill("https://moodle.example.org/\nhttp://localhost:8080");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("framing-saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Addresses, one per line")).toHaveValue(
      "http://localhost:8080\nhttps://moodle.example.org",
    );
    await page.screenshot({ path: "test-results/scorm-admin-framing.png", fullPage: true });
  });

  test("the owner downloads a game's SCORM package from the games list", async ({ page }) => {
    await logInAsAdmin(page);
    const doc = createGameDocument({ locale: "en", registry });
    // A title of its own: a retry (or an earlier run on the same data) leaves its game behind.
    const title = `Packaged game ${Date.now()}`;
    const gameId = await publishGame(page.request, title, doc);
    await page.goto("/dashboard/games");
    await page
      .getByTestId("game-row")
      .filter({ hasText: title })
      .getByRole("button", { name: `Actions for ${title}` })
      .click();
    await page.getByRole("menuitem", { name: "SCORM 1.2 package…" }).click();
    const dialog = page.getByTestId("scorm-dialog");
    await expect(dialog).toContainText("relayed by the student's browser");
    await page.screenshot({ path: "test-results/scorm-download-dialog.png" });
    const download = page.waitForEvent("download");
    await dialog.getByTestId("scorm-download").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^exitgame-packaged-game-\d+-scorm12\.zip$/);
    const zip = await readZip(
      Buffer.from(await (await page.request.get(`/api/games/${gameId}/scorm`)).body()),
    );
    expect(zip.files.get("imsmanifest.xml")!.toString()).toContain(`<title>${title}</title>`);
  });
});

test.describe("auf Deutsch", () => {
  test.use({ locale: "de-DE" });

  test("die Einstellung zum Einbetten", async ({ page }) => {
    await logInAsAdmin(page);
    // Through the tab (a hydrated page: the field is React's when it is filled).
    await page.goto("/admin");
    await page.getByRole("link", { name: "Einbetten erlauben" }).click();
    await expect(page.getByRole("heading", { name: "Einbetten erlauben" })).toBeVisible();
    const field = page.getByLabel("Adressen, eine pro Zeile");
    await field.fill("ftp://lms.example.org");
    await expect(field).toHaveValue("ftp://lms.example.org");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("framing-error")).toHaveText(
      "„ftp://lms.example.org“: nur http- und https-Adressen.",
    );
    await page.screenshot({ path: "test-results/scorm-admin-framing-de.png", fullPage: true });
  });
});
