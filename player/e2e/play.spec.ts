import { expect, test } from "@playwright/test";
import { demoGameId } from "./support";

test("the demo game's first scene is visible on /games/{id}/play, scaled to the window", async ({
  page,
  request,
}) => {
  const id = await demoGameId(request);
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(`/games/${id}/play`);
  const stage = page.getByRole("region", { name: "Demo: Das verschlossene Labor" });
  await expect(stage).toBeVisible();
  await expect(stage.getByText("Willkommen im verschlossenen Labor!")).toBeVisible();
  // 1280×720 scaled to fit 1000×700 keeps 16:9: 1000 × 562.5, letterboxed vertically.
  const box = (await stage.boundingBox())!;
  expect(box.width).toBeCloseTo(1000, 0);
  expect(box.height).toBeCloseTo(562.5, 0);
  expect(box.y).toBeCloseTo((700 - 562.5) / 2, 0);
  await page.screenshot({ path: "test-results/screenshots/play-demo.png" });
});

test("an unknown or unpublished game shows the spec's message", async ({ page }) => {
  const res = await page.goto("/games/999999/play");
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("play-error")).toHaveAttribute("data-reason", "notFound");
  await page.goto("/games/999999/play?lng=en");
  await expect(
    page.getByText("Game not found, or game has not been published, yet."),
  ).toBeVisible();
  await page.goto("/games/999999/play?lng=de");
  await expect(
    page.getByText("Spiel nicht gefunden oder noch nicht veröffentlicht."),
  ).toBeVisible();
});

test("the home page and the game page are server-rendered and hydrate", async ({
  page,
  request,
  browser,
}) => {
  const id = await demoGameId(request);
  const html = await (await request.get("/", { headers: { "Accept-Language": "en" } })).text();
  expect(html).toContain("Escape games for the classroom");
  expect(html).toContain("Demo: Das verschlossene Labor");
  const gameHtml = await (await request.get(`/games/${id}`)).text();
  expect(gameHtml).toContain("Demo: Das verschlossene Labor");
  expect(gameHtml).toContain(`/games/${id}`);

  // Without JavaScript the page is complete; with it, links navigate client-side.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`/games/${id}`);
  await expect(plain.getByRole("heading", { name: "Demo: Das verschlossene Labor" })).toBeVisible();
  await noJs.close();

  await page.goto("/");
  // Other tests publish games too: the demo's card, wherever it is in the list.
  await page.locator(`[data-testid="game-card"][href="/games/${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/games/${id}$`));
  await page.getByRole("link", { name: /Jetzt spielen|Play now/ }).click();
  await expect(page.getByText("Willkommen im verschlossenen Labor!")).toBeVisible();
});

test("a play page sent again from the server's kept copy carries its own nonce and hydrates", async ({
  browser,
  request,
}) => {
  const id = await demoGameId(request);
  const seen = new Set<string>();
  // The first visit may render; the next ones are the kept page (api/src/http/page-cache.ts).
  for (let visit = 0; visit < 3; visit++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        refused.push(message.text());
    });
    const res = (await page.goto(`/games/${id}/play`))!;
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
    expect(seen.has(nonce!)).toBe(false);
    seen.add(nonce!);
    expect(res.headers()["x-exitgame-page-game"]).toBeUndefined();
    await page.getByTestId("start-game").click();
    await expect(page.getByTestId("start-game")).toHaveCount(0);
    await expect(page.getByText("Willkommen im verschlossenen Labor!")).toBeVisible();
    expect(refused).toEqual([]);
    await context.close();
  }
});
