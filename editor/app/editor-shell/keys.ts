/** True when the key press belongs to a text field (typing, not a command). */
export function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return (
    el.isContentEditable ||
    el.tagName === "TEXTAREA" ||
    el.tagName === "SELECT" ||
    (el.tagName === "INPUT" &&
      !["checkbox", "radio", "button", "range"].includes((el as HTMLInputElement).type))
  );
}

/** True while a dialog is open: the editor's shortcuts wait. */
export function hasOpenDialog(): boolean {
  return (
    typeof window !== "undefined" &&
    !!window.document.querySelector("[role=dialog], [role=alertdialog]")
  );
}
