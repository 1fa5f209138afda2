/**
 * Lookups by id over a game document: elements (with their scene, global ones included), scenes,
 * variables (global and element) and rules. One index per document object, built on first use
 * and cached (documents are never mutated: an edit makes a new document object, so a cached
 * index can never be stale). Use these instead of walking `scenes[].elements` and
 * `globalElements` by hand.
 */
import type { Rule } from "./rule-schema";
import type { Element, GameDocument, Scene, Variable } from "./schema";

export interface ElementLocation {
  element: Element;
  /** The scene holding the element; null for a global element. */
  sceneId: string | null;
  /** Index of that scene in `scenes`; -1 for a global element. */
  sceneIndex: number;
  /** Index in the scene's `elements` (or in `globalElements`); 0 is the bottom. */
  index: number;
}
export interface SceneLocation {
  scene: Scene;
  index: number;
}
export interface VariableLocation {
  variable: Variable;
  /** The element owning the variable; null for a global variable. */
  elementId: string | null;
  /** Index in `variables` (global) or in the element's `variables`. */
  index: number;
}
export interface RuleLocation {
  rule: Rule;
  index: number;
}

export interface DocumentIndex {
  element(id: string): ElementLocation | undefined;
  scene(id: string): SceneLocation | undefined;
  variable(id: string): VariableLocation | undefined;
  rule(id: string): RuleLocation | undefined;
  /** Every element: scene by scene (bottom to top), then the global elements. */
  readonly elements: readonly ElementLocation[];
}

const cache = new WeakMap<GameDocument, DocumentIndex>();

/** The (cached) index of `doc`. */
export function indexDocument(doc: GameDocument): DocumentIndex {
  let index = cache.get(doc);
  if (!index) {
    index = buildIndex(doc);
    cache.set(doc, index);
  }
  return index;
}

function buildIndex(doc: GameDocument): DocumentIndex {
  const elements: ElementLocation[] = [];
  doc.scenes.forEach((scene, sceneIndex) =>
    scene.elements.forEach((element, index) =>
      elements.push({ element, sceneId: scene.id, sceneIndex, index }),
    ),
  );
  doc.globalElements.forEach((element, index) =>
    elements.push({ element, sceneId: null, sceneIndex: -1, index }),
  );
  let byElement: Map<string, ElementLocation> | undefined;
  let byScene: Map<string, SceneLocation> | undefined;
  let byVariable: Map<string, VariableLocation> | undefined;
  let byRule: Map<string, RuleLocation> | undefined;
  return {
    elements,
    element(id) {
      byElement ??= new Map(elements.map((l) => [l.element.id, l]));
      return byElement.get(id);
    },
    scene(id) {
      byScene ??= new Map(doc.scenes.map((scene, index) => [scene.id, { scene, index }]));
      return byScene.get(id);
    },
    variable(id) {
      if (!byVariable) {
        byVariable = new Map();
        doc.variables.forEach((variable, index) =>
          byVariable!.set(variable.id, { variable, elementId: null, index }),
        );
        for (const { element } of elements)
          element.variables.forEach((variable, index) =>
            byVariable!.set(variable.id, { variable, elementId: element.id, index }),
          );
      }
      return byVariable.get(id);
    },
    rule(id) {
      byRule ??= new Map(doc.rules.map((rule, index) => [rule.id, { rule, index }]));
      return byRule.get(id);
    },
  };
}

/** The element with this id and where it is, global elements included. */
export const findElement = (doc: GameDocument, id: string): ElementLocation | undefined =>
  indexDocument(doc).element(id);

/** Every element of the document: scene by scene, then the global elements. */
export const allElements = (doc: GameDocument): Element[] =>
  indexDocument(doc).elements.map((l) => l.element);

/**
 * A document with `fn` applied to every element (global ones included); scenes whose elements
 * all come back unchanged (===) are shared with `doc`, and `doc` itself is returned when nothing
 * changed.
 */
export function mapElements(
  doc: GameDocument,
  fn: (element: Element, sceneId: string | null) => Element,
): GameDocument {
  const mapList = (list: Element[], sceneId: string | null): Element[] => {
    let out: Element[] | undefined;
    list.forEach((element, i) => {
      const next = fn(element, sceneId);
      if (next !== element) {
        out ??= list.slice();
        out[i] = next;
      }
    });
    return out ?? list;
  };
  let scenes: Scene[] | undefined;
  doc.scenes.forEach((scene, i) => {
    const elements = mapList(scene.elements, scene.id);
    if (elements !== scene.elements) {
      scenes ??= doc.scenes.slice();
      scenes[i] = { ...scene, elements };
    }
  });
  const globalElements = mapList(doc.globalElements, null);
  if (!scenes && globalElements === doc.globalElements) return doc;
  return { ...doc, scenes: scenes ?? doc.scenes, globalElements };
}

/**
 * Whether a stored value has the shape the lookups above walk (scenes with element lists, a
 * global element list). Stored documents are checked on save; this guards reads of old or
 * hand-edited rows without parsing them whole.
 */
export function hasDocumentShape(value: unknown): value is GameDocument {
  const doc = value as Partial<GameDocument> | null | undefined;
  return (
    typeof doc === "object" &&
    doc !== null &&
    Array.isArray(doc.scenes) &&
    Array.isArray(doc.globalElements) &&
    doc.scenes.every((s) => Array.isArray(s?.elements))
  );
}
