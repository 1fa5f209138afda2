import type { Locale } from "./locale";

/** Spec §1: dd.mm.yy in German, dd/mm/yy in English. */
export function formatDate(value: Date | string, locale: Locale): string {
  const d = new Date(value);
  const dd = String(d.getDate()).padStart(2, "0");
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const yy = String(d.getFullYear() % 100).padStart(2, "0");
  return locale === "de" ? `${dd}.${mm}.${yy}` : `${dd}/${mm}/${yy}`;
}

/** Spec §1: 24-hour clock in German, 12-hour in English. */
export function formatTime(value: Date | string, locale: Locale): string {
  const d = new Date(value);
  const minutes = String(d.getMinutes()).padStart(2, "0");
  if (locale === "de") return `${String(d.getHours()).padStart(2, "0")}:${minutes}`;
  const h = d.getHours() % 12 || 12;
  return `${h}:${minutes} ${d.getHours() < 12 ? "AM" : "PM"}`;
}

export function formatDateTime(value: Date | string, locale: Locale): string {
  return `${formatDate(value, locale)} ${formatTime(value, locale)}`;
}
