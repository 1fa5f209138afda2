import { Flex, Link, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { LOCALE_PARAM, LOCALES } from "./locale";

/** Plain links (?lng=xx): the root loader sets the cookie and redirects, with or without JS. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation("shell");
  return (
    <Flex gap="2" align="center" asChild>
      <nav aria-label={t("language")}>
        {LOCALES.map((locale) =>
          locale === i18n.language ? (
            <Text key={locale} size="2" weight="bold" aria-current="true" lang={locale}>
              {t(`languages.${locale}`)}
            </Text>
          ) : (
            <Link
              key={locale}
              size="2"
              href={`?${LOCALE_PARAM}=${locale}`}
              lang={locale}
              hrefLang={locale}
            >
              {t(`languages.${locale}`)}
            </Link>
          ),
        )}
      </nav>
    </Flex>
  );
}
