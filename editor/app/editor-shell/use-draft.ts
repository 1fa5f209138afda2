import { useState } from "react";

/**
 * Text being typed that follows `value` whenever it changes from outside (undo, another
 * selection), without an effect: the render-time update React recommends for derived state.
 */
export function useDraft<T>(value: T, same: (draft: T, value: T) => boolean = Object.is) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!same(draft, value)) setDraft(value);
  }
  return [draft, setDraft] as const;
}
