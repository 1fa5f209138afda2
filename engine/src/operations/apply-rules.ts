/** Operations on rules: insert, update, delete, enable or disable, move. */
import { type Rule } from "../document/rule-schema";
import { type GameDocument } from "../document/schema";
import type { Operation, OperationOf } from "./types";
import {
  NOTHING,
  type Result,
  checkRule,
  claimIds,
  documentIds,
  fail,
  idCache,
  ok,
  ruleIds,
  ruleIndexOf,
} from "./apply-shared";

export function insertRules(
  doc: GameDocument,
  items: { index: number; rule: Rule }[],
  applied: Operation,
): Result {
  if (items.length === 0) return ok(doc, NOTHING, applied);
  const taken = documentIds(doc);
  const fresh = new Set<string>();
  for (const [i, item] of items.entries()) {
    const error = checkRule(item.rule, `items.${i}.rule`);
    if (error) return error;
    const clash = claimIds(taken, ruleIds(item.rule), fresh);
    if (clash) return clash;
  }
  const rules = doc.rules.slice();
  const sorted = items.slice().sort((a, b) => a.index - b.index);
  for (const { index, rule } of sorted) {
    if (!Number.isInteger(index) || index < 0 || index > rules.length)
      return fail("indexOutOfRange", { index, length: rules.length }, "index");
    rules.splice(index, 0, rule);
  }
  const ids = items.map((item) => item.rule.id);
  return ok({ ...doc, rules }, { type: "deleteRules", ids }, applied, ids);
}

export function updateRule(doc: GameDocument, op: OperationOf<"updateRule">): Result {
  const index = ruleIndexOf(doc, op.rule?.id);
  if (index < 0) return fail("ruleNotFound", { id: String(op.rule?.id ?? "") }, "rule.id");
  const error = checkRule(op.rule, "rule");
  if (error) return error;
  const old = doc.rules[index]!;
  // condition and action ids must stay unique; the rule's own old ones may be kept
  const own = new Set(ruleIds(old));
  const taken = documentIds(doc);
  const fresh = new Set<string>();
  for (const id of ruleIds(op.rule)) {
    if (fresh.has(id) || (taken.has(id) && !own.has(id))) return fail("duplicateId", { id });
    fresh.add(id);
  }
  const rules = doc.rules.slice();
  rules[index] = op.rule;
  const next = { ...doc, rules };
  if (fresh.size === own.size && [...fresh].every((id) => own.has(id))) idCache.set(next, taken);
  return ok(next, { type: "updateRule", rule: old }, op);
}

export function deleteRules(doc: GameDocument, op: OperationOf<"deleteRules">): Result {
  if (op.ids.length === 0) return ok(doc, NOTHING, op);
  const ids = new Set(op.ids);
  const items: { index: number; rule: Rule }[] = [];
  doc.rules.forEach((rule, index) => {
    if (ids.has(rule.id)) items.push({ index, rule });
  });
  if (items.length !== ids.size) {
    const missing = op.ids.find((id) => !items.some((item) => item.rule.id === id))!;
    return fail("ruleNotFound", { id: missing });
  }
  return ok(
    { ...doc, rules: doc.rules.filter((r) => !ids.has(r.id)) },
    { type: "insertRules", items },
    op,
  );
}

export function setRulesEnabled(doc: GameDocument, op: OperationOf<"setRulesEnabled">): Result {
  if (op.ids.length === 0) return fail("emptySelection");
  const rules = doc.rules.slice();
  const changed: string[] = [];
  for (const id of op.ids) {
    const index = ruleIndexOf(doc, id);
    if (index < 0) return fail("ruleNotFound", { id });
    const rule = rules[index]!;
    if (rule.enabled === op.enabled) continue;
    rules[index] = { ...rule, enabled: op.enabled };
    changed.push(id);
  }
  if (changed.length === 0) return ok(doc, NOTHING, op);
  return ok({ ...doc, rules }, { type: "setRulesEnabled", ids: changed, enabled: !op.enabled }, op);
}

export function moveRule(doc: GameDocument, op: OperationOf<"moveRule">): Result {
  const from = ruleIndexOf(doc, op.id);
  if (from < 0) return fail("ruleNotFound", { id: op.id }, "id");
  if (!Number.isInteger(op.index) || op.index < 0 || op.index >= doc.rules.length)
    return fail("indexOutOfRange", { index: op.index, length: doc.rules.length }, "index");
  const rules = doc.rules.slice();
  const [rule] = rules.splice(from, 1);
  rules.splice(op.index, 0, rule!);
  return ok({ ...doc, rules }, { type: "moveRule", id: op.id, index: from }, op);
}
