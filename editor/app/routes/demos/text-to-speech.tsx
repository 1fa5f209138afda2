import { Button, Callout, Card, Flex, Heading, Select, Text, TextArea } from "@radix-ui/themes";
import { Mixer, SpeechAdapter } from "@exitgame/player/kit/media";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrowserValue } from "../../demos/use-browser-value";
import { requireUser } from "../../auth/guards.server";
import type { Route } from "./+types/text-to-speech";

export function meta() {
  return [{ title: "Exitgame Studio" }];
}

/** Needs a login. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

const DEFAULT_VOICE = "default";

/**
 * /text-to-speech-demo: type a text, pick a voice, speed and pitch, and hear it, through the
 * same speech adapter the text elements' "speak" action uses in the player.
 */
export default function TextToSpeechDemo() {
  const { t, i18n } = useTranslation("editor");
  const ids = { text: useId(), voice: useId(), speed: useId(), pitch: useId() };
  const [text, setText] = useState(() => t("demos.tts.sample"));
  const [voice, setVoice] = useState(DEFAULT_VOICE);
  const [speed, setSpeed] = useState(1);
  const [pitch, setPitch] = useState(1);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  // null while server-rendered: the browser decides.
  const supported = useBrowserValue(() => "speechSynthesis" in window);
  const [speaking, setSpeaking] = useState(false);
  const speech = useRef<SpeechAdapter | null>(null);

  useEffect(() => {
    const synth = window.speechSynthesis;
    if (!synth) return;
    // The voice channel of the player's mixer sets the volume, as in a game.
    const mixer = new Mixer(window.localStorage);
    speech.current = new SpeechAdapter(() => mixer.volume("voice"), i18n.language);
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener("voiceschanged", update);
    return () => {
      synth.removeEventListener("voiceschanged", update);
      synth.cancel();
    };
  }, [i18n.language]);

  const speak = () => {
    if (!speech.current) return;
    setSpeaking(true);
    speech.current.speak(
      text,
      { voice: voice === DEFAULT_VOICE ? null : voice, speed, pitch },
      () => setSpeaking(false),
    );
  };
  const stop = () => {
    speech.current?.cancel();
    setSpeaking(false);
  };

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t("demos.tts.title")}
        </Heading>
        <Text as="p" color="gray">
          {t("demos.tts.intro")}
        </Text>
      </Flex>
      {supported === false && (
        <Callout.Root color="amber" role="alert" data-testid="tts-unsupported">
          <Callout.Text>{t("demos.tts.unsupported")}</Callout.Text>
        </Callout.Root>
      )}
      <Card size="3">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={ids.text} size="2" weight="bold">
              {t("demos.tts.text")}
            </Text>
            <TextArea
              id={ids.text}
              value={text}
              rows={4}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" id={ids.voice} size="2" weight="bold">
              {t("demos.tts.voice")}
            </Text>
            <Select.Root value={voice} onValueChange={setVoice}>
              <Select.Trigger aria-labelledby={ids.voice} data-testid="tts-voice" />
              <Select.Content>
                <Select.Item value={DEFAULT_VOICE}>{t("demos.tts.defaultVoice")}</Select.Item>
                {voices.map((v) => (
                  <Select.Item key={v.voiceURI} value={v.name}>
                    {`${v.name} (${v.lang})`}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <RangeField
            id={ids.speed}
            label={t("demos.tts.speed")}
            min={0.5}
            max={2}
            value={speed}
            onChange={setSpeed}
          />
          <RangeField
            id={ids.pitch}
            label={t("demos.tts.pitch")}
            min={0}
            max={2}
            value={pitch}
            onChange={setPitch}
          />
          <Flex gap="3" wrap="wrap">
            <Button onClick={speak} disabled={!supported || !text.trim()} data-testid="tts-speak">
              {t("demos.tts.speak")}
            </Button>
            <Button variant="soft" color="gray" onClick={stop} disabled={!speaking}>
              {t("demos.tts.stop")}
            </Button>
          </Flex>
          <Text size="2" color="gray" aria-live="polite" data-testid="tts-status">
            {speaking ? t("demos.tts.speaking") : ""}
          </Text>
        </Flex>
      </Card>
    </Flex>
  );
}

function RangeField(props: {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  onChange(v: number): void;
}) {
  const { id, label, min, max, value, onChange } = props;
  const { i18n } = useTranslation();
  // 1,5 in German, 1.5 in English.
  const shown = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between">
        <Text as="label" htmlFor={id} size="2" weight="bold">
          {label}
        </Text>
        <Text size="2" color="gray" aria-hidden="true">
          {shown}
        </Text>
      </Flex>
      <input
        id={id}
        type="range"
        className="demo-range"
        min={min}
        max={max}
        step={0.1}
        value={value}
        aria-valuetext={shown}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Flex>
  );
}
