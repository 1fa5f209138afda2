import { AxeBuilder } from "@axe-core/playwright";
import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type Page } from "@playwright/test";
import { demoGameId, lostFocus, publishGame, watchLostFocus } from "./support";

/**
 * Issue 25 items 1–3: the demo game played to its end with the keyboard only (no mouse event at
 * all), every stop of the focus a role and a name, axe silent in each scene; and the one live
 * region says what happens (wrong code, solved, scene change, 1 minute left) in German and
 * English.
 */
test.describe.configure({ timeout: 90_000 });

const INTERACTIVE =
  /^- (button|textbox|slider|switch|checkbox|link|combobox|menuitem|group|spinbutton)\b/;

/** YAML quotes a line whose name holds a colon: `- 'button "a: b"'`. */
const unquote = (line: string) => line.replace(/^- '(.*)'$/, "- $1").replace(/''/g, "'");

/** The focused element's role and name, from the accessibility tree. */
async function focused(page: Page): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    // Nothing focused (the page's body): say so instead of waiting for a focused element.
    if (
      await page.evaluate(() => !document.activeElement || document.activeElement === document.body)
    )
      return "(nothing focused)";
    const line = (await page.locator(":focus").ariaSnapshot()).split("\n")[0]!;
    // An empty snapshot: the focused node left the page while it was read (the start screen
    // going as the game begins); read where the focus is now.
    if (line || attempt === 3) return unquote(line.replace(/:$/, ""));
  }
}

/** Every interactive node in the accessibility tree of the game has a role and a name. */
async function expectNamedTree(page: Page) {
  const tree = await page.locator("main").ariaSnapshot();
  const unnamed = tree
    .split("\n")
    .map((line) => unquote(line.trim()))
    .filter((line) => INTERACTIVE.test(line) && !/^- [a-z]+ "[^"]+"/.test(line));
  expect(unnamed, tree).toEqual([]);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Records every text put into the live regions (a screen reader's queue), in order. */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          const region = (node.parentElement ?? null)?.closest?.("[aria-live]");
          if (region && node.textContent) said.push(node.textContent);
        }
    }).observe(document, { childList: true, subtree: true });
  });
}
const announced = (page: Page) =>
  page.evaluate(() => (window as unknown as { __said: string[] }).__said);

/** Presses `key` until the focus is on an element whose snapshot line matches; checks each stop. */
async function tabTo(page: Page, target: RegExp, key = "Tab", max = 15): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const line = await focused(page);
    stops.push(line);
    // Every stop of the focus has a role and a name.
    expect(line, stops.join(" | ")).toMatch(/^- [a-z]+ "[^"]+"/);
    if (target.test(line)) return stops;
  }
  throw new Error(`focus never reached ${target}: ${stops.join(" | ")}`);
}

test("the demo plays to its end with the keyboard only, named and axe-clean in every scene", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  // No mouse at all: any pointer event on the page fails the test.
  await page.addInitScript(() => {
    for (const type of ["mousedown", "pointerdown", "click"])
      window.addEventListener(
        type,
        (e) => {
          if ((e as MouseEvent).detail > 0 || (e as PointerEvent).pointerType)
            (window as unknown as { __pointer: string[] }).__pointer.push(type);
        },
        true,
      );
    (window as unknown as { __pointer: string[] }).__pointer = [];
  });
  await watchLostFocus(page);
  await page.setViewportSize({ width: 1280, height: 760 });
  const id = await demoGameId(page.request);
  await page.goto(`/games/${id}/play?lng=de`);
  const live = page.getByTestId("live-polite");

  // The start screen is modal: the lock's boxes behind it take no focus.
  const start = page.getByRole("button", { name: "Spiel starten" });
  await expect(start).toBeFocused();
  await expect(page.getByRole("dialog", { name: "Demo: Das verschlossene Labor" })).toBeVisible();
  await expect(page.locator(".eg-scene-layer[inert]")).toHaveCount(1);
  // Tab goes round the start screen's two controls: Start and the sound settings, which a player
  // can set before the game begins.
  const sound = page
    .getByRole("dialog", { name: "Demo: Das verschlossene Labor" })
    .getByRole("button", { name: "Ton-Einstellungen" });
  await expect(sound).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(sound).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(start).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(sound).toBeFocused();
  await expect(page.locator(".eg-code-cell:focus")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The sound dialog keeps Tab inside it; Escape gives the focus back to its button.
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Ton-Einstellungen" });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  expect(await lostFocus(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(sound).toBeFocused();
  // Radix gives the focus back one task after its dialog is gone (the body has it in between,
  // as after its menus: a known gap of Radix's overlays, not of the start screen). Checked here
  // and forgotten, so that the check below covers Start, the scene changes and play again.
  const closing = await lostFocus(page);
  expect(closing.every((line) => line.startsWith("after Escape on "))).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { __lostFocus: string[] }).__lostFocus.length = 0;
  });
  await page.keyboard.press("Shift+Tab");
  await expect(start).toBeFocused();
  await page.keyboard.press("Enter");

  // Play begins on the scene's heading, inside a region named after the scene.
  const lab = page.getByRole("region", { name: "Im Labor" });
  await expect(lab.getByRole("heading", { level: 2, name: "Im Labor" })).toBeFocused();
  await expect(lab.getByRole("textbox")).toHaveCount(4);
  await expectNamedTree(page);
  await expectNoAxeViolations(page);

  // Reading order: the lock's four boxes (each naming its lock), then the hint button.
  const stops = await tabTo(page, /button "Tipp anzeigen"/);
  expect(stops).toEqual([
    '- textbox "Zahlenschloss, Stelle 1 von 4"',
    '- textbox "Zahlenschloss, Stelle 2 von 4"',
    '- textbox "Zahlenschloss, Stelle 3 von 4"',
    '- textbox "Zahlenschloss, Stelle 4 von 4"',
    '- button "Tipp anzeigen"',
  ]);
  await page.screenshot({ path: "test-results/screenshots/a11y-demo-focus-hint.png" });
  await page.keyboard.press("Enter");
  await expect(lab.getByText("Jede Aufgabe auf dem Zettel ergibt eine Ziffer.")).toBeVisible();
  await expectNamedTree(page);

  // Back to the first box; a wrong code is announced without moving focus.
  await tabTo(page, /Stelle 1 von 4/, "Shift+Tab");
  await page.keyboard.type("1234");
  await expect(live).toHaveText("Leider falsch. Versuch es noch einmal.");
  await expect(page.locator(".eg-code-cell:focus")).toHaveCount(1);
  for (let i = 0; i < 4; i++) await page.keyboard.press("Backspace");
  await page.keyboard.type("6930");
  await expect(live).toHaveText("Richtig! Das Schloss ist offen.");

  // The scene change is announced and focus moves to the new scene's heading.
  const solved = page.getByRole("region", { name: "Geschafft!" });
  await expect(solved.getByRole("heading", { level: 2, name: "Geschafft!" })).toBeFocused({
    timeout: 10_000,
  });
  await expect(live).toHaveText("Neue Szene: Geschafft!");
  await expect(page.locator(".eg-scene-layer[data-leaving]")).toHaveCount(0, { timeout: 5_000 });
  await expectNamedTree(page);
  await expectNoAxeViolations(page);

  // Play again, by keyboard.
  await tabTo(page, /button "Nochmal spielen"/);
  await page.screenshot({ path: "test-results/screenshots/a11y-demo-focus-again.png" });
  await page.keyboard.press("Enter");
  await expect(lab.getByRole("heading", { level: 2, name: "Im Labor" })).toBeFocused({
    timeout: 10_000,
  });
  await expect(live).toHaveText("Neue Szene: Im Labor");
  // Start, both scene changes and play again: the focus never fell to the page's body.
  expect(await lostFocus(page)).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __pointer: string[] }).__pointer),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test("Enter on Start and Tab at once: the focus goes into the scene, never to the page's body", async ({
  page,
}) => {
  const id = await demoGameId(page.request);
  await watchLostFocus(page);
  const start = page.getByRole("button", { name: "Spiel starten" });
  const heading = page.getByRole("heading", { level: 2, name: "Im Labor" });
  const firstBox = '- textbox "Zahlenschloss, Stelle 1 von 4"';
  // As it comes, and with the runtime's chunk late (Start pressed while the game still loads).
  // A late chunk is held until Enter and Tab have been pressed (a fixed delay could run out
  // before Enter on a loaded machine, when the page fetches the chunk early).
  let heldBack = 0;
  for (const late of [false, false, false, true, true]) {
    await page.unroute("**/assets/session-*.js");
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    if (late)
      await page.route("**/assets/session-*.js", async (route) => {
        heldBack += 1;
        await released;
        await route.continue();
      });
    await page.goto(`/games/${id}/play?lng=de`);
    await expect(start).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    release();
    if (stop !== firstBox) {
      // Pressed while the game still loads: the start screen stays (modal, busy) and keeps the
      // focus, Tab included, until the game runs; then the focus is on the scene's heading, and
      // Tab goes on from there.
      expect(['- button "Spiel starten"', '- heading "Im Labor" [level=2]']).toContain(stop);
      await expect(heading).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe(firstBox);
    } else expect(late, "a late runtime cannot have run at once").toBe(false);
    expect(await lostFocus(page)).toEqual([]);
  }
  // The runtime's chunk was held back twice (a renamed chunk would make this test prove nothing).
  expect(heldBack).toBeGreaterThanOrEqual(2);
});

/** A lock, a countdown from 62 s and a rule to an end scene: every status message in a minute. */
function timedLock() {
  const doc = createGameDocument({ locale: "de", registry });
  const scene = doc.scenes[0]!;
  scene.name = "Tresorraum";
  const end = createScene("Ende");
  doc.scenes.push(end);
  const lock = createElement(registry, "number-code-input", {
    locale: "de",
    name: "Tresor",
    x: 400,
    y: 300,
    width: 400,
    height: 140,
    props: { expectedCode: "4711" },
  });
  const timer = createElement(registry, "timer", {
    locale: "de",
    name: "Uhr",
    x: 900,
    y: 40,
    width: 220,
    height: 80,
    props: { startTimeInSeconds: 62, countDirection: "down", autoStart: true },
  });
  scene.elements.push(lock, timer);
  end.elements.push(
    createElement(registry, "text", { locale: "de", name: "Fertig", props: { text: "Offen." } }),
  );
  doc.rules.push({
    id: createId("rule"),
    name: "offen",
    enabled: true,
    sceneId: "all",
    triggers: [{ type: "element", elementId: lock.id, trigger: "validatedCorrectly" }],
    conditions: { operator: "and", items: [] },
    actions: [
      {
        id: createId("act"),
        type: "goToScene",
        shouldAwait: false,
        sceneId: end.id,
        transition: { type: "none", durationMs: 0 },
      },
    ],
  });
  return doc;
}

const SAID = {
  de: {
    start: "Spiel starten",
    wrong: "Leider falsch. Versuch es noch einmal.",
    minute: "Die Zeit ist fast um: noch 1 Minute.",
    solved: "Richtig! Das Schloss ist offen.",
    scene: "Neue Szene: Ende",
    box: "Tresor, Stelle 1 von 4",
  },
  en: {
    start: "Start game",
    wrong: "Sorry, that is wrong. Try again.",
    minute: "Time is almost up: 1 minute left.",
    solved: "Correct! The lock is open.",
    scene: "New scene: Ende",
    box: "Tresor, position 1 of 4",
  },
} as const;

test("the live region announces wrong code, 1 minute left, solved and the scene change (de, en)", async ({
  page,
}) => {
  const id = await publishGame(page.request, "Tresor (Ansagen)", timedLock());
  await recordAnnouncements(page);
  for (const lng of ["de", "en"] as const) {
    const said = SAID[lng];
    await page.goto(`/games/${id}/play?lng=${lng}`);
    await page.getByRole("button", { name: said.start }).press("Enter");
    const polite = page.getByTestId("live-polite");
    const assertive = page.getByTestId("live-assertive");
    await expect(polite).toHaveAttribute("aria-live", "polite");
    await expect(assertive).toHaveAttribute("aria-live", "assertive");
    // Play begins on the scene's heading (the start screen stays until the game is ready).
    await expect(page.getByRole("heading", { level: 2, name: "Tresorraum" })).toBeFocused();
    await page.getByRole("textbox", { name: said.box }).focus();
    await page.keyboard.type("1234");
    await expect(polite).toHaveText(said.wrong);
    // Time: only at 1 minute left, assertive; the seconds before said nothing.
    await expect(assertive).toHaveText(said.minute, { timeout: 6_000 });
    expect(await announced(page)).toEqual([said.wrong, said.minute]);
    await page.getByRole("textbox", { name: said.box }).focus();
    await page.keyboard.press("Backspace");
    await page.keyboard.type("4711");
    await expect(polite).toHaveText(said.scene, { timeout: 5_000 });
    expect(await announced(page)).toEqual([said.wrong, said.minute, said.solved, said.scene]);
    // Only one polite live region on the page.
    await expect(page.locator('[aria-live="polite"], [role="status"]')).toHaveCount(1);
  }
});

test("time choices (WCAG 2.2.1): extend by 10 minutes, turn the limit off — by keyboard, where the author allows it", async ({
  page,
}) => {
  const doc = timedLock();
  doc.settings = { playerTimeChoices: true };
  const id = await publishGame(page.request, "Tresor (Zeit)", doc);
  await watchLostFocus(page);
  await page.goto(`/games/${id}/play?lng=de`);
  // Not before the game runs.
  await expect(page.getByRole("button", { name: "Spiel starten" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Zeit" })).toHaveCount(0);
  await page.keyboard.press("Enter");
  // Play begins on the scene's heading (the strict Enter-then-Tab test is above); Tab from there.
  await expect(page.getByRole("heading", { level: 2, name: "Tresorraum" })).toBeFocused();
  const timer = page.getByRole("timer");
  const time = page.getByRole("button", { name: "Zeit" });
  // Reachable with Tab from the scene.
  await tabTo(page, /button "Zeit"/);
  // (Only up to here: the Radix menu gives the focus back to its button a task after it closes.)
  expect(await lostFocus(page)).toEqual([]);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  // Opened by keyboard, the menu focuses its first choice.
  await expect(menu.getByRole("menuitem", { name: "10 Minuten mehr Zeit" })).toBeFocused();
  await page.screenshot({ path: "test-results/screenshots/a11y-time-choices.png" });
  await page.keyboard.press("Enter");
  await expect(timer).toHaveAttribute("aria-label", /Verbleibende Zeit: 11 Minuten/);
  await expect(page.getByTestId("live-polite")).toHaveText("Du hast 10 Minuten mehr Zeit.");
  await time.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Zeitlimit ausschalten" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("live-polite")).toHaveText(/Das Zeitlimit ist aus/);
  const stopped = await timer.getAttribute("aria-label");
  await page.waitForTimeout(2_500);
  await expect(timer).toHaveAttribute("aria-label", stopped!);
});

test("no time choices where the author did not allow them (the demo)", async ({ page }) => {
  const id = await demoGameId(page.request);
  await page.goto(`/games/${id}/play?lng=de`);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ton-Einstellungen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Zeit" })).toHaveCount(0);
});

test("an audio transcript is a keyboard disclosure over the stage (Escape closes it)", async ({
  page,
}) => {
  const doc = createGameDocument({ locale: "de", registry });
  doc.scenes[0]!.elements.push(
    createElement(registry, "audio", {
      locale: "de",
      name: "Ansage",
      x: 600,
      y: 320,
      width: 64,
      height: 64,
      props: { transcript: "Hallo! Der Code steht unter dem Tisch: 4711." },
    }),
  );
  const id = await publishGame(page.request, "Ansage (Transkript)", doc);
  await page.goto(`/games/${id}/play?lng=de`);
  await page.keyboard.press("Enter");
  await expect(page.locator(".eg-scene-heading")).toBeFocused();
  await tabTo(page, /button "Transkript anzeigen: Ansage"/);
  await page.keyboard.press("Enter");
  const transcript = page.getByRole("dialog", { name: "Transkript: Ansage" });
  await expect(transcript).toBeVisible();
  await expect(transcript).toContainText("Der Code steht unter dem Tisch: 4711.");
  await page.screenshot({ path: "test-results/screenshots/a11y-audio-transcript.png" });
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(transcript).toBeHidden();
});
