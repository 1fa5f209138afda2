/**
 * validate(document, registry): diagnostics a person can act on. Errors make a game unplayable
 * (the API refuses to save, the player refuses to start); warnings point at likely mistakes.
 */
import { ALL_SCENES } from "../document/constants";
import type { Condition, Operand, Scalar } from "../document/rule-schema";
import type { Element, ElementCommon, GameDocument } from "../document/schema";
import type {
  AccessibilityCode,
  AccessibilityFixKind,
  PropertyDecl,
  ValueType,
} from "../elements/contract";
import type { Registry } from "../elements/registry";
import { comparatorsFor, listVariables, type ScopedVariable } from "../elements/vocabulary";
import type { ReferenceProblemCode } from "../runtime/types";
import { definitionOf } from "./actions";
import type { ActionCheck } from "./actions/contract";
import { triggerDefinitionOf } from "./triggers";
import type { TriggerCheck } from "./triggers/contract";
import { compareScalars, scalarsEqual } from "./compare";
import type { DiagnosticParams } from "./diagnostic";
import { propertyDecl as declOf } from "./properties";
import { answerComparison, answerTrigger } from "../answers/visible-answers";

export type DiagnosticCode =
  | ReferenceProblemCode
  | "unknownElementType"
  | "duplicateVariableName"
  | "ruleWithoutTrigger"
  | "ruleWithoutActions"
  | "actionOnOtherScene"
  | "preloadWithTransition"
  | "unreachableScene"
  | "variableNeverRead"
  | "variableNeverWritten"
  | "conditionNeverHolds"
  | "awaitNeverCompletes"
  /** A condition compares a player's entry with a literal: the answer is in the page. */
  | "answerVisible"
  /** An element type's own finding in valid props (ElementDefinition.problems). */
  | "elementProblem"
  /** The accessibility checker's findings (rules/accessibility.ts). */
  | AccessibilityCode;

/** A change that resolves a diagnostic in one step: a common-property patch of its element. */
export interface DiagnosticFix {
  kind: AccessibilityFixKind;
  elementId: string;
  patch: Partial<Omit<ElementCommon, "global" | "variables">>;
}

/**
 * One finding of validate(): a code and the parameters its sentence needs (rule name and
 * number, element and variable names, types, …), never the sentence itself; apps word it.
 */
export interface Diagnostic {
  severity: "error" | "warning";
  code: DiagnosticCode;
  params: DiagnosticParams;
  /** Dotted path into the document: 'rules.2.actions.0'. */
  path: string;
  ruleId?: string;
  sceneId?: string;
  elementId?: string;
  variableId?: string;
  /** A one-step fix the editor may offer. */
  fix?: DiagnosticFix;
}

interface Located {
  element: Element;
  /** null: global element. */
  sceneId: string | null;
}

export function validate(document: GameDocument, registry: Registry): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (
    severity: Diagnostic["severity"],
    code: DiagnosticCode,
    params: DiagnosticParams,
    path: string,
    extra: Partial<Diagnostic> = {},
  ) => out.push({ severity, code, params, path, ...extra });
  const nameOf = (el: Element) => el.name || el.id;

  // ---------------------------------------------------------------- lookups
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
  const scenes = new Map(document.scenes.map((s, i) => [s.id, { scene: s, index: i }]));
  const variables = new Map<string, ScopedVariable>(listVariables(document).map((v) => [v.id, v]));

  // variable names: unique among globals, and within each element (an element variable may not shadow a global)
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

  const propertyDecl = (el: Element, name: string): PropertyDecl | undefined => {
    const def = registry.find(el.type);
    return def && declOf(def, name);
  };

  // ---------------------------------------------------------------- usage, for the reachability checks
  const reads = new Set<string>();
  const writes = new Set<string>();
  const sceneTargets = new Set<string>();

  document.rules.forEach((rule, r) => {
    const at = `rules.${r}`;
    const ids = { ruleId: rule.id };
    /** Every rule finding names its rule: by name, or by number when it has none. */
    const ruleParams = { rule: rule.name ?? "", ruleNumber: r + 1 };
    if (rule.sceneId !== ALL_SCENES && !scenes.has(rule.sceneId))
      report("error", "unknownScene", { ...ruleParams, at: "scope" }, `${at}.sceneId`, ids);
    if (rule.triggers.length === 0)
      report("error", "ruleWithoutTrigger", ruleParams, `${at}.triggers`, ids);
    if (rule.actions.length === 0)
      report("warning", "ruleWithoutActions", ruleParams, `${at}.actions`, ids);

    // the scenes this rule can run on: its scope, or the scenes of its element triggers
    const ruleScenes = new Set<string>();
    if (rule.sceneId !== ALL_SCENES) ruleScenes.add(rule.sceneId);

    // a rule for all scenes triggered by scene-less events (variables, global elements) may run anywhere
    let anywhere = false;
    rule.triggers.forEach((trigger, t) => {
      const tp = `${at}.triggers.${t}`;
      const check: TriggerCheck = {
        registry,
        number: t + 1,
        report: (severity, code, params, rel, more) =>
          report(severity, code, { ...ruleParams, ...params }, rel ? `${tp}.${rel}` : tp, {
            ...ids,
            ...more,
          }),
        scene: (id) => scenes.get(id)?.scene,
        variable: (id) => variables.get(id),
        element: (id) => elements.get(id),
        nameOf,
        reads: (id) => void reads.add(id),
        firesOn(sceneId) {
          if (rule.sceneId !== ALL_SCENES) return;
          if (sceneId === null) anywhere = true;
          else ruleScenes.add(sceneId);
        },
        revealsAnswer: () => answerTrigger(document, registry, trigger) !== null,
      };
      triggerDefinitionOf(trigger).validate(trigger, check);
    });

    /** Type of an operand, reporting unknown references; undefined when unknown. */
    const operandType = (
      operand: Operand,
      path: string,
      where: DiagnosticParams,
    ): ValueType | "element" | undefined => {
      switch (operand.kind) {
        case "value":
          return typeof operand.value as ValueType;
        case "variable": {
          const v = variables.get(operand.variableId);
          if (!v)
            return void report(
              "error",
              "unknownVariable",
              { ...ruleParams, ...where },
              `${path}.variableId`,
              ids,
            );
          reads.add(v.id);
          return v.type;
        }
        case "property": {
          const located = elements.get(operand.elementId);
          if (!located)
            return void report(
              "error",
              "unknownElement",
              { ...ruleParams, ...where },
              `${path}.elementId`,
              ids,
            );
          const decl = propertyDecl(located.element, operand.property);
          if (!decl)
            return void report(
              "error",
              "unknownProperty",
              {
                ...ruleParams,
                element: nameOf(located.element),
                elementType: located.element.type,
                property: operand.property,
              },
              `${path}.property`,
              { ...ids, elementId: located.element.id },
            );
          return decl.type;
        }
        case "element":
          if (!elements.has(operand.elementId))
            return void report(
              "error",
              "unknownElement",
              { ...ruleParams, ...where },
              `${path}.elementId`,
              ids,
            );
          return "element";
      }
    };

    // ---------------------------------------------------------------- conditions
    const items = rule.conditions.items;
    items.forEach((condition, c) => {
      const cp = `${at}.conditions.items.${c}`;
      const where = { at: "condition", conditionNumber: c + 1 };
      const left = operandType(condition.left, `${cp}.left`, where);
      const right = operandType(condition.right, `${cp}.right`, where);
      if (!left || !right) return;
      if (left === "element") return;
      if (!comparatorsFor(left).includes(condition.comparator)) {
        return void report(
          "error",
          "invalidComparator",
          { ...ruleParams, ...where, comparator: condition.comparator, valueType: left },
          `${cp}.comparator`,
          ids,
        );
      }
      const expected = left === "collision" ? "element" : left;
      if (right !== expected) {
        const code = condition.right.kind === "variable" ? "variableTypeMismatch" : "typeMismatch";
        report(
          "error",
          code,
          { ...ruleParams, ...where, expected, actual: right },
          `${cp}.right`,
          ids,
        );
        return;
      }
      const answered = answerComparison(document, registry, condition);
      if (answered)
        report(
          "warning",
          "answerVisible",
          { ...ruleParams, ...where, element: nameOf(answered.element) },
          cp,
          { ...ids, elementId: answered.element.id },
        );
    });
    const required =
      rule.conditions.operator === "partialAnd"
        ? (rule.conditions.requiredCount ?? items.length)
        : 0;
    if (required > items.length) {
      report(
        "warning",
        "conditionNeverHolds",
        { ...ruleParams, reason: "tooFewConditions", required, count: items.length },
        `${at}.conditions.requiredCount`,
        ids,
      );
    }
    if (rule.conditions.operator === "and") {
      const equalities = new Map<string, { value: Scalar; index: number }>();
      items.forEach((condition, c) => {
        if (
          condition.right.kind !== "value" ||
          (condition.comparator !== "eq" && condition.comparator !== "is")
        )
          return;
        const key = operandKey(condition.left);
        const seen = equalities.get(key);
        if (seen && !scalarsEqual(seen.value, condition.right.value)) {
          report(
            "warning",
            "conditionNeverHolds",
            { ...ruleParams, reason: "contradiction", first: seen.index + 1, second: c + 1 },
            `${at}.conditions.items.${c}`,
            ids,
          );
        } else equalities.set(key, { value: condition.right.value, index: c });
      });
    }

    // ---------------------------------------------------------------- actions
    rule.actions.forEach((action, a) => {
      const ap = `${at}.actions.${a}`;
      const where = { at: "action", actionNumber: a + 1 };
      const check: ActionCheck = {
        registry,
        report: (severity, code, params, rel, more) =>
          report(
            severity,
            code,
            { ...ruleParams, ...where, ...params },
            rel ? `${ap}.${rel}` : ap,
            { ...ids, ...more },
          ),
        scene: (id) => scenes.get(id)?.scene,
        variable: (id) => variables.get(id),
        element: (id) => elements.get(id),
        targetElement(elementId, rel = "elementId") {
          const located = elements.get(elementId);
          if (!located) return void check.report("error", "unknownElement", {}, rel);
          const elementScene = located.sceneId;
          const foreign =
            elementScene !== null &&
            (anywhere || (ruleScenes.size > 0 && !ruleScenes.has(elementScene)));
          if (foreign) {
            const sceneName = scenes.get(elementScene)?.scene.name ?? elementScene;
            check.report(
              "warning",
              "actionOnOtherScene",
              { element: nameOf(located.element), scene: sceneName },
              rel,
              { elementId: located.element.id, sceneId: elementScene },
            );
          }
          return located;
        },
        notChosen: (code, rel) => check.report("error", code, { reason: "notChosen" }, rel),
        propertyDecl,
        checkSource(operand, type, rel) {
          const path = `${ap}.${rel}`;
          const t = operandType(operand, path, where);
          if (t && t !== type)
            report(
              "error",
              operand.kind === "variable" ? "variableTypeMismatch" : "typeMismatch",
              { ...ruleParams, ...where, expected: type, actual: t },
              path,
              ids,
            );
        },
        nameOf,
        writes: (id) => void writes.add(id),
        reaches: (id) => void sceneTargets.add(id),
      };
      definitionOf(action).validate(action, check);
    });
  });

  // ---------------------------------------------------------------- document-wide
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
  // a condition on a variable no rule changes holds or fails forever: report the ones that fail
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
  return out;
}

function operandKey(operand: Condition["left"]): string {
  return operand.kind === "variable"
    ? `v:${operand.variableId}`
    : `p:${operand.elementId}:${operand.property}`;
}

function holdsConstant(value: Scalar, condition: Condition): boolean {
  if (condition.right.kind !== "value") return true;
  return compareScalars(condition.comparator, value, condition.right.value) ?? true;
}

function elementPath(document: GameDocument, elementId: string): string {
  for (const [i, scene] of document.scenes.entries()) {
    const j = scene.elements.findIndex((e) => e.id === elementId);
    if (j >= 0) return `scenes.${i}.elements.${j}`;
  }
  return `globalElements.${document.globalElements.findIndex((e) => e.id === elementId)}`;
}

export const hasErrors = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.some((d) => d.severity === "error");
