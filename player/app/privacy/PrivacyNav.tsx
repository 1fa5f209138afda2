import { Flex, Link } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";

export const PRIVACY_PAGES = [
  { href: "/privacy", key: "students" },
  { href: "/privacy/teachers", key: "teachers" },
  { href: "/privacy/processing", key: "processing" },
] as const;

/** Links between the three privacy pages (the current one marked for screen readers). */
export function PrivacyNav({ current }: { current: string }) {
  const { t } = useTranslation("shell");
  return (
    <Flex gap="4" wrap="wrap" asChild mb="5">
      <nav aria-label={t("privacy.nav")}>
        {PRIVACY_PAGES.map((page) => (
          <Link
            key={page.href}
            href={page.href}
            aria-current={page.href === current ? "page" : undefined}
            weight={page.href === current ? "bold" : "regular"}
          >
            {t(`privacy.${page.key}`)}
          </Link>
        ))}
      </nav>
    </Flex>
  );
}
