/**
 * What every check of validate() shares: the report function, the document's elements, scenes
 * and variables by id, and what the rules read, write and lead to (for the document-wide checks
 * that run after the rules).
 */
import type { Element, GameDocument } from "../../document/schema";
import type { PropertyDecl } from "../../elements/contract";
import type { Registry } from "../../elements/registry";
import { listVariables, type ScopedVariable } from "../../elements/vocabulary";
import type { Scene } from "../../document/schema";
import type { DiagnosticParams } from "../diagnostic";
import { propertyDecl as declOf } from "../properties";
import type { Diagnostic, DiagnosticCode } from "../validate";

export interface Located {
  element: Element;
  /** null: global element. */
  sceneId: string | null;
}

export type Report = (
  severity: Diagnostic["severity"],
  code: DiagnosticCode,
  params: DiagnosticParams,
  path: string,
  extra?: Partial<Diagnostic>,
) => void;

export interface ValidationContext {
  document: GameDocument;
  registry: Registry;
  report: Report;
  nameOf(el: Element): string;
  elements: Map<string, Located>;
  scenes: Map<string, { scene: Scene; index: number }>;
  variables: Map<string, ScopedVariable>;
  propertyDecl(el: Element, name: string): PropertyDecl | undefined;
  /** Variables some rule reads (a trigger or an operand). */
  reads: Set<string>;
  /** Variables some rule writes. */
  writes: Set<string>;
  /** Scenes some rule leads to. */
  sceneTargets: Set<string>;
}

/**
 * The context for one run; finding the elements reports those of a type this installation does
 * not know (scene elements first, then global ones).
 */
export function createContext(
  document: GameDocument,
  registry: Registry,
  out: Diagnostic[],
): ValidationContext {
  const report: Report = (severity, code, params, path, extra = {}) =>
    out.push({ severity, code, params, path, ...extra });
  const nameOf = (el: Element) => el.name || el.id;
  const elements = new Map<string, Located>();
  document.scenes.forEach((scene, i) =>
    scene.elements.forEach((element, j) => {
      elements.set(element.id, { element, sceneId: scene.id });
      if (!registry.has(element.type))
        report(
          "error",
          "unknownElementType",
          { element: nameOf(element), type: element.type },
          `scenes.${i}.elements.${j}.type`,
          { elementId: element.id, sceneId: scene.id },
        );
    }),
  );
  document.globalElements.forEach((element, j) => {
    elements.set(element.id, { element, sceneId: null });
    if (!registry.has(element.type))
      report(
        "error",
        "unknownElementType",
        { element: nameOf(element), type: element.type },
        `globalElements.${j}.type`,
        { elementId: element.id },
      );
  });
  return {
    document,
    registry,
    report,
    nameOf,
    elements,
    scenes: new Map(document.scenes.map((s, i) => [s.id, { scene: s, index: i }])),
    variables: new Map<string, ScopedVariable>(listVariables(document).map((v) => [v.id, v])),
    propertyDecl(el, name) {
      const def = registry.find(el.type);
      return def && declOf(def, name);
    },
    reads: new Set(),
    writes: new Set(),
    sceneTargets: new Set(),
  };
}

/** The dotted path of an element: 'scenes.1.elements.3' or 'globalElements.0'. */
export function elementPath(document: GameDocument, elementId: string): string {
  for (const [i, scene] of document.scenes.entries()) {
    const j = scene.elements.findIndex((e) => e.id === elementId);
    if (j >= 0) return `scenes.${i}.elements.${j}`;
  }
  return `globalElements.${document.globalElements.findIndex((e) => e.id === elementId)}`;
}
