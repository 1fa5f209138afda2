/**
 * The inspector's control for a captions field (a video's caption tracks): per track its WebVTT
 * file from the gallery, its language and the label the player's track menu shows; add and
 * remove. Every change is the whole list, handed to the inspector's onChange (one engine
 * operation); a language or label that would not validate stays a draft with its error.
 */
import type { CaptionTrack } from "@exitgame/engine";
import { Box, Button, Dialog, Flex, Text, TextField } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDraft } from "../editor-shell/use-draft";
import { useGameId } from "../editor-shell/game-context";
import { GalleryPanel } from "../gallery/GalleryPanel";
import { AssetPicker } from "./AssetPicker";

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

export function CaptionsField(props: {
  id: string;
  label: string;
  value: readonly CaptionTrack[];
  onChange(tracks: CaptionTrack[]): void;
}) {
  const { t, i18n } = useTranslation("sceneEditor");
  const tracks = props.value;
  const replace = (i: number, track: CaptionTrack | null) =>
    props.onChange(
      track === null
        ? tracks.filter((_, k) => k !== i)
        : tracks.map((old, k) => (k === i ? track : old)),
    );
  const language = i18n.language.startsWith("de") ? "de" : "en";
  return (
    <Flex direction="column" gap="2" data-testid="captions-field">
      {tracks.length === 0 ? (
        <Text size="1" color="gray">
          {t("captionsField.none")}
        </Text>
      ) : null}
      {tracks.map((track, i) => (
        <TrackEditor
          key={`${i}:${track.assetId}`}
          number={i + 1}
          track={track}
          onChange={(next) => replace(i, next)}
        />
      ))}
      <AddCaptions
        id={props.id}
        field={props.label}
        onChoose={(assetId) =>
          props.onChange([...tracks, { assetId, language, label: t("captionsField.defaultLabel") }])
        }
      />
    </Flex>
  );
}

/** "Add captions": the captions gallery in a dialog; the chosen file becomes a new track. */
function AddCaptions(props: { id: string; field: string; onChoose(assetId: string): void }) {
  const { t } = useTranslation("sceneEditor");
  const gameId = useGameId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        id={props.id}
        size="1"
        variant="soft"
        type="button"
        style={{ alignSelf: "flex-start" }}
        aria-label={t("captionsField.addFor", { field: props.field })}
        onClick={() => setOpen(true)}
      >
        {t("captionsField.add")}
      </Button>
      {open ? (
        <Dialog.Root open onOpenChange={setOpen}>
          <Dialog.Content maxWidth="900px" aria-describedby={undefined}>
            <Dialog.Title>{t("captionsField.addFor", { field: props.field })}</Dialog.Title>
            <GalleryPanel
              kind="CAPTIONS"
              libraries={gameId === null ? ["MINE", "CURATED"] : ["GAME", "MINE", "CURATED"]}
              gameId={gameId ?? undefined}
              onChoose={(asset) => {
                props.onChoose(asset.id);
                setOpen(false);
              }}
            />
            <Flex justify="end" mt="3">
              <Dialog.Close>
                <Button variant="soft" color="gray" type="button">
                  {t("assetPicker.close")}
                </Button>
              </Dialog.Close>
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </>
  );
}

function TrackEditor(props: {
  number: number;
  track: CaptionTrack;
  onChange(track: CaptionTrack | null): void;
}) {
  const { t } = useTranslation("sceneEditor");
  const ids = { file: useId(), language: useId(), label: useId() };
  const { track, number } = props;
  const [language, setLanguage] = useDraft(track.language);
  const [label, setLabel] = useDraft(track.label);
  const languageOk = LANGUAGE.test(language) && language.length <= 35;
  const labelOk = label.trim().length > 0 && label.length <= 100;
  return (
    <Box
      asChild
      p="2"
      style={{ border: "1px solid var(--gray-a5)", borderRadius: "var(--radius-2)" }}
    >
      <fieldset>
        <Text as="div" size="1" weight="bold" asChild>
          <legend>{t("captionsField.track", { number })}</legend>
        </Text>
        <Flex direction="column" gap="1">
          <Text as="label" size="1" htmlFor={ids.file}>
            {t("captionsField.file")}
          </Text>
          <AssetPicker
            id={ids.file}
            label={t("captionsField.track", { number })}
            kind="CAPTIONS"
            value={track.assetId}
            mixed={false}
            onChange={(assetId) => props.onChange(assetId ? { ...track, assetId } : null)}
          />
          <Text as="label" size="1" htmlFor={ids.language}>
            {t("captionsField.language")}
          </Text>
          <TextField.Root
            id={ids.language}
            size="1"
            value={language}
            aria-invalid={!languageOk}
            onChange={(e) => {
              const next = e.target.value.trim();
              setLanguage(next);
              if (LANGUAGE.test(next) && next.length <= 35)
                props.onChange({ ...track, language: next });
            }}
          />
          {languageOk ? null : (
            <Text size="1" color="red">
              {t("captionsField.languageInvalid")}
            </Text>
          )}
          <Text as="label" size="1" htmlFor={ids.label}>
            {t("captionsField.label")}
          </Text>
          <TextField.Root
            id={ids.label}
            size="1"
            value={label}
            aria-invalid={!labelOk}
            onChange={(e) => {
              setLabel(e.target.value);
              if (e.target.value.trim() && e.target.value.length <= 100)
                props.onChange({ ...track, label: e.target.value });
            }}
          />
          {labelOk ? null : (
            <Text size="1" color="red">
              {t("captionsField.labelRequired")}
            </Text>
          )}
          <Button
            size="1"
            variant="ghost"
            color="red"
            type="button"
            style={{ alignSelf: "flex-start" }}
            onClick={() => props.onChange(null)}
          >
            {t("captionsField.remove", { number })}
          </Button>
        </Flex>
      </fieldset>
    </Box>
  );
}
