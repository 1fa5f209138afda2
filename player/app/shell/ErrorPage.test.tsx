// @vitest-environment jsdom
import { Theme } from "@radix-ui/themes";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorPage } from "./ErrorPage";
import { createI18n } from "./i18n";
import type { Locale } from "./locale";

const routeError = (status: number) => ({ status, statusText: "", internal: false, data: null });

function renderPage(error: unknown, locale: Locale) {
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Theme>
        <ErrorPage error={error} />
      </Theme>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe("ErrorPage", () => {
  it.each([
    ["de", "Seite nicht gefunden"],
    ["en", "Page not found"],
  ] as const)("shows the %s 404 page for a 404 route error", (locale, heading) => {
    renderPage(routeError(404), locale);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
    expect(screen.getByTestId("error-page").dataset.status).toBe("404");
  });

  it.each([
    ["de", "Interner Serverfehler"],
    ["en", "Internal Server Error"],
  ] as const)("shows the %s 500 page for thrown errors and other statuses", (locale, heading) => {
    renderPage(new Error("boom"), locale);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
    cleanup();
    renderPage(routeError(503), locale);
    expect(screen.getByTestId("error-page").dataset.status).toBe("500");
  });

  it("never shows the raw error to visitors", () => {
    renderPage(new Error("secret stack detail"), "en");
    expect(document.body.textContent).not.toContain("secret stack detail");
  });
});
