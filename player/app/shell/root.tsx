import type { Resource } from "i18next";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { AppDocument, documentLocale } from "./AppDocument";
import { localeSwitchRedirect, resolveLocale, type Locale } from "./locale";
import { timeZoneFromCookie, useRememberTimeZone } from "./time-zone";

/** The root loader both apps use: a language switch (?lng=) first, then the visitor's locale and time zone. */
export function rootLoader(request: Request): { locale: Locale; timeZone: string } {
  const redirect = localeSwitchRedirect(request);
  if (redirect) throw redirect;
  return {
    locale: resolveLocale(request),
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
  };
}

/** The root Layout both apps use; it also wraps the error boundary, when loader data may be missing. */
export function RootLayout({ resources, children }: { resources: Resource; children: ReactNode }) {
  const data = useRouteLoaderData<{ locale: Locale }>("root");
  useRememberTimeZone();
  return (
    <AppDocument locale={data?.locale ?? documentLocale()} resources={resources}>
      {children}
    </AppDocument>
  );
}
