/**
 * The hints of a competition's game for the printable kit: the game's hint lists with the scene
 * names, and each hint's image read from the asset storage and turned into a PNG (sharp; the
 * gallery stores WebP, which pdf-lib cannot embed). An image that is not an asset of the game's
 * document (an address elsewhere), is not a picture, or cannot be read stays out: the card says
 * it is in the game. Nothing is fetched from other servers.
 */
import sharp from "sharp";
import type { GameDocument } from "@exitgame/engine";
import { hintLists } from "@exitgame/element-plugins/definitions";
import type { AssetStorage } from "../assets/storage";
import { STORAGE_KEY } from "../assets/storage";
import type { PrismaClient } from "../generated/prisma/client";
import type { KitHintList } from "./kit-hints";

const ASSET_ID = /^[0-9a-zA-Z_-]{1,64}$/;
/** Pixels on the longer side: sharp enough on a card of 10 cm, small enough for 200 hints. */
const IMAGE_EDGE = 600;
/** Larger stored pictures are not read for the kit. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

interface DocumentLike {
  scenes?: { id: string; name?: string; hints?: unknown[]; elements?: unknown[] }[];
  globalElements?: unknown[];
}

/** The scenes in the game's order, then the global elements (null) under `globalName`. */
export function kitScenes(document: unknown, globalName: string) {
  const doc = (document ?? {}) as DocumentLike;
  return [
    ...(doc.scenes ?? []).map((s) => ({ id: s.id as string | null, name: s.name || s.id })),
    { id: null, name: globalName },
  ];
}

export async function kitHintLists(
  document: unknown,
  globalName: string,
  readImage: (src: string) => Promise<Uint8Array | null>,
): Promise<KitHintList[]> {
  const doc = (document ?? {}) as DocumentLike;
  const sceneNames = new Map((doc.scenes ?? []).map((s) => [s.id, s.name || s.id]));
  const lists = hintLists({
    ...(doc as object),
    scenes: (doc.scenes ?? []).map((s) => ({ ...s, elements: s.elements ?? [] })),
    globalElements: doc.globalElements ?? [],
  } as unknown as GameDocument);
  const out: KitHintList[] = [];
  for (const list of lists) {
    const hints = [];
    for (const hint of list.hints) {
      const image = typeof hint.image === "string" ? hint.image.trim() : "";
      hints.push({
        text: hint.text,
        penaltySeconds: hint.penaltySeconds,
        availableAfterMinutes: hint.availableAfterMinutes,
        hasImage: image !== "",
        png: image ? await readImage(image) : null,
      });
    }
    out.push({
      targetId: list.targetId,
      kind: list.kind,
      name: list.name || list.targetId,
      sceneId: list.sceneId,
      sceneName: list.sceneId === null ? globalName : (sceneNames.get(list.sceneId) ?? globalName),
      hints,
    });
  }
  return out;
}

/**
 * Reads images of one game's document for the kit: an asset id the document names, as PNG;
 * anything else null. Each asset is read once (the same bytes object for every hint using it).
 */
export function gameImageReader(deps: {
  prisma: PrismaClient;
  storage: AssetStorage;
  document: unknown;
}): (src: string) => Promise<Uint8Array | null> {
  const text = JSON.stringify(deps.document ?? null);
  const cache = new Map<string, Promise<Uint8Array | null>>();
  const read = async (id: string): Promise<Uint8Array | null> => {
    // Only pictures the game itself names (a player who takes the hint sees the same one).
    if (!text.includes(`"${id}"`)) return null;
    const asset = await deps.prisma.asset.findUnique({
      where: { id },
      select: { kind: true, storageKey: true, size: true },
    });
    if (!asset || asset.kind !== "IMAGE" || asset.size > MAX_IMAGE_BYTES) return null;
    if (!STORAGE_KEY.test(asset.storageKey)) return null;
    try {
      const object = await deps.storage.get(asset.storageKey);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      const png = await sharp(Buffer.concat(chunks), { animated: false })
        .resize({ width: IMAGE_EDGE, height: IMAGE_EDGE, fit: "inside", withoutEnlargement: true })
        .png()
        .toBuffer();
      return new Uint8Array(png);
    } catch {
      // Unreadable (storage down, not a picture sharp reads): the card names the image instead.
      return null;
    }
  };
  return (src) => {
    if (!ASSET_ID.test(src)) return Promise.resolve(null);
    let found = cache.get(src);
    if (!found) {
      found = read(src);
      cache.set(src, found);
    }
    return found;
  };
}
