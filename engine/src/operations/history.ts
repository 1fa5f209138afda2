/**
 * Undo/redo over document operations, framework-free (the editor wraps it in its store).
 *
 * A step is one undoable change: the operation as applied, its inverse and the selection before
 * and after. One gesture is one step:
 * - a drag: `const m = history.mark()` at pointer-down, record every intermediate operation,
 *   `history.squashToMark(m)` at pointer-up, or `history.bailToMark(doc, m)` on Escape;
 * - a typing burst in one field: record each keystroke with the same `squashKey`
 *   ('props:el_1:text'); consecutive steps with one key merge until a mark or another key.
 * Only operations are recorded: the viewport (zoom, scroll) is never part of history. The
 * selection type is the editor's (element ids by default).
 */
import type { GameDocument } from "../document/schema";
import { applyOperation } from "./apply";
import type { Operation } from "./types";

export interface HistoryStep<S> {
  op: Operation;
  inverse: Operation;
  selectionBefore: S;
  selectionAfter: S;
  squashKey?: string;
}
export interface RecordOptions {
  /** Merge into the previous step when it has the same key (typing bursts). */
  squashKey?: string;
}
export interface HistoryOptions {
  /** Most undo steps kept; the oldest are dropped (default 200). */
  limit?: number;
}
/** The document after undo, redo or bail, and the selection to restore. */
export interface HistoryMove<S> {
  doc: GameDocument;
  selection: S;
  /** The operation that made the move (what autosave sends). */
  op: Operation;
}

export class History<S = readonly string[]> {
  readonly limit: number;
  private undoStack: HistoryStep<S>[] = [];
  private redoStack: HistoryStep<S>[] = [];
  /** mark id -> number of undo steps when it was set. */
  private marks = new Map<string, number>();
  private nextMark = 1;
  /** Steps dropped by the limit since the start (keeps mark positions meaningful). */
  private dropped = 0;

  constructor(options: HistoryOptions = {}) {
    this.limit = Math.max(1, options.limit ?? 200);
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  /** Steps that undo can take back. */
  get undoCount(): number {
    return this.undoStack.length;
  }
  get redoCount(): number {
    return this.redoStack.length;
  }

  /** Records an applied operation (`result.applied`, `result.inverse`); clears redo. */
  record(
    step: { op: Operation; inverse: Operation; selectionBefore: S; selectionAfter: S },
    options: RecordOptions = {},
  ): void {
    this.redoStack = [];
    const entry: HistoryStep<S> = { ...step, squashKey: options.squashKey };
    const last = this.undoStack.at(-1);
    const position = this.dropped + this.undoStack.length;
    const markHere = [...this.marks.values()].includes(position);
    if (
      last &&
      options.squashKey !== undefined &&
      last.squashKey === options.squashKey &&
      !markHere
    ) {
      this.undoStack[this.undoStack.length - 1] = composeSteps(last, entry);
      return;
    }
    this.undoStack.push(entry);
    if (this.undoStack.length > this.limit) {
      const excess = this.undoStack.length - this.limit;
      this.undoStack.splice(0, excess);
      this.dropped += excess;
    }
  }

  /** A stopping point before a gesture; returns its id for squashToMark / bailToMark. */
  mark(): string {
    const id = `m${this.nextMark++}`;
    this.marks.set(id, this.dropped + this.undoStack.length);
    return id;
  }

  /** Merges every step recorded since the mark into one step (the mark is consumed). */
  squashToMark(markId: string): void {
    const start = this.markStart(markId);
    this.forgetMarksFrom(start, markId);
    if (start === undefined || this.undoStack.length - start < 2) return;
    const steps = this.undoStack.splice(start);
    this.undoStack.push(steps.reduce((a, b) => composeSteps(a, b)));
  }

  /**
   * Takes back every step since the mark without keeping them for redo (Escape during a drag).
   * Returns null when nothing was recorded since the mark.
   */
  bailToMark(doc: GameDocument, markId: string): HistoryMove<S> | null {
    const start = this.markStart(markId);
    this.forgetMarksFrom(start, markId);
    if (start === undefined || start >= this.undoStack.length) return null;
    const steps = this.undoStack.splice(start);
    let current = doc;
    for (let i = steps.length - 1; i >= 0; i--) current = mustApply(current, steps[i]!.inverse);
    const ops = steps.map((s) => s.inverse).toReversed();
    return {
      doc: current,
      selection: steps[0]!.selectionBefore,
      op: ops.length === 1 ? ops[0]! : { type: "batch", ops },
    };
  }

  /** Undoes the last step: the document before it and the selection it had. */
  undo(doc: GameDocument): HistoryMove<S> | null {
    const step = this.undoStack.pop();
    if (!step) return null;
    this.forgetMarksFrom(this.undoStack.length);
    let next: GameDocument;
    try {
      next = mustApply(doc, step.inverse);
    } catch (error) {
      // Out of step (another author changed what the step touched): the step is gone.
      this.redoStack = [];
      throw error;
    }
    this.redoStack.push(step);
    return { doc: next, selection: step.selectionBefore, op: step.inverse };
  }

  redo(doc: GameDocument): HistoryMove<S> | null {
    const step = this.redoStack.pop();
    if (!step) return null;
    const next = mustApply(doc, step.op);
    // a redone step never merges with the next keystroke
    this.undoStack.push({ ...step, squashKey: undefined });
    return { doc: next, selection: step.selectionAfter, op: step.op };
  }

  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
    this.marks.clear();
  }

  /** Index in undoStack where the mark's steps start; undefined for an unknown mark. */
  private markStart(markId: string): number | undefined {
    const position = this.marks.get(markId);
    if (position === undefined) return undefined;
    return Math.max(0, position - this.dropped);
  }

  /** Drops the given mark and every mark at or after `start` steps (they pointed into steps now gone). */
  private forgetMarksFrom(start: number | undefined, markId?: string): void {
    if (markId !== undefined) this.marks.delete(markId);
    if (start === undefined) return;
    for (const [id, position] of this.marks)
      if (position - this.dropped > start) this.marks.delete(id);
  }
}

function mustApply(doc: GameDocument, op: Operation): GameDocument {
  const result = applyOperation(doc, op);
  if (!result.ok)
    throw new Error(
      `History out of step with the document: ${op.type} failed with ${result.error.code}`,
    );
  return result.doc;
}

/** One step doing `a` then `b`. */
export function composeSteps<S>(a: HistoryStep<S>, b: HistoryStep<S>): HistoryStep<S> {
  return {
    op: composeOperations(a.op, b.op),
    inverse: composeOperations(b.inverse, a.inverse),
    selectionBefore: a.selectionBefore,
    selectionAfter: b.selectionAfter,
    squashKey: b.squashKey,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * One operation doing `a` then `b`: field updates of the same elements merge into one update
 * (a typing burst stays one small operation); anything else becomes a flat batch.
 */
export function composeOperations(a: Operation, b: Operation): Operation {
  if (a.type === "updateElements" && b.type === "updateElements" && sameIds(a.ids, b.ids))
    return { type: "updateElements", ids: a.ids, patch: { ...a.patch, ...b.patch } };
  if (a.type === "updateProps" && b.type === "updateProps" && sameIds(a.ids, b.ids))
    return { type: "updateProps", ids: a.ids, patch: { ...a.patch, ...b.patch } };
  if (
    a.type === "updateEachElement" &&
    b.type === "updateEachElement" &&
    sameIds(
      a.changes.map((c) => c.id),
      b.changes.map((c) => c.id),
    )
  ) {
    // b applied after a: b's values win, except that props replace whole
    return {
      type: "updateEachElement",
      changes: a.changes.map((ca, i) => {
        const cb = b.changes[i]!;
        const patch = ca.patch || cb.patch ? { ...ca.patch, ...cb.patch } : undefined;
        const hasProps = "props" in cb || "props" in ca;
        return {
          id: ca.id,
          ...(patch ? { patch } : {}),
          ...(hasProps ? { props: "props" in cb ? cb.props : ca.props } : {}),
        };
      }),
    };
  }
  if (a.type === "renameScene" && b.type === "renameScene" && a.id === b.id) return b;
  if (a.type === "updateRule" && b.type === "updateRule" && a.rule.id === b.rule.id) return b;
  if (a.type === "updateVariable" && b.type === "updateVariable" && a.id === b.id)
    return { type: "updateVariable", id: a.id, patch: { ...a.patch, ...b.patch } };
  const flat = (op: Operation) => (op.type === "batch" ? op.ops : [op]);
  return { type: "batch", ops: [...flat(a), ...flat(b)] };
}
