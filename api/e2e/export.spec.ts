import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import yauzl from "yauzl";

// A German teacher: the spec's German messages.
test.use({ locale: "de-DE" });

const shots = "test-results/screenshots";
const DEMO = "Demo: Das verschlossene Labor";

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login");
  await page.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await page.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

const row = (page: Page, title: string) =>
  page
    .getByTestId("game-row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${title}\\s*Spiel-ID`) }) });

async function openExport(page: Page) {
  const menuItem = page.getByRole("menuitem", { name: "Exportieren" });
  await expect(async () => {
    if (!(await menuItem.isVisible()))
      await row(page, DEMO)
        .getByRole("button", { name: /Aktionen für/ })
        .click();
    await expect(menuItem).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await menuItem.click();
  const dialog = page.getByRole("dialog", { name: "Spiel exportieren" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The names and texts of a downloaded archive's entries (small files only). */
async function entries(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(await readFile(file), { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

test("a teacher exports the demo game whole, then one scene, and reads what the rules lost", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto("/dashboard/games");

  // All: the file name from the title, one download with everything in it.
  let dialog = await openExport(page);
  await expect(dialog.getByTestId("export-file-name")).toHaveText(
    "Demo-Das-verschlossene-Labor.exitgame",
  );
  await expect(dialog.getByRole("radio", { name: "Alle (vollständiges Spiel)" })).toBeChecked();
  await page.screenshot({ path: `${shots}/export-dialog.png` });
  let download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Exportieren" }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe("Demo-Das-verschlossene-Labor.exitgame");
  const whole = await entries(await file.path());
  const manifest = JSON.parse(whole.get("manifest.json")!.toString()) as {
    title: string;
    scenes: { name: string }[];
    assets: { path: string }[];
  };
  expect(manifest.title).toBe(DEMO);
  expect(manifest.scenes.map((s) => s.name)).toEqual(["Im Labor", "Geschafft!", "Zeit abgelaufen"]);
  expect(manifest.assets).toHaveLength(2);
  for (const asset of manifest.assets) expect(whole.has(asset.path)).toBe(true);
  await expect(dialog.getByText(/Der Download von .* hat begonnen/)).toBeVisible();
  await expect(dialog.getByTestId("export-unchanged")).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();

  // A custom selection needs a scene; with only the lab, the rules lose what named the others.
  dialog = await openExport(page);
  await dialog.getByRole("radio", { name: "Eigene Auswahl von Szenen" }).click();
  for (const box of await dialog.getByRole("checkbox").all()) await box.click();
  await dialog.getByRole("button", { name: "Exportieren" }).click();
  await expect(dialog.getByText("Wähle mindestens eine Szene aus.")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Im Labor" }).click();
  await expect(dialog.getByText("Szenen: 1 von 3 ausgewählt")).toBeVisible();
  download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Exportieren" }).click();
  file = await download;
  const part = await entries(await file.path());
  const game = JSON.parse(part.get("game.json")!.toString()) as {
    scenes: { name: string }[];
    rules: { actions: { type: string }[] }[];
  };
  expect(game.scenes.map((s) => s.name)).toEqual(["Im Labor"]);
  expect(game.rules.flatMap((r) => r.actions).some((a) => a.type === "goToScene")).toBe(false);
  const report = dialog.getByTestId("export-report");
  await expect(report.getByText(/Regeln? entfernt/).first()).toBeVisible();
  await expect(report.getByText(/Aktion entfernt: .*Geschafft!/).first()).toBeVisible();
  await expect(report.getByText(/Aktion entfernt: .*Zeit abgelaufen/).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/export-report.png` });
  await dialog.getByRole("button", { name: "Schließen" }).click();

  // The editor's File menu opens the same dialog.
  await row(page, DEMO).getByTestId("game-edit-link").click();
  await expect(page).toHaveURL(/\/editor\/\d+/);
  await page.getByTestId("menu-file").click();
  await page.getByRole("menuitem", { name: /Spiel exportieren/ }).click();
  dialog = page.getByRole("dialog", { name: "Spiel exportieren" });
  await expect(dialog.getByTestId("export-file-name")).toHaveText(
    "Demo-Das-verschlossene-Labor.exitgame",
  );
  download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Exportieren" }).click();
  expect((await download).suggestedFilename()).toBe("Demo-Das-verschlossene-Labor.exitgame");
});

test("the exported demo comes back through the Legacy import (one upload), its files reused", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto("/dashboard/games");
  const id = await row(page, DEMO).getAttribute("data-game-id");
  const res = await page.request.get(`/api/games/${id}/export`);
  expect(res.status()).toBe(200);
  const dir = path.join(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", "..", "e2e-files");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "legacy-demo.exitgame");
  await writeFile(file, await res.body());

  await page.getByRole("button", { name: "Spiel importieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Spiel importieren" });
  await dialog.getByTestId("import-file").setInputFiles(file);
  await dialog.getByTestId("import-name").fill("Labor (klassisch)");
  await dialog.getByRole("radio", { name: "Klassisch" }).click();
  const upload = page.waitForRequest((r) => r.url().includes("/api/games/import/legacy"));
  await dialog.getByRole("button", { name: "Importieren" }).click();
  await upload;
  await expect(dialog.getByTestId("import-outcome")).toHaveText("Import abgeschlossen.");
  await expect(dialog.getByTestId("import-warnings")).toContainText(
    "Schon auf dem Server und wiederverwendet: 2 Datei(en).",
  );
  await page.screenshot({ path: `${shots}/import-legacy-done.png` });
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(row(page, "Labor \\(klassisch\\)")).toBeVisible();
});
