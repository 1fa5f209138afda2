/**
 * The game's score for learning platforms, chosen in the scene editor's settings: a number
 * variable with the value that counts as full marks; a maximum that is not a number is refused
 * with a message; the choice is saved with the game (LTI grades and SCORM read it on the server).
 */
import { createGameDocument, createId } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test } from "@playwright/test";
import { gql, login, publishGame } from "../../player/e2e/support";
import { strings, type Locale } from "./i18n";

for (const locale of ["de", "en"] as const satisfies Locale[]) {
  test.describe(locale, () => {
    test.use({ locale: locale === "de" ? "de-DE" : "en-US" });
    test(`the score variable is chosen in the game settings and saved (${locale})`, async ({
      page,
    }) => {
      const t = strings(locale);
      const doc = createGameDocument({ locale, registry });
      const points = {
        id: createId("var"),
        name: "Punkte",
        type: "number" as const,
        initialValue: 0,
      };
      doc.variables.push(points);
      const gameId = await publishGame(
        page.request,
        `Bewertung für die Lernplattform der Klasse 7b ${locale} ${Date.now()}`,
        doc,
      );
      await login(page.request);
      await page.goto(`/editor/${gameId}?panel=settings`);
      const field = page.getByTestId("score-variable");
      // A long title and the status badges fit a 1280 px window: nothing is cut off at the right.
      await expect(field).toBeVisible();
      const overflow = await page.evaluate(() =>
        Array.from(document.querySelectorAll("header, aside, button"))
          .map((el) => el.getBoundingClientRect().right - window.innerWidth)
          .filter((over) => over > 0.5),
      );
      expect(overflow).toEqual([]);
      // … and nothing in the top bar is drawn over anything else (ghost menu buttons touch by design).
      const overlaps = await page.evaluate(() => {
        const boxes = Array.from(
          document.querySelectorAll("header button, header a, header .rt-Badge"),
        )
          .map((el) => ({ el, text: el.textContent, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0);
        return boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(
              ({ el, r: b }) =>
                !a.el.contains(el) &&
                !el.contains(a.el) &&
                a.r.left < b.right - 8 &&
                b.left < a.r.right - 8 &&
                a.r.top < b.bottom - 1 &&
                b.top < a.r.bottom - 1,
            )
            .map((b) => `${a.text} × ${b.text}`),
        );
      });
      expect(overlaps).toEqual([]);
      const choice = field.getByRole("combobox", { name: t("sceneEditor:settings.scoreVariable") });
      await expect(choice).toHaveText(t("sceneEditor:settings.scoreScenes"));
      await expect(field).toContainText(t("sceneEditor:settings.scoreHelp"));

      const maximum = field.getByLabel(t("sceneEditor:settings.scoreMaximum"));
      await maximum.fill("0");
      await expect(field.getByRole("alert")).toHaveText(
        t("sceneEditor:settings.scoreMaximumInvalid"),
      );
      await maximum.fill("4");
      await expect(field.getByRole("alert")).toHaveCount(0);
      await choice.click();
      await page.getByRole("option", { name: "Punkte" }).click();
      await expect(choice).toHaveText("Punkte");
      await field.screenshot({ path: `test-results/screenshots/score-variable-${locale}.png` });
      await page.screenshot({ path: `test-results/screenshots/score-variable-page-${locale}.png` });

      // Saved with the game: the server's document names the variable and the maximum.
      await expect
        .poll(
          async () =>
            (
              await gql<{ game: { document: { settings: { scoreVariable?: unknown } } } }>(
                page.request,
                "query($id: Int!) { game(id: $id) { document } }",
                { id: gameId },
              )
            ).game.document.settings.scoreVariable,
          { timeout: 15_000 },
        )
        .toEqual({ variableId: points.id, maximum: 4 });
      await page.reload();
      await expect(
        page
          .getByTestId("score-variable")
          .getByRole("combobox", { name: t("sceneEditor:settings.scoreVariable") }),
      ).toHaveText("Punkte");
      await expect(
        page.getByTestId("score-variable").getByLabel(t("sceneEditor:settings.scoreMaximum")),
      ).toHaveValue("4");
    });
  });
}
