/**
 * Export dialog: the complete game or a custom selection of scenes (at least one), the
 * file name, the download, and afterwards the triggers, conditions and actions removed and the
 * rules changed because they referred to scenes left out (the engine's keepScenes, the same
 * function the server's export runs). The archive itself streams from the server
 * (GET /api/games/:id/export); the browser saves it without holding it in a page.
 */
import { registry } from "@exitgame/element-plugins/definitions";
import {
  exportFileName,
  keepScenes,
  parseGameDocument,
  type GameDocument,
  type Locale,
  type PruneReport,
  type Rule,
} from "@exitgame/engine";
import {
  Button,
  Callout,
  Checkbox,
  Code,
  Dialog,
  Flex,
  RadioGroup,
  ScrollArea,
  Spinner,
  Text,
} from "@radix-ui/themes";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { actionSentence, conditionSentence, triggerSentence } from "../logic/sentences";
import { loadGame } from "../editor-shell/api";

type Phase =
  | { kind: "loading" }
  | { kind: "ready"; doc: GameDocument }
  | { kind: "loadFailed" }
  | { kind: "exporting"; doc: GameDocument }
  | { kind: "done"; doc: GameDocument; report: PruneReport; fileName: string }
  | { kind: "failed"; doc: GameDocument; message: string };

/** The export URL: every scene, or the chosen ones (comma-separated ids). */
export function exportUrl(gameId: number, sceneIds: readonly string[] | null): string {
  const base = `/api/games/${gameId}/export`;
  return sceneIds ? `${base}?scenes=${sceneIds.map(encodeURIComponent).join(",")}` : base;
}

/** Asks the server first (HEAD: same checks, no body), then lets the browser download. */
async function startDownload(url: string, fileName: string): Promise<string | null> {
  const check = await fetch(url, { method: "HEAD", credentials: "same-origin" });
  if (!check.ok) {
    // HEAD has no body: ask again with GET for the message in the author's language.
    const answer = await fetch(url, { credentials: "same-origin" }).catch(() => null);
    const body = (await answer?.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    return body?.error?.message ?? `HTTP ${check.status}`;
  }
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  return null;
}

interface ExportDialogProps {
  game: { id: number; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The editor's changes are still being saved: the export waits for the saved version. */
  pending?: boolean;
}

export function ExportDialog(props: ExportDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Content maxWidth="600px" data-testid="export-dialog">
        {/* The body mounts with the dialog's content: each opening starts afresh. */}
        <ExportBody {...props} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ExportBody(props: ExportDialogProps) {
  const { t, i18n } = useTranslation("export");
  const locale = (i18n.language === "en" ? "en" : "de") as Locale;
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [mode, setMode] = useState<"all" | "custom">("all");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const listId = useId();

  const pending = props.pending ?? false;
  useEffect(() => {
    if (pending) return;
    let cancelled = false;
    loadGame(props.game.id)
      .then((game) => {
        if (cancelled) return;
        const parsed = parseGameDocument(game.document, registry);
        if (!parsed.ok) return setPhase({ kind: "loadFailed" });
        setChosen(new Set(parsed.document.scenes.map((s) => s.id)));
        setPhase({ kind: "ready", doc: parsed.document });
      })
      .catch(() => !cancelled && setPhase({ kind: "loadFailed" }));
    return () => {
      cancelled = true;
    };
  }, [props.game.id, pending]);

  const fileName = exportFileName(props.game.title);
  const doc = "doc" in phase ? phase.doc : null;
  const selected = doc ? doc.scenes.filter((s) => chosen.has(s.id)).map((s) => s.id) : [];
  const noScenes = mode === "custom" && selected.length === 0;

  const run = async () => {
    if (!doc) return;
    setSubmitted(true);
    if (noScenes) return;
    const ids = mode === "custom" && selected.length < doc.scenes.length ? selected : null;
    const report: PruneReport = ids
      ? (keepScenes(doc, ids)?.report ?? { removedRules: [], modifiedRules: [] })
      : { removedRules: [], modifiedRules: [] };
    setPhase({ kind: "exporting", doc });
    try {
      const refused = await startDownload(exportUrl(props.game.id, ids), fileName);
      if (refused) setPhase({ kind: "failed", doc, message: refused });
      else setPhase({ kind: "done", doc, report, fileName });
    } catch {
      setPhase({ kind: "failed", doc, message: t("failed") });
    }
  };

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Dialog.Title>{t("title")}</Dialog.Title>
      <Dialog.Description size="2" color="gray">
        {t("intro", { title: props.game.title })}
      </Dialog.Description>

      {phase.kind === "loading" ? (
        <Flex align="center" gap="2" mt="4">
          <Spinner />
          <Text size="2">{pending ? t("saving") : t("loading")}</Text>
        </Flex>
      ) : null}
      {phase.kind === "loadFailed" ? (
        <Callout.Root color="red" mt="4" role="alert">
          <Callout.Text>{t("loadFailed")}</Callout.Text>
        </Callout.Root>
      ) : null}

      {doc && phase.kind !== "done" ? (
        <Flex direction="column" gap="3" mt="4">
          <RadioGroup.Root
            value={mode}
            onValueChange={(value) => setMode(value as "all" | "custom")}
            aria-label={t("scope")}
          >
            <RadioGroup.Item value="all" data-testid="export-all">
              {t("all")}
            </RadioGroup.Item>
            <RadioGroup.Item value="custom" data-testid="export-custom">
              {t("custom")}
            </RadioGroup.Item>
          </RadioGroup.Root>
          {mode === "custom" ? (
            <Flex direction="column" gap="2" pl="5" role="group" aria-labelledby={listId}>
              <Text id={listId} size="2" weight="medium">
                {t("scenes", { count: selected.length, total: doc.scenes.length })}
              </Text>
              <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 200 }}>
                <Flex direction="column" gap="1">
                  {doc.scenes.map((scene) => (
                    <Text as="label" size="2" key={scene.id}>
                      <Flex gap="2" align="center">
                        <Checkbox
                          checked={chosen.has(scene.id)}
                          onCheckedChange={(on) => toggle(scene.id, on === true)}
                          data-testid="export-scene"
                        />
                        {scene.name}
                      </Flex>
                    </Text>
                  ))}
                </Flex>
              </ScrollArea>
              {submitted && noScenes ? (
                <Text size="2" color="red" role="alert" data-testid="export-no-scenes">
                  {t("noScenes")}
                </Text>
              ) : null}
            </Flex>
          ) : null}
          <Text size="2">
            {t("fileName")} <Code data-testid="export-file-name">{fileName}</Code>
          </Text>
          {phase.kind === "failed" ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{phase.message}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      ) : null}

      {phase.kind === "done" ? (
        <ExportReport
          doc={phase.doc}
          report={phase.report}
          fileName={phase.fileName}
          locale={locale}
        />
      ) : null}

      <Flex gap="3" mt="4" justify="end">
        <Dialog.Close>
          <Button variant="soft" color="gray">
            {phase.kind === "done" ? t("close") : t("cancel")}
          </Button>
        </Dialog.Close>
        {phase.kind !== "done" ? (
          <Button
            onClick={() => void run()}
            disabled={!doc}
            loading={phase.kind === "exporting"}
            data-testid="export-submit"
          >
            {t("submit")}
          </Button>
        ) : null}
      </Flex>
    </>
  );
}

const LIST = { margin: 0, paddingLeft: "1.25rem" } as const;

/** After the export: what leaving scenes out did to the rules. */
export function ExportReport(props: {
  doc: GameDocument;
  report: PruneReport;
  fileName: string;
  locale: Locale;
}) {
  const { t } = useTranslation("export");
  const { doc, report, locale } = props;
  const ctx = { doc, registry, locale };
  const name = (rule: Rule) =>
    rule.name || t("ruleNumbered", { n: doc.rules.findIndex((r) => r.id === rule.id) + 1 });
  const changed = report.removedRules.length + report.modifiedRules.length > 0;
  return (
    <Flex direction="column" gap="3" mt="4" data-testid="export-report">
      <Callout.Root color="green" role="status">
        <Callout.Text>{t("started", { fileName: props.fileName })}</Callout.Text>
      </Callout.Root>
      {!changed ? (
        <Text size="2" color="gray" data-testid="export-unchanged">
          {t("unchanged")}
        </Text>
      ) : (
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 320 }}>
          <Flex direction="column" gap="3" pr="3">
            {report.removedRules.length > 0 ? (
              <Flex direction="column" gap="1">
                <Text size="2" weight="bold">
                  {t("removedRules", { count: report.removedRules.length })}
                </Text>
                <ul style={LIST} data-testid="export-removed-rules">
                  {report.removedRules.map(({ rule, reason }) => (
                    <li key={rule.id}>
                      <Text size="2">
                        {name(rule)} <Text color="gray">({t(`reason.${reason}`)})</Text>
                      </Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            ) : null}
            {report.modifiedRules.length > 0 ? (
              <Flex direction="column" gap="1">
                <Text size="2" weight="bold">
                  {t("modifiedRules", { count: report.modifiedRules.length })}
                </Text>
                <ul style={LIST} data-testid="export-modified-rules">
                  {report.modifiedRules.map((m) => {
                    const rule = doc.rules.find((r) => r.id === m.ruleId);
                    return (
                      <li key={m.ruleId}>
                        <Text size="2" weight="medium">
                          {rule ? name(rule) : m.ruleId}
                        </Text>
                        <ul style={LIST}>
                          {m.removedTriggers.map((trigger, i) => (
                            <li key={`t${i}`}>
                              <Text size="2">
                                {t("removedTrigger", { text: triggerSentence(ctx, trigger) })}
                              </Text>
                            </li>
                          ))}
                          {m.removedConditions.map((condition) => (
                            <li key={condition.id}>
                              <Text size="2">
                                {t("removedCondition", {
                                  text: conditionSentence(ctx, condition),
                                })}
                              </Text>
                            </li>
                          ))}
                          {m.removedActions.map((action) => (
                            <li key={action.id}>
                              <Text size="2">
                                {t("removedAction", { text: actionSentence(ctx, action) })}
                              </Text>
                            </li>
                          ))}
                          {m.requiredCount ? (
                            <li>
                              <Text size="2">{t("requiredCount", m.requiredCount)}</Text>
                            </li>
                          ) : null}
                        </ul>
                      </li>
                    );
                  })}
                </ul>
              </Flex>
            ) : null}
          </Flex>
        </ScrollArea>
      )}
    </Flex>
  );
}
