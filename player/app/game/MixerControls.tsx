import { Flex, Switch, Text } from "@radix-ui/themes";
import { useId, useSyncExternalStore, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Channel, Mixer, MixerSettings } from "./effects/mixer";
import "./game.css";

export const CHANNELS: readonly Channel[] = ["music", "effects", "voice"];

/**
 * The mixer (master volume, mute, music / effects / voice) of the settings drawer, also shown on
 * the audio-system demo. `renderChannelAction` adds something beside a channel's slider.
 */
export function MixerControls({
  mixer,
  renderChannelAction,
}: {
  mixer: Mixer;
  renderChannelAction?: (channel: Channel) => ReactNode;
}) {
  const { t } = useTranslation("player");
  const settings = useSyncExternalStore(
    (l) => mixer.subscribe(l),
    () => mixer.get(),
    () => mixer.get(),
  );
  return (
    <Flex direction="column" gap="5">
      <VolumeSlider
        label={t("settings.master")}
        value={settings.master}
        disabled={settings.muted}
        onChange={(master) => mixer.set({ master })}
      />
      <Text as="label" size="3">
        <Flex gap="3" align="center">
          <Switch checked={settings.muted} onCheckedChange={(muted) => mixer.set({ muted })} />
          {t("settings.mute")}
        </Flex>
      </Text>
      <Flex direction="column" gap="4" role="group" aria-label={t("settings.mixer")}>
        <Text size="2" weight="bold" color="gray">
          {t("settings.mixer")}
        </Text>
        {CHANNELS.map((channel) => (
          <Flex key={channel} gap="3" align="end">
            <VolumeSlider
              label={t(`settings.channel.${channel}`)}
              value={settings[channel]}
              disabled={settings.muted}
              onChange={(value) => mixer.set({ [channel]: value } as Partial<MixerSettings>)}
            />
            {renderChannelAction?.(channel)}
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

function VolumeSlider({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onChange(v: number): void;
}) {
  const id = useId();
  const percent = Math.round(value * 100);
  return (
    <Flex direction="column" gap="2" flexGrow="1">
      <Flex justify="between">
        <Text as="span" size="3" id={id}>
          {label}
        </Text>
        <Text as="span" size="2" color="gray" aria-hidden="true">
          {percent} %
        </Text>
      </Flex>
      <input
        type="range"
        className="eg-range"
        min={0}
        max={100}
        step={5}
        value={percent}
        disabled={disabled}
        aria-labelledby={id}
        aria-valuetext={`${percent} %`}
        onChange={(e) => onChange(Number(e.target.value) / 100)}
      />
    </Flex>
  );
}
