/**
 * Editing an element's text in place on the canvas (double-click or Enter): a text area over the
 * element; typing is one undo step per burst; Escape or Ctrl+Enter ends and returns to the element.
 */
import type { Element } from "@exitgame/engine";
import { useTranslation } from "react-i18next";
import type { EditorActions } from "../editor-shell/actions";

export function InlineTextEditor({
  el,
  field,
  actions,
  onDone,
}: {
  el: Element;
  field: string;
  actions: EditorActions;
  /** Editing ended; `refocus` when the element should get the focus back. */
  onDone(refocus: boolean): void;
}) {
  const { t } = useTranslation("sceneEditor");
  return (
    <textarea
      className="se-inline-text"
      data-testid="inline-text"
      autoFocus
      aria-label={t("inlineText", { name: el.name })}
      style={{
        left: el.x,
        top: el.y,
        width: el.width,
        height: el.height,
        transform: `rotate(${el.rotation}deg)`,
      }}
      value={String((el.props as Record<string, unknown>)[field] ?? "")}
      onChange={(e) => actions.updateProps([el.id], { [field]: e.target.value }, `inline:${el.id}`)}
      onKeyDown={(e) => {
        if (e.key === "Escape" || (e.key === "Enter" && (e.ctrlKey || e.metaKey))) {
          e.preventDefault();
          e.stopPropagation();
          onDone(true);
        }
      }}
      onBlur={() => onDone(false)}
    />
  );
}
