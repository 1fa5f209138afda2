import { Badge, Card, Code, DataList, Text } from "@radix-ui/themes";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useTranslation } from "react-i18next";
import { AdminEnvironmentQuery } from "../../auth/admin";
import type { Route } from "./+types/env";

export async function loader({ request }: Route.LoaderArgs) {
  return (await requestGraphQL(request, AdminEnvironmentQuery, {})).adminEnvironment;
}

export default function AdminEnv({ loaderData: env }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("editor");
  const hours = Math.floor(env.uptimeSeconds / 3600);
  const minutes = Math.floor((env.uptimeSeconds % 3600) / 60);
  return (
    <Card size="3">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>{t("admin.env.version")}</DataList.Label>
          <DataList.Value>
            <Code variant="ghost">{env.version}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.environment")}</DataList.Label>
          <DataList.Value>
            <Badge color={env.environment === "production" ? "green" : "amber"}>
              {t(
                env.environment === "production" ? "admin.env.production" : "admin.env.development",
              )}
            </Badge>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.node")}</DataList.Label>
          <DataList.Value>
            <Code variant="ghost">{env.nodeVersion}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.database")}</DataList.Label>
          <DataList.Value>
            {env.database === "embedded"
              ? t("admin.env.databaseEmbedded")
              : t("admin.env.databaseExternal")}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.mail")}</DataList.Label>
          <DataList.Value>
            {env.mail === "smtp" ? t("admin.env.mailSmtp") : t("admin.env.mailOutbox")}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.rateLimits")}</DataList.Label>
          <DataList.Value>
            {env.rateLimits === "redis"
              ? t("admin.env.rateLimitsRedis")
              : t("admin.env.rateLimitsMemory")}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.publicUrl")}</DataList.Label>
          <DataList.Value>
            {env.publicUrl ? (
              <Code variant="ghost">{env.publicUrl}</Code>
            ) : (
              <Text color="amber">{t("admin.env.publicUrlUnset")}</Text>
            )}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.dataDir")}</DataList.Label>
          <DataList.Value>
            <Code variant="ghost">{env.dataDir}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.uptime")}</DataList.Label>
          <DataList.Value>{t("admin.env.uptimeValue", { hours, minutes })}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t("admin.env.commonPasswords")}</DataList.Label>
          <DataList.Value>{env.commonPasswords.toLocaleString(i18n.language)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}
