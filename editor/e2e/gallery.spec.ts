import { expect, test, type Locator, type Page } from "@playwright/test";
import { stripesPng, toneWav } from "./files";

// A German moderator: the spec's German messages.
test.use({ locale: "de-DE" });

const shots = "test-results/screenshots";

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login");
  await page.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await page.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Drops files onto the element the way a browser does: a drop event with a DataTransfer. */
async function dropFiles(
  page: Page,
  target: Locator,
  files: { name: string; mimeType: string; data: Buffer }[],
) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list)
        dt.items.add(
          new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, {
            type: f.mimeType,
          }),
        );
      return dt;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.data.toString("base64") })),
  );
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

const card = (page: Page, name: string) =>
  page
    .getByTestId("asset-card")
    .filter({ has: page.getByTestId("asset-name").getByText(name, { exact: true }) });

test("a moderator keeps tags and the curated library: upload, tag in German, find by the German tag", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await logInAsAdmin(page);

  // Tags: English is required, a duplicate is refused, the slug comes from the English name.
  await page.goto("/dashboard/tags");
  await expect(page.getByRole("heading", { name: "Tags", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Tag hinzufügen" }).click();
  const add = page.getByRole("dialog", { name: "Tag hinzufügen" });
  await add.getByLabel("Deutsch").fill("Piratenflagge");
  await add.getByRole("button", { name: "Anlegen" }).click();
  await expect(add.getByText("Die englische Übersetzung ist erforderlich")).toBeVisible();
  await add.getByLabel("Englisch").fill("Pirate flag");
  await add.getByRole("button", { name: "Anlegen" }).click();
  await expect(add).toBeHidden();
  const row = page.getByTestId("tag-row").filter({ hasText: "Pirate flag" });
  await expect(row).toContainText("Piratenflagge");
  await expect(row).toContainText("pirate-flag");
  await page.getByRole("button", { name: "Tag hinzufügen" }).click();
  await add.getByLabel("Englisch").fill("pirate FLAG");
  await add.getByRole("button", { name: "Anlegen" }).click();
  await expect(add.getByRole("alert")).toHaveText(
    "Ein Tag mit dem Namen „Pirate flag“ gibt es bereits",
  );
  await expect(
    page.getByTestId("toast").filter({ hasText: "Tag konnte nicht gespeichert werden" }),
  ).toBeVisible();
  await add.getByRole("button", { name: "Abbrechen" }).click();
  // Search works in German too.
  await page.getByLabel("Tags suchen").fill("piratenf");
  await expect(page.getByTestId("tag-row")).toHaveCount(1);
  await page.screenshot({ path: `${shots}/tags-page.png`, fullPage: true });

  // Image gallery: two files dropped at once; the fake PNG (text) is refused by its content.
  await page.goto("/dashboard/image-gallery");
  await expect(page.getByRole("heading", { name: "Bildergalerie", level: 1 })).toBeVisible();
  const area = page.getByRole("region", { name: "Upload-Bereich" });
  await expect(area).toContainText("bis 20 MB");
  await dropFiles(page, area, [
    {
      name: "Segelschiff.png",
      mimeType: "image/png",
      data: stripesPng(320, 200, [180, 120, 20, 255], [90, 50, 10, 255]),
    },
    { name: "foto.png", mimeType: "image/png", data: Buffer.from("Das ist gar kein Bild.") },
  ]);
  await expect(page.getByTestId("upload-summary")).toHaveText(/1 hochgeladen, 1 fehlgeschlagen\./);
  await expect(page.getByTestId("upload-file").filter({ hasText: "foto.png" })).toContainText(
    "„foto.png“ ist keine gültige Bilddatei",
  );
  await expect(
    page.getByTestId("upload-file").filter({ hasText: "Segelschiff.png" }),
  ).toContainText("Hochgeladen");
  const chest = card(page, "Segelschiff");
  await expect(chest).toBeVisible();
  await expect(chest).toContainText("Kuratiert");
  await page.screenshot({ path: `${shots}/image-gallery-partial.png`, fullPage: true });

  // Tag it with the German-named tag, from the asset's tag input.
  await chest.getByRole("button", { name: "Aktionen für Segelschiff" }).click();
  await page.getByRole("menuitem", { name: "Tags bearbeiten" }).click();
  const tagsDialog = page.getByRole("dialog", { name: "Tags von „Segelschiff“" });
  await tagsDialog.getByLabel("Tag suchen oder neu anlegen").fill("Piraten");
  await tagsDialog.getByRole("button", { name: "+ Piratenflagge" }).click();
  // A new tag straight from the input with Enter.
  await tagsDialog.getByLabel("Tag suchen oder neu anlegen").fill("Gold");
  await tagsDialog.getByLabel("Tag suchen oder neu anlegen").press("Enter");
  await expect(tagsDialog.getByTestId("selected-tags")).toContainText("Gold");
  await tagsDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(tagsDialog).toBeHidden();
  await expect(chest.getByTestId("asset-tag")).toHaveText(["Gold", "Piratenflagge"]);

  // Found by the German tag, not found by nonsense.
  const search = page.getByLabel("Suchen", { exact: true });
  await search.fill("piratenflagge");
  await expect(page.getByTestId("asset-card")).toHaveCount(1);
  await expect(card(page, "Segelschiff")).toBeVisible();
  await search.fill("pirate");
  await expect(page.getByTestId("asset-card")).toHaveCount(1);
  await expect(card(page, "Segelschiff")).toBeVisible();
  await search.fill("gibtesnicht");
  await expect(page.getByTestId("gallery-empty")).toHaveText("Keine Datei passt zur Suche.");
  await search.fill("");

  // Rename, then preview.
  await card(page, "Segelschiff").getByRole("button", { name: "Aktionen für Segelschiff" }).click();
  await page.getByRole("menuitem", { name: "Umbenennen" }).click();
  const rename = page.getByRole("dialog", { name: "Datei umbenennen" });
  await rename.getByLabel("Name").fill("Großes Segelschiff");
  await rename.getByRole("button", { name: "Speichern" }).click();
  await expect(card(page, "Großes Segelschiff")).toBeVisible();
  await card(page, "Großes Segelschiff")
    .getByRole("button", { name: "Vorschau: Großes Segelschiff" })
    .click();
  const preview = page.getByRole("dialog", { name: "Vorschau: Großes Segelschiff" });
  await expect(preview.getByRole("img", { name: "Großes Segelschiff" })).toBeVisible();
  await expect(preview).toContainText("320 × 200 px");
  await page.screenshot({ path: `${shots}/image-gallery-preview.png` });
  await preview.getByRole("button", { name: "Schließen" }).click();

  // Audio gallery: a sound through the file picker; its duration is read and it plays.
  await page.goto("/dashboard/audio-gallery");
  await page.getByTestId("upload-input").setInputFiles({
    name: "Glöckchen.wav",
    mimeType: "audio/wav",
    buffer: toneWav(0.6),
  });
  await expect(page.getByTestId("upload-summary")).toHaveText(/1 Datei hochgeladen\./);
  const bell = card(page, "Glöckchen");
  await expect(bell).toContainText("0:01");
  await bell.getByRole("button", { name: "Vorschau: Glöckchen" }).click();
  const audio = page
    .getByRole("dialog", { name: "Vorschau: Glöckchen" })
    .getByTestId("preview-media");
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await audio.evaluate((el: HTMLAudioElement) => {
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeGreaterThan(0);
  await page.keyboard.press("Escape");

  // The starter library (made by code on first start): the countdown clip plays in the browser.
  await page.goto("/dashboard/video-gallery");
  const clip = card(page, "Countdown");
  await expect(clip).toContainText("0:03");
  await expect(clip.getByTestId("asset-tag")).toContainText(["Countdown", "Startbibliothek"]);
  await clip.getByRole("button", { name: "Vorschau: Countdown" }).click();
  const video = page
    .getByRole("dialog", { name: "Vorschau: Countdown" })
    .getByTestId("preview-media");
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime))
    .toBeGreaterThan(0.3);
  expect(await video.evaluate((el: HTMLVideoElement) => [el.videoWidth, el.videoHeight])).toEqual([
    320, 180,
  ]);
  await page.screenshot({ path: `${shots}/video-gallery-preview.png` });
  await page.keyboard.press("Escape");
  await page.goto("/dashboard/audio-gallery");

  // Delete with confirmation.
  await card(page, "Glöckchen").getByRole("button", { name: "Aktionen für Glöckchen" }).click();
  await page.getByRole("menuitem", { name: "Löschen" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Datei löschen?" });
  await expect(confirm.getByTestId("asset-usage")).toHaveText("Kein Spiel verwendet diese Datei.");
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "„Glöckchen“ gelöscht." }),
  ).toBeVisible();
  await expect(card(page, "Glöckchen")).toHaveCount(0);

  // Tags again: edit keeps the slug; deleting a tag in use says how many files lose it.
  await page.goto("/dashboard/tags");
  await page.getByRole("button", { name: "Pirate flag bearbeiten" }).click();
  const edit = page.getByRole("dialog", { name: "Tag bearbeiten" });
  await expect(edit.getByText("pirate-flag")).toBeVisible();
  await edit.getByLabel("Deutsch").fill("Piratenfahne");
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByTestId("tag-row").filter({ hasText: "Pirate flag" });
  await expect(edited).toContainText("Piratenfahne");
  await expect(edited).toContainText("pirate-flag");
  await page.getByRole("button", { name: "Gold löschen" }).click();
  const remove = page.getByRole("alertdialog", { name: "Tag löschen?" });
  await expect(remove).toContainText("„Gold“ wird gelöscht; 1 Datei verliert den Tag.");
  await remove.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Tag „Gold“ gelöscht." })).toBeVisible();
  await expect(page.getByTestId("tag-row").filter({ hasText: "Gold" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a cancelled upload says so", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/dashboard/image-gallery");
  // Slow the upload down so that there is time to cancel it.
  await page.route("**/api/assets?*", async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => {});
  });
  await page.getByTestId("upload-input").setInputFiles([
    {
      name: "eins.png",
      mimeType: "image/png",
      buffer: stripesPng(40, 40, [0, 0, 0, 255], [255, 255, 255, 255]),
    },
    {
      name: "zwei.png",
      mimeType: "image/png",
      buffer: stripesPng(40, 41, [0, 0, 0, 255], [255, 255, 255, 255]),
    },
  ]);
  await expect(page.getByText("Wird hochgeladen …")).toBeVisible();
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await expect(page.getByTestId("upload-summary")).toHaveText(/Hochladen abgebrochen\./);

  // Nothing valid at all: the failed state, per kind.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByTestId("upload-input").setInputFiles({
    name: "notiz.png",
    mimeType: "image/png",
    buffer: Buffer.from("nur Text"),
  });
  await expect(page.getByTestId("upload-summary")).toHaveText(
    /Bild konnte nicht hochgeladen werden\. Keine Datei wurde hochgeladen\./,
  );

  // Over the limit shown in the upload area: refused with the limit in the message, before a
  // single byte is sent; the other file goes up (partial).
  await expect(page.getByRole("region", { name: "Upload-Bereich" })).toContainText("bis 20 MB");
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/assets?")) sent.push(r.url());
  });
  const small = stripesPng(30, 30, [0, 90, 0, 255], [255, 255, 255, 255]).toString("base64");
  const both = await page.evaluateHandle((png) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(21 * 1024 * 1024)], "riesig.png", { type: "image/png" }));
    dt.items.add(
      new File([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], "klein.png", {
        type: "image/png",
      }),
    );
    return dt;
  }, small);
  const area = page.getByRole("region", { name: "Upload-Bereich" });
  await area.dispatchEvent("dragover", { dataTransfer: both });
  await area.dispatchEvent("drop", { dataTransfer: both });
  await expect(page.getByTestId("upload-summary")).toHaveText(/1 hochgeladen, 1 fehlgeschlagen\./);
  await expect(page.getByTestId("upload-file").filter({ hasText: "riesig.png" })).toContainText(
    "„riesig.png“ ist zu groß: höchstens 20 MB.",
  );
  // Only the small one was sent.
  expect(sent.map((url) => new URL(url).searchParams.get("fileName"))).toEqual(["klein.png"]);
});
