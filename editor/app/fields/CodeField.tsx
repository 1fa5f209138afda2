/**
 * A code field of the inspector (field kind `code`): CodeMirror. The inspector loads this module
 * on demand, with CodeMirror, when the first code field shows (a plain text area stands in
 * meanwhile), so neither is part of the editor route's first load. JSON is
 * checked as typed, with a translated message saying where it breaks. Typing is recorded as
 * one undo step per burst (see TypingBursts).
 */
import { Text } from "@radix-ui/themes";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import CodeMirrorEditor from "./CodeMirrorEditor";
import { checkJson, TypingBursts } from "./code-check";

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  language: "js" | "json";
  placeholder?: string;
  /** A new text; `burst` is the squash key suffix of this typing burst. */
  onChange(value: string, burst: string): void;
}

export function CodeField({ id, label, value, language, placeholder, onChange }: CodeFieldProps) {
  const { t } = useTranslation("sceneEditor");
  const errorId = useId();
  const bursts = useRef(new TypingBursts());
  const problem = language === "json" ? checkJson(value) : null;
  const change = (text: string) => onChange(text, bursts.current.key(Date.now()));
  const end = () => bursts.current.end();
  return (
    <div className="se-code-field">
      <CodeMirrorEditor
        id={id}
        label={label}
        value={value}
        language={language}
        placeholder={placeholder}
        describedBy={problem ? errorId : undefined}
        invalid={problem !== null}
        onChange={change}
        onBlur={end}
      />
      {problem ? (
        <Text as="p" size="1" color="red" role="alert" id={errorId} data-testid="code-error">
          {t("codeField.jsonError", { line: problem.line, column: problem.column })}
        </Text>
      ) : null}
    </div>
  );
}
