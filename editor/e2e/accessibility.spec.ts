import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoGameId, login } from "../../player/e2e/support";

/**
 * Every route in German and English, signed out and signed in: no serious or critical
 * accessibility violation (axe-core), and no raw translation key on the page.
 */
test.describe.configure({ timeout: 240_000 });

const routes = (gameId: number) => [
  "/",
  `/games/${gameId}`,
  `/games/${gameId}/play`,
  "/competitions",
  "/competitions/0190b0c4-0000-7000-8000-000000000000",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/verify-otp",
  "/auth/reset-password?token=not-a-valid-token",
  "/dashboard",
  "/dashboard/games",
  "/dashboard/settings/profile",
  "/admin",
  "/admin/env",
  "/admin/assets",
  `/editor/${gameId}`,
  `/editor/${gameId}/logic`,
  "/text-to-speech-demo",
  "/audio-system-demo",
  "/speech-recognition-demo",
  "/no-such-page",
];

/** Text and accessible-text attributes that look like an i18n key ("demos.tts.title", "ns:key"). */
const rawKeys = (page: Page) =>
  page.evaluate(() => {
    const looksLikeKey = /^[a-z][a-zA-Z0-9]*(?::[a-zA-Z][\w-]*)?(?:\.[a-zA-Z][\w-]*)+$/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (looksLikeKey.test(text)) found.add(text);
    }
    const attrs = ["aria-label", "title", "placeholder", "alt", "aria-valuetext"];
    for (const el of document.querySelectorAll("*"))
      for (const a of attrs) {
        const v = el.getAttribute(a)?.trim();
        if (v && looksLikeKey.test(v)) found.add(`${a}=${v}`);
      }
    if (looksLikeKey.test(document.title)) found.add(`title=${document.title}`);
    return [...found];
  });

/** Serious and critical violations, one line each. */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ");
      return `[${v.impact}] ${v.id}: ${v.help} — ${where}`;
    });
}

for (const signedIn of [false, true]) {
  for (const lng of ["de", "en"] as const) {
    test(`every route, ${lng}, ${signedIn ? "signed in" : "signed out"}: accessible and translated`, async ({
      page,
    }) => {
      const gameId = await demoGameId(page.request);
      if (signedIn) await login(page.request);
      await page.goto(`/?lng=${lng}`);
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const route of routes(gameId)) {
        await page.goto(route);
        // Guarded routes redirect (to the login page, or from it to the dashboard): check each page once.
        const landed = new URL(page.url());
        if (seen.has(landed.pathname)) continue;
        seen.add(landed.pathname);
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        for (const v of await violations(page)) problems.push(`${route} ${v}`);
        for (const key of await rawKeys(page)) problems.push(`${route} raw key: ${key}`);
      }
      expect(problems).toEqual([]);
    });
  }
}

test("a running game: the stage's elements keep their accessible names; the sound drawer", async ({
  page,
}) => {
  const gameId = await demoGameId(page.request);
  await page.goto(`/games/${gameId}/play?lng=de`);
  await page.getByRole("button", { name: "Spiel starten" }).click();
  const stage = page.getByRole("region", { name: "Demo: Das verschlossene Labor" });
  await expect(stage.getByRole("button", { name: "Tipp anzeigen" })).toBeVisible();
  await expect(stage.getByRole("group", { name: "Zahlenschloss" })).toBeVisible();
  await expect(stage.getByRole("img", { name: /Notizzettel/ })).toBeVisible();
  await expect(stage.getByRole("timer")).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByTestId("settings-open").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the games dashboard's dialogs and menu, and a form with its errors", async ({ page }) => {
  await login(page.request);
  await page.goto("/dashboard/games?lng=de");
  await page.evaluate(() => document.fonts.ready);
  const settle = () =>
    page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );

  // Create, with the required-title message showing.
  await page.getByRole("button", { name: "Spiel erstellen" }).first().click();
  const create = page.getByRole("dialog", { name: "Spiel erstellen" });
  await create.getByRole("button", { name: "Erstellen" }).click();
  await expect(create.getByText("Titel ist erforderlich")).toBeVisible();
  await settle();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(create).toBeHidden();

  // The row menu, then the delete confirmation (a red action button).
  const demo = page.getByTestId("game-row").first();
  await demo.getByRole("button", { name: /Aktionen für/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await settle();
  expect(await violations(page)).toEqual([]);
  await page.getByRole("menuitem", { name: "Löschen" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await settle();
  expect(await violations(page)).toEqual([]);
  await page.getByRole("alertdialog").getByRole("button", { name: "Abbrechen" }).click();

  // The login form with its messages (signed out in a fresh context).
  await page.context().clearCookies();
  await page.goto("/auth/login?lng=en");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Form incomplete.")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
