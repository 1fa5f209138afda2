/**
 * The galleries in the scene editor's left sidebar: images, videos and audio; the game's gallery
 * (drop files to upload into it), own uploads and the curated library. Choosing an asset puts it
 * into the selected element's matching asset field, or adds a new element of a type that takes
 * it (found through the registry's field declarations).
 */
import { registry } from "@exitgame/element-plugins/definitions";
import { typeLabelKey } from "@exitgame/element-plugins/labels";
import { pluginTypes } from "@exitgame/element-plugins/views";
import { Flex, RadioCards, Text } from "@radix-ui/themes";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { AssetKind } from "../gallery/client";
import { GalleryPanel, type GalleryAsset } from "../gallery/GalleryPanel";
import type { EditorActions } from "../editor-shell/actions";
import { assetTarget, captionsTarget } from "./asset-fields";
import { useGameId } from "../editor-shell/game-context";
import type { EditorStore } from "../editor-shell/store";
import "./galleries.css";

const KINDS: AssetKind[] = ["IMAGE", "VIDEO", "AUDIO", "CAPTIONS"];

export function GallerySection({ store, actions }: { store: EditorStore; actions: EditorActions }) {
  const { t, i18n } = useTranslation(["sceneEditor", "elements"]);
  const gameId = useGameId();
  const [kind, setKind] = useState<AssetKind>("IMAGE");
  useSyncExternalStore(
    store.subscribe,
    () => store.snapshot,
    () => store.snapshot,
  );
  const selected = store.selectedElements();
  // Captions files are attached to the selected element's caption tracks (a video).
  const tracks = kind === "CAPTIONS" ? captionsTarget(registry, selected) : null;
  const target = kind === "CAPTIONS" ? null : assetTarget(registry, pluginTypes, selected, kind);
  const hint = tracks
    ? t("sceneEditor:galleries.chooseAddsTrack", { name: selected[0]!.name })
    : kind === "CAPTIONS"
      ? t("sceneEditor:galleries.noCaptionsTarget")
      : target === null
        ? t("sceneEditor:galleries.noTarget")
        : target.kind === "update"
          ? t("sceneEditor:galleries.chooseUpdates", { name: selected[0]!.name })
          : t("sceneEditor:galleries.chooseAdds", {
              type: t(`elements:${typeLabelKey(target.type)}`),
            });
  const choose = (asset: GalleryAsset) => {
    if (tracks) {
      const de = i18n.language.startsWith("de");
      actions.updateProps([tracks.elementId], {
        [tracks.field]: [
          ...tracks.tracks,
          {
            assetId: asset.id,
            language: de ? "de" : "en",
            label: t("sceneEditor:captionsField.defaultLabel"),
          },
        ],
      });
      return;
    }
    if (target === null) return;
    if (target.kind === "update")
      actions.updateProps([target.elementId], { [target.field]: asset.id });
    else actions.addElement(target.type, { [target.field]: asset.id });
  };
  return (
    <Flex direction="column" gap="2" className="se-galleries" data-testid="editor-galleries">
      {/* Two rows of two: four kinds do not fit the sidebar's width in one row. */}
      <RadioCards.Root
        size="1"
        columns="2"
        gap="1"
        value={kind}
        onValueChange={(v) => setKind(v as AssetKind)}
        aria-label={t("sceneEditor:galleries.kind")}
        className="se-gallery-kinds"
      >
        {KINDS.map((k) => (
          <RadioCards.Item key={k} value={k}>
            {t(`sceneEditor:galleries.kinds.${k}`)}
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
      <Text size="1" color="gray" data-testid="gallery-target">
        {hint}
      </Text>
      <GalleryPanel
        key={kind}
        kind={kind}
        libraries={gameId === null ? ["MINE", "CURATED"] : ["GAME", "MINE", "CURATED"]}
        gameId={gameId ?? undefined}
        onChoose={target === null && tracks === null ? undefined : choose}
        compact
      />
    </Flex>
  );
}
