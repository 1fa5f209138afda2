import { createGameDocument, type Element } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { describe, expect, it, vi } from "vitest";
import { EditorActions } from "./actions";
import { EditorStore } from "./store";

/** A stand-in for the canvas's measurement: 30 px per line of a growing text. */
const measure = (el: Element) => {
  const props = el.props as { text?: string; fit?: string };
  return props.fit === "grow" ? 30 * String(props.text).split("\n").length : null;
};

function setup() {
  const store = new EditorStore(createGameDocument({ locale: "en" }), registry);
  const actions = new EditorActions(store, registry, "en", vi.fn(), (t) => t, measure);
  actions.addElement("text");
  const id = store.snapshot.selection[0]!;
  return { store, actions, id, el: () => store.element(id)! };
}

describe("boxes that grow with their text", () => {
  it("a new text box is as high as its text", () => {
    const { el } = setup();
    expect(el().height).toBe(30);
  });

  it("typing a second line grows the box; each burst of typing is one undo step", () => {
    const { store, actions, id, el } = setup();
    actions.updateProps([id], { text: "Riddle" }, "inline");
    actions.updateProps([id], { text: "Riddle\n" }, "inline");
    actions.updateProps([id], { text: "Riddle\nline two" }, "inline");
    expect(el().height).toBe(60);
    expect((el().props as { text: string }).text).toBe("Riddle\nline two");
    store.undo();
    expect(el().height).toBe(30);
    expect((el().props as { text: string }).text).toBe("Click to edit");
    store.redo();
    expect(el().height).toBe(60);
  });

  it("a box that does not grow keeps its height; switching to grow fits it at once", () => {
    const { store, actions, id, el } = setup();
    actions.updateProps([id], { fit: "none" });
    actions.transform([{ id, patch: { height: 200 } }]);
    actions.updateProps([id], { text: "a\nb\nc" });
    expect(el().height).toBe(200);
    actions.updateProps([id], { fit: "grow" });
    expect(el().height).toBe(90);
    store.undo();
    expect(el().height).toBe(200);
    expect((el().props as { fit: string }).fit).toBe("none");
  });
});
