import { createElement, createGameDocument, createId } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test } from "@playwright/test";
import { publishGame } from "./support";

/**
 * Players move pieces where the game allows it, by pointer and by keyboard; a rule on "drag
 * end" with a collision condition (the key overlaps the lock) reacts — through the real stage,
 * runtime and renderer.
 */
function keyAndLock() {
  const doc = createGameDocument({ locale: "de", registry });
  const scene = doc.scenes[0]!;
  const key = createElement(registry, "svg-shape", {
    locale: "de",
    name: "Schlüssel",
    x: 100,
    y: 300,
    width: 80,
    height: 80,
    background: "#f59e0b",
    draggable: true,
    props: { shape: "rectangle" },
  });
  const lock = createElement(registry, "svg-shape", {
    locale: "de",
    name: "Schloss",
    x: 900,
    y: 280,
    width: 160,
    height: 160,
    background: "#64748b",
    props: { shape: "rectangle" },
  });
  const status = createElement(registry, "text", {
    locale: "de",
    name: "Status",
    x: 100,
    y: 60,
    width: 800,
    height: 80,
    props: { text: "Bring den Schlüssel zum Schloss." },
  });
  scene.elements.push(lock, key, status);
  doc.rules.push({
    id: createId("rule"),
    name: "Schlüssel passt",
    enabled: true,
    sceneId: "all",
    triggers: [{ type: "element", elementId: key.id, trigger: "dragEnd" }],
    conditions: {
      operator: "and",
      items: [
        {
          id: createId("cond"),
          left: { kind: "property", elementId: key.id, property: "collision" },
          comparator: "overlaps",
          right: { kind: "element", elementId: lock.id },
        },
      ],
    },
    actions: [
      {
        id: createId("act"),
        type: "setProperty",
        shouldAwait: false,
        elementId: status.id,
        property: "text",
        value: { kind: "value", value: "Offen!" },
      },
    ],
  });
  return { doc, lockId: lock.id };
}

test("dragging with the pointer: the rule fires only when the key overlaps the lock", async ({
  page,
}) => {
  const { doc, lockId } = keyAndLock();
  const id = await publishGame(page.request, "Schlüssel und Schloss", doc);
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(`/games/${id}/play?lng=de`);
  await page.getByRole("button", { name: "Spiel starten" }).click();
  const key = page.getByRole("group", { name: "Schlüssel" });
  const status = page.getByText(/Bring den Schlüssel|Offen!/);

  const drag = async (dx: number, dy: number) => {
    const box = (await key.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2 + dy / 2, {
      steps: 5,
    });
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 5 });
    await page.mouse.up();
  };
  // Somewhere else: the piece moves, the condition does not hold.
  await drag(150, 0);
  await expect(status).toHaveText("Bring den Schlüssel zum Schloss.");
  // Onto the lock (stage coordinates scale with the window: 1000 / 1280).
  const lockBox = (await page.locator(`[data-element-id="${lockId}"]`).boundingBox())!;
  const keyBox = (await key.boundingBox())!;
  await drag(
    lockBox.x + lockBox.width / 2 - (keyBox.x + keyBox.width / 2),
    lockBox.y + lockBox.height / 2 - (keyBox.y + keyBox.height / 2),
  );
  await expect(status).toHaveText("Offen!");
});

test("moving with the keyboard: pick up, arrows, drop fires the same dragEnd rule; Escape puts back", async ({
  page,
}) => {
  const id = await publishGame(page.request, "Schlüssel und Schloss (Tastatur)", keyAndLock().doc);
  await page.setViewportSize({ width: 1280, height: 760 });
  await page.goto(`/games/${id}/play?lng=de`);
  await page.keyboard.press("Enter");
  // Focus is on the scene's heading; the key is the first piece in reading order after the text.
  const key = page.getByRole("group", { name: "Schlüssel" });
  for (let i = 0; i < 5 && !(await key.evaluate((n) => n === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(key).toBeFocused();
  await page.screenshot({ path: "test-results/screenshots/a11y-focus-ring.png" });
  const before = (await key.boundingBox())!;
  // Arrows alone do nothing until the piece is picked up.
  await page.keyboard.press("ArrowRight");
  expect((await key.boundingBox())!.x).toBe(before.x);
  const live = page.getByTestId("live-polite");
  await page.keyboard.press("Enter");
  await expect(live).toHaveText(/Schlüssel aufgenommen/);
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await key.boundingBox())!.x).toBeGreaterThan(before.x + 50);
  // Escape: back where it was, and no rule ran.
  await page.keyboard.press("Escape");
  await expect(live).toHaveText("Schlüssel zurückgelegt.");
  await expect.poll(async () => (await key.boundingBox())!.x).toBe(before.x);
  // 800 to the right and 20 up puts the key inside the lock: Shift steps are 50, others 10.
  await page.keyboard.press(" ");
  for (let i = 0; i < 16; i++) await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await page.screenshot({ path: "test-results/screenshots/a11y-keyboard-drag.png" });
  await expect(page.getByText("Bring den Schlüssel zum Schloss.")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(live).toHaveText("Schlüssel abgelegt.");
  await expect(page.getByText("Offen!")).toBeVisible();
});

test("moving with a single pointer: tap the piece, tap where it goes", async ({ page }) => {
  const { doc, lockId } = keyAndLock();
  const id = await publishGame(page.request, "Schlüssel und Schloss (Tippen)", doc);
  await page.setViewportSize({ width: 1280, height: 760 });
  await page.goto(`/games/${id}/play?lng=de`);
  await page.getByRole("button", { name: "Spiel starten" }).click();
  const key = page.getByRole("group", { name: "Schlüssel" });
  await key.click();
  await expect(page.getByTestId("live-polite")).toHaveText(/Schlüssel aufgenommen/);
  const lockBox = (await page.locator(`[data-element-id="${lockId}"]`).boundingBox())!;
  await page.mouse.click(lockBox.x + lockBox.width / 2, lockBox.y + lockBox.height / 2);
  await expect(page.getByText("Offen!")).toBeVisible();
});
