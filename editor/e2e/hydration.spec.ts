import { expect, test } from "@playwright/test";

// A visitor far from the server's zone, in English: pages hydrate without mismatches, and the
// browser's zone is remembered so that the server renders later pages in it.
test.use({ locale: "en-US", timezoneId: "America/New_York" });

test("server-rendered pages hydrate cleanly in another time zone and language", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on(
    "console",
    (m) =>
      m.type() === "error" && !/404/.test(m.text()) && errors.push(`${page.url()}: ${m.text()}`),
  );

  await page.goto("/auth/login");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  for (const path of [
    "/dashboard",
    "/dashboard/games",
    "/dashboard/settings/profile",
    "/dashboard/tags",
    "/dashboard/image-gallery",
    "/dashboard/video-gallery",
    "/dashboard/audio-gallery",
    "/admin",
    "/admin/env",
    "/admin/assets",
    "/",
    "/competitions",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
  const tz = (await context.cookies()).find((c) => c.name === "tz");
  expect(decodeURIComponent(tz?.value ?? "")).toBe("America/New_York");
});
