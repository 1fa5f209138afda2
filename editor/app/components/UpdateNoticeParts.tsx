import * as Toast from "@radix-ui/react-toast";
import { AlertDialog, Button, Callout, Flex, Text } from "@radix-ui/themes";
import { useAppUpdateState, useUnsavedEntities } from "@exitgame/player/kit";
import { useTranslation } from "react-i18next";

/**
 * The app-update notice (loaded when it is first shown, UpdateNotice.tsx): a persistent toast with a reload action on /dashboard,
 * /editor and /admin; in the editor with unsaved game or rule-builder changes the action asks
 * first (max width 600 px). Which of the two shows is the engine machine's decision.
 */
export function UpdateNoticeParts() {
  const { t } = useTranslation("editor");
  const update = useAppUpdateState();
  const unsaved = useUnsavedEntities();
  return (
    <>
      <Toast.Root open={update.toast} duration={Infinity} type="foreground" asChild>
        <Callout.Root
          color="indigo"
          variant="surface"
          data-testid="update-toast"
          style={{ boxShadow: "var(--shadow-4)", background: "var(--color-panel-solid)" }}
        >
          <Flex direction="column" gap="2">
            <Toast.Title asChild>
              <Text weight="bold">{t("update.title")}</Text>
            </Toast.Title>
            <Toast.Description asChild>
              <Callout.Text>{t("update.text")}</Callout.Text>
            </Toast.Description>
            <Flex justify="end">
              <Toast.Action altText={t("update.reload")} asChild>
                <Button size="2" onClick={update.reload} data-testid="update-reload">
                  {t("update.reload")}
                </Button>
              </Toast.Action>
            </Flex>
          </Flex>
        </Callout.Root>
      </Toast.Root>

      <AlertDialog.Root
        open={update.confirming}
        onOpenChange={(open) => {
          if (!open) update.cancel();
        }}
      >
        <AlertDialog.Content maxWidth="600px" data-testid="update-confirm">
          <AlertDialog.Title>{t("update.confirmTitle")}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t("update.confirmText")}</AlertDialog.Description>
          {unsaved.length > 0 && (
            <ul className="update-unsaved">
              {unsaved.map((entity) => (
                <li key={entity.id}>
                  <Text size="2">{t(entity.i18nKey)}</Text>
                </li>
              ))}
            </ul>
          )}
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {t("update.cancel")}
              </Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: closing would count as cancelling. */}
            <Button color="red" onClick={update.confirm} data-testid="update-confirm-reload">
              {t("update.confirmReload")}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}
