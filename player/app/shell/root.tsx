import type { Resource } from "i18next";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { AppDocument, documentLocale } from "./AppDocument";
import { PrivacyFooter } from "./PrivacyFooter";
import { localeSwitchRedirect, resolveLocale, type Locale } from "./locale";
import { timeZoneFromCookie, useRememberTimeZone } from "./time-zone";
import { AppUpdateContext, useAppUpdate } from "./app-update/use-app-update";
import { DEFAULT_PUBLIC_SETTINGS, publicSettings, type PublicSettings } from "./public-settings";

/** The root loader both apps use: a language switch (?lng=) first, then the visitor's locale and time zone. */
export function rootLoader(request: Request): {
  locale: Locale;
  timeZone: string;
  settings: PublicSettings;
} {
  const redirect = localeSwitchRedirect(request);
  if (redirect) throw redirect;
  return {
    locale: resolveLocale(request),
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    settings: publicSettings(process.env),
  };
}

/**
 * The root Layout both apps use; it also wraps the error boundary, when loader data may be
 * missing. It runs the app-update machine (update notice and chunk-reload guard); the apps draw
 * the notice from AppUpdateContext.
 */
export function RootLayout({ resources, children }: { resources: Resource; children: ReactNode }) {
  const data = useRouteLoaderData<{ locale: Locale; settings?: PublicSettings }>("root");
  useRememberTimeZone();
  const settings = data?.settings ?? DEFAULT_PUBLIC_SETTINGS;
  const update = useAppUpdate({
    enabled: settings.updateNotice,
    base: import.meta.env.BASE_URL,
  });
  return (
    <AppDocument locale={data?.locale ?? documentLocale()} resources={resources}>
      <AppUpdateContext.Provider value={update}>
        {children}
        <PrivacyFooter />
      </AppUpdateContext.Provider>
    </AppDocument>
  );
}
