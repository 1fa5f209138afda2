// @vitest-environment jsdom
/** Issue 20 item 7: the admin user table keeps "Autor:in" when another role is given. */
import { cleanup, render } from "@testing-library/react";
import { createI18n } from "@exitgame/player/kit";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { editorResources } from "../i18n";
import { RoleBadges } from "./RoleBadges";

afterEach(cleanup);

const badges = (roles: string[], locale: "de" | "en") =>
  Array.from(
    render(
      <I18nextProvider i18n={createI18n(locale, editorResources)}>
        <RoleBadges roles={roles} />
      </I18nextProvider>,
    ).container.querySelectorAll(".rt-Badge"),
  ).map((b) => b.textContent);

describe("role badges", () => {
  it("every account is an author, with or without other roles", () => {
    expect(badges([], "de")).toEqual(["Autor:in"]);
    cleanup();
    expect(badges(["COMPETITION_MANAGER"], "de")).toEqual(["Autor:in", "Wettbewerbsleitung"]);
    cleanup();
    expect(badges(["ADMIN", "MODERATOR"], "en")[0]).toBe("Author");
  });
});
