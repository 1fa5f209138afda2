/**
 * The import dialog: drop a .exitgame file, name the game (new game only), the complete
 * game or selected scenes, Batched or Legacy; then progress, failed files with a retry, warnings
 * and each of its outcomes (imported, refused file, newer editor needed, failure). The page must stay open while it runs (it says so).
 */
import {
  Badge,
  Box,
  Button,
  Callout,
  Checkbox,
  Dialog,
  Flex,
  Progress,
  RadioGroup,
  Text,
  TextField,
} from "@radix-ui/themes";
import {
  IMPORT_MAX_NAME_LENGTH,
  validateImport,
  type GameImportContext,
  type ImportValidationError,
} from "@exitgame/engine";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { createActor, type SnapshotFrom } from "xstate";
import type { ImportWarning } from "@exitgame/engine/exchange/prepare-import";
import { createImportRunner, legacySuits, type ImportReport } from "./import-runner";
import type { OpenArchive } from "./read-archive";

type Runner = ReturnType<typeof createImportRunner>;
type Snapshot = SnapshotFrom<Runner["machine"]>;

const MB = 1024 * 1024;

export interface ImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Scenes into this game; without it the dialog makes a new game. */
  targetGame?: { id: number; title: string } | null;
  /** After success (or completion with errors): the game made or changed. */
  onImported?(result: { gameId: number; sceneIds: string[] }): void;
}

export function ImportDialog(props: ImportDialogProps) {
  // A fresh dialog (state, machine) each time it opens.
  const [generation, setGeneration] = useState(0);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(open) => {
        props.onOpenChange(open);
        if (!open) setGeneration((g) => g + 1);
      }}
    >
      {props.open ? <ImportDialogContent key={generation} {...props} /> : null}
    </Dialog.Root>
  );
}

function ImportDialogContent({ targetGame, onOpenChange, onImported }: ImportDialogProps) {
  const { t } = useTranslation("import");
  const intoGame = targetGame ?? null;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [archive, setArchive] = useState<OpenArchive | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [mode, setMode] = useState<"complete" | "scenes">("complete");
  const [sceneIds, setSceneIds] = useState<string[]>([]);
  const [method, setMethod] = useState<"batched" | "legacy">("batched");
  const [submitted, setSubmitted] = useState(false);
  const [runner, setRunner] = useState<Runner | null>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const actor = useRef<ReturnType<typeof createActor<Runner["machine"]>> | null>(null);
  const notified = useRef(false);

  const state = snapshot ? (snapshot.value as string | { importing: string }) : "idle";
  const phase = typeof state === "string" ? state : "importing";
  const running = phase === "preparing" || phase === "importing" || phase === "finalizing";
  const context: GameImportContext | null = snapshot?.context ?? null;

  // Leaving the page while the import runs loses it: the browser asks first.
  useEffect(() => {
    if (!running) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running]);

  useEffect(() => () => void archive?.close(), [archive]);
  useEffect(
    () => () => {
      actor.current?.stop();
    },
    [],
  );

  useEffect(() => {
    if (notified.current || !report?.gameId) return;
    if (phase === "success" || phase === "completedWithErrors") {
      notified.current = true;
      onImported?.({ gameId: report.gameId, sceneIds: report.sceneIds });
    }
  }, [phase, report, onImported]);

  const choose = async (chosen: File | undefined) => {
    if (!chosen || running) return;
    setFile(chosen);
    setArchive(null);
    setFileError(null);
    const quick = validateImport(
      { fileName: chosen.name, sizeBytes: chosen.size },
      { gameName: "x", mode: "complete", sceneIds: [], method: "batched" },
    );
    if (quick.length) return setFileError(t(`errors.${quick[0]}`));
    setReading(true);
    try {
      const { openArchive } = await import("./read-archive");
      const opened = await openArchive(chosen);
      setArchive(opened);
      setName((n) => n || opened.manifest.title.slice(0, IMPORT_MAX_NAME_LENGTH));
      setSceneIds(opened.manifest.scenes.map((s) => s.id));
      if (!legacySuits(opened)) setMethod("batched");
    } catch (error) {
      const code = (error as { code?: string }).code;
      setFileError(t(`errors.${code === "noGameData" ? "noGameData" : "invalidFile"}`));
    } finally {
      setReading(false);
    }
  };

  const options = {
    gameName: intoGame ? intoGame.title.slice(0, IMPORT_MAX_NAME_LENGTH) || "-" : name,
    mode,
    sceneIds: mode === "scenes" ? sceneIds : [],
    method,
  };
  const errors: ImportValidationError[] = file
    ? validateImport({ fileName: file.name, sizeBytes: file.size }, options)
    : [];
  const shown = (e: ImportValidationError) => submitted && errors.includes(e);

  const start = () => {
    setSubmitted(true);
    if (!file || !archive || errors.length) return;
    const next = createImportRunner({
      archive,
      file,
      target: { gameId: intoGame?.id ?? null },
      onReport: setReport,
    });
    const a = createActor(next.machine);
    a.subscribe((s) => {
      setSnapshot(s);
      if (s.value === "failed") void next.abandon();
    });
    a.start();
    a.send({ type: "CHOOSE_FILE", file: { fileName: file.name, sizeBytes: file.size } });
    a.send({ type: "SET_OPTIONS", options });
    a.send({ type: "START" });
    actor.current = a;
    setRunner(next);
  };

  const close = () => {
    if (running) return;
    // Closed before the commit: what was uploaded goes again (no orphaned files).
    void runner?.abandon();
    onOpenChange(false);
  };

  const failText = (error: string | null) => {
    if (!error) return t("errors.unknown");
    const known = ["invalidFile", "noGameData", "network", "gameNotFound"];
    return known.includes(error) ? t(`errors.${error}`) : t("errors.unknown");
  };
  const assetError = (code: string) =>
    ["invalid", "svgUnsafe", "tooLargeConverted", "unreadable", "network"].includes(code)
      ? t(`assetErrors.${code}`)
      : t("assetErrors.other", { code });

  const percent =
    context && context.total > 0 ? Math.round((context.done / context.total) * 100) : 0;
  const warnings: { key: string; text: string }[] = [
    ...(report?.warnings ?? []).map((w: ImportWarning) => ({
      key: JSON.stringify(w),
      text:
        w.code === "unknownElementType"
          ? t("warnings.unknownElementType", { count: w.count, type: w.type })
          : w.code === "rulesChanged"
            ? t("warnings.rulesChanged", { removed: w.removedRules, modified: w.modifiedRules })
            : t("warnings.unknownMigrations"),
    })),
    ...(report?.oversized
      ? [{ key: "oversized", text: t("warnings.oversized", { count: report.oversized }) }]
      : []),
    ...(report?.cloned
      ? [{ key: "cloned", text: t("warnings.cloned", { count: report.cloned }) }]
      : []),
  ];
  const started = snapshot !== null;

  return (
    <Dialog.Content
      maxWidth="600px"
      data-testid="import-dialog"
      onEscapeKeyDown={(e) => running && e.preventDefault()}
      onPointerDownOutside={(e) => e.preventDefault()}
      onInteractOutside={(e) => e.preventDefault()}
    >
      <Dialog.Title>{intoGame ? t("titleScenes") : t("titleGame")}</Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="3">
        {intoGame ? t("descriptionScenes") : t("descriptionGame")}
      </Dialog.Description>

      {!started && (
        <Flex direction="column" gap="3">
          <Box
            role="region"
            aria-label={t("drop")}
            data-testid="import-drop"
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              setOver(false);
              void choose(e.dataTransfer.files[0]);
            }}
            p="4"
            style={{
              border: `2px dashed ${over ? "var(--accent-9)" : "var(--gray-7)"}`,
              borderRadius: "var(--radius-3)",
              background: over ? "var(--accent-2)" : "var(--gray-2)",
              textAlign: "center",
            }}
          >
            <Text as="p" size="2">
              {t("drop")}{" "}
              <Button variant="ghost" size="2" onClick={() => input.current?.click()}>
                {file ? t("otherFile") : t("choose")}
              </Button>
            </Text>
            <Text as="p" size="1" color="gray" mt="1">
              {t("limits")}
            </Text>
            <input
              ref={input}
              type="file"
              accept=".exitgame"
              hidden
              data-testid="import-file"
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </Box>
          {reading && <Text size="2">{t("reading")}</Text>}
          {fileError && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{fileError}</Callout.Text>
            </Callout.Root>
          )}
          {file && archive && (
            <>
              <Text size="2" color="gray" data-testid="import-file-info">
                {t("fileInfo", {
                  name: file.name,
                  size: (Math.round((file.size / MB) * 10) / 10).toString(),
                  scenes: archive.manifest.scenes.length,
                  assets: archive.manifest.assets.length,
                })}
              </Text>
              {!intoGame && (
                <label>
                  <Text as="div" size="2" weight="medium" mb="1">
                    {t("name")}
                  </Text>
                  <TextField.Root
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    aria-invalid={shown("nameRequired") || shown("nameTooLong")}
                    data-testid="import-name"
                  />
                  {(shown("nameRequired") || shown("nameTooLong")) && (
                    <Text size="1" color="red" role="alert">
                      {t(`errors.${shown("nameRequired") ? "nameRequired" : "nameTooLong"}`)}
                    </Text>
                  )}
                </label>
              )}
              <Box>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t("what")}
                </Text>
                <RadioGroup.Root
                  value={mode}
                  onValueChange={(v) => setMode(v as "complete" | "scenes")}
                  aria-label={t("what")}
                >
                  <RadioGroup.Item value="complete">{t("complete")}</RadioGroup.Item>
                  <RadioGroup.Item value="scenes">{t("selected")}</RadioGroup.Item>
                </RadioGroup.Root>
                {mode === "scenes" && (
                  <Flex
                    direction="column"
                    gap="1"
                    mt="2"
                    ml="4"
                    role="group"
                    aria-label={t("scenesLegend")}
                    style={{ maxHeight: 160, overflow: "auto" }}
                  >
                    {archive.manifest.scenes.map((s) => (
                      <Text as="label" size="2" key={s.id}>
                        <Flex gap="2" align="center">
                          <Checkbox
                            checked={sceneIds.includes(s.id)}
                            onCheckedChange={(on) =>
                              setSceneIds((ids) =>
                                on
                                  ? archive.manifest.scenes
                                      .map((x) => x.id)
                                      .filter((id) => id === s.id || ids.includes(id))
                                  : ids.filter((id) => id !== s.id),
                              )
                            }
                          />
                          {s.name}
                        </Flex>
                      </Text>
                    ))}
                    {shown("noScenes") && (
                      <Text size="1" color="red" role="alert">
                        {t("errors.noScenes")}
                      </Text>
                    )}
                  </Flex>
                )}
              </Box>
              <Box>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t("method")}
                </Text>
                <RadioGroup.Root
                  value={method}
                  onValueChange={(v) => setMethod(v as "batched" | "legacy")}
                  aria-label={t("method")}
                >
                  <RadioGroup.Item value="batched">{t("batched")}</RadioGroup.Item>
                  <Text size="1" color="gray" ml="5">
                    {t("batchedHint")}
                  </Text>
                  <RadioGroup.Item value="legacy" disabled={!legacySuits(archive)}>
                    {t("legacy")}
                  </RadioGroup.Item>
                  <Text size="1" color="gray" ml="5">
                    {legacySuits(archive)
                      ? t("legacyHint")
                      : t("legacyTooMany", { count: archive.manifest.assets.length })}
                  </Text>
                </RadioGroup.Root>
              </Box>
            </>
          )}
        </Flex>
      )}

      {started && (
        <Flex direction="column" gap="3" data-testid="import-status" data-state={phase}>
          {running && (
            <Callout.Root color="blue" data-testid="import-keep-open">
              <Callout.Text>{t("keepOpen")}</Callout.Text>
            </Callout.Root>
          )}
          {phase === "preparing" && <Text size="2">{t("preparing")}</Text>}
          {(phase === "importing" || phase === "finalizing") && context && (
            <Flex direction="column" gap="1">
              <Progress
                value={percent}
                aria-label={t("progress", { done: context.done, total: context.total })}
                data-testid="import-progress"
              />
              <Text size="2" data-testid="import-progress-text">
                {phase === "finalizing"
                  ? intoGame
                    ? t("finalizingScenes")
                    : t("finalizing")
                  : t("progress", { done: context.done, total: context.total })}
              </Text>
            </Flex>
          )}
          {phase === "success" && (report?.legacyFailed.length ?? 0) > 0 && (
            <Callout.Root color="orange" role="status" data-testid="import-outcome">
              <Callout.Text>
                {t("completedWithErrors", { count: report!.legacyFailed.length })}
              </Callout.Text>
              {report!.legacyFailed.map((f) => (
                <Callout.Text key={f.name}>
                  {f.name} <Badge color="red">{assetError(f.reason)}</Badge>
                </Callout.Text>
              ))}
            </Callout.Root>
          )}
          {phase === "success" && !report?.legacyFailed.length && (
            <Callout.Root color="green" role="status" data-testid="import-outcome">
              <Callout.Text>
                {intoGame
                  ? t("successScenes", { count: report?.sceneIds.length ?? 0 })
                  : t("success")}
              </Callout.Text>
            </Callout.Root>
          )}
          {phase === "completedWithErrors" && context && (
            <Callout.Root color="orange" role="status" data-testid="import-outcome">
              <Callout.Text>
                {t("completedWithErrors", { count: context.failed.length })}
              </Callout.Text>
            </Callout.Root>
          )}
          {phase === "failed" && (
            <Callout.Root color="red" role="alert" data-testid="import-outcome">
              <Callout.Text>
                {t("failed")} {failText(context?.error ?? null)}
              </Callout.Text>
            </Callout.Root>
          )}
          {context && context.failed.length > 0 && phase === "completedWithErrors" && (
            <Box data-testid="import-failed-assets">
              <Text as="div" size="2" weight="medium" mb="1">
                {t("failedAssets")}
              </Text>
              <Flex direction="column" gap="1" style={{ maxHeight: 140, overflow: "auto" }}>
                {context.failed.map((f) => (
                  <Text size="2" key={f.asset.id}>
                    {f.asset.name} <Badge color="red">{assetError(f.error)}</Badge>
                  </Text>
                ))}
              </Flex>
            </Box>
          )}
        </Flex>
      )}

      {warnings.length > 0 && (
        <Callout.Root color="amber" mt="3" data-testid="import-warnings">
          <Callout.Text>
            <Text weight="medium">{t("warnings.title")}</Text>
          </Callout.Text>
          {warnings.map((w) => (
            <Callout.Text key={w.key}>{w.text}</Callout.Text>
          ))}
        </Callout.Root>
      )}

      <Flex gap="3" mt="4" justify="end" wrap="wrap">
        {!started && (
          <>
            <Button variant="soft" color="gray" onClick={close}>
              {t("cancel")}
            </Button>
            <Button disabled={!archive || reading} onClick={start} data-testid="import-start">
              {t("start")}
            </Button>
          </>
        )}
        {phase === "completedWithErrors" && (
          <Button
            variant="soft"
            onClick={() => actor.current?.send({ type: "RETRY" })}
            data-testid="import-retry"
          >
            {t("retry")}
          </Button>
        )}
        {(phase === "success" || phase === "completedWithErrors") &&
          report?.gameId &&
          !intoGame && (
            <Button asChild variant="soft" color="gray">
              <a href={`/editor/${report.gameId}`}>{t("open")}</a>
            </Button>
          )}
        {started && (
          <Button disabled={running} onClick={close} data-testid="import-close">
            {t("close")}
          </Button>
        )}
      </Flex>
    </Dialog.Content>
  );
}
