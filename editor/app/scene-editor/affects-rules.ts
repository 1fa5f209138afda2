import type { PruneReport } from "@exitgame/engine";

/** True when the operation would change or delete rules (a delete then asks first). */
export function affectsRules(report: PruneReport | null): report is PruneReport {
  return !!report && report.removedRules.length + report.modifiedRules.length > 0;
}
