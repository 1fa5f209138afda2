import { expect, test, type Page } from "@playwright/test";

async function demoGameId(page: Page): Promise<number> {
  const res = await page.request.post("/graphql", {
    data: { query: "{ publishedGames { id title } }" },
  });
  const body = (await res.json()) as { data: { publishedGames: { id: number; title: string }[] } };
  return body.data.publishedGames.find((g) => g.title.startsWith("Demo"))!.id;
}

const stageScene = (page: Page) => page.locator(".eg-stage").getAttribute("data-scene-id");

test("the demo game plays to its end: hint, wrong code, right code, sound, celebration, transition", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const assetRequests: string[] = [];
  page.on("request", (r) => r.url().includes("/api/assets/") && assetRequests.push(r.url()));

  await page.setViewportSize({ width: 1280, height: 760 });
  const id = await demoGameId(page);
  await page.goto(`/games/${id}/play?lng=de`);
  const stage = page.getByRole("region", { name: "Demo: Das verschlossene Labor" });
  await expect(stage.getByText("Willkommen im verschlossenen Labor!")).toBeVisible();

  // The start screen gives the browser the gesture it needs for sound; the keyboard reaches it.
  const start = page.getByRole("button", { name: "Spiel starten" });
  await expect(start).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(start).toBeHidden();
  const firstScene = await stageScene(page);

  // The timer counts down from 10:00.
  const timer = stage.getByRole("timer");
  await expect(timer).toHaveAttribute("aria-label", /Verbleibende Zeit: 9 Minuten/, {
    timeout: 5_000,
  });

  // The note image comes from the asset route.
  await expect(stage.getByRole("img", { name: /Notizzettel/ })).toBeVisible();

  // The hint is a keyboard-operable button that pops the hint in.
  const hintButton = stage.getByRole("button", { name: "Tipp anzeigen" });
  await hintButton.focus();
  await page.keyboard.press("Enter");
  await expect(stage.getByText("Jede Aufgabe auf dem Zettel ergibt eine Ziffer.")).toBeVisible();

  // A wrong code: the lock says so (and shakes).
  const lock = stage.getByRole("group", { name: "Zahlenschloss" });
  await lock.getByRole("textbox", { name: "Stelle 1 von 4" }).click();
  await page.keyboard.type("1234");
  await expect(lock.getByTestId("code-status")).toHaveText(
    "Leider falsch. Versuch es noch einmal.",
  );

  // The right code: 2·3, 10−1, 12:4, 5−5.
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("6930");
  await expect(lock.getByTestId("code-status")).toHaveText("Richtig! Das Schloss ist offen.");
  await expect(lock.getByRole("img", { name: "Geöffnet" })).toBeVisible();

  // The chime is fetched and the celebration draws particles on the Pixi overlay.
  await expect.poll(() => assetRequests.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.locator("canvas.eg-particles")).toBeAttached({ timeout: 5_000 });
  await page.screenshot({ path: "test-results/screenshots/demo-celebrate.png" });

  // Then the door slides away and the scene slides left to the end.
  await expect(stage.getByText("Geschafft! Die Tür ist offen.")).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => stageScene(page), { timeout: 10_000 }).not.toBe(firstScene);
  await expect(page.locator(".eg-scene-layer[data-leaving]")).toHaveCount(0, { timeout: 5_000 });
  await expect(stage.getByText("Willkommen im verschlossenen Labor!")).toHaveCount(0);
  await page.screenshot({ path: "test-results/screenshots/demo-solved.png" });

  // Play again: back to the lab with a fresh lock and timer.
  await stage.getByRole("button", { name: "Nochmal spielen" }).click();
  await expect(stage.getByText("Willkommen im verschlossenen Labor!")).toBeVisible();
  await expect(
    stage
      .getByRole("group", { name: "Zahlenschloss" })
      .getByRole("textbox", { name: "Stelle 1 von 4" }),
  ).toHaveValue("");
  expect(errors).toEqual([]);
});

test("the sound settings drawer is keyboard-operable and remembered on the device", async ({
  page,
}) => {
  const id = await demoGameId(page);
  await page.goto(`/games/${id}/play?lng=en`);
  await page.getByRole("button", { name: "Sound settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Sound settings" });
  await expect(dialog).toBeVisible();
  const music = dialog.getByRole("slider", { name: "Music" });
  await music.focus();
  await page.keyboard.press("Home");
  await expect(music).toHaveValue("0");
  await dialog.getByRole("switch", { name: "Mute" }).click();
  await expect(dialog.getByRole("slider", { name: "Master volume" })).toBeDisabled();
  await page.screenshot({ path: "test-results/screenshots/settings-drawer.png" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("exitgame.mixer.v1") ?? "{}"),
  );
  expect(stored).toMatchObject({ muted: true, music: 0 });
  await page.reload();
  await page.getByRole("button", { name: "Sound settings" }).click();
  await expect(page.getByRole("dialog").getByRole("switch")).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("prefers-reduced-motion: the game still plays to the end with calm effects", async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const id = await demoGameId(page);
  await page.goto(`/games/${id}/play?lng=de`);
  await page.getByRole("button", { name: "Spiel starten" }).click();
  await page.getByRole("textbox", { name: "Stelle 1 von 4" }).click();
  await page.keyboard.type("6930");
  await expect(page.getByText("Geschafft! Die Tür ist offen.")).toBeVisible({ timeout: 10_000 });
  // No particles with reduced motion.
  await expect(page.locator("canvas.eg-particles")).toHaveCount(0);
  await context.close();
});
