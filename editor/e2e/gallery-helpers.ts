/** Steps the gallery end-to-end tests share, in either language (texts from the locale files). */
import { expect, type Locator, type Page } from "@playwright/test";
import type { TFunction } from "i18next";
import type { Locale } from "./i18n";
import { readMail } from "./mail";

const unique = () => `gallery-teacher-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** Registers a new teacher through the form and the mailed code; returns the address. */
export async function registerTeacher(
  page: Page,
  t: TFunction,
  locale: Locale,
  name = "Jonas Petersen",
) {
  const email = unique();
  await page.goto(`/auth/register?lng=${locale}`);
  await page.getByLabel(t("editor:auth.displayName")).fill(name);
  await page.getByLabel(t("editor:auth.email")).fill(email);
  await page.getByLabel(t("editor:auth.password"), { exact: true }).fill("Leuchtfeuer über Sylt 7");
  await page.getByLabel(t("editor:auth.confirmPassword")).fill("Leuchtfeuer über Sylt 7");
  await page.getByRole("button", { name: t("editor:auth.register.submit") }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  const code = (await readMail(email, /^Subject: .*?(\d{6})/m))[1]!;
  await page.getByLabel(t("editor:auth.verify.code")).fill(code);
  await page.getByRole("button", { name: t("editor:auth.verify.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

/** Logs in as the admin the e2e server seeds (a moderator too). */
export async function logInAsAdmin(page: Page, t: TFunction, locale: Locale) {
  await page.goto(`/auth/login?lng=${locale}`);
  await page.getByLabel(t("editor:auth.email")).fill("admin@e2e.test");
  await page.getByLabel(t("editor:auth.password"), { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: t("editor:auth.login.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Creates a game from the games list and opens it in the scene editor; returns its id. */
export async function createGameInEditor(page: Page, t: TFunction, title: string) {
  await page.goto("/dashboard/games");
  await page
    .getByRole("button", { name: t("games:create.button") })
    .first()
    .click();
  const create = page.getByRole("dialog", { name: t("games:create.title") });
  await create.getByLabel(t("games:create.field")).fill(title);
  await create.getByRole("button", { name: t("games:create.submit") }).click();
  await expect(create).toBeHidden();
  // A new game opens in the editor.
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();
  return Number(/\/editor\/(\d+)$/.exec(page.url())![1]);
}

/** Publishes (unlisted) a game of the page's logged-in user, through the API. */
export async function publishUnlisted(page: Page, gameId: number) {
  const res = await page.request.post("/graphql", {
    data: {
      query: "mutation($id: Int!) { publishGameUnlisted(id: $id) { id } }",
      variables: { id: gameId },
    },
  });
  const body = (await res.json()) as { errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

/** Drops files onto the element the way a browser does: a drop event with a DataTransfer. */
export async function dropFiles(
  page: Page,
  target: Locator,
  files: { name: string; mimeType: string; data: Buffer }[],
) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list)
        dt.items.add(
          new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, {
            type: f.mimeType,
          }),
        );
      return dt;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.data.toString("base64") })),
  );
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

export const card = (scope: Locator, name: string) =>
  scope
    .getByTestId("asset-card")
    .filter({ has: scope.page().getByTestId("asset-name").getByText(name, { exact: true }) });

/** A regular expression for a translated template: its fixed parts around any `{{name}}`. */
export function templateRegex(t: TFunction, key: string, flags = "") {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(t(key, { name: "\u0000" }).split("\u0000").map(escape).join(".*"), flags);
}

/** Tags an asset with an existing tag, found by typing part of its name in this language. */
export async function tag(
  page: Page,
  t: TFunction,
  scope: Locator,
  name: string,
  typed: string,
  tagName: string,
) {
  await card(scope, name)
    .getByRole("button", { name: t("gallery:actions.menu", { name }) })
    .click();
  await page.getByRole("menuitem", { name: t("gallery:actions.tags") }).click();
  const dialog = page.getByRole("dialog", { name: t("gallery:tags.title", { name }) });
  await dialog.getByLabel(t("gallery:tags.search")).fill(typed);
  await dialog.getByRole("button", { name: `+ ${tagName}` }).click();
  await dialog.getByRole("button", { name: t("gallery:actions.save") }).click();
  await expect(dialog).toBeHidden();
  await expect(card(scope, name).getByTestId("asset-tag")).toHaveText([tagName]);
}
