import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { data, useRouteLoaderData } from "react-router";
import type { SessionUser } from "../../auth/session";
import { PageHeader } from "../../components/PageHeader";
import type { Route } from "./+types/lti-link";

/**
 * /dashboard/lti/link/:id [login]: an LMS instructor's first launch (api/src/lti/instructor.ts).
 * The layout sends them to log in first, then back here; they confirm, and the form posts
 * natively to POST /lti/instructor-link, which checks the browser and the e-mail, remembers the
 * pairing and goes on to the dashboard page the launch named.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!/^[0-9a-f-]{36}$/i.test(params.id)) throw data(null, { status: 404 });
  return { id: params.id };
}

export default function LtiLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("lti");
  const { viewer } = useRouteLoaderData("routes/dashboard/layout") as { viewer: SessionUser };
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1100 }}>
      <title>{`${t("link.title")} – Exitgame Studio`}</title>
      <PageHeader title={t("link.title")} />
      <Card size="3" style={{ maxWidth: "44rem" }}>
        <form method="post" action="/lti/instructor-link" aria-label={t("link.title")}>
          <input type="hidden" name="id" value={loaderData.id} />
          <Flex direction="column" gap="4">
            <Text as="p">{t("link.intro", { email: viewer.email })}</Text>
            <Text as="p" size="2" color="gray">
              {t("link.other")}
            </Text>
            <Flex>
              <Button type="submit">{t("link.submit")}</Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
