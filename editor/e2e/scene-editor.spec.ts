import { expect, test, type Page } from "@playwright/test";
import { readMail } from "./mail";

const shots = "test-results/screenshots";
const unique = () => `teacher-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

const TEXT = {
  en: {
    name: "Your name",
    email: "Email address",
    password: "Password",
    repeat: "Repeat password",
    create: "Create account",
    code: "Verification code",
    confirm: "Confirm",
    createGame: "Create game",
    title: "Title",
    submit: "Create",
    edit: "Edit",
    saved: "Saved",
    subject: /^Subject: Your verification code: (\d{6})$/m,
  },
  de: {
    name: "Dein Name",
    email: "E-Mail-Adresse",
    password: "Passwort",
    repeat: "Passwort wiederholen",
    create: "Konto erstellen",
    code: "Bestätigungscode",
    confirm: "Bestätigen",
    createGame: "Spiel erstellen",
    title: "Titel",
    submit: "Erstellen",
    edit: "Bearbeiten",
    saved: "Gespeichert",
    subject: /^Subject: .*(\d{6})$/m,
  },
} as const;
type Lang = keyof typeof TEXT;

/** A new teacher: registration, the code from the outbox, the dashboard. */
async function registerTeacher(page: Page, lang: Lang) {
  const s = TEXT[lang];
  const email = unique();
  await page.goto(`/auth/register?lng=${lang}`);
  await page.getByLabel(s.name).fill("Nora Lehmann");
  await page.getByLabel(s.email).fill(email);
  await page.getByLabel(s.password, { exact: true }).fill("Regenbogen über Kiel 42");
  await page.getByLabel(s.repeat).fill("Regenbogen über Kiel 42");
  await page.getByRole("button", { name: s.create }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  const code = (await readMail(email, s.subject))[1]!;
  await page.getByLabel(s.code).fill(code);
  await page.getByRole("button", { name: s.confirm }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

/** Creates a game on the dashboard and opens it in the editor through the games list. */
async function createGameAndOpen(page: Page, lang: Lang, title: string) {
  const s = TEXT[lang];
  await page.goto("/dashboard/games");
  await page.getByRole("button", { name: s.createGame }).first().click();
  const dialog = page.getByRole("dialog", { name: s.createGame });
  await dialog.getByLabel(s.title).fill(title);
  await dialog.getByRole("button", { name: s.submit }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("game-row").filter({ hasText: title });
  await row.getByRole("link", { name: s.edit }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();
  return Number(page.url().split("/").pop());
}

test("a teacher opens a new game in the editor (English)", async ({ page }) => {
  await registerTeacher(page, "en");
  await createGameAndOpen(page, "en", "Fractions vault");
  await expect(page.getByTestId("game-title")).toHaveText("Fractions vault");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await page.getByTestId("add-text").click();
  await expect(page.getByTestId("stage-element")).toHaveCount(1);
  await page.screenshot({ path: `${shots}/editor-first.png` });
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
  await page.reload();
  await expect(page.getByTestId("stage-element")).toHaveCount(1);
});
