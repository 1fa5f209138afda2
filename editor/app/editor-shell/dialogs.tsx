import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "@exitgame/player/kit";
import type { LocalCopy } from "./autosave";

/** Unsaved changes from a crash or a closed tab were found in this browser. */
export function RestoreDialog(props: {
  copy: LocalCopy;
  sameVersion: boolean;
  onRestore(asCopy: boolean): void;
  onDiscard(): void;
}) {
  const { t } = useTranslation("sceneEditor");
  const format = useDateFormat();
  return (
    <AlertDialog.Root open>
      <AlertDialog.Content maxWidth="600px">
        <AlertDialog.Title>{t("restore.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t(props.sameVersion ? "restore.text" : "restore.textChanged", {
            when: format.dateTime(new Date(props.copy.savedAt)),
          })}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button variant="soft" color="gray" onClick={props.onDiscard}>
            {t("restore.discard")}
          </Button>
          <Button onClick={() => props.onRestore(!props.sameVersion)}>
            {t(props.sameVersion ? "restore.restore" : "restore.asCopy")}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Leaving the editor inside the app while changes are not saved yet. */
export function LeaveDialog(props: { onStay(): void; onLeave(): void }) {
  const { t } = useTranslation("sceneEditor");
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && props.onStay()}>
      <AlertDialog.Content maxWidth="600px">
        <AlertDialog.Title>{t("leave.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t("leave.text")}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t("leave.stay")}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" onClick={props.onLeave}>
            {t("leave.leave")}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Help → What's new. */
export function ChangelogDialog(props: { onClose(): void }) {
  const { t } = useTranslation("sceneEditor");
  const entries = t("changelog.entries", { returnObjects: true }) as string[];
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <AlertDialog.Content maxWidth="600px">
        <AlertDialog.Title>{t("changelog.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t("changelog.intro")}</AlertDialog.Description>
        <ul className="se-changelog">
          {entries.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
        <Flex justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft">{t("changelog.close")}</Button>
          </AlertDialog.Cancel>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
