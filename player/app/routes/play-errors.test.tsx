// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../shell";
import { playerResources } from "../i18n";
import { ErrorBoundary } from "./play";

const routeError = (status: number, data: unknown) => ({
  status,
  statusText: "",
  internal: false,
  data,
});

function renderError(error: unknown, locale: "de" | "en") {
  const Boundary = ErrorBoundary as unknown as (props: { error: unknown }) => React.ReactElement;
  render(
    <I18nextProvider i18n={createI18n(locale, playerResources)}>
      <Boundary error={error} />
    </I18nextProvider>,
  );
  return screen.getByRole("alert");
}

afterEach(cleanup);

describe("play error views (spec §8)", () => {
  it("not found or not published", () => {
    expect(renderError(routeError(404, { reason: "notFound" }), "en").textContent).toContain(
      "Game not found, or game has not been published, yet.",
    );
  });
  it("load failure, with a retry", () => {
    const alert = renderError(routeError(500, { reason: "loadFailed" }), "en");
    expect(alert.textContent).toContain("An error occurred while loading the game.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
  it("an unexpected exception counts as a load failure", () => {
    expect(renderError(new Error("x"), "de").textContent).toContain(
      "Beim Laden des Spiels ist ein Fehler aufgetreten.",
    );
  });
  it("a document that fails validation lists what is wrong", () => {
    const alert = renderError(
      routeError(422, { reason: "invalid", issues: [{ path: "scenes", message: "Too small" }] }),
      "en",
    );
    expect(alert.textContent).toContain(
      "This game cannot be started because its content is damaged.",
    );
    expect(alert.textContent).toContain("scenes: Too small");
  });
  it("element problems are explained in the player's language", () => {
    const issues = [
      { path: "scenes.0.elements.1.props.autoplay", message: "video.errors.autoplayNeedsMuted" },
    ];
    expect(renderError(routeError(422, { reason: "invalid", issues }), "de").textContent).toContain(
      "Automatisch abspielen geht nur bei stummgeschalteten Videos.",
    );
  });
});
