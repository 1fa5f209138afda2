/**
 * The versions of the game in the editor (issue 26 item 4): keep the saved state under a name,
 * the list (when, what kind, who, what changed as sentences), a read-only preview of any version
 * (the player on its document) and restoring one (itself a new version; the page reloads with
 * the restored document). Loads from and posts to /dashboard/games/:id/versions.
 */
import { parseGameDocument, type GameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { useDateFormat } from "@exitgame/player/kit";
import { Badge, Button, Dialog, Flex, Text, TextField } from "@radix-ui/themes";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "../components/ConfirmDialog";
import type { SharingResult } from "../games/sharing.server";

const Preview = lazy(() => import("./Preview").then((m) => ({ default: m.Preview })));

interface VersionItem {
  id: string;
  kind: "AUTO" | "PUBLISH" | "NAMED" | "RESTORE";
  name?: string | null;
  createdAt: string;
  authorName?: string | null;
  summary: string;
}
interface Loaded {
  page: { totalCount: number; nextCursor?: string | null; items: VersionItem[] } | null;
  version: { id: string; createdAt: string; document: unknown } | null;
}
const KIND_COLOR = { AUTO: "gray", PUBLISH: "green", NAMED: "blue", RESTORE: "amber" } as const;

export function VersionsDialog(props: {
  game: { id: number; title: string };
  /** Whether the editor's changes are all saved (a named version and a restore need that). */
  saved: boolean;
  canEdit: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation("sharing");
  const format = useDateFormat();
  const base = `/dashboard/games/${props.game.id}/versions`;
  const list = useFetcher<Loaded>();
  const more = useFetcher<Loaded>();
  const one = useFetcher<Loaded>();
  const create = useFetcher<SharingResult>();
  const restore = useFetcher<SharingResult>();
  const [items, setItems] = useState<VersionItem[]>([]);
  const [name, setName] = useState("");
  const [confirming, setConfirming] = useState<VersionItem | null>(null);
  const [previewing, setPreviewing] = useState<{
    item: VersionItem;
    document: GameDocument;
  } | null>(null);
  const nameId = useId();
  const reload = () => void list.load(base);
  useEffect(() => {
    if (props.open) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);
  useEffect(() => {
    if (list.data?.page) setItems(list.data.page.items);
  }, [list.data]);
  useEffect(() => {
    if (more.data?.page) setItems((now) => [...now, ...more.data!.page!.items]);
  }, [more.data]);
  const nextCursor = (more.data?.page ?? list.data?.page)?.nextCursor ?? null;
  // A named version was kept: the list shows it first.
  const created = useRef<unknown>(undefined);
  useEffect(() => {
    if (create.state !== "idle" || !create.data || create.data === created.current) return;
    created.current = create.data;
    if (create.data.ok) setName("");
    reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [create.state, create.data]);
  // Restored: the editor reloads with the restored document.
  useEffect(() => {
    if (restore.state === "idle" && restore.data?.ok) window.location.reload();
  }, [restore.state, restore.data]);
  // A version's document arrived: the player shows it.
  const pending = useRef<VersionItem | null>(null);
  useEffect(() => {
    const version = one.data?.version;
    const item = pending.current;
    if (!version || !item || version.id !== item.id) return;
    pending.current = null;
    const parsed = parseGameDocument(version.document, registry);
    if (parsed.ok) {
      setPreviewing({ item, document: parsed.document });
      props.onOpenChange(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [one.data]);
  const when = (item: VersionItem) => format.dateTime(item.createdAt);
  const failed =
    (create.data && !create.data.ok && create.data.error) ||
    (restore.data && !restore.data.ok && restore.data.error) ||
    null;
  return (
    <>
      <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
        <Dialog.Content maxWidth="720px" aria-describedby={`${nameId}-intro`}>
          <Dialog.Title>{t("versions.title")}</Dialog.Title>
          <Text as="p" size="2" color="gray" id={`${nameId}-intro`} mb="3">
            {t("versions.intro")}
          </Text>
          {props.canEdit && (
            <create.Form method="post" action={base} noValidate>
              <input type="hidden" name="intent" value="create" />
              <Flex gap="2" align="end">
                <Flex direction="column" gap="1" flexGrow="1">
                  <Text as="label" size="2" weight="medium" htmlFor={nameId}>
                    {t("versions.nameLabel")}
                  </Text>
                  <TextField.Root
                    id={nameId}
                    name="name"
                    value={name}
                    maxLength={120}
                    onChange={(e) => setName(e.target.value)}
                    data-testid="version-name"
                  />
                </Flex>
                <Button
                  type="submit"
                  disabled={!props.saved}
                  loading={create.state !== "idle"}
                  data-testid="version-save"
                >
                  {t("versions.save")}
                </Button>
              </Flex>
              {!props.saved && (
                <Text as="p" size="1" color="gray" mt="1">
                  {t("versions.unsaved")}
                </Text>
              )}
            </create.Form>
          )}
          {failed ? (
            <Text as="p" size="2" color="red" mt="2" role="alert">
              {failed}
            </Text>
          ) : null}
          <ol
            className="se-versions"
            aria-label={t("versions.listLabel")}
            data-testid="version-list"
          >
            {items.map((item) => (
              <li key={item.id} data-testid="version" data-kind={item.kind}>
                <Flex justify="between" align="start" gap="3">
                  <Flex direction="column" gap="1">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text size="2" weight="medium">
                        {when(item)}
                      </Text>
                      <Badge color={KIND_COLOR[item.kind]}>
                        {t(`versions.kinds.${item.kind}`)}
                      </Badge>
                      {item.name ? (
                        <Text size="2">{t("versions.quotedName", { name: item.name })}</Text>
                      ) : null}
                      {item.authorName ? (
                        <Text size="1" color="gray">
                          {t("versions.by", { name: item.authorName })}
                        </Text>
                      ) : null}
                    </Flex>
                    <Text size="2" color="gray" data-testid="version-summary">
                      {item.summary || t("versions.noChanges")}
                    </Text>
                  </Flex>
                  <Flex gap="2" flexShrink="0">
                    <Button
                      size="1"
                      variant="soft"
                      aria-label={t("versions.previewLabel", { date: when(item) })}
                      loading={one.state !== "idle" && pending.current?.id === item.id}
                      onClick={() => {
                        pending.current = item;
                        void one.load(`${base}?version=${encodeURIComponent(item.id)}`);
                      }}
                    >
                      {t("versions.preview")}
                    </Button>
                    {props.canEdit && (
                      <Button
                        size="1"
                        variant="soft"
                        color="amber"
                        disabled={!props.saved}
                        aria-label={t("versions.restoreLabel", { date: when(item) })}
                        onClick={() => setConfirming(item)}
                      >
                        {t("versions.restore")}
                      </Button>
                    )}
                  </Flex>
                </Flex>
              </li>
            ))}
          </ol>
          {list.state === "idle" && list.data && items.length === 0 ? (
            <Text size="2" color="gray">
              {t("versions.empty")}
            </Text>
          ) : null}
          {list.state === "idle" && !list.data ? (
            <Text size="2" color="red" role="alert">
              {t("versions.loadFailed")}
            </Text>
          ) : null}
          <Flex justify="between" mt="3">
            {nextCursor ? (
              <Button
                variant="soft"
                loading={more.state !== "idle"}
                onClick={() => void more.load(`${base}?after=${encodeURIComponent(nextCursor)}`)}
              >
                {t("versions.more")}
              </Button>
            ) : (
              <span />
            )}
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {t("close")}
              </Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("versions.restoreTitle")}
        text={confirming ? t("versions.restoreText", { date: when(confirming) }) : ""}
        cancelLabel={t("close")}
        confirmLabel={t("versions.restoreConfirm")}
        onConfirm={() => {
          if (!confirming) return;
          void restore.submit(
            { intent: "restore", versionId: confirming.id },
            { method: "post", action: base },
          );
          setConfirming(null);
        }}
      />
      {previewing ? (
        <Suspense fallback={null}>
          <Preview
            document={previewing.document}
            sceneId={previewing.document.scenes[0]!.id}
            title={props.game.title}
            gameId={props.game.id}
            heading={t("versions.previewHeading", { date: when(previewing.item) })}
            onClose={() => {
              setPreviewing(null);
              props.onOpenChange(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
