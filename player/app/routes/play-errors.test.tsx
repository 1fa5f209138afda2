// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "../shell";
import { playerResources } from "../i18n";
import { ErrorBoundary } from "./play";

const routeError = (status: number, data: unknown) => ({
  status,
  statusText: "",
  internal: false,
  data,
});

/** The alert; for a damaged game once its list of problems (loaded with the page) is there. */
async function renderError(error: unknown, locale: "de" | "en") {
  const Boundary = ErrorBoundary as unknown as (props: { error: unknown }) => React.ReactElement;
  // In act: the deferred list of problems renders once its chunk is here.
  await act(async () => {
    render(
      <I18nextProvider i18n={createI18n(locale, playerResources)}>
        <Boundary error={error} />
      </I18nextProvider>,
    );
  });
  const alert = screen.getByRole("alert");
  if ((error as { data?: { reason?: string } }).data?.reason === "invalid")
    await screen.findByTestId("diagnostics", {}, { timeout: 10_000 });
  return alert;
}

afterEach(cleanup);
// The list of problems is its own chunk (loaded with the page that shows it): transform it once.
beforeAll(() => import("../shell/diagnostics/DiagnosticList"), 60_000);

describe("play error views", () => {
  it("not found or not published", async () => {
    expect(
      (await renderError(routeError(404, { reason: "notFound" }), "en")).textContent,
    ).toContain("Game not found, or game has not been published, yet.");
  });
  it("load failure, with a retry", async () => {
    const alert = await renderError(routeError(500, { reason: "loadFailed" }), "en");
    expect(alert.textContent).toContain("An error occurred while loading the game.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
  it("an unexpected exception counts as a load failure", async () => {
    expect((await renderError(new Error("x"), "de")).textContent).toContain(
      "Beim Laden des Spiels ist ein Fehler aufgetreten.",
    );
  });
  it("a document that fails validation lists what is wrong, in the visitor's language", async () => {
    const issues = [
      {
        code: "invalidDocument",
        path: "scenes",
        params: { problem: "too_small", origin: "array", minimum: 1 },
      },
      {
        code: "unknownElement",
        path: "rules.0.actions.1.elementId",
        params: { rule: "Open the door", ruleNumber: 1, at: "action", actionNumber: 2 },
      },
    ];
    const en = await renderError(routeError(422, { reason: "invalid", issues, total: 5 }), "en");
    expect(en.textContent).toContain("This game cannot be started because its content is damaged.");
    expect(en.textContent).toContain("Too few entries: at least 1.");
    expect(en.textContent).toContain(
      "Rule “Open the door”: action 2 targets an element that does not exist.",
    );
    // No document path reaches the screen: the sentence names the rule and the action.
    expect(en.textContent).not.toContain("rules.0.actions.1.elementId");
    expect(en.textContent).toContain("… and 3 more");
    cleanup();
    const de = await renderError(routeError(422, { reason: "invalid", issues, total: 2 }), "de");
    expect(de.textContent).toContain("Zu wenige Einträge: mindestens 1.");
    expect(de.textContent).toContain(
      "Regel „Open the door“: Aktion 2 betrifft ein Element, das es nicht gibt.",
    );
    expect(de.textContent).not.toContain("weitere");
  });
  it("element problems are explained in the player's language", async () => {
    const issues = [
      {
        code: "invalidProps",
        path: "scenes.0.elements.1.props.autoplay",
        params: {
          element: "Intro",
          type: "video",
          problem: "custom",
          messageKey: "video.errors.autoplayNeedsMuted",
        },
      },
    ];
    expect(
      (await renderError(routeError(422, { reason: "invalid", issues, total: 1 }), "de"))
        .textContent,
    ).toContain(
      "Element „Intro“ (video): Automatisch abspielen geht nur bei stummgeschalteten Videos.",
    );
  });
});
