/**
 * Issue 23 ("Hardening, round two"), items 0 and 4: requests that take the server down or hang.
 * Each test failed before its fix.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { ANSWER_LIMITS } from "../graphql/security";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  api = await createApiHarness();
  server = await api.listen();
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

/** Sends a chunked body of `total` bytes (in 64 KB chunks) and reports how far the server read. */
function chunkedPost(
  origin: string,
  path: string,
  total: number,
  contentType = "application/x-www-form-urlencoded",
): Promise<{ status: number; body: string; sent: number; connection?: string }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path,
        headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked" },
      },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body, sent, connection: res.headers.connection }),
        );
      },
    );
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      // `answered` changes between pumps (on drain), never within one.
      while (sent < total) {
        if (answered) return;
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("0. bodies without Content-Length", () => {
  it("refuses a chunked body on every bounded route with 411 and closes, long before the body ends", async () => {
    const routes: [string, string][] = [
      ["/auth/login", "application/x-www-form-urlencoded"],
      ["/some/page", "application/x-www-form-urlencoded"],
      ["/api/answers/check", "application/json"],
      ["/api/competition/sessions/state", "application/json"],
      ["/api/games/import/legacy", "application/octet-stream"],
      ["/graphql", "application/json"],
    ];
    for (const [path, type] of routes) {
      const res = await chunkedPost(server.origin, path, 64 * 1024 * 1024, type);
      expect(res.status, path).toBe(411);
      expect(res.connection, path).toBe("close");
      // Answered before the body was read: at most what the sockets buffer, not 64 MB.
      expect(res.sent, path).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it("answers in the visitor's language, JSON on /api", async () => {
    const res = await chunkedPost(server.origin, "/api/answers/check", 1024, "application/json");
    expect(res.status).toBe(411);
    expect(JSON.parse(res.body).error.code).toBe("LENGTH_REQUIRED");
  });
});

describe("0. the size of a GraphQL answer", () => {
  let ownerId: string;
  let gameId: number;
  beforeAll(async () => {
    ownerId = (await api.createUser()).id;
    for (let i = 0; i < 3; i++) {
      const game = await api.db.prisma.game.create({
        data: {
          title: `Listed ${i}`,
          status: "PUBLISHED",
          ownerId,
          document: createGameDocument({ locale: "de", registry }) as object,
        },
      });
      gameId = game.id;
    }
  });

  const ask = async (query: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };

  it("refuses documents in lists (the 905-byte query that built 1.2 GB), before running it", async () => {
    const attack = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: publishedGames(first: 100) { document }`).join(" ")} }`;
    expect(attack.length).toBeLessThan(1000);
    for (const query of [
      attack,
      "{ publishedGames { id document } }",
      "{ myGames { id document } }",
      "{ publicCompetitions { game { document } } }",
      "{ publishedGames { ...G } } fragment G on Game { id document }",
    ]) {
      const answer = await ask(query);
      expect(answer.data, query).toBeUndefined();
      expect(answer.errors?.[0]?.extensions?.code, query).toBe("QUERY_TOO_COMPLEX");
      expect(answer.errors?.[0]?.message, query).toMatch(/one game at a time/);
    }
    // The lists themselves are fine, and one game's document.
    const fine = await ask(
      `{ publishedGames(first: 100) { id title url } publicGame(id: ${gameId}) { document } }`,
    );
    expect(fine.errors).toBeUndefined();
    expect((fine.data!.publishedGames as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it("weighs a document by what it may hold: at most two in one operation", async () => {
    const docs = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `d${i}: publicGame(id: ${gameId}) { document }`).join(" ")} }`;
    expect((await ask(docs(2))).errors).toBeUndefined();
    const three = await ask(docs(3));
    expect(three.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    expect(three.errors?.[0]?.message).toMatch(/too expensive/);
  });

  it("caps the answer's size (ANSWER_TOO_LARGE, translated), cached player documents included", async () => {
    const saved = ANSWER_LIMITS.maxBytes;
    ANSWER_LIMITS.maxBytes = 100;
    try {
      const query = `{ publicGame(id: ${gameId}) { id document } }`;
      // Twice: the second answer comes with the play cache's prepared document text.
      for (const round of [1, 2]) {
        const answer = await ask(query, { "Accept-Language": "en" });
        expect(answer.data, `round ${round}`).toBeUndefined();
        expect(answer.errors?.[0]?.extensions?.code).toBe("ANSWER_TOO_LARGE");
        expect(answer.errors?.[0]?.message).toMatch(/too large/);
      }
      const german = await ask(query, { "Accept-Language": "de" });
      expect(german.errors?.[0]?.message).toMatch(/zu groß/);
      expect((await ask("{ publishedGames { id } }")).errors).toBeUndefined();
    } finally {
      ANSWER_LIMITS.maxBytes = saved;
    }
  });
});

describe("4. POST /graphql with a JSON content type and no operation", () => {
  const post = (body: string, headers: Record<string, string> = {}) => {
    const url = new URL(server.origin);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/graphql",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": String(Buffer.byteLength(body)),
            ...headers,
          },
          timeout: 3000,
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("no answer within 3 s")));
      req.on("error", reject);
      req.end(body);
    });
  };

  it("answers 400 at once to an empty body and to {}", async () => {
    const user = await api.createUser([], { password: "Lange-Passwort-123" });
    const cookie = await api.login(user.email, "Lange-Passwort-123");
    const visitors: Record<string, string>[] = [{}, { Cookie: cookie }];
    for (const headers of visitors) {
      for (const body of ["", "{}", "[]", "null", "  "]) {
        const res = await post(body, headers);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(JSON.parse(res.body).errors[0].message).toBeTruthy();
      }
    }
  });
});
