/**
 * One rule: its scope, that it has triggers and actions, each trigger and action by its own
 * definition (engine/src/rules/triggers, engine/src/rules/actions), and its conditions. Records
 * what the rule reads, writes and leads to for the document-wide checks.
 */
import { ALL_SCENES } from "../../document/constants";
import type { Rule } from "../../document/rule-schema";
import { answerTrigger } from "../../answers/visible-answers";
import { definitionOf } from "../actions";
import type { ActionCheck } from "../actions/contract";
import { triggerDefinitionOf } from "../triggers";
import type { TriggerCheck } from "../triggers/contract";
import { checkConditions } from "./conditions";
import type { ValidationContext } from "./context";
import { operandType, type RuleSite } from "./operands";

export function checkRule(ctx: ValidationContext, rule: Rule, r: number) {
  const { report, registry, document, scenes, variables, elements, nameOf } = ctx;
  const at = `rules.${r}`;
  const ids = { ruleId: rule.id };
  const ruleParams = { rule: rule.name ?? "", ruleNumber: r + 1 };
  const site: RuleSite = { at, ids, ruleParams };
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
      reads: (id) => void ctx.reads.add(id),
      firesOn(sceneId) {
        if (rule.sceneId !== ALL_SCENES) return;
        if (sceneId === null) anywhere = true;
        else ruleScenes.add(sceneId);
      },
      revealsAnswer: () => answerTrigger(document, registry, trigger) !== null,
    };
    triggerDefinitionOf(trigger).validate(trigger, check);
  });

  checkConditions(ctx, site, rule);

  rule.actions.forEach((action, a) => {
    const ap = `${at}.actions.${a}`;
    const where = { at: "action", actionNumber: a + 1 };
    const check: ActionCheck = {
      registry,
      report: (severity, code, params, rel, more) =>
        report(severity, code, { ...ruleParams, ...where, ...params }, rel ? `${ap}.${rel}` : ap, {
          ...ids,
          ...more,
        }),
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
      propertyDecl: ctx.propertyDecl,
      checkSource(operand, type, rel) {
        const path = `${ap}.${rel}`;
        const t = operandType(ctx, site, operand, path, where);
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
      writes: (id) => void ctx.writes.add(id),
      reaches: (id) => void ctx.sceneTargets.add(id),
    };
    definitionOf(action).validate(action, check);
  });
}
