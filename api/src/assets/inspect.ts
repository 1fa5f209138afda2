/**
 * What an uploaded file really is, judged by its content (magic bytes), never by its name:
 * images are converted to WebP (transparency and animation kept, at most 2560 px on the longer
 * side), audio and video keep their format and get their duration read.
 */
import { open, readFile } from "node:fs/promises";
import { fileTypeFromBuffer } from "file-type";
import { parseFile } from "music-metadata";
import sharp from "sharp";
import { MAX_CAPTIONS_BYTES } from "@exitgame/engine/document/constants";
import { ApiError } from "../errors";
import { svgIsUnsafe } from "./svg-check";

export type AssetKindName = "IMAGE" | "VIDEO" | "AUDIO" | "CAPTIONS";

export { MAX_CAPTIONS_BYTES };

// Each conversion is a one-off: libvips' operation cache would only hold decoded images in memory.
// One libvips thread per conversion: parallelism comes from ASSET_CONVERSION_CONCURRENCY, and
// fewer threads mean fewer malloc arenas holding on to freed pixels (peak RSS).
sharp.cache(false);
sharp.concurrency(1);

/** Longer side of a stored image. */
export const MAX_IMAGE_SIDE = 2560;

/** Detected source formats per gallery, and the MIME type each is stored with. */
const ACCEPTED: Record<AssetKindName, Record<string, string>> = {
  IMAGE: {
    "image/png": "image/webp",
    "image/jpeg": "image/webp",
    "image/webp": "image/webp",
    "image/gif": "image/webp",
    "image/avif": "image/webp",
    "image/svg+xml": "image/webp",
  },
  VIDEO: { "video/mp4": "video/mp4", "video/webm": "video/webm" },
  AUDIO: {
    "audio/mpeg": "audio/mpeg",
    "audio/ogg": "audio/ogg",
    "audio/opus": "audio/ogg",
    "audio/wav": "audio/wav",
    "audio/x-m4a": "audio/mp4",
    "audio/mp4": "audio/mp4",
    // An audio-only MP4 whose brand does not say M4A.
    "video/mp4": "audio/mp4",
  },
  CAPTIONS: { "text/vtt": "text/vtt" },
};

/**
 * A WebVTT file: UTF-8 text whose first line is "WEBVTT", alone or followed by a space or tab
 * and a header (https://www.w3.org/TR/webvtt1/#file-structure), with no NUL bytes.
 */
export function isWebVtt(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return false;
  }
  return /^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text) && !text.includes("\0");
}

export class InvalidFileError extends ApiError {
  constructor(override readonly reason: "invalid" | "svgUnsafe" | "tooLargeConverted") {
    super("BAD_USER_INPUT");
    this.name = "InvalidFileError";
  }
}

/** SVG is text: an XML declaration, comments or a doctype may come before the root element. */
function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const rest = head
    .replace(/^\s*<\?xml[^>]*\?>/, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .replace(/^\s*<!DOCTYPE[^>]*>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "");
  return /^\s*<svg[\s>]/i.test(rest);
}

export { svgIsUnsafe } from "./svg-check";

export interface Inspected {
  kind: AssetKindName;
  /** The source format found by its content. */
  sourceMime: string;
}

/** The first bytes of a file (enough for every signature we know). */
async function head(file: string, bytes = 8192): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's real type if it belongs in this gallery, else an InvalidFileError. */
export async function inspect(file: string, kind: AssetKindName): Promise<Inspected> {
  if (kind === "CAPTIONS") {
    // Read whole (the upload limit keeps it small): every byte must be UTF-8 text.
    if (!isWebVtt(await readFile(file))) throw new InvalidFileError("invalid");
    return { kind, sourceMime: "text/vtt" };
  }
  const start = await head(file);
  if (kind === "IMAGE" && looksLikeSvg(start)) {
    if (svgIsUnsafe(await readFile(file, "utf8"))) throw new InvalidFileError("svgUnsafe");
    return { kind, sourceMime: "image/svg+xml" };
  }
  const type = await fileTypeFromBuffer(start);
  if (!type || !(type.mime in ACCEPTED[kind])) throw new InvalidFileError("invalid");
  return { kind, sourceMime: type.mime };
}

export interface Prepared {
  /** The converted image; null when the file is stored as uploaded (audio, video). */
  data: Buffer | null;
  mimeType: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/** Converts an image to WebP; reads the duration of audio and video. */
export async function prepare(
  file: string,
  inspected: Inspected,
  limits: { imageMaxBytes: number },
): Promise<Prepared> {
  if (inspected.kind === "IMAGE") {
    try {
      const animated =
        inspected.sourceMime === "image/gif" || inspected.sourceMime === "image/webp";
      const { data: out, info } = await sharp(file, {
        animated,
        limitInputPixels: 100_000_000,
        failOn: "error",
        sequentialRead: true,
      })
        .rotate()
        .resize({
          width: MAX_IMAGE_SIDE,
          height: MAX_IMAGE_SIDE,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 82, effort: 3, alphaQuality: 90 })
        .toBuffer({ resolveWithObject: true });
      if (out.length > limits.imageMaxBytes) throw new InvalidFileError("tooLargeConverted");
      const pages = (info as { pages?: number }).pages ?? 1;
      const pageHeight = (info as { pageHeight?: number }).pageHeight;
      return {
        data: out,
        mimeType: "image/webp",
        width: info.width,
        height: pages > 1 && pageHeight ? pageHeight : info.height,
        durationSeconds: null,
      };
    } catch (error) {
      if (error instanceof InvalidFileError) throw error;
      throw new InvalidFileError("invalid");
    }
  }
  const mimeType = ACCEPTED[inspected.kind][inspected.sourceMime]!;
  if (inspected.kind === "CAPTIONS")
    return { data: null, mimeType, width: null, height: null, durationSeconds: null };
  let durationSeconds: number | null = null;
  let width: number | null = null;
  let height: number | null = null;
  try {
    const meta = await parseFile(file, { duration: true });
    // music-metadata takes the file's duration from its audio: a video without sound (an MP4
    // of only a video track) has it on its tracks.
    const trackDurations = (meta.format.trackInfo ?? [])
      .map((t) => t.duration)
      .filter((d): d is number => typeof d === "number" && Number.isFinite(d) && d > 0);
    durationSeconds =
      meta.format.duration ?? (trackDurations.length ? Math.max(...trackDurations) : null);
    if (inspected.kind === "AUDIO" && !meta.format.numberOfChannels && !durationSeconds)
      throw new InvalidFileError("invalid");
    const video = meta.format.trackInfo?.find((t) => t.video);
    width = video?.video?.pixelWidth ?? video?.video?.displayWidth ?? null;
    height = video?.video?.pixelHeight ?? video?.video?.displayHeight ?? null;
  } catch (error) {
    if (error instanceof InvalidFileError) throw error;
    throw new InvalidFileError("invalid");
  }
  return { data: null, mimeType, width, height, durationSeconds };
}

/** At most `n` tasks at once; the others wait in order (bounded conversion concurrency). */
export function limiter(n: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const stats = { peak: 0 };
  async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next waiter, so no newcomer slips in between.
    if (active >= n) await new Promise<void>((resolve) => queue.push(resolve));
    else active += 1;
    stats.peak = Math.max(stats.peak, active);
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else active -= 1;
    }
  }
  return Object.assign(run, { stats });
}
