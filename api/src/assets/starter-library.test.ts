import { parseBuffer } from "music-metadata";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { countdownWebm, seedStarterLibrary, STARTER_FILES } from "./starter-library";

describe("starter library", () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await createApiHarness();
  });
  afterAll(() => api?.close());

  it("the clip is a real WebM of 3 seconds with 320×180 VP8 frames", async () => {
    const clip = await countdownWebm();
    const meta = await parseBuffer(clip, { mimeType: "video/webm" }, { duration: true });
    expect(meta.format.container?.toLowerCase()).toContain("webm");
    expect(meta.format.duration).toBeCloseTo(3, 1);
    const video = meta.format.trackInfo?.find((t) => t.video);
    expect(video?.codecName ?? video?.codecId).toMatch(/VP8/);
    expect([video?.video?.pixelWidth, video?.video?.pixelHeight]).toEqual([320, 180]);
  });

  it("is seeded once into the curated library, tagged in both languages, through the pipeline", async () => {
    const logger = { info: () => {}, warn: (o: unknown) => console.warn(o) };
    const first = await seedStarterLibrary({ prisma: api.db.prisma, assets: api.assets, logger });
    expect(first.seeded).toBe(STARTER_FILES.length);
    const again = await seedStarterLibrary({ prisma: api.db.prisma, assets: api.assets, logger });
    expect(again.seeded).toBe(0);
    const assets = await api.db.prisma.asset.findMany({
      where: { curated: true },
      include: { tags: true },
      orderBy: { name: "asc" },
    });
    expect(assets.map((a) => [a.name, a.kind, a.mimeType])).toEqual([
      ["Countdown", "VIDEO", "video/webm"],
      ["Erfolg", "AUDIO", "audio/wav"],
      ["Falsch", "AUDIO", "audio/wav"],
      ["Klick", "AUDIO", "audio/wav"],
      ["Schatzkarte", "IMAGE", "image/webp"],
      ["Schatztruhe", "IMAGE", "image/webp"],
      ["Schlüssel", "IMAGE", "image/webp"],
      ["Ticken", "AUDIO", "audio/wav"],
      ["Vorhängeschloss", "IMAGE", "image/webp"],
    ]);
    const countdown = assets[0]!;
    expect(countdown.durationSeconds).toBeCloseTo(3, 1);
    expect(
      assets
        .find((a) => a.name === "Schatzkarte")!
        .tags.map((t) => t.nameDe)
        .sort(),
    ).toEqual(["Karte", "Schatz", "Startbibliothek"]);
    const key = assets.find((a) => a.name === "Schlüssel")!;
    const file = await api.assets.storage.get(key.storageKey);
    const chunks: Buffer[] = [];
    for await (const c of file!.body) chunks.push(c as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(["webp", 512, true]);
  });
});
