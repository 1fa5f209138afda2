import { Box, Flex, Link, Text } from "@radix-ui/themes";
import { LanguageSwitcher } from "@exitgame/player/kit";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Logo } from "../../components/Logo";

/** Auth pages: brand panel (wide screens), the page's card, language switch. */
export default function AuthLayout() {
  const { t } = useTranslation("editor");
  return (
    <div className="auth-page">
      <aside className="auth-brand">
        <Flex
          direction="column"
          justify="between"
          p="8"
          gap="6"
          style={{ position: "relative", zIndex: 1 }}
        >
          <Flex align="center" gap="3" asChild>
            <a href="/" style={{ color: "inherit", textDecoration: "none" }}>
              <Logo size={36} inverted />
              <Text size="5" weight="bold">
                Exitgame Studio
              </Text>
            </a>
          </Flex>
          <Box>
            <Text
              as="p"
              size="8"
              weight="bold"
              style={{ color: "white", lineHeight: 1.15, maxWidth: 380 }}
            >
              {t("auth.tagline")}
            </Text>
          </Box>
          <Text size="2" style={{ opacity: 0.8 }}>
            © Exitgame Studio
          </Text>
        </Flex>
        <svg className="auth-brand-keyhole" viewBox="0 0 32 32" aria-hidden>
          <circle cx="16" cy="12" r="7" fill="white" />
          <path d="M12.5 16h7l2 13h-11z" fill="white" />
        </svg>
      </aside>
      <main className="auth-main">
        <Flex justify="between" align="center" px="5" py="4">
          <Flex align="center" gap="2" asChild className="auth-mobile-logo">
            <Link href="/" color="gray" underline="none" aria-label="Exitgame Studio">
              <Logo size={28} />
            </Link>
          </Flex>
          <LanguageSwitcher />
        </Flex>
        <Flex flexGrow="1" align="center" justify="center" px="4" pb="8">
          <Box width="100%" maxWidth="420px">
            <Outlet />
          </Box>
        </Flex>
      </main>
    </div>
  );
}
