import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { reportChunkLoadError } from "./app-update/use-app-update";
import { LanguageSwitcher } from "./LanguageSwitcher";

/** 404 for unknown routes, 403 for pages the viewer's roles do not open, 500 for everything else. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation("shell");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const status = notFound ? 404 : forbidden ? 403 : 500;
  // A page whose code could not be loaded (a deploy replaced it) reloads once.
  useEffect(() => reportChunkLoadError(error), [error]);
  const title = notFound
    ? t("errors.notFoundTitle")
    : forbidden
      ? t("errors.forbiddenTitle")
      : t("errors.serverErrorTitle");
  return (
    <Flex
      align="center"
      justify="center"
      minHeight="100vh"
      p="4"
      style={{ background: "var(--gray-2)" }}
    >
      <title>{`${title} – Exitgame Studio`}</title>
      <Card size="4" style={{ maxWidth: 520, width: "100%" }}>
        <Flex direction="column" gap="3" data-testid="error-page" data-status={status}>
          <Text size="8" weight="bold" color="gray" aria-hidden>
            {status}
          </Text>
          <Heading as="h1" size="6">
            {title}
          </Heading>
          <Text as="p" color="gray">
            {notFound
              ? t("errors.notFoundText")
              : forbidden
                ? t("errors.forbiddenText")
                : t("errors.serverErrorText")}
          </Text>
          <Flex justify="between" align="center" mt="2" wrap="wrap" gap="3">
            <Button asChild>
              <a href="/">{t("errors.backHome")}</a>
            </Button>
            <Box>
              <LanguageSwitcher />
            </Box>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
