/** A message: an i18n key of the editor namespace with its parameters. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

/** A rule returns a message when the value is not acceptable. */
export type Rule<V> = (value: string, values: V) => Message | undefined;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 80;

export const required: Rule<unknown> = (value) =>
  value.trim() ? undefined : { key: "validation.required" };

export const email: Rule<unknown> = (value) =>
  !value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
    ? undefined
    : { key: "validation.email" };

export const newPassword: Rule<unknown> = (value): Message | undefined => {
  const n = [...value].length;
  if (n === 0) return undefined;
  if (n < PASSWORD_MIN) return { key: "validation.passwordMin", params: { min: PASSWORD_MIN } };
  if (n > PASSWORD_MAX) return { key: "validation.passwordMax", params: { max: PASSWORD_MAX } };
  return undefined;
};

export const displayName: Rule<unknown> = (value) =>
  [...value.trim()].length > NAME_MAX
    ? { key: "validation.nameMax", params: { max: NAME_MAX } }
    : undefined;

export const otpCode: Rule<unknown> = (value) =>
  !value.trim() || /^\d{6}$/.test(value.replace(/\s+/g, ""))
    ? undefined
    : { key: "validation.codeFormat" };

export function sameAs<V extends Record<string, string>>(other: keyof V): Rule<V> {
  return (value, values) =>
    value && value !== values[other] ? { key: "validation.passwordMismatch" } : undefined;
}

export type Rules<V extends Record<string, string>> = { [K in keyof V]?: Rule<V>[] };

/** First failing rule per field; the same function runs in the browser and in the action. */
export function validate<V extends Record<string, string>>(
  rules: Rules<V>,
  values: V,
): Partial<Record<keyof V, Message>> {
  const errors: Partial<Record<keyof V, Message>> = {};
  for (const name of Object.keys(rules) as (keyof V)[]) {
    for (const rule of rules[name] ?? []) {
      const message = rule(values[name] ?? "", values);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}

/** Reads the named fields of a submitted form as strings. */
export function formValues<K extends string>(
  form: FormData,
  names: readonly K[],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === "string" ? value : "";
  }
  return out;
}
