import { Badge, Button, Flex, IconButton, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../components/Toaster";
import { ApiError, gql } from "./client";
import { CreateTagMutation } from "./documents";

export interface TagItem {
  id: string;
  slug: string;
  nameEn: string;
  nameDe?: string | null;
}

/** A tag's name in the visitor's language (German falls back to English). */
export function tagLabel(tag: TagItem, language: string): string {
  return language.startsWith("de") ? tag.nameDe || tag.nameEn : tag.nameEn;
}

/**
 * Choose tags: the chosen ones as removable badges, a search over all tags (both languages and
 * the slug); with `canCreate`, Enter or + creates a tag from what was typed.
 */
export function TagPicker({
  all,
  selected,
  onChange,
  onCreated,
  canCreate,
}: {
  all: TagItem[];
  selected: string[];
  onChange(ids: string[]): void;
  onCreated(tag: TagItem): void;
  canCreate: boolean;
}) {
  const { t, i18n } = useTranslation("gallery");
  const toast = useToast();
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const q = query.trim().toLowerCase();
  const matches = all.filter(
    (tag) =>
      !selected.includes(tag.id) &&
      (!q ||
        tag.nameEn.toLowerCase().includes(q) ||
        (tag.nameDe ?? "").toLowerCase().includes(q) ||
        tag.slug.includes(q)),
  );
  const exact = all.find(
    (tag) => tag.nameEn.toLowerCase() === q || (tag.nameDe ?? "").toLowerCase() === q,
  );
  const create = async () => {
    const name = query.trim();
    if (!name || busy) return;
    if (exact) {
      if (!selected.includes(exact.id)) onChange([...selected, exact.id]);
      setQuery("");
      return;
    }
    if (!canCreate) return;
    setBusy(true);
    try {
      const { createTag } = await gql(CreateTagMutation, { nameEn: name, nameDe: null });
      onCreated(createTag);
      onChange([...selected, createTag.id]);
      setQuery("");
    } catch (error) {
      toast({
        text: t("tags.failed", {
          message: error instanceof ApiError ? error.message : String(error),
        }),
        tone: "error",
      });
    } finally {
      setBusy(false);
    }
  };
  const byId = new Map(all.map((tag) => [tag.id, tag]));
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" data-testid="selected-tags">
        {selected.length === 0 && (
          <Text size="2" color="gray">
            {t("tags.none")}
          </Text>
        )}
        {selected.map((id) => {
          const tag = byId.get(id);
          if (!tag) return null;
          const label = tagLabel(tag, i18n.language);
          return (
            <Badge key={id} size="2" variant="soft">
              {label}
              <button
                type="button"
                aria-label={t("tags.remove", { name: label })}
                onClick={() => onChange(selected.filter((s) => s !== id))}
                style={{ all: "unset", cursor: "pointer", marginLeft: 4 }}
              >
                ×
              </button>
            </Badge>
          );
        })}
      </Flex>
      <Flex gap="2">
        <TextField.Root
          style={{ flex: 1 }}
          aria-label={t("tags.search")}
          placeholder={t("tags.search")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void create();
            }
          }}
        />
        {canCreate && (
          <IconButton
            type="button"
            aria-label={t("tags.create", { name: query.trim() })}
            disabled={!query.trim() || busy}
            onClick={() => void create()}
          >
            +
          </IconButton>
        )}
      </Flex>
      {canCreate && (
        <Text size="1" color="gray">
          {t("tags.hint")}
        </Text>
      )}
      <Flex gap="2" wrap="wrap" style={{ maxHeight: 160, overflowY: "auto" }}>
        {matches.slice(0, 60).map((tag) => (
          <Button
            key={tag.id}
            type="button"
            size="1"
            variant="outline"
            onClick={() => onChange([...selected, tag.id])}
          >
            + {tagLabel(tag, i18n.language)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
