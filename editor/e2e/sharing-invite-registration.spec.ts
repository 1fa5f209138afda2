/**
 * Issue 26 item 2 in Chromium over the real API: the owner invites an address that has no account
 * yet. The mailed link leads to registration with the address filled in and the invitation named;
 * after the mailed code confirms the address, the game opens and is in the new account's list.
 * German (the whole way) and English (the registration page).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createGameInEditor, registerTeacher } from "./gallery-helpers";
import { strings, type Locale } from "./i18n";
import { readMail } from "./mail";

const shots = "test-results/screenshots";
const PASSWORD = "Leuchtfeuer über Amrum 9";
const fresh = (who: string) =>
  `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`.toLowerCase();

async function contextFor(browser: Browser, locale: Locale) {
  const context = await browser.newContext({ locale: locale === "de" ? "de-DE" : "en-US" });
  return { context, page: await context.newPage() };
}

/** The owner shares game `id` with `email` through the API (the dialog has its own test). */
async function invite(owner: Page, id: number, email: string, role: "COAUTHOR" | "VIEWER") {
  const res = await owner.request.post("/graphql", {
    data: {
      query:
        "mutation($id: Int!, $e: String!, $r: GameShareRole!) { shareGame(gameId: $id, email: $e, role: $r) { email } }",
      variables: { id, e: email, r: role },
    },
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  return (await readMail(email, /(http\S+\/dashboard\/invite\/[\w-]+)/))[1]!;
}

test("an invitee without an account registers from the mailed link and lands in the shared game", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const t = strings("de");
  const owner = await contextFor(browser, "de");
  await registerTeacher(owner.page, t, "de", "Frau Kolbe");
  const title = `Einladung ohne Konto ${Date.now()}`;
  const id = await createGameInEditor(owner.page, t, title);

  // de: the whole way, from the link to the editor.
  const email = fresh("neu-im-kollegium");
  const link = await invite(owner.page, id, email, "COAUTHOR");
  const newcomer = await contextFor(browser, "de");
  const page = newcomer.page;
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/auth\/register\?invite=/);
  await expect(page.getByLabel(t("editor:auth.email"))).toHaveValue(email);
  await expect(page.getByTestId("invite-notice")).toHaveText(
    t("sharing:invite.register", {
      name: "Frau Kolbe",
      title,
      role: t("sharing:roles.COAUTHOR"),
      email,
    }),
  );
  await page.screenshot({ path: `${shots}/register-from-invite-de.png`, fullPage: true });
  await page.getByLabel(t("editor:auth.displayName")).fill("Herr Neumann");
  await page.getByLabel(t("editor:auth.password"), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t("editor:auth.confirmPassword")).fill(PASSWORD);
  await page.getByRole("button", { name: t("editor:auth.register.submit") }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  const code = (await readMail(email, /^Subject: .*?(\d{6})/m))[1]!;
  await page.getByLabel(t("editor:auth.verify.code")).fill(code);
  await page.getByRole("button", { name: t("editor:auth.verify.submit") }).click();
  // Confirmed: back to the link, which accepts the invitation and opens the editor.
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`), { timeout: 20_000 });
  await expect(page.getByTestId("canvas")).toBeVisible();
  await page.goto("/dashboard/games");
  await expect(
    page
      .getByTestId("game-row")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) })
      .getByTestId("shared-by"),
  ).toHaveText(t("sharing:sharedBy.COAUTHOR", { name: "Frau Kolbe" }));

  // en: the registration page of a viewer's invitation, in English.
  const en = strings("en");
  const viewerEmail = fresh("new-colleague");
  const viewerLink = await invite(owner.page, id, viewerEmail, "VIEWER");
  const viewer = await contextFor(browser, "en");
  await viewer.page.goto(new URL(viewerLink).pathname);
  await expect(viewer.page).toHaveURL(/\/auth\/register\?invite=/);
  await expect(viewer.page.getByLabel(en("editor:auth.email"))).toHaveValue(viewerEmail);
  await expect(viewer.page.getByTestId("invite-notice")).toHaveText(
    en("sharing:invite.register", {
      name: "Frau Kolbe",
      title,
      role: en("sharing:roles.VIEWER"),
      email: viewerEmail,
    }),
  );
  await viewer.page.screenshot({ path: `${shots}/register-from-invite-en.png`, fullPage: true });
  // The login link keeps the invitation (an account made meanwhile logs in and comes back).
  await viewer.page.getByRole("link", { name: en("editor:auth.register.login") }).click();
  await expect(viewer.page).toHaveURL(/\/auth\/login\?invite=/);
  await expect(viewer.page.getByLabel(en("editor:auth.email"))).toHaveValue(viewerEmail);

  for (const who of [owner, newcomer, viewer]) await who.context.close();
});
