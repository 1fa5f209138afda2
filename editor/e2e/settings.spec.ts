import { expect, test } from "@playwright/test";

test.use({ locale: "en-US" });

test("profile settings: the name is saved; a wrong current password is refused and nothing changes", async ({
  page,
}) => {
  await page.goto("/auth/login?redirectTo=%2Fdashboard%2Fsettings%2Fprofile");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);

  const profile = page.getByRole("form", { name: "Profile" });
  await profile.getByLabel("Your name").fill("Frau Kolbe");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile.getByText("Your profile has been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Your name")).toHaveValue(
    "Frau Kolbe",
  );

  const password = page.getByRole("form", { name: "Change password" });
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Form incomplete.")).toBeVisible();
  await password.getByLabel("Current password").fill("not-the-password");
  await password.getByLabel("New password").fill("Kastanien im Herbst 8");
  await password.getByLabel("Repeat password").fill("Kastanien im Herbst 8");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("The current password is wrong.")).toBeVisible();

  // The old password still works (the refused change wrote nothing).
  const check = await page.request.post("/graphql", {
    data: {
      query:
        "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }",
      variables: { e: "admin@e2e.test", p: "e2e-admin-password" },
    },
  });
  expect((await check.json()).errors).toBeUndefined();
});
