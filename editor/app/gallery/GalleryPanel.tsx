/**
 * One gallery (images, videos or audio): upload by drag and drop or file picker, search by name
 * and tag (both languages), sort, preview, rename, tags, delete with confirmation, curated
 * library versus own uploads versus a game's gallery.
 *
 * Reusable: the moderators' pages (/dashboard/image-gallery, …) show it with the curated
 * library; the scene editor's left sidebar and asset fields show it with `gameId` (the game's
 * gallery, own uploads, the curated library) and `onChoose` to pick an asset for an element.
 * It loads its data itself from the browser, so it needs no route loader.
 */
import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  DropdownMenu,
  Flex,
  Grid,
  IconButton,
  RadioGroup,
  SegmentedControl,
  Select,
  Spinner,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useDateFormat } from "@exitgame/player/kit";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/Toaster";
import { gql, type AssetKind } from "./client";
import { AddAssetToGameMutation, AssetLimitsQuery, GalleryAssetsQuery } from "./documents";
import { assetDragSource, ensureInGameGallery } from "./asset-drag";
import { tagLabel } from "./TagPicker";
import { UploadArea, type Limits } from "./UploadArea";
import { DeleteDialog, PreviewDialog, RenameDialog, TagsDialog } from "./AssetDialogs";
import {
  errorText,
  formatDuration,
  formatSize,
  Thumbnail,
  type GalleryAsset,
  type Library,
} from "./asset-view";

export type { GalleryAsset, Library };

type Sort = "NAME" | "CREATED" | "UPDATED";

export interface GalleryPanelProps {
  kind: AssetKind;
  /** The libraries offered (first one shown first). */
  libraries: Library[];
  /** The game whose gallery is shown (library GAME) and into which uploads and "add" go. */
  gameId?: number;
  /** Uploads go to the curated library (moderators' pages) instead of the viewer's own uploads. */
  uploadToCurated?: boolean;
  /** Whether the viewer may create tags (moderators). */
  canCreateTags?: boolean;
  /** Pick mode: every asset gets a "Choose" button. */
  onChoose?(asset: GalleryAsset): void;
  /** Narrow layout for a sidebar. */
  compact?: boolean;
}

type Open = { dialog: "preview" | "rename" | "tags" | "delete"; asset: GalleryAsset } | null;

function AssetCard({
  asset,
  compact,
  onOpen,
  onChoose,
  onAdd,
  dragFrom,
}: {
  asset: GalleryAsset;
  dragFrom?: Library;
  compact?: boolean;
  onOpen(open: Open): void;
  onChoose?(asset: GalleryAsset): void;
  onAdd?(asset: GalleryAsset): void;
}) {
  const { t, i18n } = useTranslation("gallery");
  const format = useDateFormat();
  return (
    <Card
      data-testid="asset-card"
      data-asset-id={asset.id}
      size="1"
      {...(dragFrom ? assetDragSource(asset, dragFrom) : {})}
    >
      <Flex direction="column" gap="2">
        <button
          type="button"
          onClick={() => onOpen({ dialog: "preview", asset })}
          aria-label={`${t("actions.preview")}: ${asset.name}`}
          style={{ all: "unset", cursor: "zoom-in", display: "block" }}
        >
          <Thumbnail asset={asset} height={compact ? 90 : 130} />
        </button>
        <Flex justify="between" align="start" gap="2">
          <Box style={{ minWidth: 0 }}>
            <Text as="div" size="2" weight="medium" truncate data-testid="asset-name">
              {asset.name}
            </Text>
            <Text as="div" size="1" color="gray">
              {formatSize(asset.size, i18n.language)}
              {asset.durationSeconds ? ` · ${formatDuration(asset.durationSeconds)}` : ""}
              {!compact && ` · ${format.date(asset.updatedAt)}`}
            </Text>
          </Box>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger>
              <IconButton
                variant="ghost"
                size="1"
                aria-label={t("actions.menu", { name: asset.name })}
              >
                <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden>
                  <circle cx="3" cy="8" r="1.5" fill="currentColor" />
                  <circle cx="8" cy="8" r="1.5" fill="currentColor" />
                  <circle cx="13" cy="8" r="1.5" fill="currentColor" />
                </svg>
              </IconButton>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end">
              <DropdownMenu.Item onSelect={() => onOpen({ dialog: "preview", asset })}>
                {t("actions.preview")}
              </DropdownMenu.Item>
              {asset.editable && (
                <>
                  <DropdownMenu.Item onSelect={() => onOpen({ dialog: "rename", asset })}>
                    {t("actions.rename")}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item onSelect={() => onOpen({ dialog: "tags", asset })}>
                    {t("actions.tags")}
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator />
                  <DropdownMenu.Item
                    color="red"
                    onSelect={() => onOpen({ dialog: "delete", asset })}
                  >
                    {t("actions.delete")}
                  </DropdownMenu.Item>
                </>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </Flex>
        <Flex gap="1" wrap="wrap">
          {asset.curated && (
            <Badge color="amber" size="1">
              {t("badge.curated")}
            </Badge>
          )}
          {asset.tags.map((tag) => (
            <Badge key={tag.id} size="1" variant="soft" data-testid="asset-tag">
              {tagLabel(tag, i18n.language)}
            </Badge>
          ))}
        </Flex>
        {(onChoose || onAdd) && (
          <Flex gap="2">
            {onChoose && (
              <Button size="1" onClick={() => onChoose(asset)}>
                {t("actions.choose")}
              </Button>
            )}
            {onAdd && (
              <Button size="1" variant="soft" onClick={() => onAdd(asset)}>
                {t("actions.addToGame")}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

export function GalleryPanel(props: GalleryPanelProps) {
  const { kind, libraries, gameId, compact } = props;
  const { t } = useTranslation("gallery");
  const toast = useToast();
  const [library, setLibrary] = useState<Library>(libraries[0] ?? "MINE");
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  const [sort, setSort] = useState<Sort>("UPDATED");
  const [direction, setDirection] = useState<"ASC" | "DESC">("DESC");
  const [assets, setAssets] = useState<GalleryAsset[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [limits, setLimits] = useState<Limits | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const id = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(id);
  }, [search]);
  useEffect(() => {
    gql(AssetLimitsQuery, {})
      .then((d) => setLimits(d.assetLimits))
      .catch(() => setLimits(null));
  }, []);
  // Everything the list depends on, as one value (a reload changes `reloads`).
  const listKey = JSON.stringify({ kind, library, gameId, debounced, sort, direction, reloads });
  useEffect(() => {
    const key = JSON.parse(listKey) as {
      kind: AssetKind;
      library: Library;
      gameId?: number;
      debounced: string;
      sort: Sort;
      direction: "ASC" | "DESC";
    };
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    gql(
      GalleryAssetsQuery,
      {
        kind: key.kind,
        library: key.library,
        gameId: key.gameId ?? null,
        search: key.debounced || null,
        sort: key.sort,
        direction: key.direction,
      },
      controller.signal,
    )
      .then((d) => {
        if (controller.signal.aborted) return;
        setFailed(false);
        setAssets(d.assets as GalleryAsset[]);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [listKey]);

  /** "Add to game": one already in the game's gallery is refused with the spec's message. */
  const add = async (asset: GalleryAsset) => {
    if (!gameId) return;
    try {
      await gql(AddAssetToGameMutation, { gameId, assetId: asset.id });
      toast({ text: t("added", { name: asset.name }), tone: "success" });
    } catch (e) {
      toast({ text: t("addFailed", { message: errorText(e) }), tone: "error" });
    }
  };

  /**
   * "Choose" from own uploads or the curated library: the asset goes into the game's gallery
   * first (once: one already there is simply used), then into the element.
   */
  const choose = async (asset: GalleryAsset) => {
    if (!props.onChoose) return;
    if (gameId && library !== "GAME") {
      try {
        if (await ensureInGameGallery(gameId, { id: asset.id, kind: asset.kind, library }))
          toast({ text: t("added", { name: asset.name }), tone: "success" });
      } catch (e) {
        toast({ text: t("addFailed", { message: errorText(e) }), tone: "error" });
        return;
      }
    }
    props.onChoose(asset);
  };

  const uploadTarget = {
    kind,
    curated: !!props.uploadToCurated,
    gameId: library === "GAME" ? gameId : undefined,
  };
  const canUpload = props.uploadToCurated ? library === "CURATED" : library !== "CURATED";

  return (
    <Flex direction="column" gap="3" data-testid="gallery-panel" data-kind={kind}>
      {libraries.length > 1 && compact && (
        // A narrow sidebar has no room for the libraries side by side.
        <RadioGroup.Root
          size="1"
          value={library}
          onValueChange={(v) => setLibrary(v as Library)}
          aria-label={t("library.label")}
        >
          {libraries.map((l) => (
            <RadioGroup.Item key={l} value={l}>
              {t(`library.${l}`)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      {libraries.length > 1 && !compact && (
        <SegmentedControl.Root
          value={library}
          onValueChange={(v) => setLibrary(v as Library)}
          aria-label={t("library.label")}
          size="2"
        >
          {libraries.map((l) => (
            <SegmentedControl.Item key={l} value={l}>
              {t(`library.${l}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      )}
      {canUpload && (
        <UploadArea target={uploadTarget} limits={limits} onUploaded={reload} compact={compact} />
      )}
      <Flex gap="2" wrap="wrap" align="end">
        <Box style={{ flex: "1 1 220px" }}>
          <TextField.Root
            type="search"
            aria-label={t("search.label")}
            placeholder={t(compact ? "search.placeholderShort" : "search.placeholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Box>
        <Flex gap="1" align="center">
          <Select.Root value={sort} onValueChange={(v) => setSort(v as Sort)}>
            <Select.Trigger aria-label={t("sort.label")} />
            <Select.Content>
              {(["NAME", "CREATED", "UPDATED"] as const).map((s) => (
                <Select.Item key={s} value={s}>
                  {t(`sort.${s}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <IconButton
            variant="soft"
            aria-label={`${t("sort.toggle")} (${t(`sort.${direction}`)})`}
            onClick={() => setDirection((d) => (d === "ASC" ? "DESC" : "ASC"))}
          >
            {direction === "ASC" ? "↑" : "↓"}
          </IconButton>
        </Flex>
      </Flex>
      {failed ? (
        <Callout.Root color="red">
          <Flex justify="between" align="center" gap="3">
            <Callout.Text>{t("loadFailed")}</Callout.Text>
            <Button size="1" variant="soft" onClick={reload}>
              {t("retry")}
            </Button>
          </Flex>
        </Callout.Root>
      ) : assets === null ? (
        <Flex justify="center" p="4">
          <Spinner size="3" />
        </Flex>
      ) : assets.length === 0 ? (
        <Text color="gray" size="2" data-testid="gallery-empty">
          {debounced ? t("noMatch") : t("empty")}
        </Text>
      ) : (
        <>
          <Text size="1" color="gray" data-testid="gallery-count">
            {t("count", { count: assets.length })}
          </Text>
          <Grid
            columns={
              compact
                ? "repeat(auto-fill, minmax(150px, 1fr))"
                : "repeat(auto-fill, minmax(200px, 1fr))"
            }
            gap="3"
          >
            {assets.map((asset) => (
              <AssetCard
                key={asset.id}
                asset={asset}
                compact={compact}
                onOpen={setOpen}
                onChoose={props.onChoose ? (a) => void choose(a) : undefined}
                dragFrom={props.onChoose ? library : undefined}
                onAdd={gameId && library !== "GAME" ? (a) => void add(a) : undefined}
              />
            ))}
          </Grid>
        </>
      )}
      {open?.dialog === "preview" && (
        <PreviewDialog asset={open.asset} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === "rename" && (
        <RenameDialog asset={open.asset} onClose={() => setOpen(null)} onDone={reload} />
      )}
      {open?.dialog === "tags" && (
        <TagsDialog
          asset={open.asset}
          canCreate={!!props.canCreateTags}
          onClose={() => setOpen(null)}
          onDone={reload}
        />
      )}
      {open?.dialog === "delete" && (
        <DeleteDialog asset={open.asset} onClose={() => setOpen(null)} onDone={reload} />
      )}
    </Flex>
  );
}
