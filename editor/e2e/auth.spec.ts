import { expect, test, type Page } from "@playwright/test";
import { readMail } from "./mail";

test.use({ locale: "en-US" });

const shots = "test-results/screenshots";
const unique = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("register → code from the outbox → verify → log out → reset password → log in again", async ({
  page,
}) => {
  test.slow(); // some twenty page loads in one flow
  const email = unique();
  const cspErrors: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
  });

  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  // Messages on blur; submitting an incomplete form shows 'Form incomplete.' and stays.
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByLabel("Email address").blur();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Form incomplete.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.screenshot({ path: `${shots}/auth-register-errors.png`, fullPage: true });

  await page.getByLabel("Your name").fill("Erika Muster");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password");
  await page.getByLabel("Repeat password").fill("password");
  await page.getByRole("button", { name: "Create account" }).click();
  // The common-password list answers from the server.
  await expect(
    page.getByText("This password is too common. Please choose another one."),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Kastanien im Herbst 7");
  await page.getByLabel("Repeat password").fill("Kastanien im Herbst 7");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: `${shots}/auth-verify-otp.png`, fullPage: true });
  // No session until the code confirms the address (a taken address must answer the same way).
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto("/auth/verify-otp");
  await expect(page.getByText(email)).toBeVisible();

  const code = (await readMail(email, /^Subject: Your verification code: (\d{6})$/m))[1]!;
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/The code is not correct\. 4 attempts left\./)).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId("greeting")).toHaveText(
    /^Good (morning|afternoon|evening), Erika Muster!$|^Hello, Erika Muster!$/,
  );
  await expect(page.getByText("Your email address is confirmed.")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Dashboard navigation" });
  await expect(nav.getByRole("link", { name: "Games" })).toBeVisible();
  // A plain author sees no role-only entries.
  await expect(nav.getByRole("link", { name: "Tags" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/dashboard-author.png`, fullPage: true });

  // Log out (DELETE /api/_auth/session).
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith("/api/_auth/session") && r.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Logout" }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/login\?notice=logout/);
  await expect(page.getByText("You have been logged out.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard/);

  // Forgot password → link from the outbox → new password.
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.screenshot({ path: `${shots}/auth-forgot-password.png`, fullPage: true });
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const link = (await readMail(email, /(http\S+\/auth\/reset-password\?token=[a-z2-7]{32})/))[1]!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  // The token leaves the address bar at once (history, Referer).
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Walnuss und Birne 9");
  await page.getByLabel("Repeat password").fill("Walnuss und Birne 8");
  await page.getByLabel("Repeat password").blur();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.screenshot({ path: `${shots}/auth-reset-password.png`, fullPage: true });
  await page.getByLabel("Repeat password").fill("Walnuss und Birne 9");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?notice=reset/);
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  // The link works once only.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(/\/auth\/forgot-password\?reason=expired/);
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();

  await page.goto("/auth/login");
  await logIn(page, email, "Kastanien im Herbst 7");
  await expect(page.getByText("Email or password is wrong.")).toBeVisible();
  await page.screenshot({ path: `${shots}/auth-login-error.png`, fullPage: true });
  await logIn(page, email, "Walnuss und Birne 9");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("greeting")).toContainText("Erika Muster");
  expect(cspErrors).toEqual([]);
});

test("German login page, guards and the admin area", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/admin/env");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fadmin%2Fenv/);
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Formular unvollständig.")).toBeVisible();
  await expect(page.getByText("Dieses Feld ist erforderlich.").first()).toBeVisible();
  await page.screenshot({ path: `${shots}/auth-login-de.png`, fullPage: true });

  await page.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await page.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/env$/);
  await expect(page.getByText("Eingebettetes PostgreSQL")).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-env-de.png`, fullPage: true });

  await page.getByRole("link", { name: "Benutzer & Rollen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const rows = page.getByTestId("admin-user-row");
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-users-de.png`, fullPage: true });

  // Give the e2e author the moderator role.
  const author = rows.filter({ hasText: "Erika Muster" }).first();
  await author.getByRole("button", { name: "Rollen bearbeiten" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("checkbox", { name: "Moderation" }).click();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await expect(author.getByText("Moderation")).toBeVisible();
  // Still an author, as the dashboard says (issue 20 item 7).
  await expect(author.getByText("Autor:in")).toBeVisible();

  // An admin sees every sidebar entry.
  const nav = page.getByRole("navigation", { name: "Dashboard-Navigation" });
  for (const name of [
    "Start",
    "Spiele",
    "Wettbewerbe",
    "Zugangscodes",
    "Bildergalerie",
    "Videogalerie",
    "Audiogalerie",
    "Tags",
    "Admin-Bereich",
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.getByRole("link", { name: "Start", exact: true }).click();
  await expect(page.getByTestId("greeting")).toContainText("Admin");
  await page.screenshot({ path: `${shots}/dashboard-admin-de.png`, fullPage: true });
  await context.close();
});

test("a non-admin gets the 403 page under /admin; logged-in users skip the login page", async ({
  page,
}) => {
  const email = unique();
  // Registration through the API (the form is covered above); the code from the outbox.
  await page.goto("/auth/register");
  await page.getByLabel("Your name").fill("Nora");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Regenbogen über Kiel");
  await page.getByLabel("Repeat password").fill("Regenbogen über Kiel");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  const code = (await readMail(email, /^Subject: Your verification code: (\d{6})$/m))[1]!;
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const res = await page.goto("/admin");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  // Open redirects are refused, also with a tab the browser would strip, and control
  // characters answer no 500.
  for (const target of ["//evil.example/x", "%2F%09%2Fevil.example%2Fphish", "%2F%0A%2Fx"]) {
    const res = await page.goto(`/auth/login?redirectTo=${target}`);
    expect(res?.status(), target).toBe(200);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  }
  const wide = await page.goto("/auth/login?redirectTo=%2F%E3%80%80x");
  expect(wide?.status()).toBe(404); // our own (unknown) path, percent-encoded; no 500
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/%E3%80%80x$/);
});

test("a locked account: the login form asks for the mailed code, and the owner gets in", async ({
  page,
  request,
}) => {
  const email = unique();
  const password = "Leuchtturm am Kap";
  const gql = async (query: string, variables: Record<string, unknown>) =>
    (
      await request.post("/graphql", {
        data: { query, variables },
        headers: { "Accept-Language": "en" },
      })
    ).json() as Promise<{
      errors?: { extensions?: { code?: string } }[];
    }>;
  const registered = await gql(
    'mutation($e: String!, $p: String!) { register(email: $e, password: $p, displayName: "Lena") }',
    { e: email, p: password },
  );
  expect(registered.errors).toBeUndefined();
  const code = (await readMail(email, /^Subject: Your verification code: (\d{6})$/m))[1]!;
  await gql(
    "mutation($e: String!, $c: String!) { confirmRegistration(email: $e, code: $c) { viewer { id } } }",
    { e: email, c: code },
  );
  // Someone guesses five times…
  for (let i = 0; i < 5; i++)
    await gql(
      'mutation($e: String!) { login(email: $e, password: "falsch-geraten") { viewer { id } } }',
      { e: email },
    );

  // …the owner's right password now asks for the code mailed to the account.
  await page.goto("/auth/login");
  await logIn(page, email, password);
  await expect(page.getByText(/Too many failed attempts for this account/)).toBeVisible();
  const field = page.getByLabel("Code from the email");
  await expect(field).toBeVisible();
  await page.screenshot({ path: `${shots}/auth-login-code.png`, fullPage: true });
  const loginCode = (await readMail(email, /^Subject: Your login code: (\d{6})$/m))[1]!;
  await page.getByLabel("Password", { exact: true }).fill(password);
  await field.fill(loginCode);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("greeting")).toContainText("Lena");
});

test("an ended session is noticed and renewed through the 960×600 login popup", async ({
  page,
  context,
}) => {
  await page.goto("/auth/login?redirectTo=%2Fdashboard%2Fsettings%2Fprofile");
  await logIn(page, "admin@e2e.test", "e2e-admin-password");
  await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
  await page.screenshot({ path: `${shots}/dashboard-settings.png`, fullPage: true });

  // The session ends behind the page's back (e.g. a password change elsewhere).
  await context.clearCookies({ name: "session" });
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Your session has ended")).toBeVisible();
  await page.screenshot({ path: `${shots}/session-expired.png` });

  const popupPromise = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Log in in a new window" }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/auth\/login\?popup=1$/);
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([960, 600]);
  await popup.getByLabel("Email address").fill("admin@e2e.test");
  await popup.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await popup.getByRole("button", { name: "Log in" }).click();
  // The popup sets the storage flag and closes itself; the page fetches the session again.
  await popup.waitForEvent("close");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("exitgame:login-popup-done"))).toBeNull();
});
