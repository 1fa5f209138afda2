/**
 * Co-authoring (issue 26): two authors (two browser contexts; until sharing arrives, the same
 * account) edit one game at once. Edits of different things merge without a dialog and reach the
 * other within seconds; a real conflict asks once per property and the choice sticks. Presence
 * avatars show who is on which scene.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { strings, type Locale } from "./i18n";

const shots = "test-results/screenshots";

async function author(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({
    locale: locale === "de" ? "de-DE" : "en-GB",
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  const t = strings(locale);
  await page.goto(`/auth/login?lng=${locale}`);
  await page.getByLabel(t("editor:auth.email")).fill("admin@e2e.test");
  await page.getByLabel(t("editor:auth.password"), { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: t("editor:auth.login.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

async function createGame(page: Page, locale: Locale, title: string): Promise<number> {
  const t = strings(locale);
  await page.goto("/dashboard/games");
  await page
    .getByRole("button", { name: t("games:create.button") })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: t("games:create.title") });
  await dialog.getByLabel(t("games:create.field")).fill(title);
  await dialog.getByRole("button", { name: t("games:create.submit") }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
  return Number(page.url().split("/").pop());
}

async function open(page: Page, id: number) {
  await page.goto(`/editor/${id}`);
  await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
}

const saved = (page: Page, locale: Locale) =>
  expect(page.getByTestId("save-status")).toHaveText(
    strings(locale)("sceneEditor:saveStatus.saved"),
    { timeout: 15_000 },
  );

/** The game as the server has it. */
async function stored(page: Page, id: number) {
  return page.evaluate(async (gameId) => {
    const res = await fetch("/graphql", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: `{ game(id: ${gameId}) { document documentVersion } }` }),
    });
    const body = (await res.json()) as {
      data: {
        game: {
          document: {
            scenes: { name: string; elements: { name: string; x: number; background: string }[] }[];
            rules: { id: string }[];
          };
        };
      };
    };
    return body.data.game.document;
  }, id);
}

const inspectorField = (page: Page, label: string) =>
  page.getByTestId("inspector").getByLabel(label, { exact: true }).last();
const colour = (page: Page, label: string) =>
  page.getByTestId("inspector").locator(`input[type="color"][aria-label="${label}"]`);

/** A game with an svg-shape named "Kasten" on scene 1 and a second scene. */
async function prepared(page: Page, locale: Locale, title: string) {
  const t = strings(locale);
  const id = await createGame(page, locale, title);
  await page.getByTestId("add-svg-shape").click();
  const name = inspectorField(page, t("elements:common.fields.name.label"));
  await name.fill("Kasten");
  await name.press("Tab");
  await page.getByTestId("menu-scenes").click();
  await page.getByRole("menuitem", { name: t("sceneEditor:commands.addScene") }).click();
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  await page.getByTestId("scene-item").first().getByRole("button").first().click();
  await saved(page, locale);
  return id;
}

test("two authors edit one game at once: no dialog, each sees the other's work, presence on the scene strip, all there after a reload", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const locale: Locale = "en";
  const t = strings(locale);
  const a = await author(browser, locale);
  const b = await author(browser, locale);
  const id = await prepared(a, locale, `Together ${Date.now()}`);
  await open(b, id);

  // B goes to scene 2: A sees B's avatar there (and B sees A's on scene 1).
  await b.getByTestId("scene-item").nth(1).getByRole("button").first().click();
  await expect(a.getByTestId("scene-item").nth(1).getByTestId("presence")).toBeVisible({
    timeout: 5_000,
  });
  await expect(b.getByTestId("scene-item").first().getByTestId("presence")).toBeVisible();
  await a
    .getByTestId("scene-strip")
    .or(a.locator(".se-scenes"))
    .first()
    .screenshot({
      path: `${shots}/coauthor-presence.png`,
    });

  // At the same time: A moves the element in scene 1, B renames scene 2 and adds a rule.
  await a.locator('[data-testid="stage-element"][data-element-type="svg-shape"]').click();
  const x = inspectorField(a, t("elements:common.fields.x.label"));
  await x.fill("400");
  await x.press("Tab");
  const scene2 = b.getByTestId("scene-item").nth(1);
  await scene2.getByRole("button").first().dblclick();
  await scene2.getByRole("textbox").fill("Keller");
  await scene2.getByRole("textbox").press("Enter");
  await b.getByRole("link", { name: t("sceneEditor:views.logic") }).click();
  await expect(b).toHaveURL(new RegExp(`/editor/${id}/logic$`));
  await b.getByTestId("new-rule").click();
  const builder = b.getByTestId("rule-builder");
  await builder.getByTestId("rule-name").fill("Tipp");
  await builder.getByTestId("add-trigger").click();
  const trigger = builder.getByTestId("trigger").last();
  await trigger.getByTestId("trigger-element").selectOption({ label: "Kasten" });
  await trigger.getByTestId("trigger-event").selectOption({ label: "Clicked" });
  await builder.getByTestId("add-action").selectOption({ label: "Go to scene" });
  await builder
    .getByTestId("action")
    .last()
    .getByTestId("action-scene")
    .selectOption({ label: "Keller" });
  await builder.getByTestId("rule-save").click();
  await expect(b.getByTestId("rule")).toHaveCount(1);

  await saved(a, locale);
  await saved(b, locale);
  // Each sees the other's work within seconds, without reloading, and no dialog came up.
  await expect(a.getByTestId("scene-item").nth(1)).toHaveAttribute("data-scene-name", "Keller", {
    timeout: 5_000,
  });
  await b.getByRole("link", { name: t("sceneEditor:views.composer") }).click();
  await b.getByTestId("scene-item").first().getByRole("button").first().click();
  await b.locator('[data-testid="stage-element"][data-element-type="svg-shape"]').click();
  await expect(inspectorField(b, t("elements:common.fields.x.label"))).toHaveValue("400", {
    timeout: 5_000,
  });
  await a.getByRole("link", { name: t("sceneEditor:views.logic") }).click();
  await expect(a.getByTestId("rule")).toHaveCount(1, { timeout: 5_000 });
  await expect(a.getByRole("alertdialog")).toHaveCount(0);
  await expect(b.getByRole("alertdialog")).toHaveCount(0);

  // After a reload everything is there, and so on the server.
  await a.reload();
  await expect(a.getByTestId("rule")).toHaveCount(1);
  const doc = await stored(a, id);
  expect(doc.scenes.map((s) => s.name)[1]).toBe("Keller");
  expect(doc.scenes[0]!.elements[0]).toMatchObject({ name: "Kasten", x: 400 });
  expect(doc.rules).toHaveLength(1);
  await a.context().close();
  await b.context().close();
});

for (const locale of ["en", "de"] as const) {
  test(`a real conflict (both recolour one element) asks once, per property, and the choice sticks (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = strings(locale);
    const background = t("elements:common.fields.background.label");
    const a = await author(browser, locale);
    const b = await author(browser, locale);
    const id = await prepared(a, locale, `Colours ${locale} ${Date.now()}`);
    await open(b, id);
    const shape = (p: Page) =>
      p.locator('[data-testid="stage-element"][data-element-type="svg-shape"]');
    await shape(a).click();
    await shape(b).click();

    // B recolours while its saves cannot reach the server; A recolours and saves meanwhile.
    await b.route("**/graphql", (route) => route.abort("connectionrefused"));
    await colour(b, background).fill("#0000ff");
    await expect(b.getByTestId("save-status")).toHaveText(t("sceneEditor:saveStatus.offline"), {
      timeout: 10_000,
    });
    await colour(a, background).fill("#ff0000");
    await saved(a, locale);
    // B is back: its save is rebased over A's, and B is asked about the one property.
    await b.unroute("**/graphql");
    const prompt = b.getByRole("alertdialog", { name: t("sceneEditor:coauthor.title") });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText("#0000ff");
    await expect(prompt).toContainText("#ff0000");
    await b.screenshot({ path: `${shots}/coauthor-conflict-${locale}.png` });
    await prompt.getByRole("button", { name: t("sceneEditor:coauthor.takeTheirs") }).click();
    await expect(prompt).toBeHidden();
    // Asked once: no second prompt for the same property.
    await saved(b, locale);
    await expect(b.getByRole("alertdialog")).toHaveCount(0);
    await expect(colour(b, background)).toHaveValue("#ff0000");
    await expect(colour(a, background)).toHaveValue("#ff0000", { timeout: 5_000 });
    // The choice sticks: after a reload, and on the server.
    await b.reload();
    await expect(b.getByRole("alertdialog")).toHaveCount(0);
    const doc = await stored(b, id);
    expect(doc.scenes[0]!.elements[0]!.background).toBe("#ff0000");
    await a.context().close();
    await b.context().close();
  });
}
