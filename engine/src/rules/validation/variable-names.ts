/**
 * Variable names are unique among the globals and within each element, and an element's
 * variable may not shadow a global one.
 */
import { elementPath, type ValidationContext } from "./context";

export function checkVariableNames({ document, report, elements, nameOf }: ValidationContext) {
  const globalNames = new Map<string, string>();
  document.variables.forEach((v, i) => {
    if (globalNames.has(v.name))
      report("error", "duplicateVariableName", { variable: v.name }, `variables.${i}.name`, {
        variableId: v.id,
      });
    globalNames.set(v.name, v.id);
  });
  for (const { element } of elements.values()) {
    const names = new Set<string>();
    element.variables.forEach((v) => {
      if (names.has(v.name) || globalNames.has(v.name)) {
        report(
          "error",
          "duplicateVariableName",
          { variable: v.name, element: nameOf(element), at: "element" },
          elementPath(document, element.id),
          { variableId: v.id, elementId: element.id },
        );
      }
      names.add(v.name);
    });
  }
}
