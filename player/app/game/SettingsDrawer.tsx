import { Button, Dialog, Flex, IconButton, Text, VisuallyHidden } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { ToolIconButton } from "./ToolIconButton";
import type { Mixer } from "./effects/mixer";
import { MixerControls } from "./MixerControls";

const speaker = (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M3 10v4h4l5 5V5L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
  </svg>
);

/**
 * The settings drawer: master volume, mute, and a mixer for music, effects and voice. Opened by
 * a round icon beside the stage while a game runs, or by a labelled button on the start screen
 * (`onStartScreen`), where a player can set the sound before it begins, by keyboard too.
 */
export function SettingsDrawer({
  mixer,
  onStartScreen = false,
}: {
  mixer: Mixer;
  onStartScreen?: boolean;
}) {
  const { t } = useTranslation("player");
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        {onStartScreen ? (
          <Button size="2" variant="soft" color="gray" highContrast data-testid="settings-open">
            {speaker}
            {t("settings.open")}
          </Button>
        ) : (
          <ToolIconButton aria-label={t("settings.open")} data-testid="settings-open">
            {speaker}
          </ToolIconButton>
        )}
      </Dialog.Trigger>
      <Dialog.Content className="eg-drawer" aria-describedby={undefined} maxWidth="360px">
        <Dialog.Title>{t("settings.title")}</Dialog.Title>
        <Flex direction="column" gap="5" mt="4">
          <MixerControls mixer={mixer} />
          <Text size="1" color="gray">
            {t("settings.remembered")}
          </Text>
        </Flex>
        <Dialog.Close>
          <IconButton
            variant="ghost"
            color="gray"
            aria-label={t("settings.close")}
            className="eg-drawer-close"
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </IconButton>
        </Dialog.Close>
        <VisuallyHidden>
          <Dialog.Description>{t("settings.title")}</Dialog.Description>
        </VisuallyHidden>
      </Dialog.Content>
    </Dialog.Root>
  );
}
