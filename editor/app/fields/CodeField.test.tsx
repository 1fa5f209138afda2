// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { createI18n } from "@exitgame/player/kit";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorResources } from "../i18n";
import { CodeField } from "./CodeField";

function show(lang: "de" | "en", value: string, language: "js" | "json") {
  const onChange = vi.fn();
  const view = render(
    <I18nextProvider i18n={createI18n(lang, editorResources)}>
      <Theme>
        <CodeField id="f" label="Code" value={value} language={language} onChange={onChange} />
      </Theme>
    </I18nextProvider>,
  );
  return { ...view, onChange };
}

afterEach(cleanup);

describe("CodeField", () => {
  it("shows CodeMirror with the text and labels its editable area", async () => {
    const { container } = show("en", "board.create('point', [1, 2]);", "js");
    await waitFor(() => expect(container.querySelector(".cm-editor")).not.toBeNull());
    const content = container.querySelector<HTMLElement>(".cm-content")!;
    expect(content.getAttribute("aria-label")).toBe("Code");
    expect(content.textContent).toContain("board.create('point', [1, 2]);");
    expect(screen.queryByTestId("code-error")).toBeNull();
  });

  it("says where broken JSON breaks, in the author's language", async () => {
    show("en", '{\n  "a": 1,\n}', "json");
    expect(screen.getByTestId("code-error").textContent).toBe("Invalid JSON in line 3, column 1.");
    cleanup();
    const { container } = show("de", '{"a": tru}', "json");
    expect(screen.getByTestId("code-error").textContent).toBe(
      "Ungültiges JSON in Zeile 1, Spalte 10.",
    );
    await waitFor(() =>
      expect(container.querySelector(".cm-content")?.getAttribute("aria-invalid")).toBe("true"),
    );
  });

  it("shows no error for valid JSON or JavaScript that is not JSON", () => {
    show("en", '{"a": [1, 2]}', "json");
    expect(screen.queryByTestId("code-error")).toBeNull();
    cleanup();
    show("en", "{ a: 1 }", "js");
    expect(screen.queryByTestId("code-error")).toBeNull();
  });
});
