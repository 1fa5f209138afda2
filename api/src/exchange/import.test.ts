import { registry } from "@exitgame/element-plugins/definitions";
import { createElement, type GameDocument } from "@exitgame/engine";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { commitImport, ImportError } from "./commit-import";
import { importSessions } from "./import-sessions";

/**
 * commitImport on PostgreSQL (one transaction) and the batched import's HTTP steps: staging,
 * cloned assets, content checks, commit, retry of failed assets, abandoning, expiry cleanup.
 */
const PASSWORD = "Import-Passwort 2026";

const png = (r: number) =>
  sharp({ create: { width: 8, height: 8, channels: 4, background: { r, g: 10, b: 10, alpha: 1 } } })
    .png()
    .toBuffer();

/** A two-scene game: an image on each scene (asset ids of the file), a rule between them. */
function fileDocument(): GameDocument {
  const image = (id: string, src: string) => ({
    ...createElement(registry, "image", { locale: "en", id, name: id }),
    props: {
      ...(createElement(registry, "image", { locale: "en" }).props as object),
      src,
    },
  });
  const text = createElement(registry, "text", { locale: "en", id: "t1", name: "t1" });
  return {
    formatVersion: 3,
    scenes: [
      {
        id: "s1",
        name: "One",
        elements: [text, image("i1", "file-a")],
        preload: false,
        transition: { type: "none", durationMs: 0 },
        focusOrder: [],
      },
      {
        id: "s2",
        name: "Two",
        elements: [image("i2", "file-b")],
        preload: false,
        transition: { type: "none", durationMs: 0 },
        focusOrder: [],
      },
    ],
    globalElements: [],
    variables: [],
    rules: [
      {
        id: "r1",
        enabled: true,
        sceneId: "s1",
        triggers: [{ type: "element", elementId: "t1", trigger: "click" }],
        conditions: { operator: "and", items: [] },
        actions: [{ id: "a1", type: "goToScene", sceneId: "s2", shouldAwait: false }],
      },
    ],
    settings: { playerTimeChoices: false },
  };
}

let api: ApiHarness;
let origin: string;
let closeServer: () => Promise<void>;
let teacher: { id: string; cookie: string };
let other: { id: string; cookie: string };

const person = async () => {
  const user = await api.createUser([], { password: PASSWORD });
  return { id: user.id, cookie: await api.login(user.email, PASSWORD), roles: [] as string[] };
};

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1" });
  const server = await api.listen();
  origin = server.origin;
  closeServer = server.close;
  teacher = await person();
  other = await person();
});
afterAll(async () => {
  await closeServer?.();
  await api?.close();
});

const prisma = () => api.db.prisma;
const counts = async () => ({
  games: await prisma().game.count(),
  gameAssets: await prisma().gameAsset.count(),
});

async function ownAsset(ownerId: string, r: number) {
  const { asset } = await api.assets.ingest({
    source: await png(r),
    fileName: `p${r}.png`,
    kind: "IMAGE",
    ownerId,
    curated: false,
  });
  return asset.id;
}

describe("commitImport", () => {
  it("creates the game with the assets mapped and in its gallery", async () => {
    const a = await ownAsset(teacher.id, 1);
    const result = await commitImport(prisma(), {
      viewer: { id: teacher.id, roles: [] },
      registry,
      document: JSON.stringify(fileDocument()),
      name: "  Imported   game ",
      assets: new Map([["file-a", a]]),
      fileAssetIds: new Set(["file-a", "file-b"]),
    });
    const game = await prisma().game.findUniqueOrThrow({
      where: { id: result.gameId },
      include: { assets: true },
    });
    expect(game.title).toBe("Imported game");
    expect(game.ownerId).toBe(teacher.id);
    const doc = game.document as unknown as GameDocument;
    expect((doc.scenes[0]!.elements[1]!.props as { src: string }).src).toBe(a);
    // file-b failed: the reference is empty, and remembered as pending
    expect((doc.scenes[1]!.elements[0]!.props as { src: string }).src).toBe("");
    expect(result.pending).toEqual([{ elementId: "i2", field: "src", fileAssetId: "file-b" }]);
    expect(game.assets.map((g) => g.assetId)).toEqual([a]);
  });

  it("inserts selected scenes into an existing game with fresh ids (owner only)", async () => {
    const target = await commitImport(prisma(), {
      viewer: { id: teacher.id, roles: [] },
      registry,
      document: fileDocument(),
      name: "Target",
      assets: new Map(),
      fileAssetIds: new Set(),
    });
    const before = await counts();
    await expect(
      commitImport(prisma(), {
        viewer: { id: other.id, roles: [] },
        registry,
        document: fileDocument(),
        targetGameId: target.gameId,
        sceneIds: ["s1"],
        assets: new Map(),
        fileAssetIds: new Set(),
      }),
    ).rejects.toMatchObject({ reason: "gameNotFound" });
    const b = await ownAsset(teacher.id, 2);
    const result = await commitImport(prisma(), {
      viewer: { id: teacher.id, roles: [] },
      registry,
      document: fileDocument(),
      targetGameId: target.gameId,
      sceneIds: ["s1", "s2"],
      assets: new Map([["file-b", b]]),
      fileAssetIds: new Set(["file-a", "file-b"]),
    });
    expect(result.gameId).toBe(target.gameId);
    const game = await prisma().game.findUniqueOrThrow({ where: { id: target.gameId } });
    const doc = game.document as unknown as GameDocument;
    expect(game.documentVersion).toBe(2);
    expect(doc.scenes.map((s) => s.name)).toEqual(["One", "Two", "One (2)", "Two (2)"]);
    expect(result.sceneIds).toEqual([doc.scenes[2]!.id, doc.scenes[3]!.id]);
    expect(doc.scenes[2]!.id).not.toBe("s1");
    const copied = doc.rules[1]!;
    expect(copied.sceneId).toBe(doc.scenes[2]!.id);
    expect(copied.actions[0]).toMatchObject({ sceneId: doc.scenes[3]!.id });
    // the target's own elements keep their (empty) sources; the new ones are mapped
    expect((doc.scenes[3]!.elements[0]!.props as { src: string }).src).toBe(b);
    expect((await counts()).games).toBe(before.games);
  });

  it("inserts into a game shared for editing (as the import's start allows), never for viewing", async () => {
    const target = await commitImport(prisma(), {
      viewer: { id: teacher.id, roles: [] },
      registry,
      document: fileDocument(),
      name: "Shared target",
      assets: new Map(),
      fileAssetIds: new Set(),
    });
    const share = (role: "COAUTHOR" | "VIEWER") =>
      prisma().gameShare.upsert({
        where: { gameId_email: { gameId: target.gameId, email: "other@import.test" } },
        update: { role },
        create: {
          gameId: target.gameId,
          email: "other@import.test",
          role,
          tokenHash: `import-test-${target.gameId}`,
          userId: other.id,
          acceptedAt: new Date(),
        },
      });
    const insert = () =>
      commitImport(prisma(), {
        viewer: { id: other.id, roles: [] },
        registry,
        document: fileDocument(),
        targetGameId: target.gameId,
        sceneIds: ["s1"],
        assets: new Map(),
        fileAssetIds: new Set(),
      });
    await share("VIEWER");
    await expect(insert()).rejects.toMatchObject({ reason: "gameNotFound" });
    await share("COAUTHOR");
    expect((await insert()).gameId).toBe(target.gameId);
    const game = await prisma().game.findUniqueOrThrow({ where: { id: target.gameId } });
    expect((game.document as unknown as GameDocument).scenes).toHaveLength(3);
  });

  it("a failure inside the transaction leaves nothing behind", async () => {
    const a = await ownAsset(teacher.id, 3);
    const before = await counts();
    // the session to mark does not exist: refused after the game and its gallery were written
    await expect(
      commitImport(prisma(), {
        viewer: { id: teacher.id, roles: [] },
        registry,
        document: fileDocument(),
        name: "Never",
        assets: new Map([["file-a", a]]),
        fileAssetIds: new Set(["file-a"]),
        importId: "00000000-0000-0000-0000-000000000000",
      }),
    ).rejects.toBeInstanceOf(ImportError);
    expect(await counts()).toEqual(before);
    expect(await prisma().game.count({ where: { title: "Never" } })).toBe(0);
  });

  it("refuses another user's asset, invalid data and a missing name", async () => {
    const theirs = await ownAsset(other.id, 4);
    const before = await counts();
    const base = {
      viewer: { id: teacher.id, roles: [] },
      registry,
      fileAssetIds: new Set(["file-a"]),
    };
    await expect(
      commitImport(prisma(), {
        ...base,
        document: fileDocument(),
        name: "X",
        assets: new Map([["file-a", theirs]]),
      }),
    ).rejects.toMatchObject({ reason: "assetNotAllowed" });
    await expect(
      commitImport(prisma(), { ...base, document: "{", name: "X", assets: new Map() }),
    ).rejects.toMatchObject({ reason: "invalidFile" });
    await expect(
      commitImport(prisma(), { ...base, document: { scenes: [] }, name: "X", assets: new Map() }),
    ).rejects.toMatchObject({ reason: "noGameData" });
    await expect(
      commitImport(prisma(), { ...base, document: fileDocument(), name: " ", assets: new Map() }),
    ).rejects.toMatchObject({ reason: "nameRequired" });
    await expect(
      commitImport(prisma(), {
        ...base,
        document: fileDocument(),
        name: "x".repeat(50),
        assets: new Map(),
      }),
    ).rejects.toMatchObject({ reason: "nameTooLong" });
    expect(await counts()).toEqual(before);
  });
});

describe("batched import over HTTP", () => {
  const call = async (
    who: { cookie: string },
    method: string,
    path: string,
    body?: unknown,
    raw?: Buffer,
  ) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        Cookie: who.cookie,
        ...(raw ? { "Content-Type": "application/octet-stream" } : {}),
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: raw ? new Uint8Array(raw) : body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const start = async (targetGameId?: number) => {
    const res = await call(teacher, "POST", "/api/imports", { targetGameId });
    expect(res.status).toBe(201);
    return res.body["importId"] as string;
  };
  const uploadAsset = (id: string, fileAssetId: string, data: Buffer) =>
    call(
      teacher,
      "POST",
      `/api/imports/${id}/assets?${new URLSearchParams({ fileAssetId, kind: "IMAGE", fileName: `${fileAssetId}.png` })}`,
      undefined,
      data,
    );

  it("stages, reuses known files, checks content, commits, retries a failed asset", async () => {
    const known = await png(20);
    const knownId = await ownAsset(teacher.id, 20);
    const { createHash } = await import("node:crypto");
    const sha = createHash("sha256").update(known).digest("hex");
    const id = await start();

    const cloned = await call(teacher, "POST", `/api/imports/${id}/known`, {
      assets: [
        { fileAssetId: "file-a", sha256: sha, kind: "IMAGE" },
        { fileAssetId: "file-b", sha256: "0".repeat(64), kind: "IMAGE" },
      ],
    });
    expect(cloned.body["cloned"]).toEqual([{ fileAssetId: "file-a", assetId: knownId }]);
    // someone else cannot use the session
    expect((await call(other, "POST", `/api/imports/${id}/known`, { assets: [] })).status).toBe(
      404,
    );

    // content is checked like a gallery upload: text is not a picture
    const bad = await uploadAsset(id, "file-b", Buffer.from("not a picture at all"));
    expect(bad.status).toBe(422);
    // the server refuses one upload once (test fault): the asset fails, the import goes on
    await fetch(`${origin}/api/_test/import-faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ failUploads: 1 }),
    });
    const refused = await uploadAsset(id, "file-b", await png(21));
    expect(refused.status).toBe(503);

    const committed = await call(teacher, "POST", `/api/imports/${id}/commit`, {
      document: fileDocument(),
      name: "Over HTTP",
      fileAssetIds: ["file-a", "file-b"],
    });
    expect(committed.status).toBe(201);
    const gameId = committed.body["gameId"] as number;
    expect(committed.body["pending"]).toEqual([
      { elementId: "i2", field: "src", fileAssetId: "file-b" },
    ]);
    expect(
      (await call(teacher, "POST", `/api/imports/${id}/commit`, { document: {}, fileAssetIds: [] }))
        .status,
    ).toBe(409);

    // retry: the asset now arrives and fills the empty reference
    const retried = await uploadAsset(id, "file-b", await png(21));
    expect(retried.status).toBe(201);
    const filled = await call(teacher, "POST", `/api/imports/${id}/fill`);
    expect(filled.body).toEqual({ gameId, pending: [] });
    const game = await prisma().game.findUniqueOrThrow({
      where: { id: gameId },
      include: { assets: true },
    });
    const doc = game.document as unknown as GameDocument;
    expect((doc.scenes[1]!.elements[0]!.props as { src: string }).src).toBe(
      retried.body["assetId"],
    );
    expect(game.assets.map((a) => a.assetId).sort()).toEqual(
      [knownId, retried.body["assetId"] as string].sort(),
    );
    // committed assets survive the session
    await call(teacher, "DELETE", `/api/imports/${id}`);
    expect(await prisma().asset.count({ where: { id: retried.body["assetId"] as string } })).toBe(
      1,
    );
  });

  it("an abandoned import leaves no orphaned assets (closed dialog, or expiry)", async () => {
    const id = await start();
    const up = await uploadAsset(id, "file-a", await png(30));
    expect(up.status).toBe(201);
    const assetId = up.body["assetId"] as string;
    expect(await prisma().asset.count({ where: { id: assetId } })).toBe(1);
    expect((await call(teacher, "DELETE", `/api/imports/${id}`)).body).toEqual({
      removedAssets: 1,
    });
    expect(await prisma().asset.count({ where: { id: assetId } })).toBe(0);

    // the browser just goes away: the session expires and cleanup removes what it made
    const id2 = await start();
    const up2 = await uploadAsset(id2, "file-a", await png(31));
    const later = importSessions({
      prisma: prisma(),
      assets: api.assets,
      now: () => Date.now() + 2 * 3600_000,
    });
    const cleaned = await later.cleanup();
    expect(cleaned.assets).toBeGreaterThanOrEqual(1);
    expect(await prisma().asset.count({ where: { id: up2.body["assetId"] as string } })).toBe(0);
    expect(await prisma().importSession.count({ where: { id: id2 } })).toBe(0);
  });

  it("scenes into a game of someone else are refused when the import starts", async () => {
    const theirs = await prisma().game.create({
      data: { title: "Theirs", ownerId: other.id, document: fileDocument() as object },
    });
    const res = await call(teacher, "POST", "/api/imports", { targetGameId: theirs.id });
    expect(res).toEqual({
      status: 404,
      body: { error: { code: "gameNotFound", message: "Spiel nicht gefunden" } },
    });
  });
});
