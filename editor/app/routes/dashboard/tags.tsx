import {
  AlertDialog,
  Button,
  Callout,
  Code,
  Dialog,
  Flex,
  IconButton,
  Table,
  Text,
  TextField,
} from "@radix-ui/themes";
import { requestGraphQL } from "@exitgame/player/kit/graphql.server";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { requireRole } from "../../auth/guards.server";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/Toaster";
import { ApiError, gql } from "../../gallery/client";
import {
  CreateTagMutation,
  DeleteTagMutation,
  TagsQuery,
  UpdateTagMutation,
} from "../../gallery/documents";
import type { Route } from "./+types/tags";

/** /dashboard/tags [moderator]: English, German, slug; search across all three; add, edit, delete. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "MODERATOR");
  try {
    return { tags: (await requestGraphQL(request, TagsQuery, {})).tags };
  } catch {
    return { tags: null };
  }
}

type Tag = NonNullable<Route.ComponentProps["loaderData"]["tags"]>[number];

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

function TagDialog({ tag, onClose }: { tag?: Tag; onClose(): void }) {
  const { t } = useTranslation("tags");
  const toast = useToast();
  const revalidator = useRevalidator();
  const [nameEn, setNameEn] = useState(tag?.nameEn ?? "");
  const [nameDe, setNameDe] = useState(tag?.nameDe ?? "");
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enMissing = !nameEn.trim();
  const title = tag ? t("edit") : t("add");
  const save = async () => {
    setSubmitted(true);
    setServerError(null);
    if (enMissing) return;
    setBusy(true);
    try {
      const saved = tag
        ? (await gql(UpdateTagMutation, { id: tag.id, nameEn, nameDe: nameDe || null })).updateTag
        : (await gql(CreateTagMutation, { nameEn, nameDe: nameDe || null })).createTag;
      toast({ text: t(tag ? "updated" : "created", { name: saved.nameEn }), tone: "success" });
      await revalidator.revalidate();
      onClose();
    } catch (error) {
      setServerError(errorText(error));
      toast({ text: t("saveFailed", { message: errorText(error) }), tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="460px" aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <form
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t("fields.en")}
              </Text>
              <TextField.Root
                autoFocus
                value={nameEn}
                maxLength={80}
                aria-invalid={(submitted && enMissing) || !!serverError}
                onChange={(e) => setNameEn(e.target.value)}
              />
              {submitted && enMissing && (
                <Text as="p" size="1" color="red" mt="1" role="alert">
                  {t("enRequired")}
                </Text>
              )}
              {serverError && (
                <Text as="p" size="1" color="red" mt="1" role="alert">
                  {serverError}
                </Text>
              )}
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t("fields.de")}
              </Text>
              <TextField.Root
                value={nameDe}
                maxLength={80}
                onChange={(e) => setNameDe(e.target.value)}
              />
            </label>
            {tag && (
              <Flex direction="column" gap="1">
                <Text size="2" weight="medium">
                  {t("fields.slug")}
                </Text>
                <Code>{tag.slug}</Code>
                <Text size="1" color="gray">
                  {t("fields.slugHint")}
                </Text>
              </Flex>
            )}
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t("cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={busy}>
              {tag ? t("save") : t("create")}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DeleteTagDialog({ tag, onClose }: { tag: Tag; onClose(): void }) {
  const { t } = useTranslation("tags");
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await gql(DeleteTagMutation, { id: tag.id });
      toast({ text: t("deleted", { name: tag.nameEn }), tone: "success" });
      await revalidator.revalidate();
      onClose();
    } catch (error) {
      toast({ text: t("deleteFailed", { message: errorText(error) }), tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t("delete.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t("delete.text", { name: tag.nameEn, count: tag.assetCount })}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t("cancel")}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t("delete.confirm")}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export default function TagsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tags");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Tag | "new" | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const tags = loaderData.tags;
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!tags || !q) return tags ?? [];
    return tags.filter(
      (tag) =>
        tag.nameEn.toLowerCase().includes(q) ||
        (tag.nameDe ?? "").toLowerCase().includes(q) ||
        tag.slug.includes(q),
    );
  }, [tags, search]);
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1000 }}>
      <title>{`${t("title")} – Exitgame Studio`}</title>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <Button size="3" onClick={() => setEditing("new")}>
            {t("add")}
          </Button>
        }
      />
      <TextField.Root
        type="search"
        aria-label={t("search.label")}
        placeholder={t("search.placeholder")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 360 }}
      />
      {tags === null ? (
        <Callout.Root color="red">
          <Callout.Text>{t("loadFailed")}</Callout.Text>
        </Callout.Root>
      ) : shown.length === 0 ? (
        <Text color="gray">{search ? t("noMatch") : t("empty")}</Text>
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t("columns.en")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("columns.de")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t("columns.slug")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t("columns.assets")}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t("columns.actions")}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((tag) => (
              <Table.Row key={tag.id} data-testid="tag-row" align="center">
                <Table.RowHeaderCell>{tag.nameEn}</Table.RowHeaderCell>
                <Table.Cell>{tag.nameDe ?? "–"}</Table.Cell>
                <Table.Cell>
                  <Code variant="ghost">{tag.slug}</Code>
                </Table.Cell>
                <Table.Cell justify="end">{tag.assetCount}</Table.Cell>
                <Table.Cell justify="end">
                  <Flex gap="2" justify="end">
                    <IconButton
                      variant="ghost"
                      aria-label={t("editNamed", { name: tag.nameEn })}
                      onClick={() => setEditing(tag)}
                    >
                      ✎
                    </IconButton>
                    <IconButton
                      variant="ghost"
                      color="red"
                      aria-label={t("deleteNamed", { name: tag.nameEn })}
                      onClick={() => setDeleting(tag)}
                    >
                      ×
                    </IconButton>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing && (
        <TagDialog tag={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteTagDialog tag={deleting} onClose={() => setDeleting(null)} />}
    </Flex>
  );
}
