import { Callout, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "./validation";

export function useMessage() {
  const { t } = useTranslation("editor");
  return (message: Message | undefined) =>
    message ? t(message.key, message.params ?? {}) : undefined;
}

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  error?: Message;
  type?: "text" | "email" | "password" | "datetime-local" | "number";
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
  autoFocus?: boolean;
  inputMode?: "numeric" | "text" | "email";
  maxLength?: number;
  size?: "2" | "3";
  style?: React.CSSProperties;
  /** A control at the field's right end (a date field's calendar button). */
  slot?: React.ReactNode;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A labelled text field with its message below (aria-invalid, aria-describedby). */
export function Field(props: FieldProps) {
  const { t } = useTranslation("editor");
  const message = useMessage();
  const id = useId();
  const [reveal, setReveal] = useState(false);
  const errorText = message(props.error);
  const describedBy =
    [errorText ? `${id}-error` : null, props.hint ? `${id}-hint` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const isPassword = props.type === "password";
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        name={props.name}
        type={isPassword && reveal ? "text" : (props.type ?? "text")}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        size={props.size ?? "3"}
        color={errorText ? "red" : undefined}
        variant={errorText ? "soft" : "surface"}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        style={props.style}
      >
        {props.slot ? <TextField.Slot side="right">{props.slot}</TextField.Slot> : null}
        {isPassword && (
          <TextField.Slot side="right">
            <IconButton
              type="button"
              variant="ghost"
              color="gray"
              size="1"
              onClick={() => setReveal((r) => !r)}
              aria-label={reveal ? t("form.hidePassword") : t("form.showPassword")}
              aria-pressed={reveal}
            >
              <EyeIcon open={!reveal} />
            </IconButton>
          </TextField.Slot>
        )}
      </TextField.Root>
      {errorText ? (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {errorText}
        </Text>
      ) : props.hint ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {props.hint}
        </Text>
      ) : null}
    </Flex>
  );
}

/** 'Form incomplete.' or the server's message, above the submit button. */
export function FormMessage({ incomplete, message }: { incomplete: boolean; message?: Message }) {
  const { t } = useTranslation("editor");
  const text = useMessage();
  if (!incomplete && !message) return null;
  return (
    <Callout.Root color="red" role="alert" size="1" data-testid="form-message">
      <Callout.Text>
        {incomplete ? (
          <>
            <strong>{t("form.incomplete")}</strong> {t("form.incompleteHint")}
          </>
        ) : (
          text(message)
        )}
      </Callout.Text>
    </Callout.Root>
  );
}

export function Notice({
  children,
  color = "green",
}: {
  children: ReactNode;
  color?: "green" | "blue" | "amber";
}) {
  return (
    <Callout.Root color={color} size="1" role="status">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

type FieldBinding = Pick<FieldProps, "name" | "value" | "onChange" | "onBlur" | "error">;

/** A new password and its repetition (registration, reset, settings): one hint, the right autocomplete. */
export function NewPasswordFields(props: {
  label: string;
  password: FieldBinding;
  confirm: FieldBinding;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("editor");
  return (
    <>
      <Field
        label={props.label}
        type="password"
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        autoFocus={props.autoFocus}
        {...props.password}
      />
      <Field
        label={t("auth.confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...props.confirm}
      />
    </>
  );
}
