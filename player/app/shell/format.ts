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

/** Dd.mm.yy in German, dd/mm/yy in English. */
export function formatDate(
  value: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const { day, month, year } = fields(value, timeZone);
  const yy = String(year % 100).padStart(2, "0");
  return locale === "de" ? `${day}.${month}.${yy}` : `${day}/${month}/${yy}`;
}

/** 24-hour clock in German, 12-hour in English. */
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

/**
 * A date-and-time field's text for an instant, as the viewer types it: "24.11.2026 14:30" in
 * German, "24/11/2026 2:30 PM" in English (the short date's order and clock, with a four-digit year).
 */
export function formatDateTimeInput(
  value: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const { day, month, year } = fields(value, timeZone);
  const date = locale === "de" ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
  return `${date} ${formatTime(value, locale, timeZone)}`;
}

/** What a date-and-time field expects, for its hint: "TT.MM.JJJJ HH:MM" / "dd/mm/yyyy h:mm AM". */
export const DATE_TIME_INPUT_PATTERN: Record<Locale, string> = {
  de: "TT.MM.JJJJ HH:MM",
  en: "dd/mm/yyyy h:mm AM",
};

const INPUT_PATTERN: Record<Locale, RegExp> = {
  // 24.11.2026 14:30, 24.11.26 9:05, optionally "um" or a comma between date and time
  de: /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4}),?\s+(?:um\s+)?(\d{1,2}):(\d{2})(?:\s*Uhr)?$/i,
  // 24/11/2026 2:30 PM, 24/11/26 14:30 (a 24-hour time without AM/PM is understood too)
  en: /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}),?\s+(?:at\s+)?(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?$/i,
};

/**
 * The instant a date-and-time text means in `timeZone`, or null when it is not a real date and
 * time in the viewer's format (31.02., 25:00, 13 PM, a skipped hour of a clock change).
 */
export function parseDateTimeInput(
  text: string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): Date | null {
  const match = INPUT_PATTERN[locale].exec(text.trim());
  if (!match) return null;
  const [, d, m, y, h, min, meridiem] = match;
  const day = Number(d);
  const month = Number(m);
  const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
  let hour = Number(h);
  const minute = Number(min);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase().startsWith("p");
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  // The zone's offset at that wall time: guess, then correct once (clock changes).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  const seen = fields(new Date(instant), timeZone);
  if (seen.hour !== hour || Number(seen.minute) !== minute || Number(seen.day) !== day) return null;
  return new Date(instant);
}

/** How far `timeZone`'s clock is ahead of UTC at an instant (ms). */
function offsetAt(instant: number, timeZone: string): number {
  const f = fields(new Date(instant), timeZone);
  const asUtc = Date.UTC(f.year, Number(f.month) - 1, Number(f.day), f.hour, Number(f.minute));
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}
