/**
 * A date and time typed in the viewer's format ("24.11.2026 14:30", "24/11/2026 2:30 PM"), with
 * a calendar to pick the day: picking keeps the typed time (or takes 08:00).
 */
import { IconButton, Popover } from "@radix-ui/themes";
import type { Locale } from "@exitgame/player/kit";
import { useState, type ChangeEvent } from "react";
import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale/de";
import { enGB } from "react-day-picker/locale/en-GB";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import { Field } from "../forms/Field";
import type { Message } from "../forms/validation";

const DATE = {
  de: /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?!\d)/,
  en: /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?!\d)/,
};
const DEFAULT_TIME = { de: "08:00", en: "8:00 AM" };

/** The calendar day a typed text names (its date part), as a local date for the calendar. */
export function dayOf(text: string, locale: Locale): Date | undefined {
  const m = DATE[locale].exec(text.trim());
  if (!m) return undefined;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const day = new Date(year, Number(m[2]) - 1, Number(m[1]));
  return day.getDate() === Number(m[1]) ? day : undefined;
}

/** The text with its date part replaced by `day` (the typed time kept, else 08:00). */
export function withDay(text: string, day: Date, locale: Locale): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const sep = locale === "de" ? "." : "/";
  const date = [pad(day.getDate()), pad(day.getMonth() + 1), day.getFullYear()].join(sep);
  const time = text
    .trim()
    .replace(DATE[locale], "")
    .replace(/^,?\s*/, "")
    .trim();
  return `${date} ${dayOf(text, locale) && time ? time : DEFAULT_TIME[locale]}`;
}

function CalendarIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

export function DateTimeField(props: {
  label: string;
  name: string;
  value: string;
  locale: Locale;
  placeholder: string;
  hint: string;
  error?: Message;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  /** A day picked in the calendar: the field's new text. */
  onPick(text: string): void;
}) {
  const { t } = useTranslation("competitions");
  const selected = dayOf(props.value, props.locale);
  const [open, setOpen] = useState(false);
  return (
    <Field
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      placeholder={props.placeholder}
      hint={props.hint}
      error={props.error}
      slot={
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger>
            <IconButton
              type="button"
              variant="ghost"
              color="gray"
              size="2"
              aria-label={t("form.pickDate", { field: props.label })}
            >
              <CalendarIcon />
            </IconButton>
          </Popover.Trigger>
          <Popover.Content size="1" aria-label={t("form.pickDate", { field: props.label })}>
            <DayPicker
              mode="single"
              locale={props.locale === "de" ? de : enGB}
              selected={selected}
              defaultMonth={selected}
              onSelect={(day) => {
                if (!day) return;
                props.onPick(withDay(props.value, day, props.locale));
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Root>
      }
    />
  );
}
