// @vitest-environment jsdom
import type { DiagnosticData } from "@exitgame/engine";
import { Theme } from "@radix-ui/themes";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n";
import { DiagnosticList } from "./DiagnosticList";

afterEach(cleanup);

const problems: DiagnosticData[] = [
  {
    code: "unknownScene",
    severity: "error",
    params: { rule: "", ruleNumber: 3, at: "action", actionNumber: 1 },
    path: "rules.2.actions.0.sceneId",
  },
  { code: "unreachableScene", severity: "warning", params: { scene: "Keller" }, path: "scenes.1" },
  {
    code: "variableNeverRead",
    severity: "warning",
    params: { variable: "score" },
    path: "variables.0",
  },
];

function show(locale: "de" | "en", props: Partial<Parameters<typeof DiagnosticList>[0]> = {}) {
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Theme>
        <DiagnosticList diagnostics={problems} {...props} />
      </Theme>
    </I18nextProvider>,
  );
  return screen.getByTestId("diagnostics");
}

describe("DiagnosticList", () => {
  it("words each problem in the page's language with its severity", () => {
    const list = show("de");
    const items = list.querySelectorAll("li");
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toBe(
      "FehlerRegel 3: Aktion 1 wechselt zu einer Szene, die es nicht gibt.",
    );
    expect(items[1]!.textContent).toBe("WarnungKeine Regel wechselt zur Szene „Keller“.");
    expect(items[0]!.dataset["path"]).toBe("rules.2.actions.0.sceneId");
  });

  it("shortens long lists and says how many more there are", () => {
    const list = show("en", { max: 1, total: 40 });
    expect(list.querySelectorAll("li[data-code]")).toHaveLength(1);
    expect(screen.getByTestId("diagnostics-more").textContent).toBe("… and 39 more");
  });

  it("shows paths for authors and reports which problem was chosen", () => {
    const onSelect = vi.fn();
    show("en", { showPaths: true, onSelect });
    expect(screen.getByText("scenes.1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No rule goes to scene “Keller”." }));
    expect(onSelect).toHaveBeenCalledWith(problems[1]);
  });
});
