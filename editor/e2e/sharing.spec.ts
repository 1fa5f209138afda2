/**
 * Issue 26 (items 2, 4, 5) in Chromium over the real API: an owner shares a game with a colleague
 * (the invitation mail's link from the outbox), who sees it in the list and edits it; a viewer
 * cannot edit; a restored version brings back a deleted scene; a deleted game comes back from the
 * bin. German and English.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createGameInEditor, logInAsAdmin, registerTeacher } from "./gallery-helpers";
import { strings, type Locale } from "./i18n";
import { readMail } from "./mail";

const shots = "test-results/screenshots";

async function newTeacher(browser: Browser, locale: Locale, name: string) {
  const context = await browser.newContext({ locale: locale === "de" ? "de-DE" : "en-US" });
  const page = await context.newPage();
  const email = await registerTeacher(page, strings(locale), locale, name);
  return { context, page, email };
}

/** The row of the games list whose title link is `title`. */
const row = (page: Page, title: string) =>
  page
    .getByTestId("game-row")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function openRowMenu(page: Page, title: string, item: string) {
  const menuItem = page.getByRole("menuitem", { name: item });
  await expect(async () => {
    if (!(await menuItem.isVisible()))
      await row(page, title)
        .getByRole("button", { name: new RegExp(title) })
        .click();
    await expect(menuItem).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await menuItem.click();
}

/** The game's document as the page's user reads it through the API. */
async function documentOf(page: Page, id: number) {
  const res = await page.request.post("/graphql", {
    data: { query: "query($id: Int!) { game(id: $id) { document } }", variables: { id } },
  });
  return ((await res.json()) as { data: { game: { document: { scenes: { name: string }[] } } } })
    .data.game.document;
}

async function addScene(page: Page) {
  await page.getByTestId("menu-scenes").click();
  await page.getByTestId("menu-scenes-content").locator('[data-command="addScene"]').click();
}
const saved = (page: Page) =>
  expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", {
    timeout: 15_000,
  });

test("de: the owner shares a game; the co-author edits it, the viewer only looks and copies", async ({
  browser,
}) => {
  // Three registrations and three browsers: slow on a loaded machine.
  test.setTimeout(240_000);
  const t = strings("de");
  const owner = await newTeacher(browser, "de", "Frau Kolbe");
  const colleague = await newTeacher(browser, "de", "Herr Yilmaz");
  const viewer = await newTeacher(browser, "de", "Frau Berg");
  const title = `Geteilter Tresor ${Date.now()}`;
  const id = await createGameInEditor(owner.page, t, title);

  // The owner invites both from the games list's share dialog.
  await owner.page.goto("/dashboard/games");
  await openRowMenu(owner.page, title, t("sharing:share.menu"));
  const dialog = owner.page.getByRole("dialog", { name: t("sharing:share.title", { title }) });
  await dialog.getByLabel(t("sharing:share.email")).fill("kein-mail");
  await dialog.getByRole("button", { name: t("sharing:share.invite") }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Bitte gib eine gültige E-Mail-Adresse ein.");
  await dialog.getByLabel(t("sharing:share.email")).fill(colleague.email);
  await dialog.getByRole("button", { name: t("sharing:share.invite") }).click();
  await expect(dialog.getByText(t("sharing:share.sent"))).toBeVisible();
  await dialog.getByLabel(t("sharing:share.email")).fill(viewer.email);
  await dialog.getByRole("combobox", { name: t("sharing:share.role"), exact: true }).click();
  await owner.page.getByRole("option", { name: t("sharing:roles.VIEWER") }).click();
  await dialog.getByRole("button", { name: t("sharing:share.invite") }).click();
  const invited = dialog.getByTestId("collaborator");
  await expect(invited).toHaveCount(3);
  await expect(
    invited.filter({ hasText: viewer.email }).getByText(t("sharing:share.pending")),
  ).toBeVisible();
  await owner.page.screenshot({ path: `${shots}/share-dialog-de.png` });

  // The colleague follows the mailed link: the game opens in the editor; they add a scene.
  const link = (await readMail(colleague.email, /(http\S+\/dashboard\/invite\/[\w-]+)/))[1]!;
  await colleague.page.goto(new URL(link).pathname);
  await expect(colleague.page).toHaveURL(new RegExp(`/editor/${id}$`));
  await expect(colleague.page.getByTestId("canvas")).toBeVisible();
  await addScene(colleague.page);
  await saved(colleague.page);
  expect((await documentOf(owner.page, id)).scenes).toHaveLength(2);
  // ... and finds it in their list, shared by the owner.
  await colleague.page.goto("/dashboard/games");
  await expect(row(colleague.page, title).getByTestId("shared-by")).toHaveText(
    t("sharing:sharedBy.COAUTHOR", { name: "Frau Kolbe" }),
  );

  // The viewer's link opens the read-only view; the editor is not theirs, nor is saving.
  const viewLink = (await readMail(viewer.email, /(http\S+\/dashboard\/invite\/[\w-]+)/))[1]!;
  await viewer.page.goto(new URL(viewLink).pathname);
  await expect(viewer.page).toHaveURL(new RegExp(`/dashboard/games/${id}/view$`));
  await expect(viewer.page.getByRole("dialog", { name: t("sharing:view.heading") })).toBeVisible();
  await viewer.page.goto(`/editor/${id}`);
  await expect(viewer.page).toHaveURL(new RegExp(`/dashboard/games/${id}/view$`));
  const refused = await viewer.page.request.post("/graphql", {
    data: {
      query:
        "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 99) { id } }",
      variables: { id, d: await documentOf(viewer.page, id) },
    },
  });
  const body = (await refused.json()) as { errors: { extensions: { code: string } }[] };
  expect(body.errors[0]!.extensions.code).toBe("FORBIDDEN");
  // A copy is the viewer's own draft, opened in the editor.
  await viewer.page.goto(`/dashboard/games/${id}/view`);
  await viewer.page.getByTestId("copy-shared-game").click();
  await expect(viewer.page).toHaveURL(/\/editor\/\d+$/, { timeout: 15_000 });
  expect(viewer.page.url()).not.toMatch(new RegExp(`/editor/${id}$`));

  // The owner removes the colleague: the game leaves their list.
  await owner.page.goto("/dashboard/games");
  await openRowMenu(owner.page, title, t("sharing:share.menu"));
  await owner.page
    .getByRole("button", {
      name: t("sharing:share.removeLabel", { who: `Herr Yilmaz (${colleague.email})` }),
    })
    .click();
  await expect(owner.page.getByTestId("collaborator")).toHaveCount(2);
  await colleague.page.reload();
  await expect(row(colleague.page, title)).toHaveCount(0);
  for (const who of [owner, colleague, viewer]) await who.context.close();
});

test("en: a restored version brings back a deleted scene; a deleted game comes back from the bin", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = strings("en");
  await logInAsAdmin(page, t, "en");
  const title = `Versioned vault ${Date.now()}`;
  const id = await createGameInEditor(page, t, title);
  await addScene(page);
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  await saved(page);

  // A named version with both scenes.
  await page.getByTestId("versions-button").click();
  const versions = page.getByRole("dialog", { name: t("sharing:versions.title") });
  await versions.getByLabel(t("sharing:versions.nameLabel")).fill("Two scenes");
  await versions.getByRole("button", { name: t("sharing:versions.save") }).click();
  await expect(versions.getByTestId("version").first()).toContainText("Two scenes");
  await page.keyboard.press("Escape");

  // The second scene is deleted (and saved).
  await page.getByTestId("menu-scenes").click();
  await page.getByTestId("menu-scenes-content").locator('[data-command="deleteScene"]').click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t("sceneEditor:scenes.deleteConfirm") })
    .click();
  await expect(page.getByTestId("scene-item")).toHaveCount(1);
  // Deleting a scene is one undo step ...
  const edit = async (command: "undo" | "redo") => {
    await page.getByTestId("menu-edit").click();
    await page.getByTestId("menu-edit-content").locator(`[data-command="${command}"]`).click();
    // The menu closes first: a click on its trigger while it closes would not open it again.
    await expect(page.getByTestId("menu-edit-content")).toBeHidden();
  };
  await edit("undo");
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  await edit("redo");
  await expect(page.getByTestId("scene-item")).toHaveCount(1);
  // ... and after the session, versions bring it back.
  await saved(page);

  // The version list says what changed (the named version: nothing since the first save's).
  await page.getByTestId("versions-button").click();
  const named = versions.getByTestId("version").filter({ hasText: "Two scenes" });
  await expect(named.getByTestId("version-summary")).toHaveText(t("sharing:versions.noChanges"));
  await expect(versions.getByTestId("version").last().getByTestId("version-summary")).toHaveText(
    "Scene 'First Scene' added, scene 'Scene 2' added",
  );
  await page.screenshot({ path: `${shots}/versions-en.png` });
  await named.getByRole("button", { name: t("sharing:versions.restore") }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t("sharing:versions.restoreConfirm") })
    .click();
  await expect(page.getByTestId("scene-item")).toHaveCount(2, { timeout: 15_000 });
  expect((await documentOf(page, id)).scenes).toHaveLength(2);
  // Nothing was overwritten: the state without the scene was kept before the restore.
  await page.getByTestId("versions-button").click();
  await expect(versions.getByTestId("version").first()).toHaveAttribute("data-kind", "RESTORE");
  await expect(versions.getByTestId("version").first().getByTestId("version-summary")).toHaveText(
    "Scene 'Scene 2' added",
  );
  await expect(versions.getByTestId("version").nth(1).getByTestId("version-summary")).toHaveText(
    "Scene 'Scene 2' deleted",
  );
  await page.keyboard.press("Escape");

  // Deleted from the games list: into the bin, and back.
  await page.goto("/dashboard/games");
  await openRowMenu(page, title, t("games:actions.delete"));
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t("games:delete.confirm") })
    .click();
  await expect(row(page, title)).toHaveCount(0);
  expect((await page.request.get(`/games/${id}/play`)).status()).toBe(404);
  await page.getByTestId("bin-link").click();
  await expect(page.getByRole("heading", { name: t("sharing:bin.title"), level: 1 })).toBeVisible();
  const binned = page.getByTestId("bin-row").filter({ hasText: title });
  await expect(binned).toBeVisible();
  await page.screenshot({ path: `${shots}/bin-en.png`, fullPage: true });
  await binned.getByRole("button", { name: t("sharing:bin.restoreLabel", { title }) }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: t("sharing:bin.restored", { title }) }),
  ).toBeVisible();
  await expect(binned).toHaveCount(0);
  await page.goto("/dashboard/games");
  await expect(row(page, title)).toBeVisible();
});
