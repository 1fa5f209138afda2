import type { Element, GameDocument } from "../document/schema";
import type { Registry } from "../elements/registry";
import type { Diagnostic } from "./validate";

/** Warnings the element types find in their own props (ElementDefinition.problems). */
export function elementProblems(document: GameDocument, registry: Registry): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (element: Element, path: string, sceneId: string | null) => {
    const def = registry.find(element.type);
    if (!def?.problems) return;
    const parsed = def.schema.safeParse(element.props);
    if (!parsed.success) return;
    for (const problem of def.problems(parsed.data))
      out.push({
        severity: "warning",
        code: "elementProblem",
        params: {
          element: element.name || element.id,
          type: element.type,
          messageKey: problem.messageKey,
          ...(problem.field ? { field: problem.field } : {}),
        },
        path: problem.field ? `${path}.props.${problem.field}` : path,
        elementId: element.id,
        ...(sceneId ? { sceneId } : {}),
      });
  };
  document.scenes.forEach((scene, i) =>
    scene.elements.forEach((el, j) => visit(el, `scenes.${i}.elements.${j}`, scene.id)),
  );
  document.globalElements.forEach((el, j) => visit(el, `globalElements.${j}`, null));
  return out;
}
