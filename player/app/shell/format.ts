import type { Locale } from "./locale";

/** Where the server renders dates before it learns the visitor's zone (the product's home). */
export const DEFAULT_TIME_ZONE = "Europe/Berlin";

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    // Throws a RangeError for an unknown zone.
    return Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar and clock fields of an instant as seen in `timeZone`. */
function fields(value: Date | string, timeZone: string) {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: parts.month!,
    day: parts.day!,
    hour: Number(parts.hour),
    minute: parts.minute!,
  };
}

/** Spec §1: dd.mm.yy in German, dd/mm/yy in English. */
export function formatDate(
  value: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const { day, month, year } = fields(value, timeZone);
  const yy = String(year % 100).padStart(2, "0");
  return locale === "de" ? `${day}.${month}.${yy}` : `${day}/${month}/${yy}`;
}

/** Spec §1: 24-hour clock in German, 12-hour in English. */
export function formatTime(
  value: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const { hour, minute } = fields(value, timeZone);
  if (locale === "de") return `${String(hour).padStart(2, "0")}:${minute}`;
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

export function formatDateTime(
  value: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  return `${formatDate(value, locale, timeZone)} ${formatTime(value, locale, timeZone)}`;
}
