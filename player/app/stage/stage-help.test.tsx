// @vitest-environment jsdom
/**
 * Issue 20 item 6: players' screen readers never hear keyboard help on its own (it was read out
 * on every play page); a movable element is described by what it allows, nothing more.
 */
import { registry } from "@exitgame/element-plugins/definitions";
import { buildGame } from "@exitgame/engine/testing/builder";
import { act, cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ViewStore } from "../game/view-store";
import { playerResources } from "../i18n";
import { createI18n } from "../shell";
import { Stage } from "./Stage";

afterEach(cleanup);
// jsdom has no ResizeObserver; the stage only uses it to scale itself.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const interaction = {
  dispatch: () => {},
  clickable: new Set<string>(),
  hoverable: new Set<string>(),
};

async function renderStage(mode: "edit" | "play", locale: "de" | "en" = "en") {
  const doc = buildGame(registry, {
    scenes: [
      {
        id: "s",
        elements: [
          { type: "text", id: "riddle" },
          { type: "text", id: "card", draggable: true },
        ],
      },
    ],
  });
  const result = render(
    <I18nextProvider i18n={createI18n(locale, playerResources)}>
      <Stage
        store={new ViewStore(doc)}
        mode={mode}
        label="Game"
        interaction={mode === "play" ? interaction : undefined}
      />
    </I18nextProvider>,
  );
  await act(async () => {});
  return result;
}

/** Text a screen reader reads when it walks the page (hidden subtrees left out). */
function readable(root: Element): string {
  let text = "";
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === 3) text += node.textContent;
    else if (
      node instanceof HTMLElement &&
      !node.hidden &&
      node.getAttribute("aria-hidden") !== "true"
    )
      text += readable(node);
  }
  return text;
}

describe("stage keyboard help", () => {
  it("is not read on its own in play, in the editor or the preview", async () => {
    for (const mode of ["play", "edit"] as const) {
      const { container } = await renderStage(mode, "de");
      expect(readable(container)).not.toMatch(/Pfeiltasten|dreht/);
      cleanup();
    }
  });

  it("describes a draggable element by moving only", async () => {
    const { container } = await renderStage("play");
    const card = container.querySelector('[data-element-id="card"]')!;
    expect(card.getAttribute("role")).toBe("group");
    const described = (card.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toBe(
      "Enter or Space picks it up, arrow keys move it (with Shift in big steps), Enter or Space drops it, Escape puts it back. With a mouse: tap it, then tap where it should go.",
    );
  });
});
