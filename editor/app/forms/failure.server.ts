import type { FormFailure } from "../auth/api.server";
import type { ActionFailure } from "./use-form";
import type { Message, Rules } from "./validation";
import { validate } from "./validation";

/** Fields an API error code belongs to, by default. */
const CODE_FIELD: Record<string, string> = {
  PASSWORD_TOO_SHORT: "password",
  PASSWORD_TOO_LONG: "password",
  PASSWORD_TOO_COMMON: "password",
  WRONG_PASSWORD: "currentPassword",
  INVALID_CODE: "code",
};

const VALIDATION_KEYS: Record<string, string> = {
  invalid: "validation.email",
  required: "validation.required",
  tooLong: "validation.nameMax",
};

/** The translated message of an API error (counts for plurals: minutes, attempts left). */
export function failureMessage(failure: FormFailure): Message {
  const { code, params } = failure;
  if (code === "RATE_LIMITED")
    return { key: "errors.RATE_LIMITED", params: { count: Number(params.minutes ?? 1) } };
  if (code === "INVALID_CODE")
    return { key: "errors.INVALID_CODE", params: { count: Number(params.attemptsLeft ?? 0) } };
  const known = new Set([
    "BAD_USER_INPUT",
    "UNAUTHENTICATED",
    "FORBIDDEN",
    "EMAIL_NOT_VERIFIED",
    "INVALID_CREDENTIALS",
    "LOGIN_CODE_REQUIRED",
    "LOGIN_CODE_INVALID",
    "TOO_BUSY",
    "PAYLOAD_TOO_LARGE",
    "PASSWORD_TOO_SHORT",
    "PASSWORD_TOO_LONG",
    "PASSWORD_TOO_COMMON",
    "WRONG_PASSWORD",
    "CODE_EXPIRED",
    "ALREADY_VERIFIED",
    "INVALID_RESET_TOKEN",
    "USER_NOT_FOUND",
    "CANNOT_REMOVE_OWN_ADMIN",
    "NETWORK",
    "CSRF",
  ]);
  return { key: `errors.${known.has(code) ? code : "UNKNOWN"}`, params };
}

/**
 * An API refusal as the form shows it: on its field when it has one (renamed through
 * `fieldMap`, e.g. password → newPassword), otherwise above the button.
 */
export function toActionFailure(
  failure: FormFailure,
  values: Record<string, string>,
  fieldMap: Record<string, string> = {},
): ActionFailure {
  const message = failureMessage(failure);
  const fields: Record<string, Message> = {};
  for (const [name, key] of Object.entries(failure.fields ?? {})) {
    fields[fieldMap[name] ?? name] = {
      key: VALIDATION_KEYS[key] ?? "validation.required",
      params: { max: 80 },
    };
  }
  const target = failure.field ?? CODE_FIELD[failure.code];
  if (target && !failure.fields) fields[fieldMap[target] ?? target] = message;
  const hasFields = Object.keys(fields).length > 0;
  return { ok: false, fields, message: hasFields ? undefined : message, values };
}

/** Server-side check with the same rules as the browser (for submissions without JavaScript). */
export function invalidInput<V extends Record<string, string>>(
  rules: Rules<V>,
  values: V,
  keep: (keyof V)[],
): ActionFailure | undefined {
  const errors = validate(rules, values);
  if (Object.keys(errors).length === 0) return undefined;
  const kept = Object.fromEntries(keep.map((k) => [k, values[k]])) as Record<string, string>;
  return {
    ok: false,
    fields: errors as Record<string, Message>,
    values: kept,
    message: { key: "form.incompleteHint" },
  };
}
