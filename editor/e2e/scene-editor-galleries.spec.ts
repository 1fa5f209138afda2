import { expect, test } from "@playwright/test";
import { stripesPng, toneWav } from "./files";
import { card, dropFiles, registerTeacher, tag, templateRegex } from "./gallery-helpers";
import { strings, type Locale } from "./i18n";

// A new teacher: the galleries in the scene editor, as issue 12's tests describe, in German and
// in English; every text the test reads or clicks comes from the apps' locale files.

const shots = "test-results/screenshots";
// The starter library's tags (api/src/assets/starter-library.ts), in each language.
const TAGS: Record<Locale, { map: [string, string]; effect: [string, string] }> = {
  de: { map: ["Kart", "Karte"], effect: ["Soundeff", "Soundeffekt"] },
  en: { map: ["Ma", "Map"], effect: ["Sound ef", "Sound effect"] },
};

for (const locale of ["de", "en"] as const) {
  test.describe(`in ${locale === "de" ? "German" : "English"}`, () => {
    test.use({ locale: locale === "de" ? "de-DE" : "en-GB" });
    const t = strings(locale);
    const tags = TAGS[locale];

    test("a new teacher drops an image and a sound into the game's gallery, tags and finds them, uses them in elements and plays the game", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await registerTeacher(page, t, locale);
      const title = locale === "de" ? "Leuchtturm-Rätsel" : "Lighthouse puzzle";

      await page.goto("/dashboard/games");
      await page
        .getByRole("button", { name: t("games:create.button") })
        .first()
        .click();
      const create = page.getByRole("dialog", { name: t("games:create.title") });
      await create.getByLabel(t("games:create.field")).fill(title);
      await create.getByRole("button", { name: t("games:create.submit") }).click();
      await expect(create).toBeHidden();
      // A new game opens in the editor.
      await expect(page).toHaveURL(/\/editor\/\d+$/);
      await expect(page).toHaveURL(/\/editor\/\d+$/);
      await expect(page.getByTestId("canvas")).toBeVisible();

      // The galleries sit in the left sidebar; the game's gallery is shown first and is empty.
      const galleries = page.getByTestId("editor-galleries");
      await expect(galleries.getByRole("radio", { name: t("gallery:library.GAME") })).toBeChecked();
      await expect(galleries.getByText(t("gallery:empty"))).toBeVisible();
      await expect(galleries.getByTestId("gallery-target")).toHaveText(
        t("sceneEditor:galleries.chooseAdds", { type: t("elements:image.label") }),
      );
      const uploadArea = galleries.getByRole("region", { name: t("gallery:upload.area") });
      // The limits are shown where files are dropped.
      await expect(uploadArea).toContainText(
        t("gallery:upload.limitsIMAGE", { upload: 20, image: 5, side: 2560 }),
      );

      // An image dropped into the game's gallery: progress, then it is there.
      await dropFiles(page, uploadArea, [
        {
          name: "Leuchtturm.png",
          mimeType: "image/png",
          data: stripesPng(320, 200, [200, 30, 30, 255], [240, 240, 240, 255]),
        },
      ]);
      await expect(
        galleries.getByRole("progressbar", {
          name: t("gallery:upload.progress", { name: "Leuchtturm.png" }),
        }),
      ).toBeVisible();
      await expect(
        galleries.getByTestId("upload-file").filter({ hasText: "Leuchtturm.png" }),
      ).toContainText(t("gallery:upload.done"));
      await expect(card(galleries, "Leuchtturm")).toBeVisible();
      await tag(page, t, galleries, "Leuchtturm", ...tags.map);
      await page.screenshot({ path: `${shots}/editor-galleries-image-${locale}.png` });

      // A sound into the audio gallery of the game.
      await galleries
        .getByRole("radio", { name: t("sceneEditor:galleries.kinds.AUDIO"), exact: true })
        .click();
      await expect(galleries.getByTestId("gallery-target")).toHaveText(
        t("sceneEditor:galleries.chooseAdds", { type: t("elements:audio.label") }),
      );
      await dropFiles(page, galleries.getByRole("region", { name: t("gallery:upload.area") }), [
        { name: "Nebelhorn.wav", mimeType: "audio/wav", data: toneWav(0.8, 220) },
      ]);
      await expect(
        galleries.getByRole("progressbar", {
          name: t("gallery:upload.progress", { name: "Nebelhorn.wav" }),
        }),
      ).toBeVisible();
      await expect(
        galleries.getByTestId("upload-file").filter({ hasText: "Nebelhorn.wav" }),
      ).toContainText(t("gallery:upload.done"));
      await tag(page, t, galleries, "Nebelhorn", ...tags.effect);

      // Found by the tag in this language; a tag of the other file finds nothing here.
      const search = galleries.getByLabel(t("gallery:search.label"), { exact: true });
      await search.fill(tags.effect[1].toLowerCase());
      await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
      await search.fill(tags.map[1].toLowerCase());
      await expect(galleries.getByTestId("asset-card")).toHaveCount(0);
      await search.fill("");
      // The sound becomes a new audio element; its picker in the inspector names it.
      await card(galleries, "Nebelhorn")
        .getByRole("button", { name: t("gallery:actions.choose") })
        .click();
      const inspector = page.getByTestId("inspector");
      await expect(
        inspector.getByRole("heading", { name: t("elements:audio.label") }),
      ).toBeVisible();
      await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Nebelhorn");
      await inspector.getByLabel(t("elements:audio.fields.showButton.label")).click();
      // Out of the way of the image that comes next.
      await inspector.getByLabel(t("elements:common.fields.x.label"), { exact: true }).fill("100");
      await expect(
        page.locator('[data-testid="stage-element"][data-element-type="audio"]'),
      ).toHaveCount(1);

      // The image: found by its tag, chosen into a new image element.
      await page.keyboard.press("Escape");
      await galleries.getByRole("radio", { name: t("sceneEditor:galleries.kinds.IMAGE") }).click();
      await search.fill(tags.map[1].toLowerCase());
      await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
      await card(galleries, "Leuchtturm")
        .getByRole("button", { name: t("gallery:actions.choose") })
        .click();
      await expect(
        inspector.getByRole("heading", { name: t("elements:image.label") }),
      ).toBeVisible();
      await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Leuchtturm");
      const stageImage = page.getByTestId("canvas").locator('img[src*="/api/assets/"]');
      await expect(stageImage).toHaveAttribute("src", /\/api\/assets\//);
      // With the image selected, the sidebar's choice goes into it.
      await expect(galleries.getByTestId("gallery-target")).toHaveText(
        t("sceneEditor:galleries.chooseUpdates", { name: t("elements:image.label") }),
      );

      // The inspector's picker: clear, then choose again from the gallery dialog.
      const field = t("elements:image.fields.src.label");
      await inspector
        .getByRole("button", { name: t("sceneEditor:assetPicker.clearFor", { field }) })
        .click();
      await expect(inspector.getByTestId("asset-picker-name")).toHaveText(
        t("sceneEditor:assetPicker.none"),
      );
      await inspector
        .getByRole("button", { name: t("sceneEditor:assetPicker.chooseFor", { field }) })
        .click();
      const picker = page.getByRole("dialog", {
        name: t("sceneEditor:assetPicker.title", { field }),
      });
      await expect(picker.getByRole("radio", { name: t("gallery:library.GAME") })).toBeChecked();
      await page.screenshot({ path: `${shots}/editor-asset-picker-${locale}.png` });
      await card(picker, "Leuchtturm")
        .getByRole("button", { name: t("gallery:actions.choose") })
        .click();
      await expect(picker).toBeHidden();
      await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Leuchtturm");
      await page.screenshot({ path: `${shots}/editor-galleries-chosen-${locale}.png` });

      // Preview: the image is shown and the sound plays.
      await page.getByTestId("preview-button").click();
      const preview = page.getByRole("dialog", { name: t("sceneEditor:preview.title") });
      await preview.getByTestId("start-game").click();
      const shown = preview.locator(".eg-stage img");
      await expect(shown).toBeVisible();
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(320);
      const play = preview.getByRole("button", { name: templateRegex(t, "elements:audio.play") });
      await play.click();
      await expect(
        preview.getByRole("button", { name: templateRegex(t, "elements:audio.stop", "i") }),
      ).toHaveAttribute("aria-pressed", "true");
      await page.screenshot({ path: `${shots}/editor-galleries-preview-${locale}.png` });
      expect(errors).toEqual([]);
    });
  });
}
