/**
 * The inspector's code editor: CodeMirror 6 with JavaScript or JSON highlighting. Loaded on
 * demand (CodeField imports it lazily), so the editor route's first load does not carry it.
 * The document is the source of truth: every edit goes out through `onChange`, and a value that
 * changes from outside (undo, another selection) replaces the text without echoing back.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import { json } from "@codemirror/lang-json";
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import { useEffect, useRef } from "react";

export interface CodeMirrorEditorProps {
  id: string;
  /** The field's label (a <label for> does not reach an editable div). */
  label: string;
  value: string;
  language: "js" | "json";
  placeholder?: string;
  /** Id of the element that describes the field (its error), if any. */
  describedBy?: string;
  invalid?: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

const theme = EditorView.theme({
  "&": { fontSize: "12px", border: "1px solid var(--gray-a7)", borderRadius: "var(--radius-2)" },
  "&.cm-focused": { outline: "2px solid var(--focus-8)", outlineOffset: "-1px" },
  ".cm-scroller": { fontFamily: "var(--code-font-family)", minHeight: "8em", maxHeight: "24em" },
  ".cm-gutters": { background: "var(--gray-a2)", color: "var(--gray-10)", border: "none" },
});

export default function CodeMirrorEditor({
  id,
  label,
  value,
  language,
  describedBy,
  invalid,
  onChange,
  onBlur,
}: CodeMirrorEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the listener the view was created with.
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  const applyingOutside = useRef(false);

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          language === "json" ? json() : javascript(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          theme,
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applyingOutside.current)
              latest.current.onChange(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur();
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view lives as long as the field; the value is synchronised below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const current = v.state.doc.toString();
    if (current === value) return;
    applyingOutside.current = true;
    v.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    applyingOutside.current = false;
  }, [value]);

  // The editable node carries the field's id and state, so the label and error belong to it.
  useEffect(() => {
    const content = view.current?.contentDOM;
    if (!content) return;
    content.id = id;
    content.setAttribute("aria-label", label);
    content.setAttribute("aria-multiline", "true");
    content.setAttribute("role", "textbox");
    if (describedBy) content.setAttribute("aria-describedby", describedBy);
    else content.removeAttribute("aria-describedby");
    content.setAttribute("aria-invalid", invalid ? "true" : "false");
  }, [id, label, describedBy, invalid, language]);

  return <div ref={host} className="se-codemirror" data-testid="code-editor" />;
}
