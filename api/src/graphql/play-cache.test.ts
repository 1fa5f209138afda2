import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement, createGameDocument } from "@exitgame/engine";
import { redactForPlayers, registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { playGameCacheFor } from "./play-cache";
import { createLogger } from "../logger";

let api: ApiHarness;
let ownerId: string;

beforeAll(async () => {
  api = await createApiHarness();
  ownerId = (await api.createUser()).id;
  await playGameCacheFor(api.db, createLogger("silent")).listen();
});
afterAll(async () => {
  await api?.close();
});

const QUERY =
  "query($id: Int!) { publicGame(id: $id) { id title status documentVersion document } }";
type Loaded = {
  publicGame: {
    id: number;
    title: string;
    status: string;
    documentVersion: number;
    document: { scenes: { name: string; elements: { props: Record<string, unknown> }[] }[] };
  } | null;
};

async function gameWithSecret(status: "PUBLISHED" | "UNLISTED" | "DRAFT" = "PUBLISHED") {
  const document = createGameDocument({ locale: "de", registry });
  document.scenes[0]!.elements.push(
    createElement(registry, "ai-chat", { locale: "de", props: { instructions: "Lösung 6930" } }),
  );
  return api.db.prisma.game.create({
    data: { title: "Cache", status, ownerId, document: document as object },
  });
}

const cache = () => playGameCacheFor(api.db, createLogger("silent"));
const load = (id: number, userId?: string) =>
  userId ? api.as(userId)<Loaded>(QUERY, { id }) : api.graphql<Loaded>(QUERY, { id });

async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met within 5 s");
}

describe("play cache (publicGame for players)", () => {
  it("answers players from memory, redacted, and the owner from the database", async () => {
    expect(cache().active).toBe(true);
    const game = await gameWithSecret();
    const first = await load(game.id);
    expect(first.data?.publicGame?.document.scenes[0]!.elements[0]!.props.instructions).toBe("");
    expect(JSON.stringify(first.data)).not.toContain("6930");
    expect(cache().size).toBeGreaterThan(0);
    const second = await load(game.id);
    expect(second.data).toEqual(first.data);
    const owner = await load(game.id, ownerId);
    expect(owner.data?.publicGame?.document.scenes[0]!.elements[0]!.props.instructions).toBe(
      "Lösung 6930",
    );
    // other signed-in players are players
    const other = (await api.createUser()).id;
    expect(JSON.stringify((await load(game.id, other)).data)).not.toContain("6930");
  });

  it("forgets a game as soon as a mutation of this server changes it", async () => {
    const game = await gameWithSecret();
    const editor = api.as(ownerId);
    await load(game.id);
    const renamed = await editor<{ renameGame: { title: string } }>(
      'mutation($id: Int!) { renameGame(id: $id, title: "Neu") { title } }',
      { id: game.id },
    );
    expect(renamed.errors).toBeUndefined();
    expect((await load(game.id)).data?.publicGame?.title).toBe("Neu");
    const doc = (await load(game.id, ownerId)).data!.publicGame!.document;
    doc.scenes[0]!.name = "Zweite Fassung";
    const saved = await editor<{ saveGameDocument: { documentVersion: number } }>(
      "mutation($id: Int!, $d: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $d, expectedVersion: $v) { documentVersion } }",
      { id: game.id, d: doc, v: game.documentVersion },
    );
    expect(saved.errors).toBeUndefined();
    const after = (await load(game.id)).data?.publicGame;
    expect(after?.documentVersion).toBe(game.documentVersion + 1);
    expect(after?.document.scenes[0]!.name).toBe("Zweite Fassung");
    expect(JSON.stringify(after)).not.toContain("6930");
    const unpublished = await editor("mutation($id: Int!) { unpublishGame(id: $id) { id } }", {
      id: game.id,
    });
    expect(unpublished.errors).toBeUndefined();
    expect((await load(game.id)).data?.publicGame).toBeNull();
  });

  it("forgets a game changed by anyone else (another instance, SQL) through the database's notification", async () => {
    const game = await gameWithSecret("UNLISTED");
    expect((await load(game.id)).data?.publicGame?.title).toBe("Cache");
    await api.db.prisma.game.update({ where: { id: game.id }, data: { title: "Von außen" } });
    await eventually(async () => (await load(game.id)).data?.publicGame?.title === "Von außen");
    await api.db.prisma.game.update({ where: { id: game.id }, data: { status: "DRAFT" } });
    await eventually(async () => (await load(game.id)).data?.publicGame === null);
    await api.db.prisma.game.update({ where: { id: game.id }, data: { status: "PUBLISHED" } });
    await eventually(async () => (await load(game.id)).data?.publicGame?.status === "PUBLISHED");
    await api.db.prisma.game.delete({ where: { id: game.id } });
    await eventually(async () => (await load(game.id)).data?.publicGame === null);
  });

  it("never serves a draft, and keeps nothing while it is not listening", async () => {
    const draft = await gameWithSecret("DRAFT");
    expect((await load(draft.id)).data?.publicGame).toBeNull();
    const game = await gameWithSecret();
    await load(game.id);
    expect(cache().size).toBeGreaterThan(0);
    const { PlayGameCache } = await import("./play-cache");
    const detached = new PlayGameCache({ url: api.db.url, logger: createLogger("silent") });
    let reads = 0;
    const read = async () => {
      reads++;
      return { row: { ...game, title: `read ${reads}` }, bytes: 10 };
    };
    await detached.close(); // never listens again
    expect((await detached.load(game.id, read, (d) => d))?.title).toBe("read 1");
    expect((await detached.load(game.id, read, (d) => d))?.title).toBe("read 2");
    expect(detached.size).toBe(0);
  });

  it("stays within its memory bound, least recently used first", async () => {
    const { PlayGameCache } = await import("./play-cache");
    const bounded = new PlayGameCache({
      url: api.db.url,
      logger: createLogger("silent"),
      maxBytes: 250,
    });
    await bounded.listen();
    const game = await gameWithSecret();
    const read = (id: number) => async () => ({ row: { ...game, id }, bytes: 100 });
    for (const id of [1, 2, 3]) await bounded.load(id, read(id), (d) => d);
    expect(bounded.size).toBe(2); // 1 left
    await bounded.load(2, read(2), (d) => d); // 2 is now the most recent
    await bounded.load(4, read(4), (d) => d); // 3 leaves
    let reads = 0;
    await bounded.load(
      2,
      async () => (reads++, read(2)()),
      (d) => d,
    );
    expect(reads).toBe(0);
    await bounded.load(
      3,
      async () => (reads++, read(3)()),
      (d) => d,
    );
    expect(reads).toBe(1);
    await bounded.close();
  });
});

describe("serialising a cached document once", () => {
  it("writes the same JSON as serialising it again, for several games in one answer", async () => {
    const a = await gameWithSecret();
    const b = await gameWithSecret("UNLISTED");
    const query =
      "query($a: Int!, $b: Int!) { a: publicGame(id: $a) { id document } b: publicGame(id: $b) { id title document } }";
    const first = await api.graphqlRaw(query, { a: a.id, b: b.id }, {});
    const cached = await api.graphqlRaw(query, { a: a.id, b: b.id }, {});
    expect(cached.result).toEqual(first.result);
    expect(cached.result).toEqual({
      status: 200,
      data: {
        a: { id: a.id, document: redactForPlayers(a.document as never) },
        b: { id: b.id, title: "Cache", document: redactForPlayers(b.document as never) },
      },
    });
    const body = JSON.stringify(cached.result);
    expect(body).not.toContain("@@player-document");
    expect(body).not.toContain("6930");
    expect((cached.result.data as { b: { title: string } }).b.title).toBe("Cache");
  });
});
