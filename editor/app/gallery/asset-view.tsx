/**
 * What the gallery's list and its dialogs both show of an asset: its type, size and duration in
 * words, its thumbnail, and an API error as text.
 */
import type { AssetKind } from "./client";
import { ApiError } from "./client";
import type { TagItem } from "./TagPicker";
import { Flex } from "@radix-ui/themes";
import { AudioIcon } from "../components/icons";

export type Library = "CURATED" | "MINE" | "GAME";

export interface GalleryAsset {
  id: string;
  kind: AssetKind;
  name: string;
  fileName: string;
  mimeType: string;
  size: number;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  curated: boolean;
  editable: boolean;
  url: string;
  createdAt: string;
  updatedAt: string;
  tags: TagItem[];
}

const MB = 1024 * 1024;

export function formatSize(bytes: number, language: string): string {
  const fmt = (n: number, d: number) => n.toLocaleString(language, { maximumFractionDigits: d });
  if (bytes >= MB) return `${fmt(bytes / MB, 1)} MB`;
  if (bytes >= 1024) return `${fmt(bytes / 1024, 0)} KB`;
  return `${bytes} B`;
}

/** m:ss; a sound shorter than half a second still shows as 0:01, not as no time at all. */
export function formatDuration(seconds: number): string {
  const total = seconds > 0 ? Math.max(1, Math.round(seconds)) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : String(error);

export function Thumbnail({ asset, height }: { asset: GalleryAsset; height: number }) {
  const style = {
    width: "100%",
    height,
    objectFit: "contain" as const,
    background: "var(--gray-3)",
    borderRadius: "var(--radius-2)",
    display: "block",
  };
  if (asset.kind === "IMAGE")
    return <img src={asset.url} alt={asset.name} loading="lazy" style={style} />;
  if (asset.kind === "VIDEO")
    return (
      <video
        src={`${asset.url}#t=0.1`}
        preload="metadata"
        muted
        style={style}
        aria-label={asset.name}
      />
    );
  return (
    <Flex
      align="center"
      justify="center"
      style={{ ...style, display: "flex", color: "var(--accent-9)" }}
      aria-hidden
    >
      <span style={{ display: "flex", transform: `scale(${height >= 120 ? 2.5 : 2})` }}>
        <AudioIcon />
      </span>
    </Flex>
  );
}
