/**
 * What the stage shows: every element's play state (geometry, props, state) and the scene(s) on
 * screen. The controller writes runtime changes into it; each element box subscribes to its own
 * entry, so a change re-renders one box, not the scene (300 elements stay cheap).
 */
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import type { Element, GameDocument, SceneTransition } from "@exitgame/engine";
import type { StateChange } from "@exitgame/engine/runtime/types";
import { indexDocument } from "@exitgame/engine/document/element-index";

export interface ElementView {
  /** The element as stored in the document (common props the runtime never changes). */
  base: Element;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  opacity: number;
  visible: boolean;
  props: Record<string, unknown>;
  /** Undefined until the runtime has loaded (renderers show their initial look). */
  state: Record<string, unknown> | undefined;
  /** An exit animation (fade out, pop out, auto hide) still runs: stay visible until it ends. */
  held: boolean;
}

export interface SceneView {
  sceneId: string;
  /** The scene being left while a transition runs. */
  leaving: { sceneId: string; transition: SceneTransition } | null;
}

type Listener = () => void;

function viewOf(el: Element): ElementView {
  return {
    base: el,
    x: el.x,
    y: el.y,
    width: el.width,
    height: el.height,
    rotation: el.rotation,
    opacity: el.opacity,
    visible: el.visible,
    props: el.props as Record<string, unknown>,
    state: undefined,
    held: false,
  };
}

export class ViewStore {
  private readonly elements = new Map<string, ElementView>();
  private readonly elementListeners = new Map<string, Set<Listener>>();
  private readonly sceneListeners = new Set<Listener>();
  private scene: SceneView;
  private doc: GameDocument;

  constructor(document: GameDocument) {
    this.doc = document;
    for (const { element } of indexDocument(document).elements) this.add(element);
    this.scene = { sceneId: document.scenes[0]!.id, leaving: null };
  }

  get document(): GameDocument {
    return this.doc;
  }

  private add(el: Element): void {
    this.elements.set(el.id, viewOf(el));
  }

  /**
   * The editor's document changed: elements whose object changed get a fresh view (one box
   * re-renders each), and the stage re-renders its layers when the scenes' element lists did.
   */
  replaceDocument(next: GameDocument): void {
    const previous = this.doc;
    if (next === previous) return;
    this.doc = next;
    const seen = new Set<string>();
    const visit = (el: Element) => {
      seen.add(el.id);
      const current = this.elements.get(el.id);
      if (current?.base === el) return;
      this.elements.set(el.id, viewOf(el));
      this.elementListeners.get(el.id)?.forEach((l) => l());
    };
    for (const scene of next.scenes) scene.elements.forEach(visit);
    next.globalElements.forEach(visit);
    for (const id of this.elements.keys()) if (!seen.has(id)) this.elements.delete(id);
    const structure = (doc: GameDocument) =>
      doc.scenes.map((s) => s.id + ":" + s.elements.map((e) => e.id).join(",")).join("|") +
      "#" +
      doc.globalElements.map((e) => e.id).join(",");
    const sceneGone = !next.scenes.some((s) => s.id === this.scene.sceneId);
    if (sceneGone) this.scene = { sceneId: next.scenes[0]!.id, leaving: null };
    if (sceneGone || structure(previous) !== structure(next)) {
      this.scene = { ...this.scene };
      this.sceneListeners.forEach((l) => l());
    }
  }

  element(id: string): ElementView | undefined {
    return this.elements.get(id);
  }
  sceneView(): SceneView {
    return this.scene;
  }
  elementIds(): IterableIterator<string> {
    return this.elements.keys();
  }

  subscribeElement(id: string, listener: Listener): () => void {
    let set = this.elementListeners.get(id);
    if (!set) this.elementListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }
  subscribeScene(listener: Listener): () => void {
    this.sceneListeners.add(listener);
    return () => this.sceneListeners.delete(listener);
  }

  /** Replaces an element's view (a new object, so subscribers see the change). */
  update(id: string, patch: Partial<Omit<ElementView, "base">>): void {
    const current = this.elements.get(id);
    if (!current) return;
    this.elements.set(id, { ...current, ...patch });
    this.elementListeners.get(id)?.forEach((l) => l());
  }

  /**
   * Shows a saved play state before the runtime has loaded (a resuming team sees its own scene
   * behind "Continue", never the first one). Elements the snapshot does not know keep their view.
   */
  showSnapshot(snapshot: Pick<GameSnapshot, "sceneId" | "elements">): void {
    if (!this.doc.scenes.some((s) => s.id === snapshot.sceneId)) return;
    for (const [id, saved] of Object.entries(snapshot.elements)) {
      if (!this.elements.has(id)) continue;
      const { props, state, ...geometry } = saved;
      this.update(id, { ...geometry, props, state });
    }
    this.setScene({ sceneId: snapshot.sceneId, leaving: null });
  }

  setScene(next: SceneView): void {
    this.scene = next;
    this.sceneListeners.forEach((l) => l());
  }

  /** Applies the runtime's state changes (scene changes are the transition adapter's job). */
  apply(changes: readonly StateChange[]): void {
    const patches = new Map<string, Partial<ElementView>>();
    for (const change of changes) {
      if (change.kind !== "element") continue;
      const current = this.elements.get(change.elementId);
      if (!current) continue;
      const patch = patches.get(change.elementId) ?? {};
      if (change.part === "common") Object.assign(patch, change.patch);
      else
        patch[change.part] = { ...(patch[change.part] ?? current[change.part]), ...change.patch };
      patches.set(change.elementId, patch);
    }
    for (const [id, patch] of patches) this.update(id, patch);
  }
}
