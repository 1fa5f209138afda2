/**
 * Joins catalogue parts: a namespace may come in parts (the scene editor's few words of `logic`
 * with the page's catalogue, the rest with the logic builder), so they merge deeply.
 */
import type { ResourceLanguage } from "i18next";

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function mergeTree(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from))
    out[key] = isTree(out[key]) && isTree(value) ? mergeTree(out[key], value) : value;
  return out;
}

export function mergeStrings(...parts: ResourceLanguage[]): ResourceLanguage {
  return parts.reduce<Tree>((out, part) => mergeTree(out, part), {}) as ResourceLanguage;
}
