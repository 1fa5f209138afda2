/**
 * Compiles the document's rules once, when the runtime is created: conditions into one test
 * per rule, actions into closures (./actions), and an index from trigger keys to the rules they
 * fire, so an event finds its rules with one map lookup. A part that cannot compile is reported
 * in `diagnostics` with its path; its condition never holds, its action is skipped.
 */
import type { Rule, Scalar } from "../document/rule-schema";
import {
  CompileError,
  compileCondition,
  compileGroup,
  type ElementSlot,
  type Slots,
  type Test,
} from "../rules/compile";
import type { DiagnosticParams } from "../rules/diagnostic";
import { triggerDefinitionOf } from "../rules/triggers";
import type { TriggerKeyTools } from "../rules/triggers/contract";
import { compileAction, skippedAction, type ActionHost, type CompiledAction } from "./actions";
import type { RuntimeDiagnostic } from "./types";

export interface CompiledRule {
  id: string;
  sceneId: string;
  /** 'rules.3', for diagnostics. */
  path: string;
  /** Names the rule in diagnostics: { rule: name, ruleNumber }. */
  params: DiagnosticParams;
  test: Test;
  /** Each condition's result now (for RuntimeOptions.trace only). */
  conditionResults(): boolean[];
  actions: CompiledAction[];
  /** The event serial the rule last ran for (a rule runs once per event). */
  lastSerial: number;
}
export interface IndexEntry {
  rule: CompiledRule;
  /** "changed to": the value the event must carry (numbers within the tolerance). */
  to: Scalar | undefined;
}

export { elementKey, hintKey, sceneFromKey, sceneToKey, variableKey } from "../rules/triggers/keys";

export function compileRules(
  ruleList: readonly Rule[],
  deps: { slots: Slots; elements: ReadonlyMap<string, ElementSlot>; host: ActionHost },
  diagnostics: RuntimeDiagnostic[],
): { rules: Map<string, CompiledRule>; index: Map<string, IndexEntry[]> } {
  const { slots, elements, host } = deps;
  const keyTools: TriggerKeyTools = {
    element: (id) => elements.get(id),
    fail(code, params): never {
      throw new CompileError(code, params);
    },
  };
  const rules = new Map<string, CompiledRule>();
  const index = new Map<string, IndexEntry[]>();
  ruleList.forEach((rule, r) => {
    const path = `rules.${r}`;
    const ruleParams = { rule: rule.name ?? "", ruleNumber: r + 1 };
    const tests: Test[] = [];
    rule.conditions.items.forEach((condition, c) => {
      try {
        tests.push(compileCondition(condition, slots));
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        diagnostics.push({
          code: error.code,
          params: { ...ruleParams, at: "condition", conditionNumber: c + 1, ...error.params },
          path: `${path}.conditions.items.${c}`,
          ruleId: rule.id,
        });
        tests.push(() => false);
      }
    });
    const compiled: CompiledRule = {
      id: rule.id,
      sceneId: rule.sceneId,
      path,
      params: ruleParams,
      test: compileGroup(rule.conditions, tests),
      conditionResults: () => tests.map((test) => test()),
      actions: rule.actions.map((action, a) => {
        try {
          return compileAction(action, host);
        } catch (error) {
          if (!(error instanceof CompileError)) throw error;
          diagnostics.push({
            code: error.code,
            params: { ...ruleParams, at: "action", actionNumber: a + 1, ...error.params },
            path: `${path}.actions.${a}`,
            ruleId: rule.id,
            actionId: action.id,
          });
          return skippedAction(action);
        }
      }),
      lastSerial: -1,
    };
    rules.set(rule.id, compiled);
    // Disabled rules stay compiled (a snapshot may hold one of their continuations) but never fire.
    if (!rule.enabled) return;
    rule.triggers.forEach((trigger, t) => {
      let filed: { key: string; to?: Scalar };
      try {
        filed = triggerDefinitionOf(trigger).key(trigger, keyTools);
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        diagnostics.push({
          code: error.code,
          params: { ...ruleParams, at: "trigger", ...error.params },
          path: `${path}.triggers.${t}`,
          ruleId: rule.id,
        });
        return;
      }
      const list = index.get(filed.key);
      const entry = { rule: compiled, to: filed.to };
      if (list) list.push(entry);
      else index.set(filed.key, [entry]);
    });
  });

  return { rules, index };
}
