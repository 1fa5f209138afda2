export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
export const LOCALE_COOKIE = "locale";
/** The locale is remembered in a cookie for 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Query parameter that switches the language (works without JavaScript). */
export const LOCALE_PARAM = "lng";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Picks the first supported language of an Accept-Language header, by its q weights. */
export function localeFromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale);
}

export function resolveLocale(request: Request): Locale {
  const fromCookie = readCookie(request.headers.get("Cookie"), LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * When the URL carries ?lng=xx, answer with a redirect to the same URL without it that sets
 * the cookie; the root loaders of both apps call this first.
 */
export function localeSwitchRedirect(request: Request): Response | undefined {
  const url = new URL(request.url);
  const requested = url.searchParams.get(LOCALE_PARAM);
  if (requested === null) return undefined;
  url.searchParams.delete(LOCALE_PARAM);
  const headers = new Headers({ Location: url.pathname + url.search + url.hash });
  if (isLocale(requested)) headers.set("Set-Cookie", localeCookie(requested));
  return new Response(null, { status: 302, headers });
}
