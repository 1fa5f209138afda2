/**
 * Elements known to have passed `checkGameDocument` (or the changed-document check): what
 * `checkChangedDocument` does not check again. Held weakly; documents are never changed in
 * place, so a checked element stays checked (an element's check does not depend on the rest).
 */
import type { GameDocument } from "../document/schema";

export const checkedElements = new WeakSet<object>();

export function rememberChecked(doc: GameDocument) {
  for (const scene of doc.scenes) for (const el of scene.elements) checkedElements.add(el);
  for (const el of doc.globalElements) checkedElements.add(el);
}
