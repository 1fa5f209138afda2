/**
 * The editor's one store: the document, the scene on screen, the selection and the view
 * settings. The document changes only through engine operations (see `operations.ts`), each
 * entering the engine's history; everything else here is editor state that is never saved.
 */
import {
  applyOperation,
  History,
  type Element,
  type GameDocument,
  type Operation,
  type OperationResult,
  type Registry,
} from "@exitgame/engine";

export interface ViewSettings {
  zoom: number;
  grid: boolean;
  snapping: boolean;
  /** Elements hidden in the editor only (layers tab eye); never saved. */
  hidden: ReadonlySet<string>;
  /** Elements hidden when the game starts are shown faintly (to select and move them). */
  showHidden: boolean;
}

export interface EditorSnapshot {
  doc: GameDocument;
  sceneId: string;
  selection: readonly string[];
  view: ViewSettings;
  canUndo: boolean;
  canRedo: boolean;
}

type Listener = () => void;

/** An element's geometry while a pointer gesture runs (shown, not yet in the document). */
export interface GestureBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}
export type GesturePreview = ReadonlyMap<string, GestureBox>;
const NO_PREVIEW: GesturePreview = new Map();

export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export interface ApplyOptions {
  /** Merge with the previous step of the same key (typing into one field). */
  squashKey?: string;
  /** The selection after the change (default: unchanged; created elements when any). */
  select?: readonly string[];
}

export class EditorStore {
  private snap: EditorSnapshot;
  private readonly listeners = new Set<Listener>();
  private readonly docListeners = new Set<(doc: GameDocument) => void>();
  private readonly opListeners = new Set<(op: Operation) => void>();
  private readonly history = new History<readonly string[]>();
  private gestureMark: string | null = null;
  private preview: GesturePreview = NO_PREVIEW;
  private readonly previewListeners = new Set<
    (now: GesturePreview, before: GesturePreview) => void
  >();

  constructor(
    doc: GameDocument,
    private readonly registry?: Registry,
  ) {
    this.snap = {
      doc,
      sceneId: doc.scenes[0]!.id,
      selection: [],
      view: { zoom: 1, grid: false, snapping: true, hidden: new Set(), showHidden: true },
      canUndo: false,
      canRedo: false,
    };
  }

  get snapshot(): EditorSnapshot {
    return this.snap;
  }
  get doc(): GameDocument {
    return this.snap.doc;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  private readonly refusedListeners = new Set<(step: "undo" | "redo") => void>();
  /** Called when an undo or redo was impossible (another author changed what it touched). */
  onRefusedStep(listener: (step: "undo" | "redo") => void): () => void {
    this.refusedListeners.add(listener);
    return () => this.refusedListeners.delete(listener);
  }

  /** Called with every new document (autosave, the stage's view store). */
  onDocument(listener: (doc: GameDocument) => void): () => void {
    this.docListeners.add(listener);
    return () => this.docListeners.delete(listener);
  }

  /**
   * Called with every operation the author's editing applied (apply, undo, redo, a cancelled
   * gesture): what autosave sends. Others' changes (`applyRemote`) and `load` are not told.
   */
  onOperation(listener: (op: Operation) => void): () => void {
    this.opListeners.add(listener);
    return () => this.opListeners.delete(listener);
  }
  private emit(op: Operation): void {
    this.opListeners.forEach((l) => l(op));
  }

  protected set(patch: Partial<EditorSnapshot>): void {
    const docChanged = patch.doc !== undefined && patch.doc !== this.snap.doc;
    this.snap = { ...this.snap, ...patch };
    // The scene on screen and the selection follow the document (a deleted scene or element).
    const doc = this.snap.doc;
    if (!doc.scenes.some((s) => s.id === this.snap.sceneId))
      this.snap = { ...this.snap, sceneId: doc.scenes[0]!.id };
    if (docChanged) {
      const present = new Set(this.sceneElements().map((e) => e.id));
      const selection = this.snap.selection.filter((id) => present.has(id));
      if (selection.length !== this.snap.selection.length) this.snap = { ...this.snap, selection };
      this.docListeners.forEach((l) => l(doc));
    }
    this.listeners.forEach((l) => l());
  }

  /**
   * Applies one engine operation and records it as one undo step (or merges it into the
   * gesture in progress). The only way the document changes while editing.
   */
  apply(op: Operation, options: ApplyOptions = {}): OperationResult {
    const result = applyOperation(this.snap.doc, op, { registry: this.registry });
    if (!result.ok) return result;
    const createdHere = result.created.filter((id) =>
      [...result.doc.scenes.flatMap((s) => s.elements), ...result.doc.globalElements].some(
        (e) => e.id === id,
      ),
    );
    const selection =
      options.select ?? (createdHere.length > 0 ? createdHere : this.snap.selection);
    this.history.record(
      {
        op: result.applied,
        inverse: result.inverse,
        selectionBefore: this.snap.selection,
        selectionAfter: selection,
      },
      { squashKey: options.squashKey },
    );
    this.set({ doc: result.doc, selection, ...this.historyFlags() });
    this.emit(result.applied);
    return result;
  }

  /** Starts a gesture: everything applied until `endGesture` is one undo step. */
  beginGesture(): void {
    this.gestureMark = this.history.mark();
  }
  /** Whether a gesture is running (begun, or showing a preview). */
  get inGesture(): boolean {
    return this.gestureMark !== null || this.preview.size > 0;
  }
  /**
   * A drag's frame: the geometry to show now, without touching the document (the canvas and the
   * stage follow through `onGesturePreview`). Begins the gesture if none runs.
   */
  previewGesture(boxes: GesturePreview): void {
    if (!this.gestureMark) this.beginGesture();
    this.setPreview(boxes);
  }
  get gesturePreview(): GesturePreview {
    return this.preview;
  }
  /** Told of every preview frame (and of its end) with the frame before. */
  onGesturePreview(listener: (now: GesturePreview, before: GesturePreview) => void): () => void {
    this.previewListeners.add(listener);
    return () => this.previewListeners.delete(listener);
  }
  subscribePreview = (listener: () => void): (() => void) => this.onGesturePreview(listener);
  private setPreview(boxes: GesturePreview): void {
    const before = this.preview;
    if (boxes === before) return;
    this.preview = boxes;
    this.previewListeners.forEach((l) => l(boxes, before));
  }
  /** Ends the gesture: what it applied is one undo step; the preview ends. */
  endGesture(): void {
    if (this.gestureMark) this.history.squashToMark(this.gestureMark);
    this.gestureMark = null;
    this.setPreview(NO_PREVIEW);
    this.set(this.historyFlags());
  }
  /** Escape: takes back what the gesture changed, leaving no redo step; the preview ends. */
  cancelGesture(): void {
    this.setPreview(NO_PREVIEW);
    if (!this.gestureMark) return;
    const move = this.history.bailToMark(this.snap.doc, this.gestureMark);
    this.gestureMark = null;
    if (move) {
      this.set({ doc: move.doc, selection: move.selection, ...this.historyFlags() });
      this.emit(move.op);
    }
  }

  undo(): void {
    this.step("undo", () => this.history.undo(this.snap.doc));
  }
  redo(): void {
    this.step("redo", () => this.history.redo(this.snap.doc));
  }
  /**
   * Undo or redo; a step another author's change made impossible is dropped (nothing changes)
   * and the refused-step listeners tell the author.
   */
  private step(
    kind: "undo" | "redo",
    move: () => ReturnType<History<readonly string[]>["undo"]>,
  ): void {
    let next: ReturnType<History<readonly string[]>["undo"]>;
    try {
      next = move();
    } catch {
      this.set(this.historyFlags());
      for (const listener of this.refusedListeners) listener(kind);
      return;
    }
    if (!next) return;
    this.moveTo(next.doc, next.selection);
    this.emit(next.op);
  }

  /**
   * Others' changes arrived (co-authoring): the document becomes `doc` (theirs under my pending
   * operations) without entering my history, so undo stays mine.
   */
  applyRemote(doc: GameDocument): void {
    if (doc === this.snap.doc) return;
    this.set({ doc });
  }

  /** Restores a document and its selection, showing the scene the selection is on. */
  private moveTo(doc: GameDocument, selection: readonly string[]): void {
    const scene = selection.length
      ? doc.scenes.find((s) => s.elements.some((e) => e.id === selection[0]))
      : undefined;
    this.set({ doc, selection, sceneId: scene?.id ?? this.snap.sceneId, ...this.historyFlags() });
  }

  /** Loads a document from outside (another version, a restored local copy): history starts over. */
  load(doc: GameDocument): void {
    this.history.clear();
    this.gestureMark = null;
    this.setPreview(NO_PREVIEW);
    this.set({ doc, selection: [], ...this.historyFlags() });
  }

  private historyFlags() {
    return { canUndo: this.history.canUndo, canRedo: this.history.canRedo };
  }

  /** The elements on screen: the current scene's, then the global ones (drawn above). */
  sceneElements(sceneId = this.snap.sceneId): Element[] {
    const scene = this.snap.doc.scenes.find((s) => s.id === sceneId);
    return [...(scene?.elements ?? []), ...this.snap.doc.globalElements];
  }
  element(id: string): Element | undefined {
    return this.sceneElements().find((e) => e.id === id);
  }
  selectedElements(): Element[] {
    const byId = new Map(this.sceneElements().map((e) => [e.id, e]));
    return this.snap.selection.flatMap((id) => byId.get(id) ?? []);
  }

  select(ids: readonly string[]): void {
    const unique = [...new Set(ids)];
    if (
      unique.length === this.snap.selection.length &&
      unique.every((id, i) => id === this.snap.selection[i])
    )
      return;
    this.set({ selection: unique });
  }
  selectAll(): void {
    this.select(this.sceneElements().map((e) => e.id));
  }
  setScene(sceneId: string): void {
    if (sceneId === this.snap.sceneId) return;
    this.set({ sceneId, selection: [] });
  }

  setView(patch: Partial<ViewSettings>): void {
    this.set({ view: { ...this.snap.view, ...patch } });
  }
  zoom(direction: 1 | -1): void {
    const current = this.snap.view.zoom;
    const next =
      direction > 0
        ? (ZOOM_STEPS.find((z) => z > current + 1e-6) ?? current)
        : (ZOOM_STEPS.toReversed().find((z) => z < current - 1e-6) ?? current);
    this.setView({ zoom: next });
  }
  toggleHidden(id: string): void {
    const hidden = new Set(this.snap.view.hidden);
    if (hidden.has(id)) hidden.delete(id);
    else hidden.add(id);
    this.setView({ hidden });
  }
}
