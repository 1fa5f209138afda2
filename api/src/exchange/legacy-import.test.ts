import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { registry } from "@exitgame/element-plugins/definitions";
import {
  assetArchivePath,
  EXITGAME_FORMAT_VERSION,
  FORMAT_VERSION,
  parseGameDocument,
  type ExitgameManifest,
  type GameDocument,
  type ManifestAsset,
} from "@exitgame/engine";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoChimeWav, demoNoteSvg } from "../demo-assets";
import { demoGameDocument } from "../seed";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { patchName, readZip, writeZip, writeZipFile, type ZipEntrySpec } from "../testing/zip";
import { ImportError } from "./commit-import";
import { documentAssetRefs } from "./export";
import { legacyImport } from "./legacy-import";

/**
 * The corpus: .exitgame files made here, each sent through POST /api/games/import/legacy and
 * ending in its outcome and the message the importing author sees. Large files are written to a temporary
 * directory and streamed, never kept in memory or in the repository.
 */
const PASSWORD = "Import-Passwort 2026";
const MB = 1024 * 1024;

interface LegacyBody {
  outcome: string;
  gameId?: number;
  imported: number;
  cloned: number;
  oversized: number;
  failed: { name: string; reason: string }[];
  warnings: { code: string; type?: string }[];
  messages: { key: string; message: string }[];
}

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("legacy import of .exitgame files", () => {
  let api: ApiHarness;
  let origin: string;
  let closeServer: () => Promise<void>;
  let teacher: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let tmp: string;
  let demo: GameDocument;
  let demoGameId: number;

  const person = async () => {
    const user = await api.createUser([], { password: PASSWORD });
    return { id: user.id, cookie: await api.login(user.email, PASSWORD) };
  };

  const send = async (
    who: { cookie: string },
    body: Buffer | string,
    query: Record<string, string> = { name: "Importiert" },
    locale = "en",
  ) => {
    const data = typeof body === "string" ? Readable.toWeb(createReadStream(body)) : body;
    const size = typeof body === "string" ? (await stat(body)).size : body.length;
    const res = await fetch(`${origin}/api/games/import/legacy?${new URLSearchParams(query)}`, {
      method: "POST",
      body: data as BodyInit,
      // @ts-expect-error -- Node's fetch needs this for a stream body
      duplex: "half",
      headers: {
        Cookie: who.cookie,
        "Accept-Language": locale,
        "Content-Type": "application/octet-stream",
        "Content-Length": String(size),
      },
    });
    return { status: res.status, body: (await res.json()) as LegacyBody };
  };

  const counts = async () => ({
    games: await api.db.prisma.game.count(),
    assets: await api.db.prisma.asset.count(),
  });

  const exportOf = async (gameId: number, who = teacher) => {
    const res = await fetch(`${origin}/api/games/${gameId}/export`, {
      headers: { Cookie: who.cookie },
    });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  /** A manifest for a document and asset files. */
  const manifestFor = (
    doc: GameDocument,
    assets: ManifestAsset[],
    overrides: Partial<ExitgameManifest> = {},
  ): ExitgameManifest => ({
    kind: "exitgame",
    formatVersion: EXITGAME_FORMAT_VERSION,
    editorVersion: "0.1.0",
    documentFormatVersion: doc.formatVersion,
    elementTypes: Object.fromEntries(
      [...doc.scenes.flatMap((s) => s.elements), ...doc.globalElements].map((e) => [
        e.type,
        e.version,
      ]),
    ),
    title: "Korpus",
    exportedAt: "2026-11-24T08:00:00.000Z",
    scenes: doc.scenes.map((s) => ({ id: s.id, name: s.name })),
    assets,
    ...overrides,
  });

  const assetOf = (
    id: string,
    data: Buffer,
    mimeType: string,
    kind: ManifestAsset["kind"],
  ): ManifestAsset => ({
    id,
    path: assetArchivePath(sha(data), mimeType),
    sha256: sha(data),
    size: data.length,
    mimeType,
    kind,
    originalName: `${id}.${mimeType.split("/")[1]}`,
  });

  /** The demo game with new picture and sound files (content the server has never seen). */
  const freshDemo = async (seed: number) => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: seed, g: 90, b: 200 } },
    })
      .webp()
      .toBuffer();
    const wav = demoChimeWav(8000 + seed);
    const doc = demoGameDocument({ note: "file-note", chime: "file-chime" });
    const assets = [
      assetOf("file-note", png, "image/webp", "IMAGE"),
      assetOf("file-chime", wav, "audio/wav", "AUDIO"),
    ];
    const entries: ZipEntrySpec[] = [
      { name: "manifest.json", data: JSON.stringify(manifestFor(doc, assets)) },
      { name: "game.json", data: JSON.stringify(doc) },
      { name: assets[0]!.path, data: png, compress: false },
      { name: assets[1]!.path, data: wav },
    ];
    return { doc, assets, entries, png, wav };
  };

  beforeAll(async () => {
    api = await createApiHarness();
    const server = await api.listen();
    origin = server.origin;
    closeServer = server.close;
    teacher = await person();
    other = await person();
    tmp = await mkdtemp(path.join(os.tmpdir(), "eg-corpus-"));
    const ingest = (data: Buffer, fileName: string, kind: "IMAGE" | "AUDIO") =>
      api.assets.ingest({ source: data, fileName, kind, ownerId: teacher.id, curated: false });
    const note = (await ingest(Buffer.from(demoNoteSvg()), "notiz.svg", "IMAGE")).asset.id;
    const chime = (await ingest(demoChimeWav(), "glocke.wav", "AUDIO")).asset.id;
    demo = demoGameDocument({ note, chime });
    demoGameId = (
      await api.db.prisma.game.create({
        data: { title: "Demo", document: demo as object, ownerId: teacher.id },
      })
    ).id;
  });
  afterAll(async () => {
    await closeServer?.();
    await api?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("round trip: the exported demo imports as an equal game, its files reused (cloned)", async () => {
    const file = await exportOf(demoGameId);
    const { status, body } = await send(other, file, { name: "Demo (Kopie)" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ outcome: "success", cloned: 2, imported: 0, failed: [] });
    expect(body.messages.map((m) => m.message)).toEqual([
      "Game imported",
      "2 files were already on the server and were reused",
    ]);
    const game = await api.db.prisma.game.findUniqueOrThrow({ where: { id: body.gameId! } });
    expect(game).toMatchObject({ title: "Demo (Kopie)", ownerId: other.id, status: "DRAFT" });
    const imported = game.document as unknown as GameDocument;
    // Equal up to the remapped asset ids: the importer's own records of the same files.
    const refs = documentAssetRefs(imported);
    const rows = await api.db.prisma.asset.findMany({ where: { id: { in: refs } } });
    expect(rows.map((r) => r.ownerId)).toEqual([other.id, other.id]);
    const back = new Map(
      rows.map((r) => [r.id, r.kind === "IMAGE" ? demoRef(demo, "image") : demoRef(demo, "audio")]),
    );
    const expected = parseGameDocument(demo, registry);
    expect(expected.ok).toBe(true);
    expect(
      JSON.parse(
        JSON.stringify(imported).replace(/"([0-9a-f-]{36})"/g, (m, id: string) =>
          back.has(id) ? `"${back.get(id)}"` : m,
        ),
      ),
    ).toEqual(expected.ok && expected.document);
    const gallery = await api.db.prisma.gameAsset.count({ where: { gameId: game.id } });
    expect(gallery).toBe(2);
  });

  it("new files are stored through the gallery pipeline; again they are cloned", async () => {
    const { entries } = await freshDemo(11);
    const file = await writeZip(entries);
    const first = await send(teacher, file);
    expect(first.body).toMatchObject({ outcome: "success", imported: 2, cloned: 0 });
    const second = await send(teacher, file);
    expect(second.body).toMatchObject({ outcome: "success", imported: 0, cloned: 2 });
    expect(second.body.gameId).not.toBe(first.body.gameId);
  });

  it("an older format is migrated", async () => {
    // Format 1: conditions as a bare list (always 'and'), speech settings flat on the element.
    const current = demoGameDocument({ note: "", chime: "" });
    const flat = (el: GameDocument["scenes"][number]["elements"][number]) => {
      const { speech, ...rest } = el;
      return {
        ...rest,
        speechVoice: speech.voice,
        speechSpeed: speech.speed,
        speechPitch: speech.pitch,
      };
    };
    const andRules = current.rules.filter(
      (r) => r.conditions.operator === "and" && r.conditions.requiredCount === undefined,
    );
    const old = {
      ...current,
      formatVersion: 1,
      scenes: current.scenes.map((s) => ({ ...s, elements: s.elements.map(flat) })),
      globalElements: current.globalElements.map(flat),
      rules: andRules.map((r) => ({ ...r, conditions: r.conditions.items })),
    };
    const manifest = manifestFor(current, [], { documentFormatVersion: 1 });
    const file = await writeZip([
      { name: "manifest.json", data: JSON.stringify(manifest) },
      { name: "game.json", data: JSON.stringify(old) },
    ]);
    const { status, body } = await send(teacher, file);
    expect(status).toBe(201);
    expect(body.outcome).toBe("success");
    const game = await api.db.prisma.game.findUniqueOrThrow({ where: { id: body.gameId! } });
    const expected = parseGameDocument({ ...current, rules: andRules }, registry);
    expect(game.document).toEqual(expected.ok && expected.document);
    expect((game.document as unknown as GameDocument).formatVersion).toBe(FORMAT_VERSION);
  });

  it("a newer version warns about unknown migrations and proceeds", async () => {
    const { doc, assets, entries } = await freshDemo(21);
    const newer = { ...doc, formatVersion: FORMAT_VERSION + 1 };
    entries[0] = {
      name: "manifest.json",
      data: JSON.stringify({
        ...manifestFor(doc, assets),
        formatVersion: EXITGAME_FORMAT_VERSION + 1,
        documentFormatVersion: FORMAT_VERSION + 1,
        editorVersion: "9.0.0",
        somethingNew: { kept: true },
      }),
    };
    entries[1] = { name: "game.json", data: JSON.stringify(newer) };
    const { status, body } = await send(teacher, await writeZip(entries), { name: "Neu" }, "de");
    expect(status).toBe(201);
    expect(body.outcome).toBe("success");
    expect(body.warnings.map((w) => w.code)).toContain("unknownMigrations");
    expect(body.messages.map((m) => m.message)).toContain(
      "Die Datei stammt aus einer neueren Version des Editors. Der Import wird fortgesetzt; lade die Seite neu, um die neueste Version zu nutzen.",
    );
  });

  it("an unknown element type becomes a placeholder with a warning", async () => {
    const { doc, assets, entries } = await freshDemo(31);
    const scene = doc.scenes[0]!;
    const alien = {
      ...scene.elements[0]!,
      id: "alien-1",
      type: "hologram",
      version: 3,
      props: { beam: 7 },
    };
    const withAlien = {
      ...doc,
      scenes: [{ ...scene, elements: [...scene.elements, alien] }, ...doc.scenes.slice(1)],
    };
    entries[0] = {
      name: "manifest.json",
      data: JSON.stringify(manifestFor(withAlien, assets)),
    };
    entries[1] = { name: "game.json", data: JSON.stringify(withAlien) };
    const { status, body } = await send(teacher, await writeZip(entries));
    expect(status).toBe(201);
    expect(body.outcome).toBe("success");
    expect(body.warnings).toContainEqual(
      expect.objectContaining({ code: "unknownElementType", type: "hologram" }),
    );
    const game = await api.db.prisma.game.findUniqueOrThrow({ where: { id: body.gameId! } });
    const placed = (game.document as unknown as GameDocument).scenes[0]!.elements.find(
      (e) => e.id === "alien-1",
    );
    expect(placed?.type).toBe(registry.standIn!.type);
  });

  it("a missing asset completes the import with 1 error", async () => {
    const { entries } = await freshDemo(41);
    const withoutChime = entries.filter((e) => !e.name.endsWith(".wav"));
    const { status, body } = await send(teacher, await writeZip(withoutChime));
    expect(status).toBe(201);
    expect(body).toMatchObject({ outcome: "completedWithErrors", imported: 1 });
    expect(body.failed).toEqual([{ name: "file-chime.wav", reason: "missing" }]);
    expect(body.messages[0]!.message).toBe("Import completed with 1 errors");
  });

  it("an asset whose content is not what it claims fails, the rest imports", async () => {
    const { entries, assets, doc } = await freshDemo(51);
    const fake = Buffer.from("#!/bin/sh\necho not a picture\n");
    const fakeAsset = assetOf("file-note", fake, "image/webp", "IMAGE");
    entries[0] = {
      name: "manifest.json",
      data: JSON.stringify(manifestFor(doc, [fakeAsset, assets[1]!])),
    };
    entries[2] = { name: fakeAsset.path, data: fake };
    const { body } = await send(teacher, await writeZip(entries));
    expect(body).toMatchObject({ outcome: "completedWithErrors", imported: 1 });
    expect(body.failed).toEqual([{ name: "file-note.webp", reason: "invalid" }]);
  });

  describe("refused files leave nothing behind", () => {
    const refused = async (file: Buffer | string, outcome: string, message: string) => {
      const before = await counts();
      const { status, body } = await send(teacher, file);
      expect(status).toBe(422);
      expect(body.outcome).toBe(outcome);
      expect(body.messages.map((m) => m.message)).toEqual([message]);
      expect(await counts()).toEqual(before);
    };
    const INVALID = "Invalid file: not a readable .exitgame file";

    it("a corrupt zip", async () => {
      const { entries } = await freshDemo(61);
      const zip = await writeZip(entries);
      await refused(zip.subarray(0, zip.length - 30), "invalidFile", INVALID);
      await refused(Buffer.from("PK\u0003\u0004 not really a zip at all"), "invalidFile", INVALID);
    });

    it("a zip bomb", async () => {
      const zeros = Buffer.alloc(20 * MB);
      const doc = demoGameDocument({ note: "bomb", chime: "" });
      const asset = assetOf("bomb", zeros, "video/mp4", "VIDEO");
      const file = await writeZip([
        { name: "manifest.json", data: JSON.stringify(manifestFor(doc, [asset])) },
        { name: "game.json", data: JSON.stringify(doc) },
        { name: asset.path, data: zeros },
      ]);
      expect(file.length).toBeLessThan(MB);
      await refused(file, "invalidFile", INVALID);
    });

    it("path traversal, absolute paths, backslashes", async () => {
      const { entries } = await freshDemo(71);
      const zip = await writeZip([...entries, { name: "assets/evil-xxxxxxxx.sh", data: "x" }]);
      await refused(
        patchName(zip, "assets/evil-xxxxxxxx.sh", "../../../../tmp/evil.sh"),
        "invalidFile",
        INVALID,
      );
      await refused(
        patchName(zip, "assets/evil-xxxxxxxx.sh", "/etc/cron.d/evil-xxx.sh"),
        "invalidFile",
        INVALID,
      );
      await refused(
        patchName(zip, "assets/evil-xxxxxxxx.sh", "assets\\evil-xxxxxxxx.sh"),
        "invalidFile",
        INVALID,
      );
      // Listed nowhere: refused too.
      await refused(zip, "invalidFile", INVALID);
    });

    it("a symlink entry", async () => {
      const { entries } = await freshDemo(81);
      const png = entries[2]!;
      const link = { ...png, data: "/etc/passwd", mode: 0o120777 };
      await refused(
        await writeZip([...entries.slice(0, 2), link, entries[3]!]),
        "invalidFile",
        INVALID,
      );
    });

    it("no game data", async () => {
      const { entries } = await freshDemo(91);
      await refused(
        await writeZip(entries.filter((e) => e.name !== "game.json")),
        "noGameData",
        "The file contains no game data",
      );
      await refused(await writeZip([{ name: "readme.txt", data: "hi" }]), "invalidFile", INVALID);
    });

    it("a document the engine refuses", async () => {
      const { entries } = await freshDemo(95);
      entries[1] = {
        name: "game.json",
        data: JSON.stringify({ formatVersion: 3, scenes: [{ id: 5 }] }),
      };
      await refused(await writeZip(entries), "invalidFile", INVALID);
    });
  });

  it("a commit that fails removes the assets this import stored, files included", async () => {
    const { entries, assets } = await freshDemo(97);
    const file = path.join(tmp, "commit-fails.exitgame");
    await writeFile(file, await writeZip(entries));
    const before = await counts();
    const result = await legacyImport(
      {
        prisma: api.db.prisma,
        assets: api.assets,
        commit: () => Promise.reject(new ImportError("conflict")),
      },
      {
        file: { path: file, size: (await stat(file)).size, sha256: "" },
        viewer: { id: teacher.id, roles: [] },
        name: "Scheitert",
      },
    );
    expect(result).toMatchObject({ outcome: "failed", messages: [{ key: "exchange.failed" }] });
    expect(await counts()).toEqual(before);
    // The WAV was stored as it is (content address = its SHA-256): its file is gone again.
    expect(await api.assets.storage.stat(assets[1]!.sha256)).toBeNull();
  });

  it("refuses a declared body over 200 MB before reading it, and a name of 50 characters", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${origin}/api/games/import/legacy?name=x`);
      const req = http.request(url, {
        method: "POST",
        headers: { Cookie: teacher.cookie, "Content-Length": String(200 * MB + 1) },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write("PK");
    });
    expect(status).toBe(413);
    const { entries } = await freshDemo(99);
    const before = await counts();
    const long = await send(teacher, await writeZip(entries), { name: "x".repeat(50) });
    expect(long.status).toBe(400);
    expect(long.body.messages[0]!.message).toBe("The game name must be shorter than 50 characters");
    expect(await counts()).toEqual(before);
  });

  it("a 190 MB archive: the oversized video is skipped with a count, the rest imports", async () => {
    const { doc, assets, entries } = await freshDemo(101);
    const big = 185 * MB;
    const header = Buffer.from("000000206674797069736f6d0000020069736f6d69736f32", "hex");
    const chunk = Buffer.alloc(MB, 7);
    const stream = () =>
      Readable.from(
        (function* () {
          yield header;
          let left = big - header.length;
          while (left > 0) {
            const n = Math.min(left, chunk.length);
            yield chunk.subarray(0, n);
            left -= n;
          }
        })(),
      );
    const hash = createHash("sha256");
    for await (const c of stream()) hash.update(c as Buffer);
    const digest = hash.digest("hex");
    const video: ManifestAsset = {
      id: "file-video",
      path: `assets/${digest}.mp4`,
      sha256: digest,
      size: big,
      mimeType: "video/mp4",
      kind: "VIDEO",
      originalName: "film.mp4",
    };
    const scene = doc.scenes[0]!;
    const player = {
      ...scene.elements[0]!,
      id: "video-1",
      type: "video",
      version: registry.get("video").version,
      props: { ...registry.get("video").defaultProps({ locale: "de" }), src: "file-video" },
    };
    const withVideo = {
      ...doc,
      scenes: [{ ...scene, elements: [...scene.elements, player] }, ...doc.scenes.slice(1)],
    };
    const file = path.join(tmp, "big.exitgame");
    await writeZipFile(
      [
        { name: "manifest.json", data: JSON.stringify(manifestFor(withVideo, [...assets, video])) },
        { name: "game.json", data: JSON.stringify(withVideo) },
        ...entries.slice(2),
        { name: video.path, stream, size: big, compress: false },
      ],
      file,
    );
    expect((await stat(file)).size).toBeGreaterThan(185 * MB);
    const { status, body } = await send(teacher, file);
    expect(status).toBe(201);
    expect(body).toMatchObject({ outcome: "success", imported: 2, oversized: 1 });
    expect(body.messages.map((m) => m.message)).toContain("1 oversized files were skipped");
    await rm(file, { force: true });
  }, 120_000);

  it("imports chosen scenes into an existing game with fresh ids", async () => {
    const file = await exportOf(demoGameId);
    const zip = await readZip(file);
    const manifest = JSON.parse(zip.files.get("manifest.json")!.toString()) as ExitgameManifest;
    const target = await api.db.prisma.game.create({
      data: {
        title: "Ziel",
        document: demoGameDocument({ note: "", chime: "" }) as object,
        ownerId: teacher.id,
      },
    });
    const pick = manifest.scenes.slice(0, 2).map((s) => s.id);
    const { status, body } = await send(teacher, file, {
      gameId: String(target.id),
      scenes: pick.join(","),
    });
    expect(status).toBe(201);
    expect(body.gameId).toBe(target.id);
    const game = await api.db.prisma.game.findUniqueOrThrow({ where: { id: target.id } });
    const scenes = (game.document as unknown as GameDocument).scenes;
    expect(scenes).toHaveLength(demo.scenes.length + 2);
    const fresh = (body as LegacyBody & { sceneIds: string[] }).sceneIds;
    expect(fresh).toHaveLength(2);
    for (const id of fresh) expect(pick).not.toContain(id);
    expect(scenes.slice(-2).map((s) => s.id)).toEqual(fresh);
    expect(game.documentVersion).toBe(2);
    // Someone else's game: not found, nothing changes.
    const foreign = await send(other, file, { gameId: String(target.id) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.messages[0]!.message).toBe("Game not found");
  });
});

/** The asset id the demo document uses in its first element of a type. */
function demoRef(doc: GameDocument, type: string): string {
  for (const scene of doc.scenes)
    for (const el of scene.elements) if (el.type === type) return (el.props as { src: string }).src;
  throw new Error(type);
}
