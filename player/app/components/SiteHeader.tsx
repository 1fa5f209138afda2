import { Box, Container, Flex, Link, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../shell";

/** Header of the public pages. Links into the editor app are full page loads (another app). */
export function SiteHeader() {
  const { t } = useTranslation("player");
  return (
    <Box
      asChild
      style={{ borderBottom: "1px solid var(--gray-a5)", background: "var(--color-panel-solid)" }}
    >
      <header>
        <Container size="4" px="4">
          <Flex align="center" justify="between" py="3" gap="4" wrap="wrap">
            <Flex align="center" gap="2" asChild>
              <a href="/" style={{ textDecoration: "none", color: "inherit" }}>
                <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
                <Text weight="bold" size="4">
                  Exitgame Studio
                </Text>
              </a>
            </Flex>
            <Flex align="center" gap="4" asChild>
              <nav aria-label={t("nav.label")}>
                <Link href="/competitions">{t("nav.competitions")}</Link>
                <Link href="/dashboard">{t("nav.dashboard")}</Link>
                <LanguageSwitcher />
              </nav>
            </Flex>
          </Flex>
        </Container>
      </header>
    </Box>
  );
}
