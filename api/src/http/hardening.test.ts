/**
 * Issue 8 ("Hardening before anyone deploys"): each describe block is one item, each test failed
 * before its fix.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS } from "@exitgame/engine";
import { HEAVY_WORK_PER_USER, heavyWork } from "../graphql/heavy-work";
import { LARGE_BODIES_PER_CLIENT, LARGE_BODY_BYTES, largeBodies } from "./body-limit";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with headers fetch() will not send as given (Host, bad escapes, TRACE). */
function raw(
  origin: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: {
          ...options.headers,
          ...(options.body !== undefined
            ? { "Content-Length": String(Buffer.byteLength(options.body)) }
            : {}),
        },
        setHost: !options.headers?.["Host"],
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

const gqlBody = (query: string, variables?: Record<string, unknown>) =>
  JSON.stringify({ query, variables });

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let listed: ApiHarness;
let listedServer: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  [api, listed] = await Promise.all([
    createApiHarness(),
    createApiHarness({
      CORS_ORIGINS: "https://app.example, https://admin.example",
      ALLOWED_HOSTS: "games.example,127.0.0.1",
    }),
  ]);
  [server, listedServer] = await Promise.all([api.listen(), listed.listen()]);
});
afterAll(async () => {
  await server?.close();
  await listedServer?.close();
  await api?.close();
  await listed?.close();
});

describe("1. credentialed cross-origin reads of /graphql", () => {
  it("sends no CORS headers to another origin, so its page cannot read the answer", async () => {
    const user = await api.createUser([], { password: "Lange-Passwort-123" });
    const cookie = await api.login(user.email, "Lange-Passwort-123");
    const sibling = new URL(server.origin);
    sibling.port = String(Number(sibling.port) + 1);
    for (const origin of [sibling.origin, "https://evil.example"]) {
      const res = await fetch(`${server.origin}/graphql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie, Origin: origin },
        body: gqlBody("{ viewer { email } myGames { id title } }"),
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      const preflight = await fetch(`${server.origin}/graphql`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("allows exactly the configured origins (CORS_ORIGINS), with credentials", async () => {
    const res = await fetch(`${listedServer.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://app.example" },
      body: gqlBody("{ viewer { id } }"),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    const other = await fetch(`${listedServer.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://app.example.evil" },
      body: gqlBody("{ viewer { id } }"),
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.status).toBe(403);
  });
});

describe("3. the Host header never decides links", () => {
  const resetLink = async (
    harness: ApiHarness,
    origin: string,
    host: string,
  ): Promise<{ status: number; link?: string }> => {
    const user = await harness.createUser([], {});
    const before = harness.mail.length;
    const res = await raw(origin, {
      method: "POST",
      path: "/graphql",
      headers: { Host: host, "Content-Type": "application/json" },
      body: gqlBody("mutation($e: String!) { requestPasswordReset(email: $e) }", {
        e: user.email,
      }),
    });
    const mail = harness.mail.slice(before).find((m) => m.to === user.email);
    return { status: res.status, link: /https?:\/\/\S+token=\S+/.exec(mail?.text ?? "")?.[0] };
  };

  it("mails reset links to http://localhost:PORT when neither PUBLIC_URL nor ALLOWED_HOSTS is set", async () => {
    const { link } = await resetLink(api, server.origin, "evil.example");
    const port = new URL(server.origin).port;
    expect(link).toMatch(new RegExp(`^http://localhost:${port}/auth/reset-password\\?token=`));
  });

  it("with ALLOWED_HOSTS, uses a listed Host and refuses any other", async () => {
    const ok = await resetLink(listed, listedServer.origin, "games.example");
    expect(ok.link).toMatch(/^http:\/\/games\.example\/auth\/reset-password\?token=/);
    const evil = await resetLink(listed, listedServer.origin, "evil.example");
    expect(evil.status).toBe(400);
    expect(evil.link).toBeUndefined();
  });

  it("with PUBLIC_URL, links come from it", async () => {
    const pub = await createApiHarness({ PUBLIC_URL: "https://exit.example.org/" });
    const s = await pub.listen();
    try {
      const { link } = await resetLink(pub, s.origin, "evil.example");
      expect(link).toMatch(/^https:\/\/exit\.example\.org\/auth\/reset-password\?token=/);
    } finally {
      await s.close();
      await pub.close();
    }
  });

  it("builds the JSXGraph frame's script URL and CSP without the Host header", async () => {
    const res = await raw(server.origin, {
      path: "/api/jsxgraph/frame",
      headers: { Host: "evil.example" },
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain("evil.example");
    expect(String(res.headers["content-security-policy"])).not.toContain("evil.example");
  });

  it("answers 400, not 500, to a Host with quotes or spaces", async () => {
    for (const host of ['evil"example', "evil example", "a/b"]) {
      for (const path of ["/graphql", "/api/jsxgraph/frame", "/healthz"]) {
        const res = await raw(server.origin, {
          method: path === "/graphql" ? "POST" : "GET",
          path,
          headers: { Host: host, "Content-Type": "application/json" },
          body: path === "/graphql" ? gqlBody("{ viewer { id } }") : undefined,
        });
        expect(res.status, `${host} ${path}`).toBe(400);
      }
    }
  });
});

describe("4. size limits", () => {
  it("refuses a request body over the route's limit with 413 before reading it, translated", async () => {
    const big = JSON.stringify({ query: "{ viewer { id } }", pad: "x".repeat(7 * 1024 * 1024) });
    const res = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "de" },
      body: big,
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { message: string; extensions: object }[] };
    expect(body.errors[0]?.extensions).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(body.errors[0]?.message).toMatch(/zu groß/);
    // A GraphQL body without a declared length is not read at all.
    const chunked = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.origin);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/graphql",
          headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(JSON.stringify({ query: "{ viewer { id } }" }));
      req.end();
    });
    expect(chunked).toBe(411);
    const form = await fetch(`${server.origin}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
      body: `email=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expect(form.status).toBe(413);
  });
});

describe("4. large bodies at once per client", () => {
  it("lets one session send at most LARGE_BODIES_PER_CLIENT bodies over 1 MB at a time (429, before reading)", async () => {
    const held = Array.from({ length: LARGE_BODIES_PER_CLIENT }, () =>
      largeBodies.tryEnter("session:held-token")!,
    );
    const big = JSON.stringify({
      query: "{ viewer { id } }",
      extensions: { pad: "x".repeat(LARGE_BODY_BYTES) },
    });
    const send = (cookie: string) =>
      fetch(`${server.origin}/graphql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie, "Accept-Language": "en" },
        body: big,
      });
    try {
      const busy = await send("session=held-token");
      expect(busy.status).toBe(429);
      expect(busy.headers.get("retry-after")).toBe("5");
      const body = (await busy.json()) as { errors: { message: string; extensions: object }[] };
      expect(body.errors[0]?.extensions).toMatchObject({ code: "TOO_BUSY" });
      expect(body.errors[0]?.message).toMatch(/large requests/);
      // Another session is not affected, and small requests of the busy one pass.
      expect((await send("session=other-token")).status).toBe(200);
      const small = await fetch(`${server.origin}/graphql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: "session=held-token" },
        body: JSON.stringify({ query: "{ viewer { id } }" }),
      });
      expect(small.status).toBe(200);
    } finally {
      for (const release of held) release();
    }
    expect((await send("session=held-token")).status).toBe(200);
  });
});

describe("4. document limits and concurrent saves", () => {
  const SAVE =
    "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 1) { documentVersion } }";

  async function newGame(userId: string) {
    return (
      await api.as(userId)<{ createGame: { id: number; document: Record<string, unknown> } }>(
        'mutation { createGame(title: "gross") { id document } }',
      )
    ).data!.createGame;
  }

  it("refuses a document over DOCUMENT_LIMITS with DOCUMENT_TOO_LARGE, in the viewer's language", async () => {
    const user = await api.createUser();
    const game = await newGame(user.id);
    const doc = structuredClone(game.document) as { scenes: { elements: unknown[] }[] };
    // The limits are checked before any element is looked at: the type does not matter.
    const el = { id: "e", type: "any-type", props: { text: "x".repeat(18_000) } };
    doc.scenes[0]!.elements = Array.from({ length: 300 }, (_, i) => ({ ...el, id: `e${i}` }));
    const res = await api.as(user.id, "de")(SAVE, { id: game.id, d: doc });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: "DOCUMENT_TOO_LARGE",
      kind: "bytes",
      limit: DOCUMENT_LIMITS.maxBytes,
    });
    expect(res.errors?.[0]?.message).toMatch(/^Das Spiel ist zu groß/);
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.documentVersion).toBe(1);
  });

  it("bounds concurrent saves per user: over the bound, TOO_BUSY (translated), others unaffected", async () => {
    const user = await api.createUser();
    const other = await api.createUser();
    const game = await newGame(user.id);
    const otherGame = await newGame(other.id);
    const held = Array.from({ length: HEAVY_WORK_PER_USER }, () => heavyWork.tryEnter(user.id)!);
    try {
      const busy = await api.as(user.id, "en")(SAVE, { id: game.id, d: game.document });
      expect(busy.errors?.[0]?.extensions?.code).toBe("TOO_BUSY");
      expect(busy.errors?.[0]?.message).toMatch(/already in progress/);
      const fine = await api.as(other.id)(SAVE, { id: otherGame.id, d: otherGame.document });
      expect(fine.errors).toBeUndefined();
    } finally {
      for (const release of held) release();
    }
    const after = await api.as(user.id)(SAVE, { id: game.id, d: game.document });
    expect(after.errors).toBeUndefined();
  });
});

describe("6. NUL bytes and lone surrogates are refused at the boundary", () => {
  it("answers BAD_USER_INPUT (never INTERNAL_SERVER_ERROR) for titles, names, logins and documents", async () => {
    const user = await api.createUser();
    const as = api.as(user.id, "de");
    for (const bad of ["a\u0000b", "a\ud800b", "\udc00"]) {
      const created = await as("mutation($t: String!) { createGame(title: $t) { id } }", {
        t: bad,
      });
      expect(created.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(created.errors?.[0]?.message).toMatch(/Zeichen/);
      const profile = await as("mutation($n: String!) { updateProfile(displayName: $n) { id } }", {
        n: bad,
      });
      expect(profile.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      const login = await api.graphql(
        'mutation($e: String!) { login(email: $e, password: "irrelevant-pw") { viewer { id } } }',
        { e: `x${bad}@example.org` },
      );
      expect(login.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    const literal = await as('mutation { createGame(title: "a\\u0000b") { id } }');
    expect(literal.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const game = (
      await as<{ createGame: { id: number; document: { scenes: { name: string }[] } } }>(
        'mutation { createGame(title: "ok") { id document } }',
      )
    ).data!.createGame;
    const doc = structuredClone(game.document);
    doc.scenes[0]!.name = "Szene\u0000";
    const saved = await as(
      "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 1) { id } }",
      { id: game.id, d: doc },
    );
    expect(saved.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const keyed = await as(
      "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 1) { id } }",
      { id: game.id, d: { ...game.document, "x\u0000": 1 } },
    );
    expect(keyed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("7. deeply nested JSON inputs", () => {
  const nested = (levels: number) => {
    let v: unknown = 1;
    for (let i = 0; i < levels; i++) v = { a: v };
    return v;
  };

  it("answers 400 with a code to a JSON variable nested 2000 levels", async () => {
    const user = await api.createUser();
    const res = await api.as(user.id)(
      "mutation($d: JSON!) { saveGameDocument(id: 1, document: $d, expectedVersion: 1) { id } }",
      { d: nested(2000) },
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe("INPUT_TOO_DEEP");
  });

  it("refuses rule-action args nested 4000 levels as a bad document, not an internal error", async () => {
    const user = await api.createUser();
    const game = (
      await api.as(user.id)<{ createGame: { id: number; document: Record<string, unknown> } }>(
        'mutation { createGame(title: "deep") { id document } }',
      )
    ).data!.createGame;
    const doc = structuredClone(game.document) as { rules: unknown[] };
    doc.rules = [{ id: "r1", actions: [{ args: nested(4000) }] }];
    const res = await api.as(user.id)(
      "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 1) { id } }",
      { id: game.id, d: doc },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe("INPUT_TOO_DEEP");
  });
});

describe("8. client errors get client statuses (JSON on /api)", () => {
  it.each([
    ["malformed JSON", "{not json", 400],
    ["a null body", "null", 400],
    ["a 250 KB body", JSON.stringify({ pad: "x".repeat(250 * 1024) }), 413],
  ])("POST /api/ai-chat with %s", async (_name, body, status) => {
    const res = await fetch(`${server.origin}/api/ai-chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("answers bad percent escapes in /api paths with 400 JSON", async () => {
    for (const path of ["/api/assets/%C0%AE%C0%AE", "/api/assets/%E0%A4%A", "/api/assets/%"]) {
      const res = await raw(server.origin, { path });
      expect([400, 404], path).toContain(res.status);
      expect(res.headers["content-type"], path).toMatch(/application\/json/);
    }
  });

  it("answers TRACE with 405 and an Allow header", async () => {
    const res = await raw(server.origin, { method: "TRACE", path: "/" });
    expect(res.status).toBe(405);
    expect(res.headers["allow"]).toBeDefined();
  });

  it("answers unknown /api paths with 404 JSON", async () => {
    const res = await fetch(`${server.origin}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});
