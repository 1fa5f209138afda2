import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { announce } from "../contract/announcer";
import { useCountdown } from "../contract/countdown";
import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import { codeLength, type NumberCodeInputProps, type NumberCodeInputState } from "./definition";
import "./number-code-input.css";

const INITIAL: NumberCodeInputState = {
  currentValue: "",
  unlocked: false,
  incorrectAttempts: 0,
  checking: false,
  wrong: false,
  wrongShown: 0,
  rejected: [],
  waitSeconds: 0,
  hintsTaken: 0,
};

export function NumberCodeInputRenderer({
  element,
  state = INITIAL,
  mode,
  act,
}: RendererProps<NumberCodeInputProps, NumberCodeInputState>) {
  const { t } = useTranslation("elements");
  const props = element.props;
  // A lock without a code yet (a new one in the editor) shows four empty positions.
  const count = codeLength(props) || 4;
  const chars = [...state.currentValue];
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const [justOpened, setJustOpened] = useState(false);
  const [seenUnlocked, setSeenUnlocked] = useState(state.unlocked);
  if (seenUnlocked !== state.unlocked) {
    setSeenUnlocked(state.unlocked);
    setJustOpened(state.unlocked);
  }
  const waiting = useCountdown(state.waitSeconds ?? 0);
  // Status messages go through the player's one live region, each once when it happens.
  const wrongShown = state.wrongShown ?? 0;
  const playing = mode === "play";
  const waitingNow = waiting > 0;
  useEffect(() => {
    if (playing && justOpened) announce(t("numberCodeInput.correct"));
  }, [playing, justOpened, t]);
  useEffect(() => {
    if (playing && wrongShown > 0) announce(t("numberCodeInput.incorrect"));
  }, [playing, wrongShown, t]);
  useEffect(() => {
    if (playing && waitingNow) announce(t("numberCodeInput.wait", { count: waiting }));
    // Announced when the wait begins, not on every second of it.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, waitingNow, t]);

  const disabled = mode !== "play";
  // An opened lock keeps its boxes focusable (read-only, not disabled): a disabled box that has
  // the focus drops it to the page's body, and the next Tab would start over from the top.
  const done = state.unlocked;
  // The check button goes when the lock opens; if it had the focus, the last box takes it over
  // (in the same commit, before any key press can reach the page's body).
  const checkButton = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const button = checkButton.current;
    if (!done || !button || button.isConnected) return;
    checkButton.current = null;
    const active = globalThis.document?.activeElement;
    if (!active || active === globalThis.document.body) cells.current[count - 1]?.focus();
  }, [done, count]);
  const lockName = element.accessibleName || element.name || t("numberCodeInput.label");
  const write = (value: string, focus: number) => {
    act("type", { value });
    cells.current[Math.max(0, Math.min(count - 1, focus))]?.focus();
  };
  const onInput = (index: number, typed: string) => {
    if (done) return;
    const clean = [...typed.replace(/\s/gu, "")];
    if (clean.length === 0) return;
    // Typing over an entry judged wrong starts a new entry: one wrong code is checked once,
    // not once per corrected position.
    const base = state.wrong ? [] : chars;
    // Typing past the entered code continues where it ends: positions never have gaps.
    const at = Math.min(index, base.length);
    const next = [...base.slice(0, at), ...clean, ...base.slice(at + clean.length)].slice(0, count);
    write(next.join(""), at + clean.length);
  };
  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (done && (e.key === "Backspace" || e.key === "Enter")) e.preventDefault();
    else if (e.key === "Backspace") {
      e.preventDefault();
      if (state.wrong) return write("", 0);
      const at = index < chars.length && chars[index] ? index : Math.min(index, chars.length) - 1;
      if (at < 0) return;
      write([...chars.slice(0, at), ...chars.slice(at + 1)].join(""), at);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      cells.current[Math.max(0, index - 1)]?.focus();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      cells.current[Math.min(count - 1, index + 1, chars.length)]?.focus();
    } else if (e.key === "Enter" && mode === "play") {
      e.preventDefault();
      act("validate");
    }
  };
  const status = state.unlocked
    ? justOpened
      ? t("numberCodeInput.correct")
      : ""
    : waiting > 0
      ? t("numberCodeInput.wait", { count: waiting })
      : state.checking
        ? t("numberCodeInput.checking")
        : state.wrong
          ? t("numberCodeInput.incorrect")
          : "";

  const classes = [
    "eg-code",
    props.showBackground ? "eg-code--bg" : "",
    props.showBorder ? "eg-code--border" : "",
    state.unlocked ? "eg-code--unlocked" : "",
    state.wrong && !state.unlocked
      ? `eg-code--incorrect eg-code--shake-${(state.wrongShown ?? 0) % 2}`
      : "",
    state.checking || waiting > 0 ? "eg-code--busy" : "",
  ];
  return (
    <div className={classes.filter(Boolean).join(" ")} role="group" aria-label={lockName}>
      <div className="eg-code-cells">
        {Array.from({ length: count }, (_, i) => (
          <input
            key={i}
            ref={(node) => {
              cells.current[i] = node;
            }}
            className="eg-code-cell"
            value={chars[i] ?? ""}
            placeholder={props.showPlaceholder ? "•" : undefined}
            aria-label={t("numberCodeInput.positionOf", { lock: lockName, index: i + 1, count })}
            aria-invalid={state.wrong || undefined}
            inputMode="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={disabled}
            readOnly={done || undefined}
            aria-disabled={done || undefined}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) =>
              onInput(i, e.target.value.replace(chars[i] ?? "", "") || e.target.value)
            }
            onPaste={(e) => {
              e.preventDefault();
              onInput(i, e.clipboardData.getData("text"));
            }}
            onKeyDown={(e) => onKeyDown(i, e)}
          />
        ))}
        {!props.autoValidate && !state.unlocked ? (
          <button
            type="button"
            ref={(node) => {
              // Kept after unmounting: the effect above asks whether it had the focus.
              if (node) checkButton.current = node;
            }}
            className="eg-button eg-code-check"
            disabled={mode !== "play"}
            // Busy rather than disabled while an entry is checked: it keeps the focus.
            aria-disabled={state.checking || waiting > 0 || undefined}
            onClick={() => {
              if (!state.checking && waiting === 0) act("validate");
            }}
          >
            {t("numberCodeInput.check")}
          </button>
        ) : null}
        {state.unlocked && props.showIconOnSuccess ? (
          <svg
            className="eg-code-icon"
            viewBox="0 0 24 24"
            role="img"
            aria-label={t("numberCodeInput.unlocked")}
          >
            <path
              fill="currentColor"
              d="M12 17a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm6-9h-1V6a5 5 0 0 0-9.9-1l1.95.45A3 3 0 0 1 15 6v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zm0 12H6V10h12v10z"
            />
          </svg>
        ) : null}
      </div>
      <div className="eg-code-status" data-testid="code-status">
        {status}
      </div>
    </div>
  );
}
