/**
 * Ids are opaque strings, unique within one document (elements, scenes, variables, rules and
 * actions share one namespace so that a rule reference can never be ambiguous).
 */
export function createId(prefix = ""): string {
  const uuid = globalThis.crypto.randomUUID().replaceAll("-", "").slice(0, 16);
  return prefix ? `${prefix}_${uuid}` : uuid;
}
