/** Operations on variables (global or an element's): add, update, delete. */
import {
  VariableSchema,
  VariableTypeSchema,
  type Element,
  type GameDocument,
  type Variable,
} from "../document/schema";
import { pruneReferences, ruleReferences } from "./references";
import type { Operation, OperationOf, VariablePatch } from "./types";
import {
  type Failure,
  type Located,
  type Result,
  containerOf,
  documentIds,
  fail,
  isFailure,
  locate,
  ok,
  restoreRules,
  withContainers,
} from "./apply-shared";

interface VariableSite {
  variable: Variable;
  /** null: global. */
  element: Located | null;
  index: number;
}

function findVariable(doc: GameDocument, id: string): VariableSite | undefined {
  const g = doc.variables.findIndex((v) => v.id === id);
  if (g >= 0) return { variable: doc.variables[g]!, element: null, index: g };
  const scan = (list: Element[], sceneIndex: number): VariableSite | undefined => {
    for (let i = 0; i < list.length; i++) {
      const element = list[i]!;
      const k = element.variables.findIndex((v) => v.id === id);
      if (k >= 0)
        return {
          variable: element.variables[k]!,
          element: { element, sceneIndex, index: i },
          index: k,
        };
    }
    return undefined;
  };
  for (let s = 0; s < doc.scenes.length; s++) {
    const site = scan(doc.scenes[s]!.elements, s);
    if (site) return site;
  }
  return scan(doc.globalElements, -1);
}

const DEFAULT_VALUES = { string: "", number: 0, boolean: false } as const;

/** Name and type rules of a variable at its place (elementId null: global). */
function checkVariable(
  doc: GameDocument,
  variable: Variable,
  owner: Element | null,
  path: string,
): Failure | null {
  if (typeof variable?.name !== "string" || variable.name.trim() === "")
    return fail("variableNameRequired", {}, `${path}.name`);
  if (!VariableTypeSchema.safeParse(variable.type).success)
    return fail("variableTypeRequired", {}, `${path}.type`);
  if (typeof variable.initialValue !== variable.type)
    return fail("variableValueMismatch", { type: variable.type }, `${path}.initialValue`);
  if (!VariableSchema.safeParse(variable).success) return fail("invalidVariable", {}, path);
  const clash = (list: readonly Variable[]) =>
    list.some((v) => v.id !== variable.id && v.name === variable.name);
  const taken =
    owner === null
      ? clash(doc.variables) ||
        [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements].some((el) =>
          clash(el.variables),
        )
      : clash(doc.variables) || clash(owner.variables);
  if (taken) return fail("variableNameTaken", { name: variable.name }, `${path}.name`);
  return null;
}

function withVariables(
  doc: GameDocument,
  owner: Located | null,
  variables: Variable[],
): GameDocument {
  if (!owner) return { ...doc, variables };
  const list = containerOf(doc, owner.sceneIndex).slice();
  list[owner.index] = { ...owner.element, variables };
  return withContainers(doc, new Map([[owner.sceneIndex, list]]));
}

export function addVariable(doc: GameDocument, op: OperationOf<"addVariable">): Result {
  let owner: Located | null = null;
  if (op.elementId !== null) {
    const found = locate(doc, [op.elementId]);
    if (isFailure(found)) return found;
    owner = found.get(op.elementId)!;
  }
  const error = checkVariable(doc, op.variable, owner?.element ?? null, "variable");
  if (error) return error;
  if (documentIds(doc).has(op.variable.id))
    return fail("duplicateId", { id: op.variable.id }, "variable.id");
  const list = owner ? owner.element.variables : doc.variables;
  const index = op.index ?? list.length;
  if (!Number.isInteger(index) || index < 0 || index > list.length)
    return fail("indexOutOfRange", { index, length: list.length }, "index");
  const variables = list.slice();
  variables.splice(index, 0, op.variable);
  return ok(
    withVariables(doc, owner, variables),
    { type: "deleteVariable", id: op.variable.id, prune: false },
    op,
    [op.variable.id],
  );
}

export function updateVariable(doc: GameDocument, op: OperationOf<"updateVariable">): Result {
  const site = findVariable(doc, op.id);
  if (!site) return fail("variableNotFound", { id: op.id }, "id");
  const old = site.variable;
  const patch: VariablePatch = op.patch ?? {};
  const back: VariablePatch = {};
  const next: Variable = { ...old };
  for (const key in patch) {
    if (key === "name" || key === "type" || key === "initialValue") {
      (back as Record<string, unknown>)[key] = old[key];
      (next as Record<string, unknown>)[key] = patch[key];
    } else if (key === "description") {
      back.description = old.description ?? null;
      if (patch.description === null || patch.description === undefined) delete next.description;
      else next.description = patch.description;
    } else return fail("invalidPatch", { field: key }, `patch.${key}`);
  }
  if (next.type !== old.type) {
    const users = doc.rules.filter((rule) => ruleReferences(rule).variables.includes(old.id));
    if (users.length > 0)
      return fail(
        "variableTypeInUse",
        { rules: users.map((r) => r.id), count: users.length },
        "patch.type",
      );
    if (!("initialValue" in patch) && VariableTypeSchema.safeParse(next.type).success) {
      next.initialValue = DEFAULT_VALUES[next.type];
      back.initialValue = old.initialValue;
    }
  }
  const error = checkVariable(doc, next, site.element?.element ?? null, "patch");
  if (error) return error;
  const list = (site.element ? site.element.element.variables : doc.variables).slice();
  list[site.index] = next;
  return ok(
    withVariables(doc, site.element, list),
    { type: "updateVariable", id: op.id, patch: back },
    op,
  );
}

export function deleteVariable(doc: GameDocument, op: OperationOf<"deleteVariable">): Result {
  const site = findVariable(doc, op.id);
  if (!site) return fail("variableNotFound", { id: op.id }, "id");
  const list = (site.element ? site.element.element.variables : doc.variables).filter(
    (v) => v.id !== op.id,
  );
  let next = withVariables(doc, site.element, list);
  const inverse: Operation = {
    type: "addVariable",
    elementId: site.element ? site.element.element.id : null,
    variable: site.variable,
    index: site.index,
  };
  if (op.prune === false) return ok(next, inverse, op);
  const pruned = pruneReferences(doc.rules, { variables: new Set([op.id]) });
  if (pruned.rules === doc.rules) return ok(next, inverse, op);
  next = { ...next, rules: pruned.rules };
  return ok(
    next,
    { type: "batch", ops: [inverse, ...restoreRules(pruned.originals, pruned.report)] },
    op,
    [],
    pruned.report,
  );
}
