import type { Locale } from "@exitgame/engine";

const LOCALE_COOKIE = "locale";

/** The visitor's language: the locale cookie the apps set, else Accept-Language, else German. */
export function resolveLocale(request: Request): Locale {
  return localeFromHeaders(request.headers.get("cookie"), request.headers.get("accept-language"));
}

/** The same from the raw header values (express requests). */
export function localeFromHeaders(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const cookie = cookieHeader ?? "";
  const match = /(?:^|;\s*)locale=(de|en)(?:;|$)/.exec(cookie);
  if (match?.[1] === "de" || match?.[1] === "en") return match[1];
  const accept = (acceptLanguage ?? "").toLowerCase();
  const first = accept
    .split(",")
    .map((s) => s.trim().slice(0, 2))
    .find((l) => l === "de" || l === "en");
  return (first as Locale | undefined) ?? "de";
}
export { LOCALE_COOKIE };
