import { Button, Callout, Dialog, Flex, Text } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";

/**
 * The SCORM 1.2 package of a game or competition (its owner's): what it does, that the score is
 * relayed by the browser, and the download (GET /api/games/:id/scorm, /api/competitions/:id/scorm).
 */
export function ScormDialog({
  kind,
  id,
  server,
  published = true,
  open,
  onOpenChange,
}: {
  kind: "game" | "competition";
  id: string | number;
  /** The server the package names (the game's public address). */
  server: string;
  /** A game's package exists only once it is published. */
  published?: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation("scorm");
  const href = `/api/${kind === "game" ? "games" : "competitions"}/${id}/scorm`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px" data-testid="scorm-dialog">
        <Dialog.Title>{t("download.title")}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {kind === "game" ? t("download.gameText", { server }) : t("download.competitionText")}
        </Dialog.Description>
        <Text as="p" size="2" color="gray" mb="3">
          {t("download.relayed")}
        </Text>
        {!published ? (
          <Callout.Root color="amber" role="status" mb="3">
            <Callout.Text>{t("download.notPublished")}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t("download.close")}
            </Button>
          </Dialog.Close>
          {published ? (
            <Button asChild>
              <a href={href} download data-testid="scorm-download">
                {t("download.button")}
              </a>
            </Button>
          ) : null}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
