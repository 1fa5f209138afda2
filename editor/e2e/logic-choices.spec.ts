/**
 * What a teacher meets in her first rules (issue 20): a problem names what it is about and links
 * to it (no document path), "Go to scene" and "Show" wait for her choice, and a variable is made
 * where it is needed.
 */
import { expect, test, type Page } from "@playwright/test";

const shots = "test-results/screenshots";

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login?lng=en");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function createGermanGame(page: Page, title: string) {
  await page.goto("/dashboard/games?lng=de");
  await page.getByRole("button", { name: "Spiel erstellen" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Spiel erstellen" });
  await dialog.getByLabel("Titel").fill(title);
  await dialog.getByRole("button", { name: "Erstellen" }).click();
  await expect(dialog).toBeHidden();
  // A new game opens in the editor.
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByTestId("canvas")).toBeVisible();
  return Number(new URL(page.url()).pathname.split("/").pop());
}

test("problems name and link what they are about; new actions and variables wait for the teacher", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  const gameId = await createGermanGame(page, "Zwei Räume");
  await page.getByTestId("menu-scenes").click();
  await page.getByRole("menuitem", { name: "Szene hinzufügen" }).click();
  await expect(page.getByTestId("scene-item")).toHaveCount(2);
  // back on the first scene
  await page.getByTestId("scene-item").first().locator("button").first().click();

  // The problems badge: "no rule goes to scene 2", named and linked, without `scenes.1`.
  await page.getByTestId("problems").click();
  const list = page.getByTestId("diagnostics");
  const unreachable = list.locator('[data-code="unreachableScene"]');
  await expect(unreachable).toContainText("„Szene 2“");
  await expect(list).not.toContainText(/\b(scenes|rules|variables)\.\d/);
  await page.screenshot({ path: `${shots}/problems-named-links.png` });
  await unreachable.getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`/editor/${gameId}\\?scene=`));
  await expect(page.getByTestId("scene-item").nth(1).locator("[aria-current=true]")).toHaveCount(1);

  // In the logic builder: "Zu Szene wechseln" and "Zeigen" start without a choice, and say so.
  await page.getByRole("link", { name: "Logik-Editor" }).click();
  await expect(page).toHaveURL(/\/logic$/);
  await page.getByTestId("new-rule").click();
  const builder = page.getByTestId("rule-builder");
  await builder.getByTestId("add-action").selectOption({ label: "Zu Szene wechseln" });
  await builder.getByTestId("add-action").selectOption({ label: "Zeigen" });
  const [go, show] = [builder.getByTestId("action").nth(0), builder.getByTestId("action").nth(1)];
  await expect(go.getByTestId("action-scene")).toHaveValue("");
  await expect(show.getByTestId("action-element")).toHaveValue("");
  // saving is refused, and each unchosen argument says what to choose
  await builder.getByTestId("rule-save").click();
  await expect(go.getByTestId("inline-problems")).toContainText(
    "Wähle in Aktion 1 die Szene, zu der gewechselt wird.",
  );
  await expect(show.getByTestId("inline-problems")).toContainText("Wähle in Aktion 2 das Element.");
  await go.getByTestId("action-scene").selectOption({ label: "Szene 2" });
  await expect(go.getByTestId("inline-problems")).toHaveCount(0);

  // "Variable erhöhen" with no number variable yet: made right there, in one undoable step.
  await builder.getByTestId("add-action").selectOption({ label: "Variable erhöhen" });
  const increase = builder.getByTestId("action").nth(2);
  await increase.getByTestId("new-variable").click();
  await increase.getByTestId("new-variable-name").fill("punkte");
  await increase.getByTestId("new-variable-value").fill("10");
  await page.screenshot({ path: `${shots}/logic-new-variable.png` });
  await increase.getByTestId("new-variable-create").click();
  await expect(increase.getByTestId("action-variable").locator("option:checked")).toHaveText(
    "punkte (Zahl)",
  );
  await expect(builder.getByTestId("rule-sentence")).toContainText(
    "gehe zu „Szene 2“, dann zeige ein fehlendes Element, dann erhöhe „punkte“ um 1",
  );
  await page.screenshot({ path: `${shots}/logic-choices.png`, fullPage: true });
});
