import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigation } from "react-router";
import { validate, type Message, type Rules } from "./validation";

/** What an action returns when the input or the API refused the submission. */
export interface ActionFailure {
  ok: false;
  /** A form-level message (shown in a callout). */
  message?: Message;
  /** Messages per field (shown under the field). */
  fields?: Record<string, Message>;
  /** Values to put back (never passwords). */
  values?: Record<string, string>;
}

/**
 * Form behaviour everywhere: messages appear when a field is left (blur) after typing in it; submitting marks every
 * field as submitted and validates; with a blocking message the form stays, shows 'Form
 * incomplete.' and does not submit; otherwise it submits and shows loading until the answer.
 * Messages from the server (the action) show on their fields until the field is edited.
 */
export function useForm<V extends Record<string, string>>(options: {
  initial: V;
  rules: Rules<V>;
  failure?: ActionFailure;
  action?: string;
}) {
  const { initial, rules, failure } = options;
  const [values, setValues] = useState<V>(() => ({
    ...initial,
    ...(failure?.values as Partial<V> | undefined),
  }));
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  // Server messages show until their field is edited; a new failure shows its messages again.
  const [edited, setEdited] = useState<Partial<Record<keyof V, boolean>>>({});
  const [seenFailure, setSeenFailure] = useState(failure);
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    setEdited({});
  }
  const navigation = useNavigation();

  const errors = useMemo(() => validate(rules, values), [rules, values]);
  const hasErrors = Object.keys(errors).length > 0;

  const error = useCallback(
    (name: keyof V): Message | undefined => {
      const local = touched[name] || submitted ? errors[name] : undefined;
      if (local) return local;
      if (edited[name]) return undefined;
      return failure?.fields?.[name as string];
    },
    [errors, touched, submitted, failure, edited],
  );

  const field = useCallback(
    (name: keyof V & string) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setEdited((current) => (current[name] ? current : { ...current, [name]: true }));
      },
      // A field only left (say, the focused first field when a link is clicked) shows nothing yet.
      onBlur: () => {
        if (values[name] !== initial[name])
          setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
      },
    }),
    [values, initial],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      setSubmitted(true);
      if (hasErrors) {
        event.preventDefault();
        setIncomplete(true);
        const first = Object.keys(errors)[0];
        if (first)
          event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setIncomplete(false);
    },
    [hasErrors, errors],
  );

  const submitting =
    navigation.state !== "idle" &&
    navigation.formMethod !== undefined &&
    (!options.action || navigation.formAction === options.action);

  return {
    values,
    setValues,
    field,
    error,
    onSubmit,
    submitting,
    incomplete: incomplete && hasErrors,
    failureMessage: failure?.message,
  };
}
