/**
 * The teacher acting from the live board: pause/resume/end for the whole class, announcements,
 * the stuck-alert settings, and per team extra time, pause/resume and end (issue 24).
 */
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  Checkbox,
  Dialog,
  DropdownMenu,
  Flex,
  Heading,
  IconButton,
  Link,
  Text,
  TextField,
} from "@radix-ui/themes";
import type { BoardFieldsFragment } from "@exitgame/schema";
import { useDateFormat } from "@exitgame/player/kit";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/Toaster";
import { ApiError, gql } from "../gallery/client";
import {
  EndTeamGameMutation,
  PauseCompetitionMutation,
  PushAnnouncementMutation,
  ResumeCompetitionMutation,
  SetTeamExtraTimeMutation,
  UpdateLiveSettingsMutation,
} from "./documents";

type Board = BoardFieldsFragment;

/** A whole number as typed, else -1 (the server refuses it with its translated message). */
const whole = (raw: string) => {
  const n = Number(raw.trim() === "" ? NaN : raw);
  return Number.isSafeInteger(n) ? n : -1;
};
type Team = Board["teams"][number];

/** Runs one action and says how it went (a refusal's translated message, or done). */
function useAct() {
  const { t } = useTranslation("competitions");
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<{ changedTeams?: string[] } | undefined>, ok?: string) => {
    setBusy(true);
    setError(null);
    try {
      const result = await fn();
      toast({
        text:
          ok ??
          (result?.changedTeams && result.changedTeams.length === 0
            ? t("board.control.nothingChanged")
            : t("board.control.done")),
        tone: "success",
      });
      return true;
    } catch (caught) {
      const text = caught instanceof ApiError ? caught.message : String(caught);
      setError(text);
      toast({ text, tone: "error" });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, error, setError };
}

export function LessonControls({ competitionId, board }: { competitionId: string; board: Board }) {
  const { t } = useTranslation("competitions");
  const { busy, run } = useAct();
  const [text, setText] = useState("");
  const [minutes, setMinutes] = useState(String(board.stuckMinutes));
  const [wrong, setWrong] = useState(String(board.stuckWrongInRow));
  const [names, setNames] = useState(board.projectorShowNames);
  const ids = { competitionId };

  const announce = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () =>
        (await gql(PushAnnouncementMutation, { ...ids, text })).pushCompetitionAnnouncement,
      t("board.control.announced"),
    ).then((ok) => ok && setText(""));
  };
  const saveSettings = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () =>
        (
          await gql(UpdateLiveSettingsMutation, {
            ...ids,
            stuckMinutes: whole(minutes),
            stuckWrongInRow: whole(wrong),
            projectorShowNames: names,
          })
        ).updateCompetitionLiveSettings,
      t("board.control.saved"),
    );
  };

  return (
    <Card size="2" data-testid="lesson-controls">
      <Flex direction="column" gap="3">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t("board.control.title")}
          </Heading>
          <Flex gap="2" wrap="wrap" align="center">
            {board.paused ? (
              <Button
                disabled={busy}
                onClick={() =>
                  void run(
                    async () => (await gql(ResumeCompetitionMutation, ids)).resumeCompetition,
                  )
                }
              >
                {t("board.control.resumeAll")}
              </Button>
            ) : (
              <Button
                variant="soft"
                disabled={busy}
                onClick={() =>
                  void run(async () => (await gql(PauseCompetitionMutation, ids)).pauseCompetition)
                }
              >
                {t("board.control.pauseAll")}
              </Button>
            )}
            <AlertDialog.Root>
              <AlertDialog.Trigger>
                <Button color="red" variant="soft" disabled={busy}>
                  {t("board.control.endAll")}
                </Button>
              </AlertDialog.Trigger>
              <AlertDialog.Content maxWidth="440px">
                <AlertDialog.Title>{t("board.control.endAllTitle")}</AlertDialog.Title>
                <AlertDialog.Description size="2">
                  {t("board.control.endAllConfirm")}
                </AlertDialog.Description>
                <Flex gap="3" mt="4" justify="end">
                  <AlertDialog.Cancel>
                    <Button variant="soft" color="gray">
                      {t("board.control.cancel")}
                    </Button>
                  </AlertDialog.Cancel>
                  <AlertDialog.Action>
                    <Button
                      color="red"
                      onClick={() =>
                        void run(async () => (await gql(EndTeamGameMutation, ids)).endTeamGame)
                      }
                    >
                      {t("board.control.endAll")}
                    </Button>
                  </AlertDialog.Action>
                </Flex>
              </AlertDialog.Content>
            </AlertDialog.Root>
            <Link
              href={`/dashboard/competitions/${competitionId}/projector`}
              target="_blank"
              rel="noopener"
              size="2"
            >
              {t("board.control.projector")}
            </Link>
          </Flex>
        </Flex>
        {board.paused ? (
          <Text color="amber" weight="medium" role="status" data-testid="class-paused">
            {t("board.control.classPaused")}
          </Text>
        ) : null}
        <form onSubmit={announce}>
          <Flex gap="2" align="end" wrap="wrap">
            <label style={{ flex: "1 1 320px" }}>
              <Text as="div" size="2" weight="medium" mb="1">
                {t("board.control.announcement")}
              </Text>
              <TextField.Root
                value={text}
                maxLength={280}
                placeholder={t("board.control.announcementPlaceholder")}
                onChange={(e) => setText(e.target.value)}
              />
            </label>
            <Button type="submit" disabled={busy || !text.trim()}>
              {t("board.control.announce")}
            </Button>
            {board.announcement ? (
              <Button
                type="button"
                variant="soft"
                color="gray"
                disabled={busy}
                onClick={() =>
                  void run(
                    async () =>
                      (await gql(PushAnnouncementMutation, { ...ids, text: "" }))
                        .pushCompetitionAnnouncement,
                  )
                }
              >
                {t("board.control.clearAnnouncement")}
              </Button>
            ) : null}
          </Flex>
          {board.announcement ? (
            <Text as="p" size="2" color="gray" mt="1" data-testid="current-announcement">
              {t("board.control.current", { text: board.announcement })}
            </Text>
          ) : null}
        </form>
        <form onSubmit={saveSettings}>
          <Flex gap="3" align="end" wrap="wrap">
            <label>
              <Text as="div" size="2" mb="1">
                {t("board.control.stuckMinutes")}
              </Text>
              <TextField.Root
                type="number"
                inputMode="numeric"
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                style={{ width: 100 }}
              />
            </label>
            <label>
              <Text as="div" size="2" mb="1">
                {t("board.control.stuckWrong")}
              </Text>
              <TextField.Root
                type="number"
                inputMode="numeric"
                value={wrong}
                onChange={(e) => setWrong(e.target.value)}
                style={{ width: 100 }}
              />
            </label>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={names} onCheckedChange={(v) => setNames(v === true)} />
                {t("board.control.showNames")}
              </Flex>
            </Text>
            <Button type="submit" variant="soft" disabled={busy}>
              {t("board.control.save")}
            </Button>
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}

/** What a stuck team is stuck on and since when (a line under its name). */
export function StuckNote({ team }: { team: Team }) {
  const { t } = useTranslation("competitions");
  const format = useDateFormat();
  const stuck = team.stuck;
  if (!stuck) return null;
  const since = format.time(String(stuck.since));
  const what = [stuck.sceneName, stuck.elementName].filter(Boolean).join(" · ");
  return (
    <Badge color="red" size="2" data-testid="team-stuck" data-reason={stuck.reason} mt="1">
      {stuck.reason === "wrongAttempts"
        ? t("board.stuck.wrongAttempts", { since, count: stuck.wrongInRow })
        : t("board.stuck.noProgress", { since })}
      {what ? ` ${t("board.stuck.on", { what })}` : ""}
    </Badge>
  );
}

/** The team's time state next to its status: paused, ended, extra minutes. */
export function TeamTimeState({ team }: { team: Team }) {
  const { t } = useTranslation("competitions");
  return (
    <Flex gap="1" wrap="wrap" mt="1">
      {team.paused ? (
        <Badge color="amber" data-testid="team-paused">
          {t("board.state.paused")}
        </Badge>
      ) : null}
      {team.endedByTeacher ? (
        <Badge color="gray" data-testid="team-ended">
          {t("board.state.ended")}
        </Badge>
      ) : team.over && !team.finished ? (
        <Badge color="gray">{t("board.state.timeUp")}</Badge>
      ) : null}
      {team.extraMinutes > 0 ? (
        <Badge color="violet" data-testid="team-extra">
          {t("board.state.extra", { count: team.extraMinutes })}
        </Badge>
      ) : null}
    </Flex>
  );
}

/** One team's actions (a menu) and the extra-time dialog. */
export function TeamActions({
  competitionId,
  team,
  name,
}: {
  competitionId: string;
  team: Team;
  name: string;
}) {
  const { t } = useTranslation("competitions");
  const { busy, run, error, setError } = useAct();
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState(String(team.extraMinutes || 10));
  const input = useRef<HTMLInputElement>(null);
  const ids = { competitionId, sessionId: team.sessionId };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () =>
        (await gql(SetTeamExtraTimeMutation, { ...ids, minutes: whole(minutes) })).setTeamExtraTime,
    ).then((ok) => ok && setOpen(false));
  };
  if (team.over) return null;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <IconButton
            variant="soft"
            aria-label={t("board.control.teamActions", { team: name })}
            data-testid="team-actions"
            disabled={busy}
          >
            ⋯
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item
            onSelect={() => {
              setMinutes(String(team.extraMinutes || 10));
              setError(null);
              setOpen(true);
            }}
          >
            {t("board.control.extra")}
          </DropdownMenu.Item>
          {team.paused ? (
            <DropdownMenu.Item
              onSelect={() =>
                void run(async () => (await gql(ResumeCompetitionMutation, ids)).resumeCompetition)
              }
            >
              {t("board.control.resume")}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              onSelect={() =>
                void run(async () => (await gql(PauseCompetitionMutation, ids)).pauseCompetition)
              }
            >
              {t("board.control.pause")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator />
          <DropdownMenu.Item
            color="red"
            onSelect={() => void run(async () => (await gql(EndTeamGameMutation, ids)).endTeamGame)}
          >
            {t("board.control.end")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content maxWidth="420px" onOpenAutoFocus={() => input.current?.focus()}>
          <Dialog.Title>{t("board.control.extraTitle", { team: name })}</Dialog.Title>
          <Dialog.Description size="2" mb="3">
            {t("board.control.extraHelp")}
          </Dialog.Description>
          <form onSubmit={save}>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t("board.control.extraMinutes")}
              </Text>
              <TextField.Root
                ref={input}
                type="number"
                inputMode="numeric"
                value={minutes}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "extra-error" : undefined}
                onChange={(e) => setMinutes(e.target.value)}
                data-testid="extra-minutes"
              />
            </label>
            {error ? (
              <Text as="p" id="extra-error" color="red" size="2" mt="2" role="alert">
                {error}
              </Text>
            ) : null}
            <Flex gap="3" mt="4" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t("board.control.cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {t("board.control.extraSave")}
              </Button>
            </Flex>
          </form>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
