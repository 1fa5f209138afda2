import { MAX_CAPTIONS_BYTES } from "@exitgame/engine/document/constants";
import { Box, Button, Callout, Flex, Progress, Text } from "@radix-ui/themes";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AssetKind } from "./client";
import { useGalleryUpload, type UploadTarget } from "./useGalleryUpload";

export interface Limits {
  uploadMaxMb: number;
  imageMaxMb: number;
  mediaMaxMb: number;
  maxImageSide: number;
}

const ACCEPT: Record<AssetKind, string> = {
  IMAGE: "image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml",
  VIDEO: "video/mp4,video/webm",
  AUDIO: "audio/mpeg,audio/ogg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,.m4a,.mp3,.ogg,.wav",
  CAPTIONS: "text/vtt,.vtt",
};

/**
 * Drop several files here (or choose them): each gets a progress bar; Cancel stops the run.
 * The end states are the gallery upload machine's, with the spec's messages.
 */
export function UploadArea({
  target,
  limits,
  onUploaded,
  compact,
}: {
  target: UploadTarget;
  limits: Limits | null;
  onUploaded(): void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation("gallery");
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // The upload limit before conversion (images) or of the file (audio, video), as the server has it.
  const maxMb =
    limits &&
    (target.kind === "CAPTIONS"
      ? Math.min(MAX_CAPTIONS_BYTES / 1024 / 1024, limits.uploadMaxMb)
      : target.kind === "IMAGE"
        ? limits.uploadMaxMb
        : limits.mediaMaxMb);
  const preCheck = (file: File) =>
    maxMb && file.size > maxMb * 1024 * 1024
      ? t("upload.tooLarge", { name: file.name, max: maxMb.toLocaleString(i18n.language) })
      : null;
  const { snapshot, progress, start, cancel, reset } = useGalleryUpload(
    target,
    onUploaded,
    preCheck,
  );
  const { files, uploaded, failed, index } = snapshot.context;
  const uploading = snapshot.matches("uploading");
  const state = snapshot.value as string;
  const num = (n: number) => n.toLocaleString(i18n.language);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (uploading) return;
    start([...event.dataTransfer.files]);
  };

  const summary =
    state === "success"
      ? { color: "green" as const, text: t("upload.success", { count: uploaded.length }) }
      : state === "partial"
        ? {
            color: "orange" as const,
            text: t("upload.partial", { uploaded: uploaded.length, failed: failed.length }),
          }
        : state === "failed"
          ? {
              color: "red" as const,
              text: `${t(`upload.failed${target.kind}`)}. ${t("upload.failed")}`,
            }
          : state === "cancelled"
            ? { color: "gray" as const, text: t("upload.cancelledAll") }
            : null;

  return (
    <Flex direction="column" gap="2">
      <Box
        role="region"
        aria-label={t("upload.area")}
        data-testid="upload-area"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        p={compact ? "3" : "4"}
        style={{
          border: `2px dashed ${over ? "var(--accent-9)" : "var(--gray-7)"}`,
          borderRadius: "var(--radius-3)",
          background: over ? "var(--accent-2)" : "var(--gray-2)",
          textAlign: "center",
        }}
      >
        <Text as="p" size="2">
          {t("upload.drop")}{" "}
          <Button
            variant="ghost"
            size="2"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {t("upload.choose")}
          </Button>
        </Text>
        {limits && (
          <Text as="p" size="1" color="gray" mt="1">
            {t(`upload.limits${target.kind}`, {
              upload: num(limits.uploadMaxMb),
              image: num(limits.imageMaxMb),
              media: num(limits.mediaMaxMb),
              side: limits.maxImageSide,
              captions: MAX_CAPTIONS_BYTES / 1024,
            })}
          </Text>
        )}
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT[target.kind]}
          hidden
          data-testid="upload-input"
          onChange={(e) => {
            start([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
      </Box>
      {files.length > 0 && !snapshot.matches("idle") && (
        <Flex direction="column" gap="2" data-testid="upload-list" aria-live="polite">
          {files.map((file, i) => {
            const failure = failed.find((f) => f.id === file.id);
            const done = uploaded.includes(file.id);
            const status = failure
              ? failure.error
              : done
                ? t("upload.done")
                : uploading && i === index
                  ? `${progress[file.id] ?? 0} %`
                  : uploading
                    ? t("upload.waiting")
                    : t("upload.cancelled");
            return (
              <Flex key={file.id} direction="column" gap="1" data-testid="upload-file">
                <Flex justify="between" gap="2">
                  <Text size="1" weight="medium" truncate>
                    {file.name}
                  </Text>
                  <Text size="1" color={failure ? "red" : done ? "green" : "gray"}>
                    {status}
                  </Text>
                </Flex>
                <Progress
                  size="1"
                  aria-label={t("upload.progress", { name: file.name })}
                  value={done ? 100 : (progress[file.id] ?? 0)}
                  color={failure ? "red" : done ? "green" : undefined}
                />
              </Flex>
            );
          })}
          {uploading ? (
            <Flex justify="between" align="center">
              <Text size="1" color="gray">
                {t("upload.uploading")}
              </Text>
              <Button size="1" variant="soft" color="red" onClick={cancel}>
                {t("upload.cancel")}
              </Button>
            </Flex>
          ) : (
            summary && (
              <Callout.Root color={summary.color} size="1" data-testid="upload-summary">
                <Flex justify="between" align="center" gap="3">
                  <Callout.Text>{summary.text}</Callout.Text>
                  <Button size="1" variant="ghost" onClick={reset}>
                    {t("upload.dismiss")}
                  </Button>
                </Flex>
              </Callout.Root>
            )
          )}
        </Flex>
      )}
    </Flex>
  );
}
