/**
 * Hints on the live board: the teacher sends a hint (one of the game's or a text of her own) to
 * one team or to every team still playing (pushHint), and sees every hint shown so far (the
 * server's log: asked for by a team, or sent by her). Refusals (a team that has finished, a hint
 * it already has) come back as the server's translated message and change nothing.
 */
import type { CompetitionHintsQuery as HintsData } from "@exitgame/schema";
import {
  Button,
  Callout,
  Card,
  Dialog,
  Flex,
  Heading,
  RadioGroup,
  Select,
  Text,
  TextArea,
} from "@radix-ui/themes";
import { useDateFormat } from "@exitgame/player/kit";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/Toaster";
import { ApiError, gql } from "../gallery/client";
import { CompetitionHintsQuery, PushHintMutation } from "./hint-documents";
import "./hint-panel.css";

export type CompetitionHints = HintsData["competitionHints"];

/** The game's hints and the log, loaded again whenever the board changes (`version`). */
export function useCompetitionHints(competitionId: string, version: string) {
  const [hints, setHints] = useState<CompetitionHints | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    gql(CompetitionHintsQuery, { competitionId }, controller.signal).then(
      (data) => {
        setHints(data.competitionHints);
        setFailed(false);
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
    // `version` changes with every board update: the log is loaded again then.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [competitionId, version]);
  return { hints, failed };
}

const storedKey = (h: { targetId: string; index: number }) => `${h.targetId}\u0000${h.index}`;

export function PushHintDialog(props: {
  competitionId: string;
  /** One team (its session and name), or every team still playing. */
  team: { sessionId: string; name: string } | null;
  stored: CompetitionHints["stored"];
  disabled?: boolean;
}) {
  const { t } = useTranslation("competitions");
  const toast = useToast();
  const ids = { kind: useId(), choose: useId(), text: useId() };
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<"stored" | "text">(props.stored.length > 0 ? "stored" : "text");
  const [chosen, setChosen] = useState<string>("");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setError(null);
    setText("");
    setChosen("");
    setKind(props.stored.length > 0 ? "stored" : "text");
  };
  const send = async () => {
    setBusy(true);
    setError(null);
    const hint = props.stored.find((h) => storedKey(h) === chosen);
    try {
      const result = await gql(PushHintMutation, {
        competitionId: props.competitionId,
        sessionId: props.team?.sessionId ?? null,
        ...(kind === "stored"
          ? { targetId: hint?.targetId ?? null, hintIndex: hint?.index ?? null }
          : { text }),
      });
      const { pushed, skipped } = result.pushHint;
      toast({
        text:
          t("board.hints.pushDone", { count: pushed }) +
          (skipped > 0 ? ` ${t("board.hints.pushSkipped", { count: skipped })}` : ""),
        tone: "success",
      });
      setOpen(false);
      reset();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const title = props.team
    ? t("board.hints.pushTitleOne", { team: props.team.name })
    : t("board.hints.pushTitleAll");
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger>
        {props.team ? (
          <Button
            size="1"
            variant="soft"
            disabled={props.disabled}
            aria-label={t("board.hints.pushOneLabel", { team: props.team.name })}
            data-testid="push-hint-team"
          >
            {t("board.hints.pushOne")}
          </Button>
        ) : (
          <Button variant="soft" color="amber" data-testid="push-hint-all">
            {t("board.hints.pushAll")}
          </Button>
        )}
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px" data-testid="push-hint-dialog">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t("board.hints.pushKind")}
        </Dialog.Description>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Flex direction="column" gap="3">
            <RadioGroup.Root
              value={kind}
              onValueChange={(v) => setKind(v as "stored" | "text")}
              aria-label={t("board.hints.pushKind")}
              id={ids.kind}
            >
              <RadioGroup.Item value="stored" disabled={props.stored.length === 0}>
                {t("board.hints.pushStored")}
              </RadioGroup.Item>
              <RadioGroup.Item value="text">{t("board.hints.pushText")}</RadioGroup.Item>
            </RadioGroup.Root>
            {props.stored.length === 0 ? (
              <Text size="1" color="gray">
                {t("board.hints.pushNoStored")}
              </Text>
            ) : null}
            {kind === "stored" && props.stored.length > 0 ? (
              <Flex direction="column" gap="1">
                <Text as="label" size="2" weight="medium" htmlFor={ids.choose}>
                  {t("board.hints.pushChoose")}
                </Text>
                <Select.Root value={chosen} onValueChange={setChosen}>
                  <Select.Trigger id={ids.choose} aria-label={t("board.hints.pushChoose")} />
                  <Select.Content>
                    {props.stored.map((h) => (
                      <Select.Item key={storedKey(h)} value={storedKey(h)}>
                        {t("board.hints.storedOption", {
                          riddle: h.targetName,
                          number: h.index + 1,
                          text: h.text.length > 60 ? `${h.text.slice(0, 60)}…` : h.text,
                        })}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
            ) : null}
            {kind === "text" ? (
              <Flex direction="column" gap="1">
                <Text as="label" size="2" weight="medium" htmlFor={ids.text}>
                  {t("board.hints.pushTextLabel")}
                </Text>
                <TextArea
                  id={ids.text}
                  rows={3}
                  maxLength={1000}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </Flex>
            ) : null}
            {error ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            ) : null}
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t("board.hints.pushCancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={busy} data-testid="push-hint-send">
                {t("board.hints.pushSend")}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Every hint shown, newest first, with the team's name. */
export function HintLogPanel(props: {
  hints: CompetitionHints | null;
  failed: boolean;
  teamName(sessionId: string): string;
}) {
  const { t } = useTranslation("competitions");
  const format = useDateFormat();
  const log = (props.hints?.log ?? []).toReversed();
  return (
    <Card size="2" data-testid="hint-log">
      <Heading as="h2" size="3" mb="2">
        {t("board.hints.logTitle")}
      </Heading>
      {props.failed ? (
        <Text color="red" role="alert">
          {t("board.hints.loadFailed")}
        </Text>
      ) : log.length === 0 ? (
        <Text color="gray">{t("board.hints.logEmpty")}</Text>
      ) : (
        <ul className="board-hint-log">
          {log.map((entry) => (
            <li key={entry.id} data-testid="hint-log-entry">
              <Text size="1" color="gray">
                {format.dateTime(String(entry.createdAt))} · {props.teamName(entry.sessionId)} ·{" "}
                {entry.targetName
                  ? t("board.hints.logEntry", {
                      riddle: entry.targetName,
                      number: (entry.hintIndex ?? 0) + 1,
                    })
                  : t("board.hints.logFreeText")}{" "}
                ·{" "}
                {entry.source === "teacher"
                  ? t("board.hints.logTeacher")
                  : t("board.hints.logStudent")}
                {entry.penaltySeconds > 0
                  ? ` · ${t("board.hints.penalty", { seconds: entry.penaltySeconds })}`
                  : ""}
              </Text>
              <Text as="p" size="2">
                {entry.text}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
