import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import { useCountdown } from "../contract/countdown";
import type { InputProps, InputState } from "./definition";

export function InputRenderer({
  element,
  state,
  mode,
  act,
}: RendererProps<InputProps, InputState>) {
  const { t } = useTranslation("elements");
  const id = useId();
  const { label, placeholder, buttonText } = element.props;
  const value = state?.value ?? "";
  const [draft, setDraft] = useState(value);
  // Rules may set or clear the value: the field follows (state derived from a changed prop).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const accessibleLabel = element.accessibleName || label || element.name || t("input.label");
  const waiting = useCountdown(state?.waitSeconds ?? 0);
  // Why nothing happens yet: a check running, a wait, or an answer found wrong before.
  const status =
    waiting > 0
      ? t("input.wait", { count: waiting })
      : state?.checking
        ? t("input.checking")
        : (state?.repeated ?? 0) > 0 && draft.trim() === value
          ? t("input.repeated")
          : "";
  return (
    <form
      className="eg-input"
      onSubmit={(e) => {
        e.preventDefault();
        if (mode === "play") act("submit", { value: draft });
      }}
    >
      {label ? (
        <label className="eg-input-label" htmlFor={id}>
          {label}
        </label>
      ) : null}
      <div className="eg-input-row">
        <input
          id={id}
          className="eg-input-field"
          type="text"
          value={draft}
          placeholder={placeholder}
          aria-label={label && !element.accessibleName ? undefined : accessibleLabel}
          maxLength={2000}
          autoComplete="off"
          readOnly={mode !== "play"}
          onChange={(e) => setDraft(e.target.value)}
        />
        {buttonText ? (
          <button type="submit" className="eg-button">
            {buttonText}
          </button>
        ) : null}
      </div>
      <div className="eg-input-status" role="status" aria-live="polite">
        {status}
      </div>
    </form>
  );
}
