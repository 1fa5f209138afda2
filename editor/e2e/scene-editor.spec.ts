import { expect, test, type Page } from "@playwright/test";
import { readMail } from "./mail";

const shots = "test-results/screenshots";
const unique = () => `teacher-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

const TEXT = {
  en: {
    name: "Your name",
    email: "Email address",
    password: "Password",
    repeat: "Repeat password",
    create: "Create account",
    code: "Verification code",
    confirm: "Confirm",
    createGame: "Create game",
    title: "Title",
    submit: "Create",
    edit: "Edit",
    saved: "Saved",
    subject: /^Subject: Your verification code: (\d{6})$/m,
    width: "Width",
    rotation: "Rotation",
    textField: "Text",
    addScene: "Add scene",
    scenesMenu: "Scenes",
    duplicateScene: "Duplicate scene",
    layers: "Layers",
    properties: "Properties",
    preview: "Preview",
    start: "Start",
    sceneActions: /Actions for scene/,
    firstScene: "First Scene",
    riddle: "Find the code",
  },
  de: {
    name: "Dein Name",
    email: "E-Mail-Adresse",
    password: "Passwort",
    repeat: "Passwort wiederholen",
    create: "Konto erstellen",
    code: "Bestätigungscode",
    confirm: "Bestätigen",
    createGame: "Spiel erstellen",
    title: "Titel",
    submit: "Erstellen",
    edit: "Bearbeiten",
    saved: "Gespeichert",
    // The German subject is an encoded word: =?UTF-8?Q?Dein_Best=C3=A4tigungscode=3A_123456?=
    subject: /^Subject: \S*Best\S*?(\d{6})/m,
    width: "Breite",
    rotation: "Drehung",
    textField: "Text",
    addScene: "Szene hinzufügen",
    scenesMenu: "Szenen",
    duplicateScene: "Szene duplizieren",
    layers: "Ebenen",
    properties: "Eigenschaften",
    preview: "Vorschau",
    start: "Start",
    sceneActions: /Aktionen für Szene/,
    firstScene: "Erste Szene",
    riddle: "Finde den Code",
  },
} as const;
type Lang = keyof typeof TEXT;

/** A new teacher: registration, the code from the outbox, the dashboard. */
async function registerTeacher(page: Page, lang: Lang) {
  const s = TEXT[lang];
  const email = unique();
  await page.goto(`/auth/register?lng=${lang}`);
  await page.getByLabel(s.name).fill("Nora Lehmann");
  await page.getByLabel(s.email).fill(email);
  await page.getByLabel(s.password, { exact: true }).fill("Regenbogen über Kiel 42");
  await page.getByLabel(s.repeat).fill("Regenbogen über Kiel 42");
  await page.getByRole("button", { name: s.create }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  const code = (await readMail(email, s.subject))[1]!;
  await page.getByLabel(s.code).fill(code);
  await page.getByRole("button", { name: s.confirm }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

/**
 * The seeded admin, for the tests that are not about a new teacher: registrations are limited
 * to 5 per hour and address, and the whole suite shares one server.
 */
async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login?lng=en");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Creates a game on the dashboard and opens it in the editor through the games list. */
async function createGameAndOpen(page: Page, lang: Lang, title: string) {
  const s = TEXT[lang];
  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: s.createGame }).first().click();
  const dialog = page.getByRole("dialog", { name: s.createGame });
  await dialog.getByLabel(s.title).fill(title);
  await dialog.getByRole("button", { name: s.submit }).click();
  // A new game opens in the editor (the server may be slow on a loaded machine).
  await expect(page).toHaveURL(/\/editor\/\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
  return Number(page.url().split("/").pop());
}

const hit = (page: Page, type: string) =>
  page.locator(`[data-testid="stage-element"][data-element-type="${type}"]`);

/** Drags with the mouse from the centre of `from` by (dx, dy) screen pixels, in steps. */
async function drag(
  page: Page,
  from: { x: number; y: number },
  dx: number,
  dy: number,
  shift = false,
) {
  await page.mouse.move(from.x, from.y);
  if (shift) await page.keyboard.down("Shift");
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + (dx * i) / 8, from.y + (dy * i) / 8);
  await page.mouse.up();
  if (shift) await page.keyboard.up("Shift");
}
async function centre(locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
const field = (page: Page, label: string) =>
  page.getByTestId("inspector").getByLabel(label, { exact: true });

for (const lang of ["en", "de"] as const) {
  test(`a new teacher builds scenes with the mouse and the keyboard, undoes, reloads and previews (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const s = TEXT[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    await registerTeacher(page, lang);
    await createGameAndOpen(page, lang, `Vault ${lang}`);

    // Four elements from the palette; each is selected when added.
    for (const type of ["svg-shape", "timer", "number-code-input", "text"])
      await page.getByTestId(`add-${type}`).click();
    await expect(page.getByTestId("stage-element")).toHaveCount(4);

    // Mouse: move the text further away from the others (new elements land in free space;
    // snapping may pull it a few pixels).
    const x0 = Number(await field(page, "X").inputValue());
    await drag(page, await centre(hit(page, "text")), -260, 0);
    const x1 = Number(await field(page, "X").inputValue());
    expect(x0 - x1).toBeGreaterThan(300);

    // Keyboard: 3 × 1 px right, then 10 px down with Shift.
    const y1 = Number(await field(page, "Y").inputValue());
    await page.getByTestId("canvas").hover();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await expect(field(page, "X")).toHaveValue(String(x1 + 3));
    await expect(field(page, "Y")).toHaveValue(String(y1 + 10));

    // Resize from the bottom-right handle, rotate with Shift (15° steps).
    const w0 = Number(await field(page, s.width).inputValue());
    await drag(page, await centre(page.locator('[data-handle="se"]')), 80, 20);
    expect(Number(await field(page, s.width).inputValue())).toBeGreaterThan(w0 + 60);
    await drag(page, await centre(page.locator('[data-handle="rotate"]')), 120, 60, true);
    const rotation = Number(await field(page, s.rotation).inputValue());
    expect(rotation).toBeGreaterThan(0);
    expect(rotation % 15).toBe(0);

    // Inspector: the text's content.
    await field(page, s.textField).fill(s.riddle);
    await expect(page.getByTestId("canvas").locator(".eg-stage").getByText(s.riddle)).toBeVisible();

    // The layers: the last added on top.
    await page
      .getByTestId("layers")
      .waitFor({ state: "detached" })
      .catch(() => {});
    await page.getByRole("tab", { name: s.layers }).click();
    const rows = page.getByTestId("layer-row");
    await expect(rows).toHaveCount(4);
    const order = async () =>
      rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-layer-type")));
    const before = await order();
    expect(before).toEqual(["text", "number-code-input", "timer", "svg-shape"]);
    // Drag the shape (bottom) to the top.
    await rows.nth(3).dragTo(rows.nth(0));
    await expect.poll(order).toEqual(["svg-shape", "text", "number-code-input", "timer"]);
    await page.screenshot({ path: `${shots}/editor-${lang}-layers.png` });

    // Undo puts the shape back at the bottom; redo brings it up again.
    await page.getByTestId("canvas").hover();
    await page.keyboard.press("Control+z");
    await expect.poll(order).toEqual(before);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(order).toEqual(["svg-shape", "text", "number-code-input", "timer"]);

    // A second scene from the Scenes menu, then a duplicate of it from its own menu.
    await page.getByTestId("menu-scenes").click();
    await page.getByRole("menuitem", { name: s.addScene }).click();
    await expect(page.getByTestId("scene-item")).toHaveCount(2);
    await page
      .getByTestId("scene-item")
      .nth(1)
      .getByRole("button", { name: s.sceneActions })
      .click();
    await page.getByRole("menuitem", { name: s.duplicateScene, exact: true }).click();
    await expect(page.getByTestId("scene-item")).toHaveCount(3);
    await page.getByTestId("scene-item").first().locator(".se-scene-button").click();
    await expect(page.getByTestId("stage-element")).toHaveCount(4);

    // Everything is saved: reload and find it again.
    await expect(page.getByTestId("save-status")).toHaveText(s.saved, { timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId("scene-item")).toHaveCount(3);
    await expect(page.getByTestId("stage-element")).toHaveCount(4);
    await expect(page.getByTestId("canvas").locator(".eg-stage").getByText(s.riddle)).toBeVisible();
    await page.getByRole("tab", { name: s.layers }).click();
    await expect.poll(order).toEqual(["svg-shape", "text", "number-code-input", "timer"]);
    await hit(page, "text").click({ force: true });
    await page.getByRole("tab", { name: s.properties }).click();
    await expect(field(page, s.rotation)).toHaveValue(String(rotation));
    await page.screenshot({ path: `${shots}/editor-${lang}-reloaded.png` });
    // The scene selector shows each scene on a small stage of its own (built when idle).
    const thumb = page.getByTestId("scene-thumb").first();
    await expect(thumb).toHaveAttribute("data-live", "true", { timeout: 15_000 });
    await expect(thumb.getByText(s.riddle)).toBeAttached();
    await expect(thumb.locator(".eg-element")).toHaveCount(4);
    await page.locator(".se-scenes").screenshot({ path: `${shots}/editor-${lang}-thumbnails.png` });

    // Preview from the current scene with the player itself.
    await page.getByTestId("preview-button").click();
    const preview = page.getByRole("dialog", { name: s.preview });
    await preview.getByTestId("start-game").click();
    await expect(preview.locator(".eg-stage").getByText(s.riddle)).toBeVisible();
    await page.screenshot({ path: `${shots}/editor-${lang}-preview.png` });
    await preview.getByTestId("close-preview").click();
    await expect(preview).toBeHidden();
  });
}

/** One login for all of these: logins and registrations are rate-limited per address. */
const ADMIN_STATE = "test-results/e2e-editor-admin-state.json";
test.describe("as the seeded admin", () => {
  test.beforeAll(async ({ browser }) => {
    // A fresh context: the storage state below does not exist yet.
    const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await logInAsAdmin(page);
    await page.context().storageState({ path: ADMIN_STATE });
    await page.close();
  });
  test.use({ storageState: ADMIN_STATE });

  test("the editor opens a new game from the dashboard and keeps an added element", async ({
    page,
  }) => {
    await createGameAndOpen(page, "en", "Fractions vault");
    await expect(page.getByTestId("game-title")).toHaveText("Fractions vault");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    await page.getByTestId("add-text").click();
    await expect(page.getByTestId("stage-element")).toHaveCount(1);
    await page.screenshot({ path: `${shots}/editor-first.png` });
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    await page.reload();
    await expect(page.getByTestId("stage-element")).toHaveCount(1);
  });

  test("two tabs edit the same game: no dialog and no copy, both tabs' changes merge and each tab shows the other's", async ({
    page,
    context,
  }, testInfo) => {
    // Two editors, four saves: more than 30 s on a loaded machine.
    test.slow();
    const id = await createGameAndOpen(page, "en", `Shared vault ${testInfo.retry}`);
    const other = await context.newPage();
    await other.goto(`/editor/${id}`);
    // "Saved" is also what the server rendered: wait until the editor runs before clicking.
    await expect(other.getByTestId("canvas")).toHaveAttribute("data-ready", "true");

    // Tab 1 saves first; tab 2 adds its element at the same time, on the version it read.
    await page.getByTestId("add-text").click();
    await other.getByTestId("add-svg-shape").click();
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    await expect(other.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    // Merged: each tab shows both elements, nothing was refused, no game was copied.
    for (const tab of [page, other]) {
      await expect(hit(tab, "text")).toHaveCount(1, { timeout: 5_000 });
      await expect(hit(tab, "svg-shape")).toHaveCount(1, { timeout: 5_000 });
      await expect(tab.getByRole("alertdialog")).toHaveCount(0);
      await expect(tab).toHaveURL(new RegExp(`/editor/${id}$`));
    }
    await other.screenshot({ path: `${shots}/editor-merged.png` });

    // Again, the other way round, with the tabs' saves crossing.
    await other.getByTestId("add-timer").click();
    await page.getByTestId("add-input").click();
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    await expect(other.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    for (const tab of [page, other])
      await expect(tab.getByTestId("stage-element")).toHaveCount(4, { timeout: 5_000 });

    // The server has all four.
    await other.reload();
    await expect(other.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
    await expect(other.getByTestId("stage-element")).toHaveCount(4);
    for (const type of ["text", "svg-shape", "timer", "input"])
      await expect(hit(other, type)).toHaveCount(1);
  });

  test("a save while the server cannot be reached: the change is kept, offered back after a reload, and saved once it is back", async ({
    page,
  }) => {
    // A reload, a restore and back-off retries: more than 30 s on a loaded machine.
    test.slow();
    const id = await createGameAndOpen(page, "en", "Offline vault");
    page.on("dialog", (dialog) => void dialog.accept());

    // The browser's requests to the API fail, as with a stopped server.
    await page.route("**/graphql", (route) => route.abort("connectionrefused"));
    await page.getByTestId("add-timer").click();
    await expect(page.getByTestId("save-status")).toHaveText("Offline – will retry", {
      timeout: 10_000,
    });
    await page.screenshot({ path: `${shots}/editor-offline.png` });

    // A crash or a closed tab: the local copy is offered back.
    await page.reload();
    const restore = page.getByRole("alertdialog", { name: "Unsaved changes found" });
    await expect(restore).toBeVisible();
    await restore.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByTestId("stage-element")).toHaveCount(1);
    await expect(page.getByTestId("save-status")).toHaveText(/Offline|Unsaved|Saving/, {
      timeout: 10_000,
    });

    // The server is back: the retry saves it.
    await page.unroute("**/graphql");
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 20_000 });
    await page.goto(`/editor/${id}`);
    await expect(page.getByTestId("stage-element")).toHaveCount(1);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("screenshots: every element type selected, in the editor's light and dark themes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await createGameAndOpen(page, "en", "Every element");
    const types = [
      "text",
      "svg-shape",
      "image",
      "video",
      "audio",
      "timer",
      "input",
      "number-code-input",
      "jsx-graph",
      "ai-chat",
    ];
    for (const theme of ["light", "dark"] as const) {
      if (theme === "dark") {
        await page.getByTestId("menu-view").click();
        await page.getByRole("menuitemcheckbox", { name: "Dark theme" }).click();
        await expect(page.locator(".se-root")).toHaveAttribute("data-theme-mode", "dark");
      }
      for (const type of types) {
        await page.getByTestId(`add-${type}`).click();
        await expect(hit(page, type)).toHaveCount(1);
        await expect(page.getByTestId("selection-frame")).toBeVisible();
        // The type's view has rendered into its box.
        await expect(
          page
            .getByTestId("canvas")
            .locator(`.eg-element[data-element-type="${type}"] .eg-anim > *`)
            .first(),
        ).toBeAttached();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/editor-${theme}-${type}.png` });
        await page.getByTestId("canvas").hover();
        await page.keyboard.press("Delete");
        await expect(hit(page, type)).toHaveCount(0);
      }
    }
  });

  test("keyboard: arrows reach elements, Space selects, arrows move, Alt+arrows resize, R rotates, Enter edits a text in place", async ({
    page,
  }) => {
    await createGameAndOpen(page, "en", "Keyboard vault");
    await page.getByTestId("add-text").click();
    await page.getByTestId("add-number-code-input").click();
    // The code lock is on top (clicked: selected and focused); Escape lets go of it, the arrow
    // keys go to the text below, Space selects it.
    await hit(page, "number-code-input").click();
    await page.keyboard.press("Escape");
    await expect(hit(page, "number-code-input")).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("ArrowLeft");
    await expect(hit(page, "text")).toBeFocused();
    await expect(hit(page, "text")).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Space");
    await expect(hit(page, "text")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("inspector").getByRole("heading")).toHaveText("Text");
    const width = Number(await field(page, "Width").inputValue());
    const height = Number(await field(page, "Height").inputValue());
    const y = Number(await field(page, "Y").inputValue());
    await page.keyboard.press("Alt+ArrowRight");
    await page.keyboard.press("Alt+ArrowRight");
    await page.keyboard.press("Shift+Alt+ArrowDown");
    await page.keyboard.press("Shift+ArrowUp");
    await page.keyboard.press("r");
    await expect(field(page, "Width")).toHaveValue(String(width + 2));
    await expect(field(page, "Height")).toHaveValue(String(height + 10));
    await expect(field(page, "Y")).toHaveValue(String(y - 10));
    await expect(field(page, "Rotation")).toHaveValue("15");

    // Enter edits the text on the stage; Escape ends editing and keeps the text.
    await page.keyboard.press("Enter");
    const inline = page.getByTestId("inline-text");
    await expect(inline).toBeFocused();
    await inline.fill("Where is the key?");
    await page.keyboard.press("Escape");
    await expect(inline).toBeHidden();
    await expect(
      page.getByTestId("canvas").locator(".eg-stage").getByText("Where is the key?"),
    ).toBeVisible();
    await expect(hit(page, "text")).toBeFocused();
    // One undo step takes the typing back; a second one the rotation.
    await page.keyboard.press("Control+z");
    await expect(
      page.getByTestId("canvas").locator(".eg-stage").getByText("Click to edit"),
    ).toBeVisible();
    await page.keyboard.press("Control+z");
    await expect(field(page, "Rotation")).toHaveValue("0");

    // Double-click opens the same editor (the code lock on top goes first, with Delete).
    await hit(page, "number-code-input").click();
    await page.keyboard.press("Delete");
    await expect(hit(page, "number-code-input")).toHaveCount(0);
    await hit(page, "text").dblclick();
    await expect(page.getByTestId("inline-text")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.screenshot({ path: `${shots}/editor-keyboard.png` });
  });

  test("variable editor: name and type required, names unique, global and element variables", async ({
    page,
  }) => {
    await createGameAndOpen(page, "en", "Variables vault");
    await page.getByRole("button", { name: "Edit variables" }).click();
    const editor = page.getByTestId("variable-editor");
    await editor.getByRole("button", { name: "Add" }).click();
    await expect(editor.getByText("The variable needs a name.")).toBeVisible();
    await editor.getByLabel("Name of the new variable").fill("score");
    await editor.getByRole("button", { name: "Add" }).click();
    await expect(editor.getByText("Choose a type for the variable.")).toBeVisible();
    await editor.getByLabel("Type of the new variable").click();
    await page.getByRole("option", { name: "Number" }).click();
    await editor.getByLabel("Initial value of the new variable").fill("3");
    await editor.getByLabel("Description of the new variable").fill("Points so far");
    await editor.getByRole("button", { name: "Add" }).click();
    await expect(editor.getByTestId("variable-row")).toHaveCount(1);
    await expect(editor.getByTestId("variable-row").getByLabel("Initial value")).toHaveValue("3");

    await editor.getByLabel("Name of the new variable").fill("score");
    await editor.getByLabel("Type of the new variable").click();
    await page.getByRole("option", { name: "Text" }).click();
    await editor.getByRole("button", { name: "Add" }).click();
    await expect(
      editor.getByText("The name “score” is already used by another variable."),
    ).toBeVisible();
    await expect(editor.getByTestId("variable-row")).toHaveCount(1);
    await page.screenshot({ path: `${shots}/editor-variables.png` });
    await editor.getByRole("button", { name: "Close" }).click();
    await expect(page.locator(".se-var-list")).toContainText("score");

    // Element variables belong to the selected element.
    await page.getByTestId("add-timer").click();
    await page.getByRole("button", { name: "Edit variables" }).click();
    await editor.getByRole("button", { name: "Element “Timer”" }).click();
    await expect(editor.getByTestId("variable-row")).toHaveCount(0);
    await editor.getByLabel("Name of the new variable").fill("rounds");
    await editor.getByLabel("Type of the new variable").click();
    await page.getByRole("option", { name: "Yes/No" }).click();
    await editor.getByRole("button", { name: "Add" }).click();
    await expect(editor.getByTestId("variable-row")).toHaveCount(1);
    await editor.getByRole("button", { name: "Global" }).click();
    await expect(editor.getByTestId("variable-row")).toHaveCount(1);
    await expect(editor.getByTestId("variable-row")).toHaveAttribute("data-variable-name", "score");
    await editor.getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    await page.reload();
    await expect(page.locator(".se-var-list")).toContainText("score");
  });

  test("JSXGraph assistant: the wizard inserts a working construction, the paste box refuses code without a board", async ({
    page,
  }) => {
    await createGameAndOpen(page, "en", "Graph vault");
    await page.getByRole("button", { name: "Open the assistant" }).click();
    const assistant = page.getByTestId("jsxgraph-assistant");
    await expect(assistant.getByLabel("Generated code")).toHaveValue(/initBoard/);
    await assistant.getByRole("button", { name: "Insert as new JSXGraph" }).click();
    await expect(assistant).toBeHidden();
    await expect(hit(page, "jsx-graph")).toHaveCount(1);
    // The inspector's code field is CodeMirror (an editable div, not a text area).
    await expect(page.getByTestId("code-editor")).toBeVisible();
    await expect(page.getByTestId("inspector").getByLabel("JSXGraph code")).toContainText(
      "functiongraph",
    );

    await page.getByRole("button", { name: "Open the assistant" }).click();
    await assistant.getByRole("tab", { name: "Paste code" }).click();
    await assistant.getByLabel("JSXGraph code").fill("const p = board.create('point', [1, 1]);");
    await assistant.getByRole("button", { name: "Use for the selected JSXGraph" }).click();
    await expect(
      assistant.getByText("JSXGraph code must create a board (JXG.JSXGraph.initBoard(…))."),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/editor-jsxgraph-assistant.png` });
    await assistant
      .getByLabel("JSXGraph code")
      .fill("const board = JXG.JSXGraph.initBoard('jxgbox', { boundingbox: [-1, 1, 1, -1] });");
    await assistant.getByRole("button", { name: "Use for the selected JSXGraph" }).click();
    await expect(assistant).toBeHidden();
    await expect(hit(page, "jsx-graph")).toHaveCount(1);
    await expect(page.getByTestId("inspector").getByLabel("JSXGraph code")).toContainText(
      "boundingbox: [-1, 1, 1, -1]",
    );
  });

  test("copy and paste through the clipboard: within a scene and into another game in a second tab", async ({
    page,
    context,
  }, testInfo) => {
    // Two editors and three games: more than 30 s on a loaded machine.
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await createGameAndOpen(page, "en", `Source vault ${testInfo.retry}`);
    await page.getByTestId("add-number-code-input").click();
    await page.getByTestId("add-timer").click();
    await page.getByTestId("canvas").hover();
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Control+c");
    // Same scene: copies with new ids, moved a little.
    await page.keyboard.press("Control+v");
    await expect(page.getByTestId("stage-element")).toHaveCount(4);
    await expect(page.locator('[data-testid="stage-element"][aria-pressed="true"]')).toHaveCount(2);

    // Another game in a second tab.
    const other = await context.newPage();
    await other.goto("/dashboard/games");
    const id = await createGameAndOpen(other, "en", `Target vault ${testInfo.retry}`);
    await other.getByTestId("canvas").hover();
    await other.keyboard.press("Control+v");
    await expect(other.getByTestId("stage-element")).toHaveCount(2);
    await expect(
      other.locator('[data-element-type="number-code-input"][data-testid="stage-element"]'),
    ).toHaveCount(1);
    await expect(other.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    await other.goto(`/editor/${id}`);
    await expect(other.getByTestId("canvas")).toHaveAttribute("data-ready", "true");
    await expect(other.getByTestId("stage-element")).toHaveCount(2);

    // Something that is not ours is refused with a message, and nothing changes.
    await other.evaluate(() => navigator.clipboard.writeText('{"kind":"something else"}'));
    await other.getByTestId("canvas").hover();
    await other.keyboard.press("Control+v");
    await expect(
      other
        .getByTestId("toast")
        .filter({ hasText: "The clipboard holds no elements of an exit game." }),
    ).toBeVisible();
    await expect(other.getByTestId("stage-element")).toHaveCount(2);
  });

  test("Escape cancels a drag; locked elements are selectable but stay; a global element shows on every scene", async ({
    page,
  }) => {
    await createGameAndOpen(page, "en", "Lock vault");
    await page.getByTestId("add-svg-shape").click();
    const x = await field(page, "X").inputValue();

    // Escape during a drag: nothing reaches the document (no undo step either).
    const from = await centre(hit(page, "svg-shape"));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
    await page.keyboard.press("Escape");
    await page.mouse.up();
    await expect(field(page, "X")).toHaveValue(x);

    // Locked (Element menu): still selectable, handles gone, mouse and arrows do not move it.
    await page.getByTestId("menu-element").click();
    await page.getByRole("menuitem", { name: "Lock / unlock" }).click();
    await expect(page.locator("[data-handle]")).toHaveCount(0);
    await drag(page, await centre(hit(page, "svg-shape")), 80, 0);
    await page.keyboard.press("ArrowRight");
    await expect(field(page, "X")).toHaveValue(x);
    await expect(hit(page, "svg-shape")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Control+Shift+l");
    await expect(page.locator("[data-handle]")).toHaveCount(9);

    // Global: on a new scene too, with the badge in the layers.
    await page.keyboard.press("Control+Shift+g");
    await page.getByTestId("menu-scenes").click();
    await page.getByRole("menuitem", { name: "Add scene" }).click();
    await expect(page.getByTestId("scene-item")).toHaveCount(2);
    await expect(hit(page, "svg-shape")).toHaveCount(1);
    await page.getByRole("tab", { name: "Layers" }).click();
    await expect(page.getByTestId("layer-row").getByText("Global")).toBeVisible();
    // Validated as edited: the new scene cannot be reached yet (a warning, with its path).
    await page.getByTestId("problems").click();
    await expect(page.getByTestId("diagnostics").locator("li").first()).toHaveAttribute(
      "data-severity",
      "warning",
    );
    await page.keyboard.press("Escape");
    // Shortcuts wait while a dialog is open (the problems popover animates out).
    await expect(page.locator("[role=dialog], [role=alertdialog]")).toHaveCount(0);
    // Zoom in and back with the keyboard: the canvas scrolls while zoomed.
    await page.getByTestId("canvas").hover();
    await page.keyboard.press("Control+=");
    await page.keyboard.press("Control+=");
    await expect(page.getByTestId("canvas")).toHaveCSS("overflow", "auto");
    await page.keyboard.press("Control+0");
    await expect(page.getByTestId("canvas")).toHaveCSS("overflow", "hidden");
  });

  test("resizing snaps to other elements with a guide; a selected group resizes and rotates together, one undo step each", async ({
    page,
  }) => {
    await createGameAndOpen(page, "en", "Group vault");
    const place = async (x: number, y: number) => {
      await page.getByTestId("add-svg-shape").click();
      for (const [label, value] of [
        ["X", x],
        ["Y", y],
        ["Width", 200],
        ["Height", 100],
      ] as const) {
        await field(page, label).fill(String(value));
        await field(page, label).press("Tab");
      }
      await expect(field(page, "X")).toHaveValue(String(x));
    };
    await place(100, 100);
    await place(600, 400);
    const shapes = hit(page, "svg-shape");
    await expect(shapes).toHaveCount(2);
    const scale =
      ((await page.getByTestId("canvas").locator(".eg-stage").boundingBox())!.width || 1280) / 1280;

    // The second shape is selected: drag its left edge to 3 px right of the first one's right
    // edge (300); it snaps there, shows the guide while dragging, and the right edge stays.
    const w = await centre(page.locator('[data-handle="w"]'));
    await page.mouse.move(w.x, w.y);
    await page.mouse.down();
    await page.mouse.move(w.x - 150 * scale, w.y, { steps: 4 });
    await page.mouse.move(w.x - 297 * scale, w.y, { steps: 4 });
    await expect(page.getByTestId("snap-guide")).toHaveCount(1);
    await page.screenshot({ path: `${shots}/editor-resize-snap.png` });
    await page.mouse.up();
    await expect(page.getByTestId("snap-guide")).toHaveCount(0);
    await expect(field(page, "X")).toHaveValue("300");
    await expect(field(page, "Width")).toHaveValue("500");

    // Turned by 90°, the shape's own right side faces down: dragging that handle snaps the side
    // onto the stage's bottom edge (720), with a horizontal guide; the rotation stays.
    await field(page, "Rotation").fill("90");
    await field(page, "Rotation").press("Tab");
    await expect(field(page, "Rotation")).toHaveValue("90");
    const side = await centre(page.locator('[data-handle="e"]'));
    await page.mouse.move(side.x, side.y);
    await page.mouse.down();
    await page.mouse.move(side.x, side.y + 8 * scale, { steps: 3 });
    await page.mouse.move(side.x, side.y + 16 * scale, { steps: 3 });
    await expect(page.getByTestId("snap-guide")).toHaveCount(1);
    await page.screenshot({ path: `${shots}/editor-resize-snap-turned.png` });
    await page.mouse.up();
    await expect(field(page, "Width")).toHaveValue("520");
    await expect(field(page, "Rotation")).toHaveValue("90");
    await page.getByTestId("canvas").hover();
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    await expect(field(page, "Rotation")).toHaveValue("0");
    await expect(field(page, "Width")).toHaveValue("500");

    // Both selected: the group frame has its own handles.
    await page.getByTestId("canvas").hover();
    await page.keyboard.press("Control+a");
    const handles = page.getByTestId("group-frame").locator("[data-handle]");
    await expect(handles).toHaveCount(9);
    const sizes = async () =>
      shapes.evaluateAll((els) =>
        els.map((e) => {
          const st = (e as HTMLElement).style;
          return [st.left, st.top, st.width, st.height, st.transform].join(" ");
        }),
      );
    const before = await sizes();

    // Resize the group from its bottom-right corner: both shapes grow, one undo step restores both.
    await drag(
      page,
      await centre(handles.and(page.locator('[data-handle="se"]'))),
      -180 * scale,
      -150 * scale,
    );
    const resized = await sizes();
    expect(resized[0]).not.toEqual(before[0]);
    expect(resized[1]).not.toEqual(before[1]);
    await page.getByTestId("canvas").hover();
    await page.keyboard.press("Control+z");
    await expect.poll(sizes).toEqual(before);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(sizes).toEqual(resized);
    await page.keyboard.press("Control+z");
    await expect.poll(sizes).toEqual(before);

    // Rotate the group with Shift (15° steps): both shapes turn by the same angle, one undo step.
    await drag(
      page,
      await centre(handles.and(page.locator('[data-handle="rotate"]'))),
      250 * scale,
      200 * scale,
      true,
    );
    const turned = await sizes();
    const angles = turned.map((v) => Number(/rotate\(([-\d.]+)deg\)/.exec(v)?.[1] ?? 0));
    expect(angles[0]).toBeGreaterThan(0);
    expect(angles[0]! % 15).toBe(0);
    expect(angles[1]).toBe(angles[0]);
    await page.screenshot({ path: `${shots}/editor-group-rotate.png` });
    await page.getByTestId("canvas").hover();
    await page.keyboard.press("Control+z");
    await expect.poll(sizes).toEqual(before);

    // The keyboard reaches the group's handles: H from a member goes to them (no tab stops);
    // each has a name and a description; arrows drag a handle (Shift: 10 px), one undo step per
    // press.
    await expect(shapes.nth(1)).toHaveAttribute("aria-pressed", "true");
    await shapes.nth(1).focus();
    await expect(page.locator('[data-testid="stage-element"][aria-pressed="true"]')).toHaveCount(2);
    await page.keyboard.press("h");
    const group = page.getByTestId("group-frame");
    await expect(
      group.getByRole("button", { name: "Resize from the top left corner" }),
    ).toBeFocused();
    await expect(
      group.getByRole("button", { name: "Resize from the top left corner" }),
    ).toHaveAccessibleDescription(
      "Arrow keys drag this handle by 1 pixel, with Shift by 10 pixels. H goes to the next handle, Escape back to the element.",
    );
    for (let i = 0; i < 4; i++) await page.keyboard.press("h");
    const corner = group.getByRole("button", { name: "Resize from the bottom right corner" });
    await expect(corner).toBeFocused();
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(async () => (await sizes())[0]).not.toEqual(before[0]);
    const grown = await sizes();
    expect(grown[1]).not.toEqual(before[1]);
    await expect(corner).toBeFocused();
    await page.screenshot({ path: `${shots}/editor-group-handle-keyboard.png` });
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    await expect.poll(sizes).toEqual(before);
    const turn = group.getByRole("button", { name: "Rotate" });
    await turn.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await expect
      .poll(async () =>
        (await sizes()).map((v) => Number(/rotate\(([-\d.]+)deg\)/.exec(v)?.[1] ?? 0)),
      )
      .toEqual([15, 15]);
    await page.keyboard.press("Control+z");
    await expect.poll(sizes).toEqual(before);
  });

  test("code fields are a CodeMirror editor loaded on demand; a typing burst is one undo step", async ({
    page,
  }) => {
    await createGameAndOpen(page, "en", "Code vault");
    // CodeMirror is not part of the editor's first load.
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((r) => /\/(CodeField|CodeMirrorEditor)-/.test(r.name)),
      );
    expect(await loaded()).toBe(false);
    await page.getByTestId("add-jsx-graph").click();
    const editor = page.getByTestId("code-editor");
    await expect(editor.locator(".cm-editor")).toBeVisible();
    expect(await loaded()).toBe(true);
    const content = page.getByRole("textbox", { name: "JSXGraph code" });
    await expect(content).toBeVisible();
    const before = await content.innerText();
    expect(before).toContain("initBoard");
    // Highlighted as JavaScript.
    await expect(editor.locator(".cm-line span").first()).toBeVisible();

    // One burst of typing at the end…
    await content.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("// North wall", { delay: 20 });
    await expect(content).toContainText("// North wall");
    await page.screenshot({ path: `${shots}/editor-code-field.png` });
    // …is one undo step (Edit menu), which brings the whole text back.
    await page.getByTestId("menu-edit").click();
    await page.getByRole("menuitem", { name: /^Undo/ }).click();
    await expect(content).not.toContainText("North wall");
    expect(await content.innerText()).toBe(before);
    await page.getByTestId("menu-edit").click();
    await page.getByRole("menuitem", { name: /^Redo/ }).click();
    await expect(content).toContainText("// North wall");
  });
});
