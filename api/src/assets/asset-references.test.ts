/**
 * Private files do not leak through a published game: a document may only name assets its
 * owner may use, and reading a file through a game ends with the game's publication.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement, createGameDocument, type GameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { ASSETS_PATH } from "./routes";

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let alice: string;
let bob: string;
let counter = 0;

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1" });
  server = await api.listen();
  alice = (await api.createUser()).id;
  bob = (await api.createUser()).id;
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function asset(ownerId: string | null, curated = false): Promise<string> {
  const sharp = (await import("sharp")).default;
  const n = ++counter;
  const png = await sharp({
    create: { width: 2, height: 2, channels: 3, background: { r: n, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const { asset: created } = await api.assets.ingest({
    source: png,
    fileName: `a${n}.png`,
    kind: "IMAGE",
    ownerId,
    curated,
  });
  return created.id;
}

function withImage(src: string, name = "Schatzkarte"): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const image = createElement(registry, "image", { locale: "de" });
  image.id = "map";
  image.name = name;
  image.props = { ...(image.props as object), src };
  doc.scenes[0]!.elements.push(image);
  return doc;
}

async function game(ownerId: string) {
  const res = await api.as(ownerId)<{ createGame: { id: number; documentVersion: number } }>(
    'mutation { createGame(title: "Karte") { id documentVersion } }',
  );
  return res.data!.createGame;
}

const SAVE =
  "mutation($id: Int!, $d: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $d, expectedVersion: $v) { documentVersion } }";

describe("asset references at save", () => {
  it("refuses another user's private file, naming the element, and stores nothing", async () => {
    const private_ = await asset(alice);
    const g = await game(bob);
    for (const locale of ["en", "de"] as const) {
      const res = await api.as(bob, locale)(SAVE, {
        id: g.id,
        d: withImage(private_),
        v: g.documentVersion,
      });
      expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0]?.extensions?.elementId).toBe("map");
      expect(res.errors?.[0]?.message).toBe(
        locale === "de"
          ? "Das Element „Schatzkarte“ verwendet eine Datei, die dieses Spiel nicht verwenden darf (nur eigene Dateien, die kuratierte Bibliothek und die Galerie des Spiels)."
          : "The element “Schatzkarte” uses a file this game may not use (only your own files, the curated library and the game's gallery).",
      );
    }
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: g.id } });
    expect(stored.documentVersion).toBe(g.documentVersion);
    expect(JSON.stringify(stored.document)).not.toContain(private_);
  });

  it("refuses it in a large save too (checked on the worker threads)", async () => {
    const private_ = await asset(alice);
    const carol = await api.createUser([], { password: "Carols langes Passwort 1" });
    const cookie = await api.login(carol.email, "Carols langes Passwort 1");
    const g = await game(carol.id);
    const doc = withImage(private_);
    // Over the size from which saves are checked off the event loop (OFF_THREAD_MIN_BYTES).
    const words = "Rätsel Schlüssel Tür Code Hinweis ".repeat(500);
    for (let n = 0; JSON.stringify(doc).length < 300 * 1024; n++)
      doc.scenes[0]!.elements.push(
        createElement(registry, "text", { locale: "de", id: `t${n}`, props: { text: words } }),
      );
    // Over HTTP, as a browser sends it: the express front parses it on a worker thread.
    const response = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ query: SAVE, variables: { id: g.id, d: doc, v: g.documentVersion } }),
    });
    const res = (await response.json()) as {
      errors?: { extensions?: Record<string, unknown> }[];
    };
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0]?.extensions?.elementId).toBe("map");
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: g.id } });
    expect(stored.documentVersion).toBe(g.documentVersion);
  });

  it("accepts the owner's own files, curated ones and the game's gallery", async () => {
    const g = await game(bob);
    let version = g.documentVersion;
    const inGallery = await asset(alice);
    await api.db.prisma.gameAsset.create({ data: { gameId: g.id, assetId: inGallery } });
    for (const id of [
      await asset(bob),
      await asset(null, true),
      inGallery,
      "https://x.example/a.png",
    ]) {
      const res = await api.as(bob)<{ saveGameDocument: { documentVersion: number } }>(SAVE, {
        id: g.id,
        d: withImage(id),
        v: version,
      });
      expect(res.errors, id).toBeUndefined();
      version = res.data!.saveGameDocument.documentVersion;
    }
    // An admin saving Bob's game is held to what Bob may use.
    const admin = (await api.createUser(["ADMIN"])).id;
    const adminsOwn = await asset(admin);
    const res = await api.as(admin)(SAVE, { id: g.id, d: withImage(adminsOwn), v: version });
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses to publish a stored document that names another user's private file", async () => {
    const private_ = await asset(alice);
    const g = await game(bob);
    await api.db.prisma.game.update({
      where: { id: g.id },
      data: { document: withImage(private_) as object },
    });
    const res = await api.as(bob)("mutation($id: Int!) { publishGame(id: $id) { status } }", {
      id: g.id,
    });
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: g.id } });
    expect(stored.status).toBe("DRAFT");
    expect((await fetch(`${server.origin}${ASSETS_PATH}/${private_}`)).status).toBe(404);
  });
});

describe("reading a file through a published game", () => {
  it("ends with the publication, at once", async () => {
    const own = await asset(alice);
    const g = await game(alice);
    const saved = await api.as(alice)(SAVE, { id: g.id, d: withImage(own), v: g.documentVersion });
    expect(saved.errors).toBeUndefined();
    const status = (name: string) =>
      api.as(alice)(`mutation($id: Int!) { ${name}(id: $id) { status } }`, { id: g.id });
    const read = async () => (await fetch(`${server.origin}${ASSETS_PATH}/${own}`)).status;
    expect(await read()).toBe(404);
    expect((await status("publishGame")).errors).toBeUndefined();
    expect(await read()).toBe(200);
    expect(await read()).toBe(200);
    expect((await status("unpublishGame")).errors).toBeUndefined();
    expect(await read()).toBe(404);
    expect((await status("publishGameUnlisted")).errors).toBeUndefined();
    expect(await read()).toBe(200);
    expect(
      (await api.as(alice)("mutation($id: Int!) { deleteGame(id: $id) }", { id: g.id })).errors,
    ).toBeUndefined();
    expect(await read()).toBe(404);
  });
});
