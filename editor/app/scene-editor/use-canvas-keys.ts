/**
 * The canvas's keyboard: the canvas is one tab stop (the active hit box is in the tab order),
 * arrows move between elements while the focused one is not selected (selected: they move it;
 * Ctrl+arrows always move between elements), Space or Enter selects, H reaches the handles.
 */
import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from "react";
import type { EditorStore } from "../editor-shell/store";
import { activeElement, NAVIGATION_KEYS, neighbour } from "./canvas-keys";
import { focusHandle, nextHandle } from "./SelectionHandles";

export function useCanvasKeys(input: {
  store: EditorStore;
  layer: RefObject<HTMLDivElement | null>;
  /** The ids of the elements one can reach (not hidden in the editor), in layer order. */
  reachable: readonly string[];
  selection: readonly string[];
  /** A pointer gesture runs: keys wait. */
  busy(): boolean;
}) {
  const { store, layer, reachable } = input;
  const [focusId, setFocusId] = useState<string | null>(null);
  const activeId = activeElement(reachable, focusId, input.selection);
  const focusHit = (id: string) =>
    layer.current?.querySelector<HTMLElement>(`[data-hit-id="${CSS.escape(id)}"]`)?.focus();

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const id = (e.target as HTMLElement).dataset?.hitId;
    if (!id || e.altKey || input.busy()) return;
    const mod = e.ctrlKey || e.metaKey;
    const isSelected = store.snapshot.selection.includes(id);
    if ((NAVIGATION_KEYS as readonly string[]).includes(e.key) && (mod || !isSelected)) {
      e.preventDefault();
      e.stopPropagation();
      const next = neighbour(reachable, id, e.key);
      if (next) focusHit(next);
      return;
    }
    if ((e.key === " " || e.key === "Enter") && !isSelected) {
      // Space or Enter selects the focused element; with Shift or Ctrl it joins the selection.
      e.preventDefault();
      e.stopPropagation();
      store.select(e.shiftKey || mod ? [...store.snapshot.selection, id] : [id]);
      return;
    }
    if (e.key === " " && isSelected && (e.shiftKey || mod)) {
      e.preventDefault();
      e.stopPropagation();
      store.select(store.snapshot.selection.filter((s) => s !== id));
      return;
    }
    if ((e.key === "h" || e.key === "H") && isSelected && !mod) {
      // H: the selection frame's handles (Shift+H: from the last one).
      if (focusHandle(layer.current, nextHandle(null, e.shiftKey))) {
        e.preventDefault();
        e.stopPropagation();
      }
    }
  };

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const id = (e.target as HTMLElement).dataset?.hitId;
    if (id) setFocusId(id);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    // Leaving the canvas: coming back lands on the selection (or the first element).
    if (!layer.current?.contains(e.relatedTarget as Node | null)) setFocusId(null);
  };

  return { activeId, focusHit, handlers: { onKeyDown, onFocus, onBlur } };
}
