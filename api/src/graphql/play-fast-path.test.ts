import { readFileSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement, createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { createLogger } from "../logger";
import { createYogaServer } from "../server";
import { playGameCacheFor } from "./play-cache";
import { planFor, playFastPath, regularMediaType } from "./play-fast-path";
import { getSchema } from "./schema";

let api: ApiHarness;
let server: http.Server;
let base: string;
let owner: { id: string; email: string };
const PASSWORD = "fast-path-password-1";
/** Requests that reached yoga from the middleware, and answers the middleware asked yoga to prepare. */
let passed = 0;
let primed = 0;

const cache = () => playGameCacheFor(api.db, createLogger("silent"));

beforeAll(async () => {
  api = await createApiHarness();
  owner = await api.createUser([], { password: PASSWORD });
  await cache().listen();
  const yoga = createYogaServer({
    config: api.config,
    logger: createLogger("silent"),
    db: api.db,
    auth: api.auth,
    assets: api.assets,
  });
  const app = express();
  app.use(
    "/graphql",
    express.json(),
    playFastPath({
      schema: getSchema(),
      playGames: cache(),
      yoga: (url, init) => {
        primed++;
        return yoga.fetch(url, init);
      },
    }),
    (req, res, next) => {
      passed++;
      (yoga as unknown as express.RequestHandler)(req, res, next);
    },
  );
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await api?.close();
});

const QUERY =
  "query PlayGame($id: Int!) { publicGame(id: $id) { id title documentVersion document } }";

async function gameWithSecret(status: "PUBLISHED" | "UNLISTED" | "DRAFT" = "PUBLISHED") {
  const document = createGameDocument({ locale: "de", registry });
  document.scenes[0]!.elements.push(
    createElement(registry, "ai-chat", { locale: "de", props: { instructions: "Lösung 6930" } }),
  );
  return api.db.prisma.game.create({
    data: { title: "Schnell", status, ownerId: owner.id, document: document as object },
  });
}

async function post(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

/** Whether `request` was answered by the middleware (neither yoga's pipeline nor a new preparation). */
async function servedFast<T>(request: () => Promise<T>): Promise<{ fast: boolean; result: T }> {
  const before = { passed, primed };
  const result = await request();
  return { fast: passed === before.passed && primed === before.primed, result };
}

async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met within 5 s");
}

describe("the players' game load without yoga's pipeline", () => {
  it("answers players byte for byte as yoga does, redacted, once the game is cached", async () => {
    const game = await gameWithSecret();
    const body = { query: QUERY, variables: { id: game.id }, operationName: "PlayGame" };
    const first = await post(body); // yoga (fills the play cache)
    const second = await post(body); // yoga prepares this answer once
    const third = await servedFast(() => post(body));
    expect(third.fast).toBe(true);
    for (const answer of [second, third.result]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(first.text);
      expect(answer.type).toBe(first.type);
    }
    expect(first.type).toBe("application/json; charset=utf-8");
    const data = JSON.parse(first.text) as {
      data: { publicGame: { id: number; title: string; document: unknown } };
    };
    expect(data.data.publicGame).toMatchObject({ id: game.id, title: "Schnell" });
    expect(first.text).not.toContain("6930");
    // The media type follows the request's Accept header, as yoga's does.
    const strict = await servedFast(() =>
      post(body, { Accept: "application/graphql-response+json" }),
    );
    expect(strict.fast).toBe(true);
    expect(strict.result.type).toBe("application/graphql-response+json; charset=utf-8");
    expect(strict.result.text).toBe(first.text);
  });

  it("never answers an owner from it, nor a player with the owner's answer", async () => {
    const game = await gameWithSecret();
    const body = { query: QUERY, variables: { id: game.id } };
    await post(body);
    await post(body);
    const cookie = await api.login(owner.email, PASSWORD);
    const asOwner = await servedFast(() => post(body, { Cookie: cookie }));
    expect(asOwner.fast).toBe(false);
    expect(asOwner.result.text).toContain("Lösung 6930");
    const player = await servedFast(() => post(body));
    expect(player.fast).toBe(true);
    expect(player.result.text).not.toContain("6930");
    // A stale session cookie goes to yoga too (which removes it).
    const stale = await servedFast(() => post(body, { Cookie: "session=not-a-session" }));
    expect(stale.fast).toBe(false);
    expect(stale.result.text).not.toContain("6930");
  });

  it("forgets a prepared answer when the game changes, whoever changed it", async () => {
    const game = await gameWithSecret("UNLISTED");
    const body = { query: QUERY, variables: { id: game.id } };
    await post(body);
    await post(body);
    expect((await servedFast(() => post(body))).fast).toBe(true);
    await api.db.prisma.game.update({ where: { id: game.id }, data: { title: "Geändert" } });
    await eventually(async () => (await post(body)).text.includes('"title":"Geändert"'));
    await api.db.prisma.game.update({ where: { id: game.id }, data: { status: "DRAFT" } });
    await eventually(async () => (await post(body)).text === '{"data":{"publicGame":null}}');
    expect((await servedFast(() => post(body))).fast).toBe(false);
  });

  it("passes every other request on to yoga", async () => {
    const game = await gameWithSecret();
    const body = { query: QUERY, variables: { id: game.id } };
    await post(body);
    await post(body);
    const others: [unknown, Record<string, string>?][] = [
      // fields that depend on the request
      [
        {
          query: "query($id: Int!) { publicGame(id: $id) { id url } }",
          variables: { id: game.id },
        },
      ],
      // more than the one variable, another operation name, extensions
      [{ query: QUERY, variables: { id: game.id, more: 1 } }],
      [{ query: QUERY, variables: { id: game.id }, operationName: "Other" }],
      [{ query: QUERY, variables: { id: game.id }, extensions: {} }],
      // an id yoga refuses
      [{ query: QUERY, variables: { id: "1" } }],
      // CORS (yoga's headers), a streaming Accept
      [body, { Origin: "https://elsewhere.example" }],
      [body, { Accept: "text/event-stream" }],
      // a draft
      [{ query: QUERY, variables: { id: (await gameWithSecret("DRAFT")).id } }],
    ];
    for (const [request, headers] of others) {
      const answer = await servedFast(() => post(request, headers));
      expect(answer.fast, JSON.stringify([request, headers])).toBe(false);
      expect(answer.result.text).not.toContain("6930");
    }
  });
});

describe("recognising the query", () => {
  const schema = getSchema();
  it("takes one publicGame field with fields shared by every player", () => {
    expect(planFor(schema, QUERY)).toEqual({ name: "PlayGame", variable: "id", literalId: null });
    expect(planFor(schema, "{ publicGame(id: 7) { id document __typename } }")).toEqual({
      name: undefined,
      variable: null,
      literalId: 7,
    });
    expect(planFor(schema, "query($g: Int!) { game: publicGame(id: $g) { title } }")).toEqual({
      name: undefined,
      variable: "g",
      literalId: null,
    });
  });

  it("takes the play page's own query (player/app/game/load.server.ts)", () => {
    const source = readFileSync(
      fileURLToPath(new URL("../../../player/app/game/load.server.ts", import.meta.url)),
      "utf8",
    );
    const query = /graphql\(`([\s\S]*?)`\)/.exec(source)?.[1];
    expect(query).toContain("publicGame");
    expect(planFor(schema, query!)).toEqual({ name: "PlayGame", variable: "id", literalId: null });
  });

  it("refuses everything else", () => {
    for (const query of [
      "query($id: Int!) { publicGame(id: $id) { id playUrl } }",
      "query($id: Int) { publicGame(id: $id) { id } }",
      "query($id: Int!, $x: Int) { publicGame(id: $id) { id } }",
      "query($id: Int!) { publicGame(id: $id) { ...F } } fragment F on Game { id }",
      "query($id: Int!) { publicGame(id: $id) { id @include(if: true) } }",
      "query($id: Int!) { publicGame(id: $id) { id } publishedGames { id } }",
      "query($id: Int!) { publicGame(id: $id) { nope } }",
      "query($id: Int!) { publicGame(id: $id) }",
      "mutation($id: Int!) { publicGame(id: $id) { id } }",
      "query($id: Int!) { publicGame(id: $id) { id",
    ])
      expect(planFor(schema, query), query).toBeNull();
  });

  it("chooses the media type as yoga's result processors do", () => {
    expect(regularMediaType(undefined)).toBe("application/json");
    expect(regularMediaType("*/*")).toBe("application/json");
    expect(regularMediaType("application/graphql-response+json")).toBe(
      "application/graphql-response+json",
    );
    expect(regularMediaType("application/json, text/event-stream")).toBe("application/json");
    expect(regularMediaType("text/event-stream")).toBeNull();
    expect(regularMediaType("application/json; charset=iso-8859-1")).toBeNull();
  });
});

describe("prepared responses kept with the cached game", () => {
  it("count against the cache's bound, at most a few per game, and only for the cached row", async () => {
    const { PlayGameCache, ATTACHED_PER_GAME } = await import("./play-cache");
    const bounded = new PlayGameCache({
      url: api.db.url,
      logger: createLogger("silent"),
      maxBytes: 1_000,
    });
    await bounded.listen();
    const game = await gameWithSecret();
    const read = (id: number) => async () => ({ row: { ...game, id }, bytes: 100 });
    const row1 = (await bounded.load(1, read(1), (d) => d))!;
    const row2 = (await bounded.load(2, read(2), (d) => d))!;
    const keys = Array.from({ length: ATTACHED_PER_GAME + 1 }, () => ({}));
    for (const key of keys) expect(bounded.attach(1, row1, key, Buffer.alloc(25))).toBe(true);
    // the oldest of game 1's responses left
    expect(bounded.attached(1, row1, keys[0]!)).toBeUndefined();
    expect(bounded.attached(1, row1, keys.at(-1)!)?.length).toBe(25);
    // not for another row of the game (one loaded before a change)
    expect(bounded.attach(1, { ...row1 }, {}, Buffer.alloc(1))).toBe(false);
    expect(bounded.attached(1, { ...row1 }, keys.at(-1)!)).toBeUndefined();
    // 100 + ATTACHED_PER_GAME (8) × 25 + 100 bytes so far; with 700 more (one 25 leaves) over the
    // bound, the least recently used game (2) leaves
    expect(bounded.peek(1)).toBe(row1); // as the fast path does: game 1 is the most recent
    expect(bounded.attach(1, row1, {}, Buffer.alloc(700))).toBe(true);
    expect(bounded.peek(2)).toBeUndefined();
    expect(bounded.peek(1)).toBe(row1);
    expect(row2.id).toBe(2);
    // a change drops the game with its responses
    bounded.invalidate(1);
    expect(bounded.attached(1, row1, keys.at(-1)!)).toBeUndefined();
    expect(bounded.attach(1, row1, {}, Buffer.alloc(1))).toBe(false);
    await bounded.close();
  });
});
