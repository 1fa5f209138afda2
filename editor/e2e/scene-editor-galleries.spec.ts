import { expect, test, type Locator, type Page } from "@playwright/test";
import { stripesPng, toneWav } from "./files";
import { readMail } from "./mail";

// A new German teacher: the galleries in the scene editor, as issue 12's tests describe.
test.use({ locale: "de-DE" });

const shots = "test-results/screenshots";
const unique = () => `gallery-teacher-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

async function registerTeacher(page: Page) {
  const email = unique();
  await page.goto("/auth/register?lng=de");
  await page.getByLabel("Dein Name").fill("Jonas Petersen");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill("Leuchtfeuer über Sylt 7");
  await page.getByLabel("Passwort wiederholen").fill("Leuchtfeuer über Sylt 7");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  const code = (await readMail(email, /^Subject: \S*Best\S*?(\d{6})/m))[1]!;
  await page.getByLabel("Bestätigungscode").fill(code);
  await page.getByRole("button", { name: "Bestätigen" }).click();
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

const card = (scope: Locator, name: string) =>
  scope
    .getByTestId("asset-card")
    .filter({ has: scope.page().getByTestId("asset-name").getByText(name, { exact: true }) });

/** Tags an asset with an existing tag, found by typing part of its German name. */
async function tag(page: Page, scope: Locator, name: string, typed: string, tagName: string) {
  await card(scope, name)
    .getByRole("button", { name: `Aktionen für ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Tags bearbeiten" }).click();
  const dialog = page.getByRole("dialog", { name: `Tags von „${name}“` });
  await dialog.getByLabel("Tag suchen oder neu anlegen").fill(typed);
  await dialog.getByRole("button", { name: `+ ${tagName}` }).click();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(scope, name).getByTestId("asset-tag")).toHaveText([tagName]);
}

test("a new teacher drops an image and a sound into the game's gallery, tags and finds them, uses them in elements and plays the game", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await registerTeacher(page);

  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: "Spiel erstellen" }).first().click();
  const create = page.getByRole("dialog", { name: "Spiel erstellen" });
  await create.getByLabel("Titel").fill("Leuchtturm-Rätsel");
  await create.getByRole("button", { name: "Erstellen" }).click();
  await expect(create).toBeHidden();
  await page
    .getByTestId("game-row")
    .filter({ hasText: "Leuchtturm-Rätsel" })
    .getByRole("link", { name: "Bearbeiten" })
    .click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();

  // The galleries sit in the left sidebar; the game's gallery is shown first and is empty.
  const galleries = page.getByTestId("editor-galleries");
  await expect(galleries.getByRole("radio", { name: "Galerie des Spiels" })).toBeChecked();
  await expect(galleries.getByText("Noch keine Dateien.")).toBeVisible();
  await expect(galleries.getByTestId("gallery-target")).toHaveText(
    "„Auswählen“ fügt ein neues Element hinzu: Bild.",
  );

  // An image dropped into the game's gallery: progress, then it is there.
  await dropFiles(page, galleries.getByRole("region", { name: "Upload-Bereich" }), [
    {
      name: "Leuchtturm.png",
      mimeType: "image/png",
      data: stripesPng(320, 200, [200, 30, 30, 255], [240, 240, 240, 255]),
    },
  ]);
  await expect(
    galleries.getByRole("progressbar", { name: "Fortschritt von Leuchtturm.png" }),
  ).toBeVisible();
  await expect(
    galleries.getByTestId("upload-file").filter({ hasText: "Leuchtturm.png" }),
  ).toContainText("Hochgeladen");
  await expect(card(galleries, "Leuchtturm")).toBeVisible();
  await tag(page, galleries, "Leuchtturm", "Kart", "Karte");
  await page.screenshot({ path: `${shots}/editor-galleries-image.png` });

  // A sound into the audio gallery of the game.
  await galleries.getByRole("radio", { name: "Audio", exact: true }).click();
  await expect(galleries.getByTestId("gallery-target")).toHaveText(
    "„Auswählen“ fügt ein neues Element hinzu: Audio.",
  );
  await dropFiles(page, galleries.getByRole("region", { name: "Upload-Bereich" }), [
    { name: "Nebelhorn.wav", mimeType: "audio/wav", data: toneWav(0.8, 220) },
  ]);
  await expect(
    galleries.getByRole("progressbar", { name: "Fortschritt von Nebelhorn.wav" }),
  ).toBeVisible();
  await expect(
    galleries.getByTestId("upload-file").filter({ hasText: "Nebelhorn.wav" }),
  ).toContainText("Hochgeladen");
  await tag(page, galleries, "Nebelhorn", "Soundeff", "Soundeffekt");

  // Found by the German tag; a tag of the other file finds nothing here.
  const search = galleries.getByLabel("Suchen", { exact: true });
  await search.fill("soundeffekt");
  await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
  await search.fill("karte");
  await expect(galleries.getByTestId("asset-card")).toHaveCount(0);
  await search.fill("");
  // The sound becomes a new audio element; its picker in the inspector names it.
  await card(galleries, "Nebelhorn").getByRole("button", { name: "Auswählen" }).click();
  const inspector = page.getByTestId("inspector");
  await expect(inspector.getByRole("heading", { name: "Audio" })).toBeVisible();
  await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Nebelhorn");
  await inspector.getByLabel("Wiedergabeknopf zeigen").click();
  // Out of the way of the image that comes next.
  await inspector.getByLabel("X", { exact: true }).fill("100");
  await expect(
    page.locator('[data-testid="stage-element"][data-element-type="audio"]'),
  ).toHaveCount(1);

  // The image: found by its German tag, chosen into a new image element.
  await page.keyboard.press("Escape");
  await galleries.getByRole("radio", { name: "Bilder" }).click();
  await search.fill("karte");
  await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
  await card(galleries, "Leuchtturm").getByRole("button", { name: "Auswählen" }).click();
  await expect(inspector.getByRole("heading", { name: "Bild" })).toBeVisible();
  await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Leuchtturm");
  const stageImage = page.getByTestId("canvas").locator('img[src*="/api/assets/"]');
  await expect(stageImage).toHaveAttribute("src", /\/api\/assets\//);
  // With the image selected, the sidebar's choice goes into it.
  await expect(galleries.getByTestId("gallery-target")).toHaveText(
    "„Auswählen“ setzt die Datei in „Bild“ ein.",
  );

  // The inspector's picker: clear, then choose again from the gallery dialog.
  await inspector.getByRole("button", { name: "Bild leeren" }).click();
  await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Nichts ausgewählt");
  await inspector.getByRole("button", { name: "Datei für Bild auswählen" }).click();
  const picker = page.getByRole("dialog", { name: "Datei auswählen: Bild" });
  await expect(picker.getByRole("radio", { name: "Galerie des Spiels" })).toBeChecked();
  await page.screenshot({ path: `${shots}/editor-asset-picker.png` });
  await card(picker, "Leuchtturm").getByRole("button", { name: "Auswählen" }).click();
  await expect(picker).toBeHidden();
  await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Leuchtturm");
  await page.screenshot({ path: `${shots}/editor-galleries-chosen.png` });

  // Preview: the image is shown and the sound plays.
  await page.getByTestId("preview-button").click();
  const preview = page.getByRole("dialog", { name: "Vorschau" });
  await preview.getByTestId("start-game").click();
  const shown = preview.locator(".eg-stage img");
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(320);
  const play = preview.getByRole("button", { name: /abspielen/ });
  await play.click();
  await expect(preview.getByRole("button", { name: /stoppen/i })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.screenshot({ path: `${shots}/editor-galleries-preview.png` });
  expect(errors).toEqual([]);
});
