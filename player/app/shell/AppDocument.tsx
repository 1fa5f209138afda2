import { Theme } from "@radix-ui/themes";
import type { Resource } from "i18next";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Links, Meta, Scripts, ScrollRestoration } from "react-router";
import { createI18n } from "./i18n";
import { useNonce } from "./nonce";
import "./shell.css";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locale";

/** The locale of the page already rendered, for when the root loader had no data. */
export function documentLocale(): Locale {
  if (typeof document === "undefined") return DEFAULT_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The HTML document both apps share: language, theme, translations. */
export function AppDocument(props: { locale: Locale; resources: Resource; children: ReactNode }) {
  const { locale, resources, children } = props;
  const i18n = useMemo(() => createI18n(locale, resources), [locale, resources]);
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={`${import.meta.env.BASE_URL}favicon.svg`} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <Theme accentColor="indigo" grayColor="slate" radius="medium" appearance="light">
            {children}
          </Theme>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
