/**
 * Checks over the whole document once every rule is read: scenes no rule leads to, preloading
 * with a transition, variables never read or never written, and conditions on a variable no rule
 * changes that can never hold.
 */
import type { Condition, Scalar } from "../../document/rule-schema";
import { compareScalars } from "../compare";
import { elementPath, type ValidationContext } from "./context";

export function checkScenes({ document, report, sceneTargets }: ValidationContext) {
  document.scenes.forEach((scene, i) => {
    if (scene.preload && scene.transition.type !== "none") {
      report(
        "warning",
        "preloadWithTransition",
        { scene: scene.name, at: "scene" },
        `scenes.${i}`,
        { sceneId: scene.id },
      );
    }
    if (i > 0 && !sceneTargets.has(scene.id)) {
      report("warning", "unreachableScene", { scene: scene.name }, `scenes.${i}`, {
        sceneId: scene.id,
      });
    }
  });
}

export function checkVariableUse({
  document,
  report,
  variables,
  reads,
  writes,
}: ValidationContext) {
  for (const v of variables.values()) {
    const path =
      v.elementId === null
        ? `variables.${document.variables.findIndex((x) => x.id === v.id)}`
        : elementPath(document, v.elementId);
    if (!reads.has(v.id))
      report("warning", "variableNeverRead", { variable: v.name }, path, { variableId: v.id });
    else if (!writes.has(v.id))
      report("warning", "variableNeverWritten", { variable: v.name }, path, { variableId: v.id });
  }
}

/** A condition on a variable no rule changes holds or fails forever: reports the ones that fail. */
export function checkConstantConditions({
  document,
  report,
  variables,
  writes,
}: ValidationContext) {
  document.rules.forEach((rule, r) => {
    rule.conditions.items.forEach((condition, c) => {
      if (condition.left.kind !== "variable" || condition.right.kind !== "value") return;
      const v = variables.get(condition.left.variableId);
      if (!v || writes.has(v.id) || typeof condition.right.value !== v.type) return;
      if (!holdsConstant(v.initialValue, condition)) {
        report(
          "warning",
          "conditionNeverHolds",
          {
            rule: rule.name ?? "",
            ruleNumber: r + 1,
            reason: "constantVariable",
            variable: v.name,
            conditionNumber: c + 1,
          },
          `rules.${r}.conditions.items.${c}`,
          { ruleId: rule.id, variableId: v.id },
        );
      }
    });
  });
}

function holdsConstant(value: Scalar, condition: Condition): boolean {
  if (condition.right.kind !== "value") return true;
  return compareScalars(condition.comparator, value, condition.right.value) ?? true;
}
