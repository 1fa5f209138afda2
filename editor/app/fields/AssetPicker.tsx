/**
 * The inspector's control for an asset field: the chosen asset's preview and name, a button that
 * opens the gallery of the field's kind (the game's gallery, own uploads, the curated library),
 * and clear. The value is an asset id (or a URL written by hand or an import); every change goes
 * through the inspector's onChange (one engine operation).
 */
import { Box, Button, Dialog, Flex, Text } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AudioIcon } from "../components/icons";
import { gql, type AssetKind } from "../gallery/client";
import { GalleryPanel } from "../gallery/GalleryPanel";
import { ChosenAssetQuery } from "./asset-documents";
import { useGameId } from "../editor-shell/game-context";

const ASSET_ID = /^[0-9a-zA-Z_-]{1,64}$/;

interface Chosen {
  name: string;
  url: string;
  kind: AssetKind;
}

function useChosen(value: string): Chosen | null | "missing" {
  const [chosen, setChosen] = useState<{ value: string; info: Chosen | null | "missing" }>({
    value: "",
    info: null,
  });
  useEffect(() => {
    if (!value || !ASSET_ID.test(value)) return;
    const controller = new AbortController();
    gql(ChosenAssetQuery, { id: value }, controller.signal).then(
      (data) =>
        setChosen({
          value,
          info: data.asset
            ? { name: data.asset.name, url: data.asset.url, kind: data.asset.kind }
            : "missing",
        }),
      () => {
        if (!controller.signal.aborted) setChosen({ value, info: "missing" });
      },
    );
    return () => controller.abort();
  }, [value]);
  // A URL (written by hand or imported) is shown as it is.
  if (value && !ASSET_ID.test(value)) return { name: value, url: value, kind: "IMAGE" };
  return value && chosen.value === value ? chosen.info : null;
}

function Preview({ chosen, kind }: { chosen: Chosen; kind: AssetKind }) {
  const style = {
    width: 48,
    height: 36,
    objectFit: "cover" as const,
    borderRadius: "var(--radius-1)",
    background: "var(--gray-3)",
    flex: "none",
  };
  if (kind === "IMAGE") return <img src={chosen.url} alt="" style={style} />;
  if (kind === "VIDEO")
    return <video src={`${chosen.url}#t=0.1`} preload="metadata" muted style={style} />;
  return (
    <Flex
      align="center"
      justify="center"
      style={{ ...style, color: "var(--accent-9)" }}
      aria-hidden
    >
      <AudioIcon />
    </Flex>
  );
}

export function AssetPicker(props: {
  id: string;
  label: string;
  kind: AssetKind;
  value: string;
  mixed: boolean;
  onChange(value: string): void;
}) {
  const { t } = useTranslation("sceneEditor");
  const gameId = useGameId();
  const [open, setOpen] = useState(false);
  const value = props.mixed ? "" : props.value;
  const chosen = useChosen(value);
  return (
    <Flex direction="column" gap="1" data-testid="asset-picker">
      <Flex align="center" gap="2">
        {chosen && chosen !== "missing" ? <Preview chosen={chosen} kind={props.kind} /> : null}
        <Text size="1" color={value ? undefined : "gray"} data-testid="asset-picker-name" truncate>
          {props.mixed
            ? t("inspector.mixed")
            : !value
              ? t("assetPicker.none")
              : chosen === "missing"
                ? t("assetPicker.missing")
                : (chosen?.name ?? "…")}
        </Text>
      </Flex>
      <Flex gap="2">
        <Button
          id={props.id}
          size="1"
          variant="soft"
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t("assetPicker.chooseFor", { field: props.label })}
        >
          {t("assetPicker.choose")}
        </Button>
        {value ? (
          <Button
            size="1"
            variant="ghost"
            color="gray"
            type="button"
            onClick={() => props.onChange("")}
            aria-label={t("assetPicker.clearFor", { field: props.label })}
          >
            {t("assetPicker.clear")}
          </Button>
        ) : null}
      </Flex>
      {open ? (
        <Dialog.Root open onOpenChange={setOpen}>
          <Dialog.Content maxWidth="900px" aria-describedby={undefined}>
            <Dialog.Title>{t("assetPicker.title", { field: props.label })}</Dialog.Title>
            <Box>
              <GalleryPanel
                kind={props.kind}
                libraries={gameId === null ? ["MINE", "CURATED"] : ["GAME", "MINE", "CURATED"]}
                gameId={gameId ?? undefined}
                onChoose={(asset) => {
                  props.onChange(asset.id);
                  setOpen(false);
                }}
              />
            </Box>
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
    </Flex>
  );
}
