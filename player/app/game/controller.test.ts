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

describe("GameController answer checks", () => {
  function lockGame() {
    const doc = createGameDocument({ locale: "de", registry });
    const lock = createElement(registry, "input", {
      locale: "de",
      name: "Antwort",
      props: { expectedAnswer: "Müller" },
    });
    const verdict = { id: createId("var"), name: "v", type: "string" as const, initialValue: "" };
    doc.variables.push(verdict);
    doc.scenes[0]!.elements.push(lock);
    for (const [trigger, value] of [
      ["validatedCorrectly", "richtig"],
      ["validatedIncorrectly", "falsch"],
    ] as const)
      doc.rules.push({
        id: createId("rule"),
        enabled: true,
        sceneId: "all",
        triggers: [{ type: "element", elementId: lock.id, trigger }],
        conditions: { operator: "and", items: [] },
        actions: [
          {
            id: createId("act"),
            type: "setVariable",
            shouldAwait: false,
            variableId: verdict.id,
            value: { kind: "value", value },
          },
        ],
      });
    return { doc, lockId: lock.id, verdictId: verdict.id };
  }
  const send = (c: GameController, elementId: string, value: string) =>
    c.dispatch({ type: "elementAction", elementId, action: "submit", args: { value } });

  it("asks its checkAnswer adapter (the API) and fires the verdict's trigger", async () => {
    const { doc, lockId, verdictId } = lockGame();
    const asked: string[] = [];
    let answer: ((v: "correct" | "incorrect" | "unavailable") => void) | undefined;
    const c = new GameController(doc, {
      registry,
      adapters: {
        ...adapters(),
        checkAnswer: (effect, respond) => {
          asked.push(effect.value);
          answer = respond;
        },
      },
    });
    c.start();
    send(c, lockId, "  Mueller ");
    expect(asked).toEqual(["Mueller"]);
    expect(c.runtime.variable(verdictId)).toBe("");
    answer!("incorrect");
    expect(c.runtime.variable(verdictId)).toBe("falsch");
    // A second answer to the same check changes nothing.
    answer!("correct");
    expect(c.runtime.variable(verdictId)).toBe("falsch");
  });

  it("without the adapter (the editor's preview) it checks against its own document", async () => {
    const { doc, lockId, verdictId } = lockGame();
    const c = new GameController(doc, { registry, adapters: adapters() });
    c.start();
    send(c, lockId, "muller");
    await Promise.resolve();
    expect(c.runtime.variable(verdictId)).toBe("richtig");
  });

  it("asks again for checks still open in a resumed state", () => {
    const { doc, lockId, verdictId } = lockGame();
    const first = new GameController(doc, {
      registry,
      adapters: { ...adapters(), checkAnswer: () => {} },
    });
    first.start();
    send(first, lockId, "Müller");
    const saved = JSON.parse(JSON.stringify(first.snapshot()));
    const asked: string[] = [];
    const second = new GameController(doc, {
      registry,
      adapters: {
        ...adapters(),
        checkAnswer: (effect, respond) => {
          asked.push(effect.value);
          respond("correct");
        },
      },
    });
    second.resume(saved);
    expect(asked).toEqual(["Müller"]);
    expect(second.runtime.variable(verdictId)).toBe("richtig");
  });
});
