/**
 * Issue 23 ("Hardening, round two"), item 5: bad input answered 500 (our fault) instead of a
 * client error. Each test failed before its fix.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { parseSaveBody } from "../competitions/service";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

const PASSWORD = "Lange-Passwort-123";
let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let teacher: { id: string; cookie: string };

beforeAll(async () => {
  api = await createApiHarness();
  server = await api.listen();
  const user = await api.createUser([], { password: PASSWORD });
  teacher = { id: user.id, cookie: await api.login(user.email, PASSWORD) };
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

const post = async (
  pathAndQuery: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> => {
  const raw = Buffer.isBuffer(body);
  const res = await fetch(`${server.origin}${pathAndQuery}`, {
    method: "POST",
    headers: {
      "Content-Type": raw ? "application/octet-stream" : "application/json",
      "Accept-Language": "en",
      ...headers,
    },
    body: raw ? new Uint8Array(body) : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
};

const graphql = (query: string, variables?: unknown, headers: Record<string, string> = {}) =>
  post("/graphql", { query, variables }, headers).then((r) => ({
    status: r.status,
    ...(JSON.parse(r.text) as { data?: unknown; errors?: { extensions?: { code?: string } }[] }),
  }));

/** Every file under a directory (the asset store's files). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(dir);
  return out;
}

describe("5. literals nested 2000 deep in the query text", () => {
  const nested = (open: string, close: string, depth: number, inner = "1") =>
    open.repeat(depth) + inner + close.repeat(depth);

  it("refuses them with INPUT_TOO_DEEP before validation recurses (argument, variable default, object)", async () => {
    for (const query of [
      `{ publicGame(id: ${nested("[", "]", 2000)}) { id } }`,
      `query($x: [[Int]] = ${nested("[", "]", 2000)}) { viewer { id } }`,
      `{ tags(search: ${nested("{a: ", "}", 2000)}) { id } }`,
      `{ publicGame(id: ${nested("[", "]", 9000)}) { id } }`,
    ]) {
      const visitors: Record<string, string>[] = [{}, { Cookie: teacher.cookie }];
      for (const headers of visitors) {
        const res = await graphql(query, undefined, headers);
        expect(res.status, JSON.stringify(res).slice(0, 300)).toBe(400);
        expect(res.errors?.[0]?.extensions?.code).toBe("INPUT_TOO_DEEP");
      }
    }
  });

  it("still takes ordinary lists and objects in literals", async () => {
    const res = await graphql(
      '{ tags(search: "a") { id } assets(kind: IMAGE, library: CURATED, tagIds: ["a", "b"]) { id } }',
      undefined,
      { Cookie: teacher.cookie },
    );
    expect(res.errors).toBeUndefined();
  });
});

describe("5. a NUL byte in an upload's fileName", () => {
  const png = () =>
    sharp({ create: { width: 4, height: 4, channels: 4, background: "#c83" } })
      .png()
      .toBuffer();

  it("refuses the gallery upload with a translated 400 and stores nothing", async () => {
    const before = filesUnder(api.config.dataDir).length;
    const assetsBefore = await api.db.prisma.asset.count();
    const query = new URLSearchParams({ kind: "IMAGE", fileName: "bild\u0000.png" });
    const res = await post(`/api/assets?${query}`, await png(), { Cookie: teacher.cookie });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error.message).toMatch(/not allowed/);
    expect(await api.db.prisma.asset.count()).toBe(assetsBefore);
    expect(filesUnder(api.config.dataDir).length).toBe(before);
  });

  it("refuses an import batch's asset with 400 and stores nothing", async () => {
    const started = await post("/api/imports", {}, { Cookie: teacher.cookie });
    expect(started.status).toBe(201);
    const id = JSON.parse(started.text).importId as string;
    const before = filesUnder(api.config.dataDir).length;
    const assetsBefore = await api.db.prisma.asset.count();
    const query = new URLSearchParams({
      fileAssetId: "a1",
      kind: "IMAGE",
      fileName: "a\u0000.png",
    });
    const res = await post(`/api/imports/${id}/assets?${query}`, await png(), {
      Cookie: teacher.cookie,
    });
    expect(res.status).toBe(400);
    expect(await api.db.prisma.asset.count()).toBe(assetsBefore);
    expect(filesUnder(api.config.dataDir).length).toBe(before);
  });
});

describe("5. integers beyond PostgreSQL's int4", () => {
  it("answers an answer check for gameId 2^31 with 400", async () => {
    for (const gameId of [2 ** 31, 2 ** 53, 1e300]) {
      const res = await post("/api/answers/check", {
        gameId,
        elementId: "lock",
        value: "1234",
        playSession: "play-session-1",
      });
      expect(res.status, String(gameId)).toBe(400);
    }
  });

  it("refuses a team save with sequence 2^31 as a bad request", () => {
    const body = { sessionId: "s", gameSnapshot: {}, sequence: 2 ** 31 };
    expect(() => parseSaveBody(body)).toThrow(expect.objectContaining({ status: 400 }));
    expect(parseSaveBody({ ...body, sequence: 2 ** 31 - 1 }).sequence).toBe(2 ** 31 - 1);
  });
});

describe("5. publish or rename racing a delete", () => {
  it("answers NOT_FOUND, never INTERNAL_SERVER_ERROR", async () => {
    const as = api.as(teacher.id);
    const codes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const game = await api.db.prisma.game.create({
        data: {
          title: `Race ${round}`,
          ownerId: teacher.id,
          document: createGameDocument({ locale: "de", registry }) as object,
        },
      });
      const id = game.id;
      const change = [
        `mutation { publishGame(id: ${id}) { id status } }`,
        `mutation { renameGame(id: ${id}, title: "Neu") { id title } }`,
        `mutation { unpublishGame(id: ${id}) { id } }`,
        `mutation { copyGame(id: ${id}) { id } }`,
      ][round % 4]!;
      const results = await Promise.all([
        as(change),
        as(`mutation { deleteGame(id: ${id}) }`),
        as(`mutation { deleteGame(id: ${id}) }`),
      ]);
      for (const result of results)
        for (const error of result.errors ?? []) codes.add(String(error.extensions?.code));
    }
    codes.delete("NOT_FOUND");
    expect([...codes]).toEqual([]);
  });
});

describe("5. an anonymous subscription to a live board", () => {
  it("answers 401 (not 500), over SSE and as a plain POST", async () => {
    const query =
      'subscription { competitionBoardChanged(id: "0190b0c4-0000-7000-8000-000000000000") { competitionId } }';
    const sse = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ query }),
    });
    const text = await sse.text();
    expect(text).not.toMatch(/INTERNAL_SERVER_ERROR|Unexpected error/);
    expect(text).toMatch(/UNAUTHENTICATED/);
    const plain = await graphql(query);
    expect(plain.status).toBeLessThan(500);
    expect(plain.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
