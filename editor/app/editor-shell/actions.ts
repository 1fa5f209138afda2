/**
 * What the editor's commands do to the document: each builds one engine operation and hands it
 * to the store (one undo step). No document is ever changed here directly.
 */
import {
  applyOperation,
  createElement,
  createScene,
  ElementSchema,
  type Element,
  type GameDocument,
  type Locale,
  type OperationError,
  type PruneReport,
  type Registry,
  type ReorderTarget,
  type Variable,
  type VariablePatch,
} from "@exitgame/engine";
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import { z } from "zod/mini";
import { placeNew } from "./placement";

const STAGE = { width: STAGE_WIDTH, height: STAGE_HEIGHT };
import type { EditorStore } from "./store";

/** The new geometry of one element after a gesture (only what changed). */
export interface GeometryChange {
  id: string;
  patch: Partial<Pick<Element, "x" | "y" | "width" | "height" | "rotation">>;
}

export const CLIPBOARD_KIND = "exitgame/elements";
export const PASTE_OFFSET = 20;

/** What we put on the clipboard: plain JSON, so a second tab (another game) can paste it. */
const ClipboardSchema = z.object({
  kind: z.literal(CLIPBOARD_KIND),
  version: z.literal(1),
  elements: z.array(ElementSchema).check(z.minLength(1)),
});

export type ActionFailure = OperationError | { code: "clipboardInvalid"; params: object };

export class EditorActions {
  constructor(
    private readonly store: EditorStore,
    private readonly registry: Registry,
    private readonly locale: Locale,
    /** Told about refused operations (a toast). */
    private readonly onError: (error: ActionFailure) => void,
    /** The type's label in the author's language: new elements are named after it. */
    private readonly typeLabel: (type: string) => string = (type) => type,
    /**
     * The height an element's box needs for its content (a text that grows with its text), or
     * null to keep it; measured by the canvas in the browser.
     */
    private readonly contentHeight: (element: Element) => number | null = () => null,
  ) {}

  /** Height changes that keep boxes which follow their content as high as it (after `patch`). */
  private fittedHeights(ids: readonly string[], patch: Record<string, unknown>) {
    return ids.flatMap((id) => {
      const el = this.store.element(id);
      if (!el) return [];
      const height = this.contentHeight({ ...el, props: { ...(el.props as object), ...patch } });
      return height !== null && Math.abs(height - el.height) >= 1
        ? [{ id, patch: { height } }]
        : [];
    });
  }

  /** 'Text', then 'Text 2', 'Text 3' … (names help in layers and in rules). */
  private newName(type: string): string {
    const label = this.typeLabel(type);
    const taken = new Set(
      [...this.store.doc.scenes.flatMap((s) => s.elements), ...this.store.doc.globalElements].map(
        (e) => e.name,
      ),
    );
    if (!taken.has(label)) return label;
    let n = 2;
    while (taken.has(`${label} ${n}`)) n += 1;
    return `${label} ${n}`;
  }

  private run(...args: Parameters<EditorStore["apply"]>) {
    const result = this.store.apply(...args);
    if (!result.ok) this.onError(result.error);
    return result;
  }

  private sceneOf(id: string): string | null {
    return this.store.doc.globalElements.some((e) => e.id === id)
      ? null
      : this.store.snapshot.sceneId;
  }

  /** A new element in free space on the scene on screen. */
  addElement(type: string, props?: Record<string, unknown>): void {
    const created = createElement(this.registry, type, {
      locale: this.locale,
      name: this.newName(type),
      ...(props ? { props } : {}),
    });
    const height = this.contentHeight(created);
    const sized = height === null ? created : { ...created, height };
    const spot = placeNew(sized, this.store.sceneElements(), STAGE);
    const element = { ...sized, ...spot };
    this.run({ type: "addElements", sceneId: this.store.snapshot.sceneId, elements: [element] });
  }

  /** A new element centred where something was dropped (kept on the stage). */
  addElementAt(type: string, props: Record<string, unknown>, at: { x: number; y: number }): void {
    const created = createElement(this.registry, type, {
      locale: this.locale,
      name: this.newName(type),
      props,
    });
    const clamp = (v: number, size: number, max: number) =>
      Math.round(Math.min(Math.max(v - size / 2, 0), Math.max(max - size, 0)));
    const element = {
      ...created,
      x: clamp(at.x, created.width, STAGE.width),
      y: clamp(at.y, created.height, STAGE.height),
    };
    this.run({ type: "addElements", sceneId: this.store.snapshot.sceneId, elements: [element] });
  }

  /** One finished gesture (one undo step; calls with the same `squashKey` merge into one). */
  transform(changes: GeometryChange[], squashKey?: string): void {
    if (changes.length === 0) return;
    if (changes.length === 1)
      this.run(
        { type: "updateElements", ids: [changes[0]!.id], patch: changes[0]!.patch },
        { squashKey },
      );
    else
      this.run(
        {
          type: "updateEachElement",
          changes: changes.map((c) => ({ id: c.id, patch: c.patch })),
        },
        { squashKey },
      );
  }

  /** Arrow keys: 1 px, with Shift 10 px; locked elements stay. */
  nudge(dx: number, dy: number, squashKey?: string): void {
    const movable = this.store.selectedElements().filter((e) => !e.locked);
    if (movable.length === 0) return;
    this.run(
      {
        type: "updateEachElement",
        changes: movable.map((e) => ({ id: e.id, patch: { x: e.x + dx, y: e.y + dy } })),
      },
      { squashKey },
    );
  }

  /** Keyboard resize of the selection (locked elements stay); keeps proportions where asked. */
  resizeBy(dw: number, dh: number, squashKey?: string): void {
    const els = this.store.selectedElements().filter((e) => !e.locked);
    if (els.length === 0) return;
    this.run(
      {
        type: "updateEachElement",
        changes: els.map((e) => {
          let width = Math.max(10, e.width + dw);
          let height = Math.max(10, e.height + dh);
          if (e.keepAspectRatio && e.height > 0) {
            const ratio = e.width / e.height;
            if (dw !== 0) height = Math.round(width / ratio);
            else width = Math.round(height * ratio);
          }
          return { id: e.id, patch: { width, height } };
        }),
      },
      { squashKey },
    );
  }

  /** Keyboard rotation of the selection by `deg` (locked elements stay). */
  rotateBy(deg: number): void {
    const els = this.store.selectedElements().filter((e) => !e.locked);
    if (els.length === 0) return;
    this.run({
      type: "updateEachElement",
      changes: els.map((e) => ({
        id: e.id,
        patch: { rotation: (((Math.round(e.rotation) + deg) % 360) + 360) % 360 },
      })),
    });
  }

  deleteSelection(ids = this.store.snapshot.selection): void {
    if (ids.length) this.run({ type: "removeElements", ids: [...ids] }, { select: [] });
  }

  /** What deleting these elements (and their variables) would do to the rules (a dry run). */
  elementsDeletionReport(ids = this.store.snapshot.selection): PruneReport | null {
    if (ids.length === 0) return null;
    const result = applyOperation(this.store.doc, { type: "removeElements", ids: [...ids] });
    return result.ok ? result.pruned : null;
  }
  /** What deleting this variable would do to the rules (a dry run). */
  variableDeletionReport(id: string): PruneReport | null {
    const result = applyOperation(this.store.doc, { type: "deleteVariable", id });
    return result.ok ? result.pruned : null;
  }

  duplicateSelection(): void {
    const ids = this.store.snapshot.selection;
    if (ids.length)
      this.run({
        type: "duplicateElements",
        ids: [...ids],
        offset: { x: PASTE_OFFSET, y: PASTE_OFFSET },
      });
  }

  reorder(to: ReorderTarget): void {
    const ids = this.store.snapshot.selection;
    if (ids.length) this.run({ type: "reorderElements", ids: [...ids], to });
  }

  moveLayer(id: string, index: number): void {
    this.run({ type: "reorderElements", ids: [id], to: { index } }, { select: [id] });
  }

  toggleLocked(ids = this.store.snapshot.selection): void {
    const els = ids.flatMap((id) => this.store.element(id) ?? []);
    if (els.length === 0) return;
    const locked = !els.every((e) => e.locked);
    this.run({ type: "setLocked", ids: els.map((e) => e.id), locked });
  }

  toggleGlobal(ids = this.store.snapshot.selection): void {
    const els = ids.flatMap((id) => this.store.element(id) ?? []);
    if (els.length === 0) return;
    const global = !els.every((e) => e.global);
    this.run({
      type: "setGlobal",
      ids: els.map((e) => e.id),
      global,
      sceneId: global ? undefined : this.store.snapshot.sceneId,
    });
  }

  updateCommon(
    ids: readonly string[],
    patch: Record<string, unknown>,
    squashKey?: string,
  ): boolean {
    return this.run({ type: "updateElements", ids: [...ids], patch }, { squashKey }).ok;
  }

  /** Props change; a box that follows its content takes the new height in the same undo step. */
  updateProps(ids: readonly string[], patch: Record<string, unknown>, squashKey?: string): boolean {
    const update = { type: "updateProps" as const, ids: [...ids], patch };
    const heights = this.fittedHeights(ids, patch);
    if (heights.length === 0) return this.run(update, { squashKey }).ok;
    return this.run(
      { type: "batch", ops: [update, { type: "updateEachElement", changes: heights }] },
      { squashKey },
    ).ok;
  }

  // ------------------------------------------------------------------ variables
  // The variable editor shows refusals beside the field, so these return them instead of a toast.

  addVariable(elementId: string | null, variable: Variable): OperationError | null {
    const result = this.store.apply({ type: "addVariable", elementId, variable });
    return result.ok ? null : result.error;
  }
  updateVariable(id: string, patch: VariablePatch, squashKey?: string): OperationError | null {
    const result = this.store.apply({ type: "updateVariable", id, patch }, { squashKey });
    return result.ok ? null : result.error;
  }
  deleteVariable(id: string): void {
    this.run({ type: "deleteVariable", id });
  }

  // ------------------------------------------------------------------ clipboard

  /** The selection as clipboard text. */
  copyText(): string | null {
    const elements = this.store.selectedElements();
    if (elements.length === 0) return null;
    return JSON.stringify({ kind: CLIPBOARD_KIND, version: 1, elements });
  }

  /** Pastes clipboard text (validated; new ids; moved a little when the originals are here). */
  pasteText(text: string): boolean {
    let elements: Element[];
    try {
      const parsed = ClipboardSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw parsed.error;
      elements = parsed.data.elements as Element[];
    } catch {
      this.onError({ code: "clipboardInvalid", params: {} });
      return false;
    }
    const here = new Set(this.store.sceneElements().map((e) => e.id));
    const offset = elements.some((e) => here.has(e.id))
      ? { x: PASTE_OFFSET, y: PASTE_OFFSET }
      : { x: 0, y: 0 };
    // Global copies stay global; the others land in the scene on screen.
    const sceneId = this.store.snapshot.sceneId;
    const local = elements.filter((e) => !e.global);
    const global = elements.filter((e) => e.global);
    const ops = [
      ...(local.length
        ? [{ type: "pasteElements" as const, sceneId, elements: local, offset }]
        : []),
      ...(global.length
        ? [{ type: "pasteElements" as const, sceneId: null, elements: global, offset }]
        : []),
    ];
    return this.run(ops.length === 1 ? ops[0]! : { type: "batch", ops }).ok;
  }

  // ------------------------------------------------------------------ scenes

  addScene(after: string | null, name: string): void {
    const scene = createScene(name);
    if (this.run({ type: "addScene", scene, after }, { select: [] }).ok)
      this.store.setScene(scene.id);
  }
  renameScene(id: string, name: string, squashKey?: string): boolean {
    return this.run({ type: "renameScene", id, name }, { squashKey }).ok;
  }
  moveScene(id: string, index: number): void {
    this.run({ type: "moveScene", id, index });
  }
  duplicateScene(id: string, withRules: boolean, name?: string): void {
    const before = new Set(this.store.doc.scenes.map((s) => s.id));
    if (this.run({ type: "duplicateScene", id, withRules, name }, { select: [] }).ok) {
      const created = this.store.doc.scenes.find((s) => !before.has(s.id));
      if (created) this.store.setScene(created.id);
    }
  }
  deleteScene(id: string): void {
    this.run({ type: "deleteScene", id }, { select: [] });
  }
  updateSceneSettings(
    id: string,
    patch: {
      preload?: boolean;
      transition?: GameDocument["scenes"][number]["transition"];
      focusOrder?: string[];
      hints?: GameDocument["scenes"][number]["hints"];
    },
    squashKey?: string,
  ): void {
    this.run({ type: "updateSceneSettings", id, patch }, { squashKey });
  }
  updateGameSettings(patch: Partial<GameDocument["settings"]>): void {
    this.run({ type: "updateGameSettings", patch });
  }

  /** What deleting a scene would do to the rules (a dry run for the confirmation). */
  sceneDeletionReport(id: string): PruneReport | null {
    const result = applyOperation(this.store.doc, { type: "deleteScene", id });
    return result.ok ? result.pruned : null;
  }

  sceneOfElement(id: string): string | null {
    return this.sceneOf(id);
  }
}
