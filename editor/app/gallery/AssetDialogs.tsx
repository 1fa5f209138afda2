/**
 * The gallery's dialogs for one asset: preview, rename, tags and delete (with where it is used).
 * GalleryPanel opens them; each saves through the API and reports back.
 */
import {
  AlertDialog,
  Box,
  Button,
  Callout,
  Dialog,
  Flex,
  Grid,
  Spinner,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/Toaster";
import { gql } from "./client";
import {
  AssetUsageQuery,
  DeleteAssetMutation,
  RenameAssetMutation,
  SetAssetTagsMutation,
  TagsQuery,
} from "./documents";
import { TagPicker, type TagItem } from "./TagPicker";
import { errorText, formatDuration, formatSize, type GalleryAsset } from "./asset-view";

export function PreviewDialog({ asset, onClose }: { asset: GalleryAsset; onClose(): void }) {
  const { t, i18n } = useTranslation("gallery");
  const [failed, setFailed] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="760px" aria-describedby={undefined}>
        <Dialog.Title>{t("preview.title", { name: asset.name })}</Dialog.Title>
        <Box mb="3">
          {asset.kind === "IMAGE" && (
            <img
              src={asset.url}
              alt={asset.name}
              style={{ maxWidth: "100%", maxHeight: "60vh", display: "block", margin: "0 auto" }}
            />
          )}
          {asset.kind === "VIDEO" && (
            <video
              src={asset.url}
              controls
              data-testid="preview-media"
              onError={() => setFailed(true)}
              style={{ width: "100%", maxHeight: "60vh" }}
            />
          )}
          {asset.kind === "AUDIO" && (
            <audio
              src={asset.url}
              controls
              data-testid="preview-media"
              onError={() => setFailed(true)}
              style={{ width: "100%" }}
            />
          )}
          {asset.kind === "CAPTIONS" && <CaptionsText url={asset.url} />}
          {failed && (
            <Callout.Root color="red" mt="2">
              <Callout.Text>{t("preview.cannotPlay")}</Callout.Text>
            </Callout.Root>
          )}
        </Box>
        <Grid columns="auto 1fr" gapX="4" gapY="1">
          <Text size="2" color="gray">
            {t("preview.file")}
          </Text>
          <Text size="2">{asset.fileName}</Text>
          <Text size="2" color="gray">
            {t("preview.size")}
          </Text>
          <Text size="2">{formatSize(asset.size, i18n.language)}</Text>
          {asset.width && asset.height ? (
            <>
              <Text size="2" color="gray">
                {t("preview.dimensions")}
              </Text>
              <Text size="2">
                {asset.width} × {asset.height} px
              </Text>
            </>
          ) : null}
          {asset.durationSeconds ? (
            <>
              <Text size="2" color="gray">
                {t("preview.duration")}
              </Text>
              <Text size="2">{formatDuration(asset.durationSeconds)}</Text>
            </>
          ) : null}
        </Grid>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t("actions.close")}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function RenameDialog({
  asset,
  onClose,
  onDone,
}: {
  asset: GalleryAsset;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation("gallery");
  const toast = useToast();
  const [name, setName] = useState(asset.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { renameAsset } = await gql(RenameAssetMutation, { id: asset.id, name });
      toast({ text: t("rename.done", { name: renameAsset.name }), tone: "success" });
      onDone();
      onClose();
    } catch (e) {
      setError(errorText(e));
      toast({ text: t(`rename.failed${asset.kind}`, { message: errorText(e) }), tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="440px" aria-describedby={undefined}>
        <Dialog.Title>{t("rename.title")}</Dialog.Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label>
            <Text as="div" size="2" weight="medium" mb="1">
              {t("rename.field")}
            </Text>
            <TextField.Root
              autoFocus
              value={name}
              maxLength={140}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={!!error}
            />
          </label>
          {error && (
            <Text as="p" size="1" color="red" mt="1" role="alert">
              {error}
            </Text>
          )}
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t("actions.cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={busy}>
              {t("actions.save")}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function TagsDialog({
  asset,
  canCreate,
  onClose,
  onDone,
}: {
  asset: GalleryAsset;
  canCreate: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation("gallery");
  const toast = useToast();
  const [all, setAll] = useState<TagItem[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState(asset.tags.map((tag) => tag.id));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    gql(TagsQuery, {})
      .then((d) => setAll(d.tags))
      .catch(() => setLoadFailed(true));
  }, []);
  const save = async () => {
    setBusy(true);
    try {
      await gql(SetAssetTagsMutation, { id: asset.id, tagIds: selected });
      toast({ text: t("tags.saved"), tone: "success" });
      onDone();
      onClose();
    } catch (e) {
      toast({ text: t("tags.failed", { message: errorText(e) }), tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{t("tags.title", { name: asset.name })}</Dialog.Title>
        {loadFailed ? (
          <Callout.Root color="red">
            <Callout.Text>{t("tags.loadFailed")}</Callout.Text>
          </Callout.Root>
        ) : all === null ? (
          <Spinner />
        ) : (
          <TagPicker
            all={all}
            selected={selected}
            onChange={setSelected}
            onCreated={(tag) => setAll((list) => [...(list ?? []), tag])}
            canCreate={canCreate}
          />
        )}
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t("actions.cancel")}
            </Button>
          </Dialog.Close>
          <Button onClick={() => void save()} loading={busy} disabled={all === null}>
            {t("actions.save")}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function DeleteDialog({
  asset,
  onClose,
  onDone,
}: {
  asset: GalleryAsset;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation("gallery");
  const toast = useToast();
  const [usedBy, setUsedBy] = useState<{ gameId: number; title: string }[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    gql(AssetUsageQuery, { id: asset.id })
      .then((d) => setUsedBy(d.asset?.usedBy ?? []))
      .catch(() => setUsedBy([]));
  }, [asset.id]);
  const confirm = async () => {
    setBusy(true);
    try {
      await gql(DeleteAssetMutation, { id: asset.id, confirmUsed: true });
      toast({ text: t("delete.done", { name: asset.name }), tone: "success" });
      onDone();
      onClose();
    } catch (e) {
      toast({ text: t(`delete.failed${asset.kind}`, { message: errorText(e) }), tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{t("delete.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t("delete.text", { name: asset.name })}
        </AlertDialog.Description>
        <Box mt="3" data-testid="asset-usage">
          {usedBy === null ? (
            <Text size="2" color="gray">
              {t("delete.checking")}
            </Text>
          ) : usedBy.length === 0 ? (
            <Text size="2" color="gray">
              {t("delete.unused")}
            </Text>
          ) : (
            <Callout.Root color="orange" size="1">
              <Callout.Text>{t("delete.usedBy")}</Callout.Text>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {usedBy.map((g) => (
                  <li key={g.gameId}>
                    <Text size="2">{g.title}</Text>
                  </li>
                ))}
              </ul>
            </Callout.Root>
          )}
        </Box>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t("actions.cancel")}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color="red"
            loading={busy}
            disabled={usedBy === null}
            onClick={() => void confirm()}
          >
            {t("delete.confirm")}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** The text of a WebVTT file (its first 20 000 characters). */
function CaptionsText({ url }: { url: string }) {
  const { t } = useTranslation("gallery");
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((body) => live && setText(body.slice(0, 20_000)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  if (failed)
    return (
      <Callout.Root color="red" mt="2">
        <Callout.Text>{t("preview.cannotLoad")}</Callout.Text>
      </Callout.Root>
    );
  return (
    <pre
      data-testid="preview-captions"
      tabIndex={0}
      style={{
        maxHeight: "60vh",
        overflow: "auto",
        whiteSpace: "pre-wrap",
        fontSize: 12,
        margin: 0,
      }}
    >
      {text ?? ""}
    </pre>
  );
}
