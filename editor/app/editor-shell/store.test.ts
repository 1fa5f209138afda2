import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { describe, expect, it, vi } from "vitest";
import { EditorActions } from "./actions";
import { EditorStore } from "./store";

function setup() {
  const doc = createGameDocument({ locale: "en" });
  const store = new EditorStore(doc, registry);
  const onError = vi.fn();
  const actions = new EditorActions(store, registry, "en", onError);
  return { doc, store, actions, onError };
}

describe("EditorStore with engine operations", () => {
  it("adds an element, selects it, and undo/redo restore document and selection", () => {
    const { doc, store, actions } = setup();
    actions.addElement("text");
    const [id] = store.snapshot.selection;
    expect(store.doc.scenes[0]!.elements.map((e) => e.id)).toEqual([id]);
    store.select([]);
    store.undo();
    expect(store.doc).toEqual(doc);
    expect(store.snapshot.selection).toEqual([]);
    store.redo();
    expect(store.doc.scenes[0]!.elements).toHaveLength(1);
    expect(store.snapshot.selection).toEqual([id]);
  });

  it("an undo another author's change made impossible is told, not silently dropped", () => {
    const { store, actions } = setup();
    const refused = vi.fn();
    store.onRefusedStep(refused);
    actions.addElement("text");
    const [id] = store.snapshot.selection;
    // Another author removed the element meanwhile: undoing its addition cannot apply.
    const scene = store.doc.scenes[0]!;
    store.applyRemote({
      ...store.doc,
      scenes: [
        { ...scene, elements: scene.elements.filter((e) => e.id !== id) },
        ...store.doc.scenes.slice(1),
      ],
    });
    const before = store.doc;
    store.undo();
    expect(refused).toHaveBeenCalledWith("undo");
    expect(store.doc).toBe(before);
    expect(store.snapshot.canUndo).toBe(false);
  });

  it("never mutates the document it started from", () => {
    const { doc, store, actions } = setup();
    const frozen = JSON.stringify(doc);
    actions.addElement("timer");
    actions.transform([{ id: store.snapshot.selection[0]!, patch: { x: 5, rotation: 30 } }]);
    expect(JSON.stringify(doc)).toBe(frozen);
  });

  it("moves several elements in one step, and held-arrow nudges merge into one undo step", () => {
    const { store, actions } = setup();
    actions.addElement("text");
    actions.addElement("svg-shape");
    store.selectAll();
    const before = store.selectedElements().map((e) => [e.x, e.y]);
    actions.transform(
      store.selectedElements().map((e) => ({ id: e.id, patch: { x: e.x + 10, y: e.y + 5 } })),
    );
    expect(store.selectedElements().map((e) => [e.x, e.y])).toEqual(
      before.map(([x, y]) => [x! + 10, y! + 5]),
    );
    // One key held down: the first press and its repeats share a key.
    actions.nudge(1, 0, "press-1");
    actions.nudge(1, 0, "press-1");
    actions.nudge(1, 0, "press-1");
    expect(store.selectedElements()[0]!.x).toBe(before[0]![0]! + 13);
    store.undo(); // the three nudges
    expect(store.selectedElements()[0]!.x).toBe(before[0]![0]! + 10);
    store.undo(); // the move
    expect(store.selectedElements().map((e) => [e.x, e.y])).toEqual(before);
  });

  it("does not nudge locked elements", () => {
    const { store, actions } = setup();
    actions.addElement("text");
    actions.toggleLocked();
    const x = store.selectedElements()[0]!.x;
    actions.nudge(10, 0);
    expect(store.selectedElements()[0]!.x).toBe(x);
    expect(store.selectedElements()[0]!.locked).toBe(true);
  });

  it("pastes validated clipboard JSON with new ids, and refuses anything else", () => {
    const { store, actions, onError } = setup();
    actions.addElement("number-code-input");
    const text = actions.copyText()!;
    const original = store.selectedElements()[0]!;
    expect(actions.pasteText(text)).toBe(true);
    const elements = store.doc.scenes[0]!.elements;
    expect(elements).toHaveLength(2);
    expect(elements[1]!.id).not.toBe(original.id);
    expect(elements[1]!.x).toBe(original.x + 20);
    expect(store.snapshot.selection).toEqual([elements[1]!.id]);
    expect(actions.pasteText("hello")).toBe(false);
    expect(
      actions.pasteText(
        JSON.stringify({ kind: "exitgame/elements", version: 1, elements: [{ id: 1 }] }),
      ),
    ).toBe(false);
    expect(onError).toHaveBeenCalledWith({ code: "clipboardInvalid", params: {} });
    expect(store.doc.scenes[0]!.elements).toHaveLength(2);
  });

  it("adds, duplicates, reorders and deletes scenes; a gesture cancelled with Escape leaves nothing", () => {
    const { store, actions } = setup();
    const first = store.doc.scenes[0]!.id;
    actions.addElement("text");
    actions.addScene(first, "Two");
    expect(store.doc.scenes.map((s) => s.name)).toEqual(["First Scene", "Two"]);
    expect(store.snapshot.sceneId).toBe(store.doc.scenes[1]!.id);
    actions.duplicateScene(first, false);
    expect(store.doc.scenes).toHaveLength(3);
    expect(store.doc.scenes[1]!.elements).toHaveLength(1);
    actions.moveScene(first, 2);
    expect(store.doc.scenes[2]!.id).toBe(first);
    expect(actions.sceneDeletionReport(first)).toEqual({ removedRules: [], modifiedRules: [] });
    actions.deleteScene(first);
    expect(store.doc.scenes).toHaveLength(2);
    store.undo();
    expect(store.doc.scenes[2]!.id).toBe(first);

    store.beginGesture();
    actions.renameScene(first, "Dra", "typing");
    actions.renameScene(first, "Drag", "typing");
    store.cancelGesture();
    expect(store.doc.scenes[2]!.name).toBe("First Scene");
    expect(store.snapshot.canRedo).toBe(false);
  });

  it("a drag's frames are the store's gesture preview; its end is one undo step, Escape none", () => {
    const { store, actions } = setup();
    actions.addElement("text");
    const el = store.selectedElements()[0]!;
    const frames: number[] = [];
    const off = store.onGesturePreview((now) => frames.push(now.get(el.id)?.x ?? -1));
    const before = store.doc;
    store.previewGesture(new Map([[el.id, { ...el, x: el.x + 5 }]]));
    store.previewGesture(new Map([[el.id, { ...el, x: el.x + 9 }]]));
    expect(store.inGesture).toBe(true);
    // The document stays while the drag runs.
    expect(store.doc).toBe(before);
    actions.transform([{ id: el.id, patch: { x: el.x + 9 } }]);
    store.endGesture();
    expect(store.gesturePreview.size).toBe(0);
    expect(frames).toEqual([el.x + 5, el.x + 9, -1]);
    expect(store.element(el.id)!.x).toBe(el.x + 9);
    store.undo();
    expect(store.element(el.id)!.x).toBe(el.x);

    store.previewGesture(new Map([[el.id, { ...el, x: 1 }]]));
    store.cancelGesture();
    expect(store.inGesture).toBe(false);
    expect(store.gesturePreview.size).toBe(0);
    expect(store.element(el.id)!.x).toBe(el.x);
    off();
  });
});
