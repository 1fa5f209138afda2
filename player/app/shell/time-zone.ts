import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime, formatTime, isTimeZone } from "./format";
import type { Locale } from "./locale";

/** The browser's time zone, remembered so that the server renders the next page in it. */
export const TIME_ZONE_COOKIE = "tz";

export function timeZoneFromCookie(cookieHeader: string | null): string {
  const match = /(?:^|;\s*)tz=([^;]*)/.exec(cookieHeader ?? "");
  const zone = match ? decodeURIComponent(match[1]!) : undefined;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone dates are shown in: while hydrating the one the server rendered with (from the
 * cookie, else the product's default), then the browser's own — no hydration mismatch.
 */
export function useTimeZone(): string {
  const data = useRouteLoaderData<{ timeZone?: string }>("root");
  const serverZone = data?.timeZone ?? DEFAULT_TIME_ZONE;
  return useSyncExternalStore(noSubscription, browserTimeZone, () => serverZone);
}

/** Writes the browser's zone into the cookie when the server did not know it yet. */
export function useRememberTimeZone(): void {
  const data = useRouteLoaderData<{ timeZone?: string }>("root");
  useEffect(() => {
    const zone = browserTimeZone();
    if (isTimeZone(zone) && zone !== data?.timeZone) {
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    }
  }, [data?.timeZone]);
}

/** Date and time formats in the page's language and the visitor's time zone. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const zone = useTimeZone();
  const locale = i18n.language as Locale;
  return {
    date: useCallback((value: Date | string) => formatDate(value, locale, zone), [locale, zone]),
    time: useCallback((value: Date | string) => formatTime(value, locale, zone), [locale, zone]),
    dateTime: useCallback(
      (value: Date | string) => formatDateTime(value, locale, zone),
      [locale, zone],
    ),
  };
}
