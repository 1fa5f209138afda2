import { expect, test, type Page } from "@playwright/test";
import { translate } from "../../api/src/i18n/messages";
import { movingBarWebm, stripesPng } from "./files";
import {
  card,
  createGameInEditor,
  dropFiles,
  logInAsAdmin,
  publishUnlisted,
  registerTeacher,
  tag,
} from "./gallery-helpers";
import { strings } from "./i18n";

// Issue 12: "A moderator adds a curated image with a new tag; another author finds and uses it",
// and a video through the pipeline into a video element. Texts come from the locale files.

const shots = "test-results/screenshots";
const suffix = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e4)}`;

/** The player of a published game: its first scene, started if it asks to be. */
async function play(page: Page, gameId: number, title: string) {
  await page.goto(`/games/${gameId}/play`);
  const stage = page.getByRole("region", { name: title });
  await expect(stage).toBeVisible();
  return stage;
}

test.describe("in German", () => {
  test.use({ locale: "de-DE" });
  const t = strings("de");

  test("a moderator adds a curated image with a new tag; another author finds it by name and by the German tag, uses it in an image element and players see it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const n = suffix();
    const imageName = `Kompassrose ${n}`;
    const tagEn = `Compass rose ${n}`;
    const tagDe = `Windrose ${n}`;

    // The moderator: a new tag in both languages, then the image into the curated library.
    await logInAsAdmin(page, t, "de");
    await page.goto("/dashboard/tags");
    await page.getByRole("button", { name: t("tags:add") }).click();
    const add = page.getByRole("dialog", { name: t("tags:add") });
    await add.getByLabel(t("tags:fields.en")).fill(tagEn);
    await add.getByLabel(t("tags:fields.de")).fill(tagDe);
    await add.getByRole("button", { name: t("tags:create") }).click();
    await expect(add).toBeHidden();
    await page.goto("/dashboard/image-gallery");
    await expect(
      page.getByRole("heading", { name: t("gallery:page.IMAGE.title"), level: 1 }),
    ).toBeVisible();
    await dropFiles(page, page.getByRole("region", { name: t("gallery:upload.area") }), [
      {
        name: `${imageName}.png`,
        mimeType: "image/png",
        data: stripesPng(320, 180, [20, 90, 200, 255], [250, 250, 250, 255]),
      },
    ]);
    await expect(page.getByTestId("upload-summary")).toContainText(
      t("gallery:upload.success", { count: 1 }),
    );
    await expect(card(page.locator("body"), imageName)).toContainText(t("gallery:badge.curated"));
    await tag(page, t, page.locator("body"), imageName, tagDe.slice(0, -2), tagDe);
    // Sorted by name, A to Z, as a German reader sorts (case and umlauts aside).
    await page.getByRole("combobox", { name: t("gallery:sort.label") }).click();
    await page.getByRole("option", { name: t("gallery:sort.NAME") }).click();
    await page.getByRole("button", { name: new RegExp(t("gallery:sort.toggle")) }).click();
    await expect(
      page.getByRole("button", { name: new RegExp(t("gallery:sort.ASC")) }),
    ).toBeVisible();
    const collator = new Intl.Collator("de", { sensitivity: "base", numeric: true });
    await expect(async () => {
      const names = await page.getByTestId("asset-name").allTextContents();
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual(names.toSorted(collator.compare));
      expect(names).toContain(imageName);
    }).toPass({ timeout: 10_000 });

    // Another author, in a browser of their own.
    const author = await browser.newContext({ locale: "de-DE" });
    const other = await author.newPage();
    other.on("pageerror", (e) => errors.push(e.message));
    await registerTeacher(other, t, "de", "Mira Albers");
    const title = `Kompass-Rallye ${n}`;
    const gameId = await createGameInEditor(other, t, title);
    const galleries = other.getByTestId("editor-galleries");
    await galleries.getByRole("radio", { name: t("gallery:library.CURATED") }).click();
    const search = galleries.getByLabel(t("gallery:search.label"), { exact: true });
    // By name …
    await search.fill(`kompassrose ${n}`);
    await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
    await expect(card(galleries, imageName)).toBeVisible();
    // … and by the German tag (the English one too).
    await search.fill(tagDe.toLowerCase());
    await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
    await expect(card(galleries, imageName).getByTestId("asset-tag")).toHaveText([tagDe]);
    await search.fill(tagEn);
    await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
    await other.screenshot({ path: `${shots}/editor-galleries-curated-de.png` });

    // Chosen: a new image element, and the image joins the game's gallery (once).
    await card(galleries, imageName)
      .getByRole("button", { name: t("gallery:actions.choose") })
      .click();
    await expect(
      other.getByTestId("toast").filter({ hasText: t("gallery:added", { name: imageName }) }),
    ).toBeVisible();
    const inspector = other.getByTestId("inspector");
    await expect(inspector.getByRole("heading", { name: t("elements:image.label") })).toBeVisible();
    await expect(inspector.getByTestId("asset-picker-name")).toHaveText(imageName);
    // Chosen again (into the selected element): still one entry in the game's gallery.
    await card(galleries, imageName)
      .getByRole("button", { name: t("gallery:actions.choose") })
      .click();
    await expect(inspector.getByTestId("asset-picker-name")).toHaveText(imageName);
    // Adding it by hand now is refused with the spec's message.
    await card(galleries, imageName)
      .getByRole("button", { name: t("gallery:actions.addToGame") })
      .click();
    await expect(
      other.getByTestId("toast").filter({
        hasText: t("gallery:addFailed", { message: translate("de", "asset.alreadyInGallery") }),
      }),
    ).toBeVisible();
    await search.fill("");
    await galleries.getByRole("radio", { name: t("gallery:library.GAME") }).click();
    await expect(galleries.getByTestId("asset-card")).toHaveCount(1);
    await expect(card(galleries, imageName)).toBeVisible();
    await expect(other.getByTestId("save-status")).toHaveText(t("sceneEditor:saveStatus.saved"), {
      timeout: 15_000,
    });

    // Published, the game shows the curated image to players.
    await publishUnlisted(other, gameId);
    const player = await (await browser.newContext({ locale: "de-DE" })).newPage();
    const stage = await play(player, gameId, title);
    const shown = stage.locator('img[src*="/api/assets/"]');
    await expect(shown).toBeVisible();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    await player.screenshot({ path: `${shots}/play-curated-image.png` });
    await player.context().close();

    // The moderator is told which game uses it before deleting (and keeps it here).
    await page.reload();
    await card(page.locator("body"), imageName)
      .getByRole("button", { name: t("gallery:actions.menu", { name: imageName }) })
      .click();
    await page.getByRole("menuitem", { name: t("gallery:actions.delete") }).click();
    const confirm = page.getByRole("alertdialog", { name: t("gallery:delete.title") });
    await expect(confirm.getByTestId("asset-usage")).toContainText(t("gallery:delete.usedBy"));
    await expect(confirm.getByTestId("asset-usage").getByRole("listitem")).toHaveText([title]);
    await page.screenshot({ path: `${shots}/image-gallery-delete-used.png` });
    await confirm.getByRole("button", { name: t("gallery:actions.cancel") }).click();
    await expect(card(page.locator("body"), imageName)).toBeVisible();
    await author.close();
    expect(errors).toEqual([]);
  });
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });
  const t = strings("en");

  test("a teacher uploads a WebM clip: its duration is read and shown, it is previewed, and a video element plays it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const clip = await movingBarWebm(2);
    expect(clip.length).toBeLessThan(50_000);
    await registerTeacher(page, t, "en", "Sam Carter");
    const title = `Tide clock ${suffix()}`;
    const gameId = await createGameInEditor(page, t, title);

    const galleries = page.getByTestId("editor-galleries");
    await galleries
      .getByRole("radio", { name: t("sceneEditor:galleries.kinds.VIDEO"), exact: true })
      .click();
    await expect(galleries.getByTestId("gallery-target")).toHaveText(
      t("sceneEditor:galleries.chooseAdds", { type: t("elements:video.label") }),
    );
    const area = galleries.getByRole("region", { name: t("gallery:upload.area") });
    await expect(area).toContainText(t("gallery:upload.limitsVIDEO", { media: 100 }));
    await dropFiles(page, area, [{ name: "Tide.webm", mimeType: "video/webm", data: clip }]);
    await expect(galleries.getByTestId("upload-summary")).toContainText(
      t("gallery:upload.success", { count: 1 }),
    );
    // The duration was read from the file: 24 frames at 12 fps.
    const tide = card(galleries, "Tide");
    await expect(tide).toContainText("0:02");

    // Preview: it plays, with its size and duration.
    await tide.getByRole("button", { name: `${t("gallery:actions.preview")}: Tide` }).click();
    const preview = page.getByRole("dialog", {
      name: t("gallery:preview.title", { name: "Tide" }),
    });
    await expect(preview).toContainText(t("gallery:preview.duration"));
    await expect(preview).toContainText("0:02");
    const media = preview.getByTestId("preview-media");
    await media.evaluate((el: HTMLVideoElement) => {
      el.muted = true;
      return el.play();
    });
    await expect
      .poll(() => media.evaluate((el: HTMLVideoElement) => el.currentTime))
      .toBeGreaterThan(0.2);
    expect(await media.evaluate((el: HTMLVideoElement) => [el.videoWidth, el.videoHeight])).toEqual(
      [160, 90],
    );
    expect(await media.evaluate((el: HTMLVideoElement) => Math.round(el.duration))).toBe(2);
    await page.screenshot({ path: `${shots}/editor-video-preview-en.png` });
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();

    // Chosen: a new video element that shows it on the stage.
    await tide.getByRole("button", { name: t("gallery:actions.choose") }).click();
    const inspector = page.getByTestId("inspector");
    await expect(inspector.getByRole("heading", { name: t("elements:video.label") })).toBeVisible();
    await expect(inspector.getByTestId("asset-picker-name")).toHaveText("Tide");
    await inspector.getByLabel(t("elements:video.fields.showControls.label")).click();
    await expect(page.getByTestId("canvas").locator('video[src*="/api/assets/"]')).toHaveCount(1);
    await expect(page.getByTestId("save-status")).toHaveText(t("sceneEditor:saveStatus.saved"), {
      timeout: 15_000,
    });

    // Players: the video element loads the clip and plays it.
    await publishUnlisted(page, gameId);
    const stage = await play(page, gameId, title);
    const video = stage.locator('video[src*="/api/assets/"]');
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((el: HTMLVideoElement) => Math.round(el.duration))).toBe(2);
    await video.evaluate((el: HTMLVideoElement) => {
      el.muted = true;
      return el.play();
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime))
      .toBeGreaterThan(0.2);
    await page.screenshot({ path: `${shots}/play-video-en.png` });
    expect(errors).toEqual([]);
  });
});
