/**
 * Small parts of the access-code screen and its dialogs: result toasts, copying, a labelled input,
 * downloads, the CSV delimiter.
 */
import { Flex, Select, Text, TextField } from "@radix-ui/themes";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CompetitionActionResult } from "./actions.server";
import type { Delimiter } from "./csv";
import { useToast } from "../components/Toaster";

/** One toast per fetcher answer: the success text, or the API's message. */
export function useResultToast(
  fetcher: { data?: CompetitionActionResult },
  success: (r: Extract<CompetitionActionResult, { ok: true }>) => string | null,
) {
  const toast = useToast();
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === seen.current) return;
    seen.current = result;
    if (!result.ok) return toast({ text: result.error, tone: "error" });
    const text = success(result);
    if (text) toast({ text, tone: "success" });
  });
}

export function useCopy() {
  const toast = useToast();
  return async (text: string, done: string, failed: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ text: done, tone: "success" });
    } catch {
      toast({ text: failed, tone: "error" });
    }
  };
}

export function LabeledInput(props: {
  label: string;
  name: string;
  type?: "text" | "number" | "date";
  value: string;
  onChange(v: string): void;
  error?: string;
  hint?: string;
  min?: number;
  max?: number;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        value={props.value}
        min={props.min}
        max={props.max}
        autoFocus={props.autoFocus}
        onChange={(e) => props.onChange(e.target.value)}
        color={props.error ? "red" : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-msg`}
      />
      {props.error ? (
        <Text id={`${id}-msg`} size="1" color="red" role="alert">
          {props.error}
        </Text>
      ) : props.hint ? (
        <Text id={`${id}-msg`} size="1" color="gray">
          {props.hint}
        </Text>
      ) : null}
    </Flex>
  );
}

export function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DelimiterSelect({
  value,
  onChange,
}: {
  value: Delimiter;
  onChange(d: Delimiter): void;
}) {
  const { t } = useTranslation("competitions");
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t("codes.importDialog.delimiter")}
      </Text>
      <Select.Root value={value} onValueChange={(v) => onChange(v as Delimiter)}>
        <Select.Trigger id={id} />
        <Select.Content>
          <Select.Item value=";">{t("codes.importDialog.semicolon")}</Select.Item>
          <Select.Item value=",">{t("codes.importDialog.comma")}</Select.Item>
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
