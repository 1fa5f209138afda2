// @vitest-environment jsdom
/**
 * Issue 20 item 3: a resuming team sees its saved scene from the first paint, behind
 * "Weiterspielen", never scene 1 behind "Spiel starten".
 */
import { registry } from "@exitgame/element-plugins/definitions";
import { buildGame } from "@exitgame/engine/testing/builder";
import { createRuntime } from "@exitgame/engine/runtime/runtime";
import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { playerResources } from "../i18n";
import { createI18n } from "../shell";
import { GamePlayer } from "./GamePlayer";

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const doc = buildGame(registry, {
  scenes: [
    { id: "one", elements: [{ type: "text", id: "door", props: { text: "Scene one" } }] },
    { id: "two", elements: [{ type: "text", id: "hall", x: 40, props: { text: "Scene two" } }] },
  ],
});

function savedOnSceneTwo() {
  const runtime = createRuntime(doc, { registry, clock: { now: () => 0 } });
  runtime.start();
  const snapshot = runtime.snapshot();
  return {
    ...snapshot,
    sceneId: "two",
    elements: { ...snapshot.elements, hall: { ...snapshot.elements["hall"]!, x: 300 } },
  };
}

async function renderPlayer(resumeFrom: ReturnType<typeof savedOnSceneTwo> | null) {
  const result = render(
    <I18nextProvider i18n={createI18n("de", playerResources)}>
      <GamePlayer document={doc} title="Tresor" gameId={1} resumeFrom={resumeFrom} />
    </I18nextProvider>,
  );
  await act(async () => {});
  return result.container;
}

describe("resuming a saved game", () => {
  it("shows the saved scene and its element states behind 'Weiterspielen'", async () => {
    const container = await renderPlayer(savedOnSceneTwo());
    expect(container.querySelector(".eg-stage")!.getAttribute("data-scene-id")).toBe("two");
    expect(container.querySelector('[data-element-id="door"]')).toBeNull();
    const hall = container.querySelector<HTMLElement>('[data-element-id="hall"]')!;
    expect(hall.style.cssText).toContain("300");
    expect(screen.getByTestId("start-game").textContent).toBe("Weiterspielen");
  });

  it("a new game shows scene 1 behind 'Spiel starten'", async () => {
    const container = await renderPlayer(null);
    expect(container.querySelector(".eg-stage")!.getAttribute("data-scene-id")).toBe("one");
    expect(screen.getByTestId("start-game").textContent).toBe("Spiel starten");
  });
});
