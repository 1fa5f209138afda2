/**
 * The player's hint control: a button in the player's tools (keyboard: Tab to it, Enter) that
 * opens the hints of the riddles on the current scene (answer-checking elements and the scene
 * itself). Each riddle shows the hints taken so far and the next one with its penalty (or when
 * it becomes available); taking it asks first, with the penalty, and then shows it. Hints a
 * teacher sends, or another device of the team takes, show as a notice and in the dialog.
 * Loaded on demand (not with the page).
 */
import type { GameDocument } from "@exitgame/engine";
import { nextHintStatus } from "@exitgame/engine/hints/hints";
import { defaultAssetUrl } from "@exitgame/element-plugins/host";
import { hintLists, type HintList } from "@exitgame/element-plugins/definitions";
import { Badge, Button, Callout, Dialog, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { ViewStore } from "../view-store";
import { HintRefusal, type GivenHintView, type HintSource } from "./source";
import "./hints.css";

interface Props {
  document: GameDocument;
  store: ViewStore;
  source: HintSource;
  /** How long the game has been played (ms): "available after N minutes" counts from the start. */
  playedMs(): number;
}

type Asking = { list: HintList; index: number; penaltySeconds: number } | null;

function HintText({ hint }: { hint: GivenHintView }) {
  const { t } = useTranslation("player");
  return (
    <>
      <Text as="p" size="3" className="eg-hint-text">
        {hint.text}
      </Text>
      {hint.image ? (
        <img
          className="eg-hint-image"
          src={defaultAssetUrl(hint.image)}
          alt={t("hints.imageAlt")}
        />
      ) : null}
    </>
  );
}

export function HintControl({ document, store, source, playedMs }: Props) {
  const { t } = useTranslation("player");
  const lists = useMemo(() => hintLists(document), [document]);
  const sceneId = useSyncExternalStore(
    (l) => store.subscribeScene(l),
    () => store.sceneView().sceneId,
    () => store.sceneView().sceneId,
  );
  const given = useSyncExternalStore(
    (l) => source.subscribe(l),
    () => source.hints(),
    () => source.hints(),
  );
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, setTick] = useState(0);
  const [notice, setNotice] = useState<GivenHintView | null>(null);
  // Hints this device asked for are shown in the dialog; others (a teacher's, another device's) get a notice.
  const mine = useRef(new Set<string>());
  const requesting = useRef<string | null>(null);
  const seen = useRef(given.length);
  useEffect(() => {
    const from = Math.max(seen.current, source.known?.() ?? 0);
    if (given.length > from) {
      const fresh = given
        .slice(from)
        .filter(
          (h) =>
            !mine.current.has(h.at + h.text) &&
            !(h.source === "student" && h.targetId === requesting.current),
        );
      if (fresh.length > 0) setNotice(fresh.at(-1)!);
    }
    seen.current = given.length;
  }, [given, source]);
  // "Available in N minutes" counts down while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 15_000);
    return () => window.clearInterval(timer);
  }, [open]);

  const here = lists.filter((l) => l.sceneId === null || l.sceneId === sceneId);
  const freeTexts = given.filter((h) => h.targetId === null);
  if (lists.length === 0 && freeTexts.length === 0 && !notice) return null;
  const takenOf = (targetId: string) =>
    given.filter((h) => h.targetId === targetId).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const nameOf = (list: HintList) =>
    list.kind === "scene" ? t("hints.scene") : list.name || t("hints.riddle");

  const accept = async () => {
    if (!asking) return;
    setBusy(true);
    setError(null);
    requesting.current = asking.list.targetId;
    try {
      const hint = await source.request(asking.list.targetId, asking.index, playedMs());
      mine.current.add(hint.at + hint.text);
      setAsking(null);
    } catch (e) {
      setError(e instanceof HintRefusal && e.message ? e.message : t("hints.failed"));
    } finally {
      requesting.current = null;
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setAsking(null);
            setError(null);
          }
        }}
      >
        <Dialog.Trigger>
          <Button size="3" variant="solid" color="amber" radius="full" data-testid="hints-open">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M9 21h6v-1H9v1zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z" />
            </svg>
            {given.length > 0 ? t("hints.openWithCount", { count: given.length }) : t("hints.open")}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="520px" data-testid="hints-dialog">
          <Dialog.Title>
            {asking ? t("hints.confirmTitle", { number: asking.index + 1 }) : t("hints.title")}
          </Dialog.Title>
          {asking ? (
            <Flex direction="column" gap="4">
              <Dialog.Description size="3" data-testid="hint-penalty">
                {asking.penaltySeconds > 0
                  ? t("hints.confirmPenalty", { count: asking.penaltySeconds })
                  : t("hints.confirmFree")}
              </Dialog.Description>
              {error ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{error}</Callout.Text>
                </Callout.Root>
              ) : null}
              <Flex gap="3" justify="end">
                <Button variant="soft" color="gray" onClick={() => setAsking(null)}>
                  {t("hints.cancel")}
                </Button>
                <Button
                  autoFocus
                  loading={busy}
                  onClick={() => void accept()}
                  data-testid="hint-accept"
                >
                  {t("hints.accept")}
                </Button>
              </Flex>
            </Flex>
          ) : (
            <Flex direction="column" gap="4">
              <Dialog.Description size="2" color="gray">
                {t("hints.intro")}
              </Dialog.Description>
              {here.length === 0 ? <Text as="p">{t("hints.none")}</Text> : null}
              {here.map((list) => {
                const taken = takenOf(list.targetId);
                const status = nextHintStatus(
                  list.hints.filter((_, i) => !taken.some((h) => h.index === i)),
                  0,
                  playedMs(),
                );
                const nextIndex = list.hints.findIndex((_, i) => !taken.some((h) => h.index === i));
                return (
                  <section key={list.targetId} className="eg-hint-riddle" aria-label={nameOf(list)}>
                    <Heading as="h3" size="3" mb="2">
                      {nameOf(list)}
                    </Heading>
                    <ol className="eg-hint-list">
                      {taken.map((h) => (
                        <li key={`${h.index}`} data-testid="hint-shown">
                          <Text size="1" color="gray">
                            {t("hints.number", { number: (h.index ?? 0) + 1 })}
                            {h.source === "teacher" ? ` · ${t("hints.fromTeacher")}` : ""}
                          </Text>
                          <HintText hint={h} />
                        </li>
                      ))}
                    </ol>
                    {status.status === "none" ? (
                      <Text size="2" color="gray">
                        {t("hints.allTaken")}
                      </Text>
                    ) : (
                      <Flex gap="3" align="center" wrap="wrap">
                        <Button
                          variant="soft"
                          disabled={status.status === "later"}
                          onClick={() => {
                            setError(null);
                            setAsking({
                              list,
                              index: nextIndex,
                              penaltySeconds: status.penaltySeconds,
                            });
                          }}
                          data-testid="hint-next"
                        >
                          {t("hints.next", { number: nextIndex + 1 })}
                        </Button>
                        <Text size="2" color="gray">
                          {status.status === "later"
                            ? t("hints.availableIn", {
                                count: Math.ceil(status.availableInMs / 60_000),
                              })
                            : status.penaltySeconds > 0
                              ? t("hints.penalty", { count: status.penaltySeconds })
                              : t("hints.free")}
                        </Text>
                      </Flex>
                    )}
                  </section>
                );
              })}
              {freeTexts.length > 0 ? (
                <section className="eg-hint-riddle" aria-label={t("hints.fromTeacher")}>
                  <Heading as="h3" size="3" mb="2">
                    {t("hints.fromTeacher")}
                  </Heading>
                  <ul className="eg-hint-list">
                    {freeTexts.map((h) => (
                      <li key={h.at + h.text} data-testid="hint-shown">
                        <HintText hint={h} />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <Flex justify="end">
                <Dialog.Close>
                  <Button variant="soft" color="gray">
                    {t("hints.close")}
                  </Button>
                </Dialog.Close>
              </Flex>
            </Flex>
          )}
        </Dialog.Content>
      </Dialog.Root>
      {notice ? (
        <div className="eg-hint-notice" role="status" aria-live="polite" data-testid="hint-notice">
          <Badge color="amber" size="2">
            {notice.source === "teacher" ? t("hints.fromTeacher") : t("hints.title")}
          </Badge>
          <Text as="p" size="3">
            {notice.text}
          </Text>
          {notice.image ? (
            <img
              className="eg-hint-image"
              src={defaultAssetUrl(notice.image)}
              alt={t("hints.imageAlt")}
            />
          ) : null}
          <button
            type="button"
            className="eg-toast-close"
            aria-label={t("play.dismiss")}
            onClick={() => setNotice(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}
