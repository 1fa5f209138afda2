import { Box, Card, Container, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { Notice } from "../../forms/Field";
import { dayPart } from "../../components/greeting";
import { visibleNav } from "../../components/nav";
import { PageHeader } from "../../components/PageHeader";
import { RoleBadges } from "../../components/RoleBadges";
import type { SessionUser } from "../../auth/session";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  return {
    serverHour: new Date().getHours(),
    welcome: new URL(request.url).searchParams.get("welcome") === "1",
  };
}

function subscribeMinutes(onChange: () => void) {
  const id = setInterval(onChange, 60_000);
  return () => clearInterval(id);
}

/** The visitor's own hour; the server's while hydrating, so that the first render matches. */
function useHour(serverHour: number): number {
  return useSyncExternalStore(
    subscribeMinutes,
    () => new Date().getHours(),
    () => serverHour,
  );
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { viewer } = useRouteLoaderData("routes/dashboard/layout") as { viewer: SessionUser };
  const hour = useHour(loaderData.serverHour);
  const name = viewer.displayName?.trim() || viewer.email;
  const cards = visibleNav(viewer).filter((item) => item.card);
  return (
    <Container size="3" px="5" py="7">
      <PageHeader
        title={
          <span data-testid="greeting">{t(`dashboard.greeting.${dayPart(hour)}`, { name })}</span>
        }
        description={t("dashboard.intro")}
      />
      {loaderData.welcome && (
        <Box mb="5">
          <Notice>{t("dashboard.welcome")}</Notice>
        </Box>
      )}
      <Grid columns={{ initial: "1", sm: "2", md: "3" }} gap="4">
        {cards.map((item) => (
          <Link key={item.key} to={item.href} className="dash-card-link" prefetch="intent">
            <Card size="3" style={{ height: "100%" }}>
              <Flex direction="column" gap="2">
                <Flex align="center" gap="2" style={{ color: "var(--accent-11)" }}>
                  <item.icon />
                  <Heading as="h2" size="4">
                    {t(`nav.${item.key}`)}
                  </Heading>
                </Flex>
                <Text size="2" color="gray">
                  {t(`dashboard.cards.${item.card}`)}
                </Text>
              </Flex>
            </Card>
          </Link>
        ))}
      </Grid>
      <Flex mt="6" gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray">
          {t("dashboard.yourRoles")}:
        </Text>
        <RoleBadges roles={viewer.roles} />
      </Flex>
    </Container>
  );
}
