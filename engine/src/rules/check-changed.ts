/**
 * Checking a document that operations made from a checked one (co-authoring saves, issue 26):
 * the verdict of `checkGameDocument`, in time that grows with what changed, not with the game.
 *
 * Operations share what they do not change, so an element object that passed a check before is
 * the same object in the next document. Such elements are not parsed again (zod output is its own
 * fixed point); the rest is checked as a whole-document save checks it:
 * - limits: counts, and size/string length/depth of everything but the known elements, whose
 *   size and nesting are remembered;
 * - structure: the document without its elements through GameDocumentSchema (ids of scenes,
 *   variables, rules, conditions, actions), each new or changed element through ElementSchema
 *   and its plugin's props schema, element ids unique across all, global flags where they live;
 * - references and rules: `validate` over the whole document (it is cheap).
 * Element problems and accessibility problems are warnings only (they never block a save) and
 * are left out. Whenever anything fails, the whole-document check runs and its answer is
 * returned, so errors read exactly as on a whole save.
 */
import { DOCUMENT_LIMITS, jsonByteLength } from "../document/limits";
import { FORMAT_VERSION } from "../document/migrations";
import { migrateElementProps } from "../document/parse";
import {
  ElementSchema,
  GameDocumentSchema,
  type Element,
  type ElementData,
  type GameDocument,
} from "../document/schema";
import type { Registry } from "../elements/registry";
import { checkGameDocument, type CheckResult } from "./check";
import { checkedElements, rememberChecked } from "./checked";
import { validate } from "./validate";

export type ChangedCheckResult =
  { ok: true; document: GameDocument } | Extract<CheckResult, { ok: false }>;

/** JSON text, its UTF-8 size and nesting below the element (0: no objects inside) of checked elements. */
const sizes = new WeakMap<object, { bytes: number; height: number; json: string }>();

function heightOf(value: unknown): number {
  if (value === null || typeof value !== "object") return -1;
  let max = 0;
  for (const item of Object.values(value)) max = Math.max(max, heightOf(item) + 1);
  return max;
}

function hasLongString(value: unknown): boolean {
  if (typeof value === "string") return value.length > DOCUMENT_LIMITS.maxStringLength;
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(hasLongString);
}

/**
 * UTF-8 size and nesting below the value (0: no objects inside) of a JSON text, in one pass:
 * `JSON.stringify` writes no lone surrogates and escapes only ASCII.
 */
export function measureJson(json: string): { bytes: number; height: number } {
  let bytes = 0;
  let depth = 0;
  let height = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c < 0x80) {
      bytes += 1;
      if (inString) {
        if (c === 0x5c) {
          bytes += 1; // the escaped character (ASCII) with it
          i += 1;
        } else if (c === 0x22) inString = false;
      } else if (c === 0x22) inString = true;
      else if (c === 0x7b || c === 0x5b) height = Math.max(height, ++depth);
      else if (c === 0x7d || c === 0x5d) depth -= 1;
    } else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return { bytes, height: height - 1 };
}

/** Size and nesting of an element (from its JSON text), or null when it breaks a limit on its own. */
function sizeOf(element: object): { bytes: number; height: number } | null {
  const known = sizes.get(element);
  if (known) return known;
  const json = JSON.stringify(element);
  const { bytes, height } = measureJson(json);
  if (height >= DOCUMENT_LIMITS.maxDepth) return null;
  // No string is longer than the text that holds it.
  if (json.length > DOCUMENT_LIMITS.maxStringLength && hasLongString(element)) return null;
  const size = { bytes, height, json };
  sizes.set(element, size);
  return size;
}

/**
 * `JSON.stringify(element)` of an element `checkChangedDocument` measured (its text is kept with
 * its size while the element lives), else computed: a save writes the elements it just checked.
 */
export function elementJson(element: object): string {
  return sizes.get(element)?.json ?? JSON.stringify(element);
}

/** The elements' part of the document's limits: null when one is broken. */
function elementsWithinLimits(doc: GameDocument, shellBytes: number): boolean {
  let bytes = shellBytes;
  const lists: [readonly object[], number][] = [
    ...doc.scenes.map((s) => [s.elements, 4] as [readonly object[], number]),
    [doc.globalElements, 2],
  ];
  for (const [list, depth] of lists) {
    bytes += Math.max(0, list.length - 1);
    for (const element of list) {
      const size = sizeOf(element);
      if (!size || depth + size.height >= DOCUMENT_LIMITS.maxDepth) return false;
      bytes += size.bytes;
    }
  }
  return bytes <= DOCUMENT_LIMITS.maxBytes;
}

function countsWithinLimits(doc: GameDocument): boolean {
  const elements = doc.scenes.reduce((n, s) => n + s.elements.length, doc.globalElements.length);
  let variables = doc.variables.length;
  for (const s of doc.scenes) for (const el of s.elements) variables += el.variables.length;
  for (const el of doc.globalElements) variables += el.variables.length;
  return (
    doc.scenes.length <= DOCUMENT_LIMITS.maxScenes &&
    elements <= DOCUMENT_LIMITS.maxElements &&
    doc.rules.length <= DOCUMENT_LIMITS.maxRules &&
    variables <= DOCUMENT_LIMITS.maxVariables
  );
}

/** The checked element for one of `next`, or null when it does not pass. */
function checkElement(element: ElementData, registry: Registry): Element | null {
  if (checkedElements.has(element)) return element as Element;
  const parsed = ElementSchema.safeParse(element);
  if (!parsed.success) return null;
  const migrated = migrateElementProps(registry, parsed.data);
  if (migrated.issues.length > 0) return null;
  return migrated.element as Element;
}

/** The fast verdict, or null where only the whole check can answer (something fails). */
function fastCheck(next: GameDocument, registry: Registry): GameDocument | null {
  if (next.formatVersion !== FORMAT_VERSION || !countsWithinLimits(next)) return null;
  const shell = {
    ...next,
    scenes: next.scenes.map((s) => ({ ...s, elements: [] })),
    globalElements: [],
  };
  const shellBytes = jsonByteLength(shell);
  if (!Number.isFinite(shellBytes) || !elementsWithinLimits(next, shellBytes)) return null;
  if (heightOf(shell) >= DOCUMENT_LIMITS.maxDepth || hasLongString(shell)) return null;
  const parsed = GameDocumentSchema.safeParse(shell);
  if (!parsed.success) return null;
  // Ids the shell's check already made unique; elements and their variables join them.
  const ids = new Set<string>();
  for (const s of next.scenes) ids.add(s.id);
  for (const v of next.variables) ids.add(v.id);
  for (const r of next.rules) {
    ids.add(r.id);
    for (const c of r.conditions.items) ids.add(c.id);
    for (const a of r.actions) ids.add(a.id);
  }
  const claim = (id: string) => !ids.has(id) && Boolean(ids.add(id));
  const elementsOf = (list: readonly ElementData[], global: boolean): Element[] | null => {
    const out: Element[] = [];
    for (const element of list) {
      if (element.global !== global) return null;
      const checked = checkElement(element, registry);
      if (!checked || !claim(checked.id) || !checked.variables.every((v) => claim(v.id)))
        return null;
      out.push(checked);
    }
    return out;
  };
  const scenes: GameDocument["scenes"] = [];
  for (const [i, scene] of parsed.data.scenes.entries()) {
    const elements = elementsOf(next.scenes[i]!.elements, false);
    if (!elements) return null;
    scenes.push({ ...scene, elements });
  }
  const globalElements = elementsOf(next.globalElements, true);
  if (!globalElements) return null;
  const document: GameDocument = { ...parsed.data, scenes, globalElements };
  if (validate(document, registry).some((d) => d.severity === "error")) return null;
  return document;
}

/**
 * The verdict of `checkGameDocument(next)` for a document operations made from checked ones:
 * elements that passed a check before are not checked again. Whenever something fails, the
 * whole check answers.
 */
export function checkChangedDocument(next: GameDocument, registry: Registry): ChangedCheckResult {
  const fast = fastCheck(next, registry);
  if (fast) {
    rememberChecked(fast);
    return { ok: true, document: fast };
  }
  const checked = checkGameDocument(next, registry);
  return checked.ok ? { ok: true, document: checked.document } : checked;
}
