/**
 * LTI 1.3 in the browser: an admin registers a platform on /admin/lti with the keyboard only,
 * and a launch from that platform (fake-platform.ts: its own keys and JWKS on port 3371, an auth
 * endpoint that posts the id_token back like an LMS) lands a student on the game's play page.
 */
import { expect, test, type Page } from "@playwright/test";
import { CLAIM, startFakePlatform, type FakePlatform } from "../../api/src/lti/fake-platform";
import { demoGameId } from "../../player/e2e/support";

test.use({ locale: "en-US" });

let platform: FakePlatform;

test.beforeAll(async () => {
  platform = await startFakePlatform(3371, "moodle-client-7");
});

test.afterAll(async () => {
  await platform?.close();
});

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test("an admin registers a platform with the keyboard; a student's launch opens the game", async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page);
  await page.goto("/admin/lti");
  await expect(page.getByRole("heading", { name: "This tool" })).toBeVisible();
  const origin = new URL(page.url()).origin.replace("127.0.0.1", "localhost");
  await expect(page.getByText(/\/lti\/login$/)).toBeVisible();
  await expect(page.getByText("No platform registered yet.")).toBeVisible();

  // Keyboard only: open the dialog, fill the fields in tab order, submit with Enter.
  await page.getByRole("button", { name: "Register platform" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Register a platform" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  const typeAndTab = async (value: string) => {
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  };
  await typeAndTab("Moodle Nord");
  await typeAndTab(platform.clientId);
  await typeAndTab("dep-1");
  await typeAndTab("http://moodle.example.org"); // not https: refused
  await typeAndTab(platform.authLoginUrl);
  await typeAndTab(`${platform.origin}/token`);
  await page.keyboard.type(platform.jwksUrl);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Issuer: enter an https address (http only for localhost).",
  );
  await page.screenshot({ path: "test-results/lti-dialog.png" });
  await dialog.getByLabel("Issuer").fill(platform.issuer);
  await dialog.getByLabel("Issuer").press("Enter");
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("lti-platform-row");
  await expect(row).toContainText("Moodle Nord");
  await expect(row).toContainText(platform.issuer);
  await page.screenshot({ path: "test-results/lti-admin.png", fullPage: true });

  // Key rotation: the new key is current and published at /lti/jwks.
  await page.getByRole("button", { name: "Rotate key" }).click();
  await expect(page.getByRole("status")).toHaveText("A new signing key is in use.");
  const jwks = (await (await page.request.get("/lti/jwks")).json()) as { keys: { kid: string }[] };
  expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(`${jwks.keys[0]!.kid.slice(0, 16)}…`)).toBeVisible();

  // A student launches from the LMS in a fresh browser (no account, no session).
  const gameId = await demoGameId(page.request);
  const target = `${origin}/games/${gameId}/play`;
  platform.authResponse = async (query) => {
    const idToken = await platform.sign({
      nonce: query.get("nonce")!,
      sub: "student-42",
      [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: "dep-1",
      [`${CLAIM}target_link_uri`]: target,
      [`${CLAIM}resource_link`]: { id: "activity-3" },
    });
    return `<!doctype html><form method="post" action="${query.get("redirect_uri")!.replace("localhost", "127.0.0.1")}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${query.get("state")}"></form><script>document.forms[0].submit()</script>`;
  };
  const student = await browser.newPage();
  const login = new URL(`${page.url().replace(/\/admin\/lti$/, "")}/lti/login`);
  login.search = new URLSearchParams({
    iss: platform.issuer,
    login_hint: "student-42",
    target_link_uri: target,
    client_id: platform.clientId,
  }).toString();
  await student.goto(login.toString());
  await expect(student).toHaveURL(new RegExp(`/games/${gameId}/play$`));
  await student.close();

  // Deleting, with the keyboard too: the confirmation's red button is one Tab from Cancel.
  await row.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Delete “Moodle Nord”?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("No platform registered yet.")).toBeVisible();
});

test("a launch from an unregistered platform gets a page saying what to register", async ({
  page,
}) => {
  const response = await page.goto(
    "/lti/login?iss=https%3A%2F%2Fschool.example&client_id=abc&login_hint=x&target_link_uri=x",
  );
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("https://school.example");
  await expect(page.getByRole("alert")).toContainText("/admin/lti");
});
