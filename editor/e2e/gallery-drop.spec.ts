/**
 * A gallery file dragged onto the canvas becomes an element where it is dropped (issue 20): an
 * image as an image element, a sound as an audio element. In German and in English.
 */
import { expect, test, type Page } from "@playwright/test";
import type { TFunction } from "i18next";
import { stripesPng, toneWav } from "./files";
import { card, dropFiles, logInAsAdmin } from "./gallery-helpers";
import { strings, type Locale } from "./i18n";

const shots = "test-results/screenshots";

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

/** Drags the card onto the stage point (x, y) in stage pixels. */
async function dragToStage(page: Page, from: ReturnType<typeof card>, x: number, y: number) {
  const layer = page.getByTestId("selection-layer");
  const box = (await layer.boundingBox())!;
  const scale = box.width / 1280;
  await from.dragTo(layer, { targetPosition: { x: x * scale, y: y * scale } });
}

for (const locale of ["de", "en"] as const satisfies readonly Locale[]) {
  test(`a gallery file dropped onto the canvas becomes an element there (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = strings(locale);
    await logInAsAdmin(page, t, locale);
    await createGame(page, t, `Drop ${locale} ${Date.now()}`);
    const galleries = page.getByTestId("editor-galleries");
    const field = (name: string) =>
      page.getByLabel(t(`elements:common.fields.${name}.label`), { exact: true });
    const centre = async () => {
      const [x, y, w, h] = await Promise.all(
        ["x", "y", "width", "height"].map(async (n) => Number(await field(n).inputValue())),
      );
      return { x: x! + w! / 2, y: y! + h! / 2 };
    };

    // An image from the game's gallery, dropped at (900, 200).
    const upload = galleries.getByRole("region", { name: t("gallery:upload.area") });
    const png = stripesPng(320, 200, [30, 30, 200, 255], [240, 240, 240, 255]);
    await dropFiles(page, upload, [{ name: "Karte.png", mimeType: "image/png", data: png }]);
    await expect(card(galleries, "Karte")).toBeVisible();
    await dragToStage(page, card(galleries, "Karte"), 900, 200);
    const image = page.locator(`[data-testid="stage-element"][data-element-type="image"]`);
    await expect(image).toHaveCount(1);
    const at = await centre();
    expect(Math.abs(at.x - 900)).toBeLessThan(4);
    expect(Math.abs(at.y - 200)).toBeLessThan(4);

    // A sound becomes an audio element, at (300, 500).
    await galleries.getByRole("radio", { name: t("sceneEditor:galleries.kinds.AUDIO") }).click();
    const wav = toneWav();
    await dropFiles(page, galleries.getByRole("region", { name: t("gallery:upload.area") }), [
      { name: "Gong.wav", mimeType: "audio/wav", data: wav },
    ]);
    await expect(card(galleries, "Gong")).toBeVisible();
    await dragToStage(page, card(galleries, "Gong"), 300, 500);
    await expect(
      page.locator(`[data-testid="stage-element"][data-element-type="audio"]`),
    ).toHaveCount(1);
    const sound = await centre();
    expect(Math.abs(sound.x - 300)).toBeLessThan(4);
    expect(Math.abs(sound.y - 500)).toBeLessThan(4);
    await page.screenshot({ path: `${shots}/gallery-drop-${locale}.png` });

    // One undo step takes the sound away again.
    await page.keyboard.press("Control+z");
    await expect(
      page.locator(`[data-testid="stage-element"][data-element-type="audio"]`),
    ).toHaveCount(0);
  });
}
