import { Card, Flex, Table, Text } from "@radix-ui/themes";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useTranslation } from "react-i18next";
import { AdminAssetStatsQuery } from "../../auth/admin";
import type { Route } from "./+types/assets";

export async function loader({ request }: Route.LoaderArgs) {
  return (await requestGraphQL(request, AdminAssetStatsQuery, {})).adminAssetStats;
}

function formatBytes(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

export default function AdminAssets({ loaderData: stats }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("editor");
  const total = stats.kinds.reduce(
    (sum, k) => ({
      count: sum.count + k.count,
      curated: sum.curated + k.curated,
      bytes: sum.bytes + k.bytes,
    }),
    {
      count: 0,
      curated: 0,
      bytes: 0,
    },
  );
  return (
    <Flex direction="column" gap="4">
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t("admin.assets.kind")}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t("admin.assets.count")}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">
              {t("admin.assets.curated")}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">{t("admin.assets.size")}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stats.kinds.map((k) => (
            <Table.Row key={k.kind}>
              <Table.RowHeaderCell>{t(`admin.assets.${k.kind}`)}</Table.RowHeaderCell>
              <Table.Cell justify="end">{k.count}</Table.Cell>
              <Table.Cell justify="end">{k.curated}</Table.Cell>
              <Table.Cell justify="end">{formatBytes(k.bytes, i18n.language)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.RowHeaderCell>
              <Text weight="bold">{t("admin.assets.total")}</Text>
            </Table.RowHeaderCell>
            <Table.Cell justify="end">
              <Text weight="bold">{total.count}</Text>
            </Table.Cell>
            <Table.Cell justify="end">
              <Text weight="bold">{total.curated}</Text>
            </Table.Cell>
            <Table.Cell justify="end">
              <Text weight="bold">{formatBytes(total.bytes, i18n.language)}</Text>
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Card>
        <Flex direction="column" gap="1">
          <Text size="2">
            {t("admin.assets.tags")}: <strong>{stats.tags}</strong>
          </Text>
          <Text size="2">
            {t("admin.assets.storedFiles")}: <strong>{stats.storedFiles}</strong>
          </Text>
          <Text size="2" data-testid="asset-storage">
            {t("admin.assets.storage")}:{" "}
            <strong>
              {stats.storage === "s3" ? t("admin.assets.storageS3") : t("admin.assets.storageDisk")}
            </strong>
          </Text>
        </Flex>
      </Card>
    </Flex>
  );
}
