// @vitest-environment jsdom
/**
 * Issue 25 items 1–3 on the stage: carrying a piece by keyboard sends one dragEnd on the drop
 * (like a pointer drag's release) and nothing on Escape; the scene is a region named after it,
 * in reading order; the start screen covers it; a scene change is announced and focused.
 */
import { subscribeAnnouncements } from "@exitgame/element-plugins/announcer";
import { registry } from "@exitgame/element-plugins/definitions";
import type { RuntimeEvent } from "@exitgame/engine/runtime/types";
import { loadPlugin } from "@exitgame/element-plugins/views";
import { buildGame } from "@exitgame/engine/testing/builder";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ViewStore } from "../game/view-store";
import { playerResources } from "../i18n";
import { createI18n } from "../shell";
import { Stage } from "./Stage";

afterEach(cleanup);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function game(focusOrder: string[] = []) {
  return buildGame(registry, {
    scenes: [
      {
        id: "s1",
        name: "Labor",
        focusOrder,
        elements: [
          { type: "text", id: "bottom", x: 10, y: 500 },
          { type: "text", id: "card", name: "Karte", draggable: true, x: 100, y: 300 },
          { type: "text", id: "top", x: 600, y: 20 },
          { type: "svg-shape", id: "wall", name: "Wand", decorative: true, x: 0, y: 600 },
          {
            type: "svg-shape",
            id: "door",
            name: "Tür",
            accessibleName: "Die Labortür",
            accessibleDescription: "Eine schwere Stahltür.",
            draggable: true,
            decorative: true,
            x: 900,
            y: 600,
          },
        ],
      },
      { id: "s2", name: "Geschafft", elements: [{ type: "text", id: "end" }] },
    ],
  });
}

async function renderStage(covered = false, focusOrder: string[] = []) {
  // The text view loaded first: a state change then never suspends behind its chunk.
  await loadPlugin("text");
  await loadPlugin("svg-shape");
  const events: RuntimeEvent[] = [];
  const store = new ViewStore(game(focusOrder));
  const i18n = createI18n("de", playerResources);
  const ui = (cover: boolean) => (
    <I18nextProvider i18n={i18n}>
      <Stage
        store={store}
        mode="play"
        label="Spiel"
        covered={cover}
        interaction={{
          dispatch: (e) => events.push(e),
          clickable: new Set(),
          hoverable: new Set(),
        }}
      />
    </I18nextProvider>
  );
  const result = render(ui(covered));
  await act(async () => {});
  return { ...result, events, store, rerender: (cover: boolean) => result.rerender(ui(cover)) };
}

const dragEnds = (events: RuntimeEvent[]) => events.filter((e) => e.type === "dragEnd");

describe("keyboard drag on the stage", () => {
  it("Enter picks up, arrows move on screen only, Enter drops with one dragEnd", async () => {
    const heard: string[] = [];
    const off = subscribeAnnouncements((a) => heard.push(a.text));
    const { events, container } = await renderStage();
    const card = container.querySelector<HTMLElement>('[data-element-id="card"]')!;
    card.focus();
    fireEvent.keyDown(card, { key: "ArrowRight" });
    expect(dragEnds(events)).toEqual([]);
    fireEvent.keyDown(card, { key: "Enter" });
    expect(card.getAttribute("aria-roledescription")).toBe("aufgenommenes Element");
    fireEvent.keyDown(card, { key: "ArrowRight" });
    fireEvent.keyDown(card, { key: "ArrowDown", shiftKey: true });
    expect(card.style.left).toBe("110px");
    expect(card.style.top).toBe("350px");
    expect(dragEnds(events)).toEqual([]);
    fireEvent.keyDown(card, { key: "Enter" });
    expect(dragEnds(events)).toEqual([{ type: "dragEnd", elementId: "card", x: 110, y: 350 }]);
    expect(heard).toEqual([
      "Karte aufgenommen. Pfeiltasten bewegen, Eingabe legt ab, Escape legt zurück.",
      "Karte abgelegt.",
    ]);
    off();
  });

  it("Escape (or leaving the piece) puts it back without a dragEnd", async () => {
    const { events, container } = await renderStage();
    const card = container.querySelector<HTMLElement>('[data-element-id="card"]')!;
    card.focus();
    fireEvent.keyDown(card, { key: " " });
    fireEvent.keyDown(card, { key: "ArrowLeft" });
    expect(card.style.left).toBe("90px");
    fireEvent.keyDown(card, { key: "Escape" });
    expect(card.style.left).toBe("100px");
    fireEvent.keyDown(card, { key: "Enter" });
    fireEvent.keyDown(card, { key: "ArrowUp" });
    fireEvent.blur(card);
    expect(card.style.top).toBe("300px");
    expect(dragEnds(events)).toEqual([]);
  });
});

describe("the scene for assistive technology", () => {
  it("follows the author's focus order first, then reading order", async () => {
    const { container } = await renderStage(false, ["door", "bottom"]);
    const order = [...container.querySelectorAll(".eg-scene-layer [data-element-id]")].map((n) =>
      n.getAttribute("data-element-id"),
    );
    expect(order).toEqual(["door", "bottom", "top", "card", "wall"]);
  });

  it("names and describes from the author's fields; decoration is hidden unless operable", async () => {
    const { container } = await renderStage();
    const box = (id: string) => container.querySelector<HTMLElement>(`[data-element-id="${id}"]`)!;
    expect(box("wall").getAttribute("aria-hidden")).toBe("true");
    // A movable element cannot be decoration: the switch is ignored.
    const door = screen.getByRole("group", { name: "Die Labortür" });
    expect(door).toBe(box("door"));
    expect(door.getAttribute("aria-hidden")).toBeNull();
    const described = (door.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described[0]).toBe("Eine schwere Stahltür.");
  });

  it("is a region named after the scene with a heading, its elements in reading order", async () => {
    const { container } = await renderStage();
    const region = screen.getByRole("region", { name: "Labor" });
    expect(screen.getByRole("heading", { level: 2, name: "Labor" })).toBeTruthy();
    const order = [...region.querySelectorAll("[data-element-id]")].map((n) =>
      n.getAttribute("data-element-id"),
    );
    expect(order).toEqual(["top", "card", "bottom", "wall", "door"]);
    // Stacking stays the author's.
    const z = (id: string) =>
      (container.querySelector(`[data-element-id="${id}"]`) as HTMLElement).style.zIndex;
    expect([z("bottom"), z("card"), z("top")]).toEqual(["1", "2", "3"]);
  });

  it("is inert while the start screen covers it; then focus goes to its heading", async () => {
    const { container, rerender } = await renderStage(true);
    const layer = container.querySelector<HTMLElement>('.eg-scene-layer[data-scene-id="s1"]')!;
    expect(layer.hasAttribute("inert")).toBe(true);
    rerender(false);
    await act(async () => {});
    expect(layer.isConnected).toBe(true);
    expect(layer.hasAttribute("inert")).toBe(false);
    expect(document.activeElement).toBe(layer.querySelector("h2"));
    expect(document.activeElement?.textContent).toBe("Labor");
  });

  it("a scene change moves focus to the new heading and is announced", async () => {
    const heard: string[] = [];
    const off = subscribeAnnouncements((a) => heard.push(a.text));
    const { store } = await renderStage();
    expect(heard).toEqual([]);
    act(() => store.setScene({ sceneId: "s2", leaving: null }));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Geschafft" }));
    expect(heard).toEqual(["Neue Szene: Geschafft"]);
    off();
  });
});
