import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { AudioAdapter, Mixer, MixerControls, type Channel } from "@exitgame/player/kit/media";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrowserValue } from "../../demos/use-browser-value";
import { sampleSound } from "../../demos/sample-sounds";

export function meta() {
  return [{ title: "Exitgame Studio" }];
}

const IDLE: Record<Channel, boolean> = { music: false, effects: false, voice: false };

/** /audio-system-demo: the player's mixer with a sample sound on each channel. */
export default function AudioSystemDemo() {
  const { t } = useTranslation("editor");
  // The player's own mixer, remembered on the device like the settings drawer's.
  const [mixer] = useState(
    () => new Mixer(typeof window === "undefined" ? null : window.localStorage),
  );
  const audio = useRef<AudioAdapter | null>(null);
  const hydrated = useBrowserValue(() => true);
  const [playing, setPlaying] = useState(IDLE);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const adapter = new AudioAdapter({
      mixer,
      assetUrl: (src) => src,
      ended: (id) => setPlaying((p) => ({ ...p, [id]: false })),
      failed: () => setFailed(true),
    });
    audio.current = adapter;
    return () => adapter.dispose();
  }, [mixer]);

  const toggle = (channel: Channel) => {
    const sounds = audio.current;
    if (!sounds) return;
    if (playing[channel]) {
      sounds.stop(channel);
      setPlaying((p) => ({ ...p, [channel]: false }));
      return;
    }
    setFailed(false);
    setPlaying((p) => ({ ...p, [channel]: true }));
    void sounds.play(channel, sampleSound(channel), channel, channel === "music", 1, () => {});
  };

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t("demos.audio.title")}
        </Heading>
        <Text as="p" color="gray">
          {t("demos.audio.intro")}
        </Text>
      </Flex>
      {failed && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t("player:play.mediaFailed")}</Callout.Text>
        </Callout.Root>
      )}
      <Card size="3">
        <MixerControls
          mixer={mixer}
          renderChannelAction={(channel) => (
            <Button
              variant={playing[channel] ? "solid" : "soft"}
              disabled={!hydrated}
              aria-pressed={playing[channel]}
              data-testid={`sample-${channel}`}
              onClick={() => toggle(channel)}
              style={{ minWidth: 150 }}
            >
              {playing[channel]
                ? t("demos.audio.stop", { channel: t(`player:settings.channel.${channel}`) })
                : t("demos.audio.play", { channel: t(`player:settings.channel.${channel}`) })}
            </Button>
          )}
        />
      </Card>
      <Text as="p" size="2" color="gray">
        {t("demos.audio.samples")}
      </Text>
    </Flex>
  );
}
