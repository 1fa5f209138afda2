import { findElement } from "../document/element-index";
import type { GameDocument } from "../document/schema";
import type { Registry } from "../elements/registry";
import { answerMatches } from "./match";

/**
 * The verdict on `value` for an element of a document that still has its answers (the stored
 * game on the server, the editor's document in the preview). null: no such element, or its type
 * checks no answers.
 */
export function checkAnswerIn(
  document: GameDocument,
  registry: Registry,
  elementId: string,
  value: string,
): "correct" | "incorrect" | null {
  const el = findElement(document, elementId)?.element;
  const def = el ? registry.find(el.type) : undefined;
  if (!el || !def?.answer) return null;
  const props = def.schema.safeParse(el.props);
  if (!props.success) return null;
  return answerMatches(def.answer(props.data), value) ? "correct" : "incorrect";
}
