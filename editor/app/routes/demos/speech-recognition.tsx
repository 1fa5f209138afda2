import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrowserValue } from "../../demos/use-browser-value";

export function meta() {
  return [{ title: "Exitgame Studio" }];
}

/** The part of the Web Speech API's recognition this page uses (not in TypeScript's DOM types). */
interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
}
interface RecognitionResultEvent extends Event {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
type RecognitionCtor = new () => Recognition;

function recognitionConstructor(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Error codes of the Web Speech API that have their own message. */
const KNOWN_ERRORS = [
  "not-allowed",
  "service-not-allowed",
  "network",
  "no-speech",
  "audio-capture",
  "language-not-supported",
] as const;
const errorKey = (code: string) =>
  (KNOWN_ERRORS as readonly string[]).includes(code)
    ? `demos.stt.errors.${code}`
    : "demos.stt.errors.other";

/** /speech-recognition-demo: the browser's speech recognition, where the browser has one. */
export default function SpeechRecognitionDemo() {
  const { t, i18n } = useTranslation("editor");
  // null while server-rendered: the browser decides.
  const browserHasIt = useBrowserValue(() => recognitionConstructor() !== null);
  const [lost, setLost] = useState(false);
  const supported = lost ? false : browserHasIt;
  const [listening, setListening] = useState(false);
  const [final, setFinal] = useState("");
  const [interim, setInterim] = useState("");
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  const start = () => {
    const Ctor = recognitionConstructor();
    if (!Ctor) return setLost(true);
    const r = new Ctor();
    r.lang = i18n.language === "de" ? "de-DE" : "en-GB";
    r.continuous = true;
    r.interimResults = true;
    r.addEventListener("result", (event) => {
      const e = event as RecognitionResultEvent;
      let done = "";
      let pending = "";
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i]!;
        if (result.isFinal) done += result[0].transcript;
        else pending += result[0].transcript;
      }
      if (done) setFinal((f) => `${f}${f ? " " : ""}${done.trim()}`);
      setInterim(pending);
    });
    r.addEventListener("error", (event) => {
      const code = (event as Event & { error?: string }).error ?? "";
      if (code !== "aborted") setError(errorKey(code));
    });
    r.addEventListener("end", () => {
      setListening(false);
      setInterim("");
    });
    recognition.current = r;
    setError(null);
    try {
      r.start();
      setListening(true);
    } catch {
      setError("demos.stt.errors.other");
    }
  };
  const stop = () => recognition.current?.stop();

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t("demos.stt.title")}
        </Heading>
        <Text as="p" color="gray">
          {t("demos.stt.intro")}
        </Text>
      </Flex>
      {supported === false ? (
        <Callout.Root color="amber" role="alert" data-testid="stt-unsupported">
          <Callout.Text>{t("demos.stt.unsupported")}</Callout.Text>
        </Callout.Root>
      ) : (
        <Card size="3">
          <Flex direction="column" gap="4">
            <Flex gap="3" wrap="wrap">
              <Button
                onClick={start}
                disabled={supported !== true || listening}
                data-testid="stt-start"
              >
                {t("demos.stt.start")}
              </Button>
              <Button variant="soft" color="gray" onClick={stop} disabled={!listening}>
                {t("demos.stt.stop")}
              </Button>
            </Flex>
            <Text size="2" color="gray" aria-live="polite">
              {listening ? t("demos.stt.listening") : ""}
            </Text>
            {error && (
              <Callout.Root color="red" role="alert" data-testid="stt-error">
                <Callout.Text>{t(error)}</Callout.Text>
              </Callout.Root>
            )}
            <Flex direction="column" gap="1">
              <Text size="2" weight="bold">
                {t("demos.stt.transcript")}
              </Text>
              <Text as="p" data-testid="stt-transcript">
                {final}
                {interim && <Text color="gray">{` ${interim}`}</Text>}
                {!final && !interim && <Text color="gray">{t("demos.stt.empty")}</Text>}
              </Text>
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
