import { expect, test } from "@playwright/test";
import { setServerClock } from "./support";

test.use({ locale: "en-US" });

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test("the public competition list and an unknown competition", async ({ page, request }) => {
  // Other tests leave competitions behind; twenty years on, every one of them has ended.
  await setServerClock(request, Date.now() + 20 * 365 * 24 * 3_600_000);
  await page.goto("/competitions");
  await expect(page.getByRole("heading", { name: "Competitions", level: 1 })).toBeVisible();
  await expect(
    page.getByText("There are no upcoming or running competitions at the moment."),
  ).toBeVisible();
  const res = await page.goto("/competitions/0190b0c4-0000-7000-8000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Competition not found.");
  const malformed = await page.goto("/competitions/not-an-id");
  expect(malformed?.status()).toBe(404);
});
