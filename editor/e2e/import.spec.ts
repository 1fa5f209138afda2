import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { rewrite, withFreshPictures } from "./exitgame";
import { stripesPng } from "./files";

// A German teacher: the spec's German messages.
test.use({ locale: "de-DE" });
// Export, import and play in one flow: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const shots = "test-results/screenshots";
const FILES = path.join(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", "..", "e2e-files");

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

/** The demo game as a .exitgame file, exported the way a teacher does it (the games list). */
async function exportDemo(page: Page): Promise<Buffer> {
  await page.goto("/dashboard/games");
  const menuItem = page.getByRole("menuitem", { name: "Exportieren" });
  await expect(async () => {
    if (!(await menuItem.isVisible()))
      await row(page, "Demo: Das verschlossene Labor")
        .getByRole("button", { name: /Aktionen für/ })
        .click();
    await expect(menuItem).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await menuItem.click();
  const dialog = page.getByRole("dialog", { name: "Spiel exportieren" });
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Exportieren" }).click();
  const file = await (await download).path();
  await expect(dialog.getByText(/Der Download von .* hat begonnen/)).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).first().click();
  await expect(dialog).toBeHidden();
  return readFileSync(file);
}

/** The demo with its pictures replaced by new ones: files the server must receive. */
async function demoWithNewPictures(page: Page, name: string): Promise<string> {
  const seed = Date.now() % 200;
  const file = withFreshPictures(await exportDemo(page), (i) =>
    stripesPng(64, 48, [seed, 40 + i, 90, 255], [250, 200, (seed * 7 + i) % 256, 255]),
  );
  mkdirSync(FILES, { recursive: true });
  const target = path.join(FILES, name);
  writeFileSync(target, file);
  return target;
}

/** The uploads of imported files arrive slowly: the progress can be watched. */
async function slowUploads(page: Page) {
  await page.route("**/api/imports/*/assets?*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

test("a teacher imports the exported demo under a new name, with progress, and plays it", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const file = await demoWithNewPictures(page, "labor.exitgame");
  await slowUploads(page);
  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: "Spiel importieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Spiel importieren" });

  // Only .exitgame files (dropped on the area).
  const notes = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(["Notizen"], "notizen.txt", { type: "text/plain" }));
    return dt;
  });
  await dialog.getByTestId("import-drop").dispatchEvent("drop", { dataTransfer: notes });
  await expect(dialog.getByText("Nur .exitgame-Dateien können importiert werden.")).toBeVisible();

  await dialog.getByTestId("import-file").setInputFiles(file);
  await expect(dialog.getByTestId("import-file-info")).toContainText("3 Szenen");
  // The name comes from the file; it is required and under 50 characters.
  await expect(dialog.getByTestId("import-name")).toHaveValue("Demo: Das verschlossene Labor");
  await dialog.getByTestId("import-name").fill("");
  await dialog.getByRole("button", { name: "Importieren" }).click();
  await expect(dialog.getByText("Der Spielname ist erforderlich.")).toBeVisible();
  await dialog.getByTestId("import-name").fill("Labor (Import)");
  await expect(dialog.getByRole("radio", { name: "Stapelweise (empfohlen)" })).toBeChecked();
  await page.screenshot({ path: `${shots}/import-dialog.png` });
  await dialog.getByRole("button", { name: "Importieren" }).click();

  // Progress, and the request to keep the page open while it runs.
  await expect(dialog.getByText("Lass diese Seite geöffnet")).toBeVisible();
  await expect(dialog.getByTestId("import-progress-text")).toContainText(/\d von 1 Dateien/);
  await page.screenshot({ path: `${shots}/import-progress.png` });
  await expect(dialog.getByTestId("import-outcome")).toHaveText("Import abgeschlossen.");
  // The sound of the demo is on the server already: reused, not sent again.
  await expect(dialog.getByTestId("import-warnings")).toContainText(
    "Schon auf dem Server und wiederverwendet: 1 Datei(en).",
  );
  await page.screenshot({ path: `${shots}/import-done.png` });
  await dialog.getByRole("button", { name: "Schließen" }).click();

  // The new game is in the list; published, it plays from its first scene.
  const imported = row(page, "Labor \\(Import\\)");
  await expect(imported.getByTestId("game-status")).toHaveText("Entwurf");
  await imported.getByRole("button", { name: /Aktionen für/ }).click();
  await page.getByRole("menuitem", { name: "Veröffentlichen", exact: true }).click();
  await expect(imported.getByTestId("game-status")).toHaveText("Veröffentlicht");
  const id = await imported.getAttribute("data-game-id");
  await page.goto(`/games/${id}/play`);
  await page.getByRole("button", { name: "Spiel starten" }).click();
  await expect(page.getByText("Willkommen im verschlossenen Labor!")).toBeVisible();
  // The imported picture (the note) is delivered.
  const picture = page.locator("img").first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/import-played.png` });
});

test("a teacher imports two scenes of the demo into another game in the editor", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const file = path.join(FILES, "demo.exitgame");
  mkdirSync(FILES, { recursive: true });
  writeFileSync(file, await exportDemo(page));

  await page.getByRole("button", { name: "Spiel erstellen" }).first().click();
  const create = page.getByRole("dialog", { name: "Spiel erstellen" });
  await create.getByLabel("Titel").fill("Szenen-Sammlung");
  await create.getByRole("button", { name: "Erstellen" }).click();
  // A new game opens in the editor.
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("scene-item")).toHaveCount(1);

  await page.getByTestId("menu-scenes").click();
  await page.getByRole("menuitem", { name: "Szenen importieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Szenen importieren" });
  await dialog.getByTestId("import-file").setInputFiles(file);
  await expect(dialog.getByTestId("import-file-info")).toContainText("3 Szenen");
  await dialog.getByRole("radio", { name: "Ausgewählte Szenen" }).click();
  await dialog.getByRole("checkbox", { name: "Zeit abgelaufen" }).click();
  await dialog.getByRole("checkbox", { name: "Im Labor" }).click();
  await dialog.getByRole("checkbox", { name: "Geschafft!" }).click();
  await dialog.getByRole("button", { name: "Importieren" }).click();
  await expect(dialog.getByText("Wähle mindestens eine Szene.")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Im Labor" }).click();
  await dialog.getByRole("checkbox", { name: "Geschafft!" }).click();
  await page.screenshot({ path: `${shots}/import-scenes-dialog.png` });
  await dialog.getByRole("button", { name: "Importieren" }).click();
  await expect(dialog.getByTestId("import-outcome")).toHaveText("Szenen importiert: 2.");
  // The rule that went to the scene left out was changed (and said so).
  await expect(dialog.getByTestId("import-warnings")).toContainText("Regeln");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  const scenes = page.getByTestId("scene-item");
  await expect(scenes).toHaveCount(3);
  await expect(scenes.nth(1)).toHaveAttribute("data-scene-name", "Im Labor");
  await expect(scenes.nth(2)).toHaveAttribute("data-scene-name", "Geschafft!");
  await page.screenshot({ path: `${shots}/import-scenes-editor.png` });
  // Stored on the server, not only in the editor.
  await page.reload();
  await expect(page.getByTestId("scene-item")).toHaveCount(3);
});

test("a file the server refuses once is retried from the dialog", async ({ page }) => {
  await logInAsAdmin(page);
  const file = await demoWithNewPictures(page, "retry.exitgame");
  // The server refuses the first picture three times (the dialog's own two retries included).
  const armed = await page.request.post("/api/_test/import-faults", {
    data: { failUploads: 3 },
  });
  expect(armed.ok()).toBe(true);
  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: "Spiel importieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Spiel importieren" });
  await dialog.getByTestId("import-file").setInputFiles(file);
  await dialog.getByTestId("import-name").fill("Labor mit Fehler");
  await dialog.getByRole("button", { name: "Importieren" }).click();
  await expect(dialog.getByTestId("import-outcome")).toHaveText(
    "Import mit 1 Fehler(n) abgeschlossen.",
  );
  await expect(dialog.getByTestId("import-failed-assets")).toContainText("bild-1.png");
  await page.screenshot({ path: `${shots}/import-failed-asset.png` });
  await dialog.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(dialog.getByTestId("import-outcome")).toHaveText("Import abgeschlossen.");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  // The picture is in the game now: its element points at a stored asset.
  const id = await row(page, "Labor mit Fehler").getAttribute("data-game-id");
  const res = await page.request.post("/graphql", {
    data: { query: `{ game(id: ${id}) { document } }` },
    headers: { Accept: "application/json" },
  });
  const doc = (await res.json()) as {
    data: { game: { document: { scenes: { elements: { props: { src?: string } }[] }[] } } };
  };
  const sources = doc.data.game.document.scenes
    .flatMap((s) => s.elements)
    .map((e) => e.props.src)
    .filter((src) => src !== undefined);
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(src).not.toBe("");
});

test("a file from a newer editor with an unknown element type imports with warnings and a visible placeholder", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const file = rewrite(await exportDemo(page), (manifest, game) => {
    manifest["formatVersion"] = 99;
    (manifest["elementTypes"] as Record<string, number>)["hologram-projector"] = 3;
    const scene = (game["scenes"] as { elements: Record<string, unknown>[] }[])[0]!;
    scene.elements.push({
      ...scene.elements[0]!,
      id: "hologram1",
      name: "Hologramm",
      type: "hologram-projector",
      version: 3,
      x: 420,
      y: 560,
      width: 300,
      height: 120,
      variables: [],
      props: { beam: "blau" },
    });
  });
  mkdirSync(FILES, { recursive: true });
  const target = path.join(FILES, "newer.exitgame");
  writeFileSync(target, file);

  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: "Spiel importieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Spiel importieren" });
  await dialog.getByTestId("import-file").setInputFiles(target);
  await dialog.getByTestId("import-name").fill("Labor aus der Zukunft");
  await dialog.getByRole("button", { name: "Importieren" }).click();
  await expect(dialog.getByTestId("import-outcome")).toHaveText("Import abgeschlossen.");
  const warnings = dialog.getByTestId("import-warnings");
  await expect(warnings).toContainText("mit einer neueren Version des Editors erstellt");
  await expect(warnings).toContainText("Lade die Seite neu");
  await expect(warnings).toContainText(
    "1 Element(e) des unbekannten Typs „hologram-projector“ werden als Platzhalter angezeigt.",
  );
  await page.screenshot({ path: `${shots}/import-newer-warnings.png` });
  await dialog.getByRole("button", { name: "Schließen" }).click();

  // The placeholder shows in the editor and in the game.
  const imported = row(page, "Labor aus der Zukunft");
  const id = await imported.getAttribute("data-game-id");
  await page.goto(`/editor/${id}`);
  await expect(
    page.getByTestId("canvas").getByText("Willkommen im verschlossenen Labor!"),
  ).toBeVisible();
  const placeholder = page.getByRole("note").filter({ hasText: "hologram-projector" });
  await expect(placeholder).toContainText("Unbekannter Elementtyp „hologram-projector“");
  await expect(placeholder).toBeInViewport();
  await page.screenshot({ path: `${shots}/import-placeholder-editor.png` });
  await page.goto("/dashboard/games");
  await imported.getByRole("button", { name: /Aktionen für/ }).click();
  await page.getByRole("menuitem", { name: "Veröffentlichen", exact: true }).click();
  await expect(imported.getByTestId("game-status")).toHaveText("Veröffentlicht");
  await page.goto(`/games/${id}/play`);
  await page.getByRole("button", { name: "Spiel starten" }).click();
  await expect(page.getByText("Unbekannter Elementtyp „hologram-projector“")).toBeVisible();
  await page.screenshot({ path: `${shots}/import-placeholder-play.png` });
});
