import { expect, test } from "@playwright/test";

// A German browser: the first visit is in German.
test.use({ locale: "de-DE" });

test("an unknown route shows the 404 page in German and English", async ({ page, context }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.screenshot({ path: "test-results/screenshots/404-de.png" });

  // The language switch sets the locale cookie for 365 days and stays on the page.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cookie = (await context.cookies()).find((c) => c.name === "locale");
  expect(cookie?.value).toBe("en");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  const again = await page.goto("/another/unknown");
  expect(again?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/404-en.png" });
});

test("the browser's language decides on the first visit", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/dashboardx");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await context.close();
});
