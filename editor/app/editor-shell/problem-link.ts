/** What a diagnostic is about, as the validator tags it. */
export interface ProblemTarget {
  ruleId?: string;
  sceneId?: string;
  elementId?: string;
  variableId?: string;
}

/**
 * Where a problem is fixed: its rule in the logic builder, or its scene / element in the scene
 * editor (which shows the scene and selects the element). Never shown: the link is what the
 * teacher follows from the problem's sentence, which names the rule, scene, element or variable.
 */
export function problemHref(gameId: string | number, problem: ProblemTarget): string {
  if (problem.ruleId)
    return `/editor/${gameId}/logic?${new URLSearchParams({ rule: problem.ruleId })}`;
  const params = new URLSearchParams();
  if (problem.sceneId) params.set("scene", problem.sceneId);
  if (problem.elementId) params.set("element", problem.elementId);
  if (problem.variableId && !problem.elementId) params.set("variable", problem.variableId);
  const query = params.toString();
  return query ? `/editor/${gameId}?${query}` : `/editor/${gameId}`;
}
