import { describe, expect, it } from "vitest";
import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { GameController, type Adapters } from "./controller";

function game() {
  const doc = createGameDocument({ locale: "de", registry });
  const second = createScene("Zwei");
  doc.scenes.push(second);
  const clicks = { id: createId("var"), name: "klicks", type: "number" as const, initialValue: 0 };
  doc.variables.push(clicks);
  const button = createElement(registry, "svg-shape", {
    locale: "de",
    name: "Knopf",
    props: { shape: "rectangle" },
  });
  const label = createElement(registry, "text", { locale: "de", name: "Text" });
  doc.scenes[0]!.elements.push(button);
  second.elements.push(label);
  doc.rules.push(
    {
      id: createId("rule"),
      enabled: true,
      sceneId: "all",
      triggers: [{ type: "element", elementId: button.id, trigger: "click" }],
      conditions: { operator: "and", items: [] },
      actions: [
        {
          id: createId("act"),
          type: "increaseVariable",
          shouldAwait: false,
          variableId: clicks.id,
          by: { kind: "value", value: 1 },
        },
      ],
    },
    {
      id: createId("rule"),
      enabled: true,
      sceneId: "all",
      triggers: [{ type: "variableChanged", variableId: clicks.id, to: 2 }],
      conditions: { operator: "and", items: [] },
      actions: [
        {
          id: createId("act"),
          type: "setProperty",
          shouldAwait: false,
          elementId: label.id,
          property: "text",
          value: { kind: "value", value: "Zwei Klicks" },
        },
        { id: createId("act"), type: "goToScene", shouldAwait: true, sceneId: second.id },
      ],
    },
  );
  return { doc, buttonId: button.id, labelId: label.id, secondId: second.id, clicksId: clicks.id };
}

const adapters = (): Adapters => ({
  animate: (_e, _from, done) => done(),
  transition: (_e, done) => done(),
  services: { audio: (_e, _el, done) => done(), speech: (_e, _el, done) => done() },
});

describe("GameController resume (competition teams)", () => {
  it("continues a saved game on its scene with its variables and element state", () => {
    const { doc, buttonId, labelId, secondId, clicksId } = game();
    let time = 1000;
    const first = new GameController(doc, { registry, adapters: adapters(), now: () => time });
    first.start();
    first.dispatch({ type: "click", elementId: buttonId });
    time += 500;
    first.dispatch({ type: "click", elementId: buttonId });
    const saved = JSON.parse(JSON.stringify(first.snapshot()));
    expect(saved.sceneId).toBe(secondId);

    // Another device, another clock.
    const second = new GameController(doc, { registry, adapters: adapters(), now: () => 5 });
    expect(second.store.sceneView().sceneId).toBe(doc.scenes[0]!.id);
    second.resume(saved);
    expect(second.started).toBe(true);
    expect(second.store.sceneView().sceneId).toBe(secondId);
    expect(second.runtime.variable(clicksId)).toBe(2);
    expect(second.store.element(labelId)?.props.text).toBe("Zwei Klicks");
    expect(second.snapshot().time).toBe(saved.time);
  });

  it("refuses a snapshot of another game", () => {
    const a = game();
    const b = game();
    const controller = new GameController(a.doc, { registry, adapters: adapters() });
    const other = new GameController(b.doc, { registry, adapters: adapters() });
    other.start();
    expect(() => controller.resume(other.snapshot())).toThrow(/does not belong to this game/);
  });
});
