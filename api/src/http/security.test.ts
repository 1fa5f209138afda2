import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_LIMITS } from "../graphql/security";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let prod: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let prodServer: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  [api, prod] = await Promise.all([
    createApiHarness(),
    createApiHarness({ NODE_ENV: "production" }),
  ]);
  [server, prodServer] = await Promise.all([api.listen(), prod.listen()]);
});
afterAll(async () => {
  await server?.close();
  await prodServer?.close();
  await api?.close();
  await prod?.close();
});

const gql = (origin: string, init: RequestInit & { query?: string } = {}) =>
  fetch(`${origin}/graphql`, {
    method: "POST",
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
    body: init.body ?? JSON.stringify({ query: init.query ?? "{ viewer { id } }" }),
  });

describe("CSRF", () => {
  it("refuses GraphQL requests a foreign page could send without a preflight (yoga's CSRF prevention)", async () => {
    const form = await gql(server.origin, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "query=%7B__typename%7D",
    });
    expect(form.status).toBe(403);
    const text = await gql(server.origin, {
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ query: "mutation { logout }" }),
    });
    expect(text.status).toBe(403);
    const get = await fetch(
      `${server.origin}/graphql?query=${encodeURIComponent("{ __typename }")}`,
    );
    expect(get.status).toBe(403);
    const getWithHeader = await fetch(
      `${server.origin}/graphql?query=${encodeURIComponent("{ __typename }")}`,
      { headers: { "x-graphql-yoga-csrf": "1" } },
    );
    expect(getWithHeader.status).toBe(200);
    expect((await gql(server.origin)).status).toBe(200);
  });

  it("refuses state-changing requests from another origin on every path", async () => {
    const evil = { Origin: "https://evil.example" };
    const res = await gql(server.origin, { headers: evil, query: "mutation { logout }" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [{ message: "Cross-origin request refused.", extensions: { code: "CSRF" } }],
    });
    expect(
      (await fetch(`${server.origin}/api/_auth/session`, { method: "DELETE", headers: evil }))
        .status,
    ).toBe(403);
    expect(
      (await fetch(`${server.origin}/auth/login`, { method: "POST", headers: evil })).status,
    ).toBe(403);
    expect(
      (
        await fetch(`${server.origin}/auth/login`, {
          method: "POST",
          headers: { "Sec-Fetch-Site": "cross-site" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await fetch(`${server.origin}/auth/login`, { method: "POST", headers: { Origin: "null" } }))
        .status,
    ).toBe(403);
    // Our own origin passes, and reading is never blocked.
    expect(
      (
        await gql(server.origin, {
          headers: { Origin: server.origin, "Sec-Fetch-Site": "same-origin" },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${server.origin}/api/_auth/session`, { headers: evil })).status).toBe(200);
  });
});

describe("GraphQL limits", () => {
  const deep = (levels: number) => {
    let q = "id";
    for (let i = 0; i < levels; i++) q = `game { ${q} }`;
    return q;
  };

  it("refuses too deep, too aliased, too costly and too long operations", async () => {
    // The schema has no cycles yet, so deep nesting is made of unknown fields: the depth limit
    // measures the document before anything else and reports alongside the field errors.
    const depth = await api.graphql(`{ publicCompetitions { ${deep(QUERY_LIMITS.maxDepth)} } }`);
    const tooDeep = depth.errors?.find((e) => /too deep/.test(e.message));
    expect(tooDeep?.message).toBe(
      `Query is too deep: ${QUERY_LIMITS.maxDepth + 2} levels (at most ${QUERY_LIMITS.maxDepth}).`,
    );
    expect(depth.status).toBe(400);

    const aliases = Array.from(
      { length: QUERY_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: viewer { id }`,
    ).join(" ");
    const alias = await api.graphql(`{ ${aliases} }`);
    expect(alias.errors?.[0]?.message).toMatch(/Too many aliases: 21 \(at most 20\)/);

    // Aliases hidden in fragments count as well.
    const fragments = await api.graphql(
      `{ ...F ...G } fragment F on Query { ${aliases.split(" a10:")[0]} } fragment G on Query { b1: viewer { id } b2: viewer { id } b3: viewer { id } b4: viewer { id } b5: viewer { id } b6: viewer { id } b7: viewer { id } b8: viewer { id } b9: viewer { id } b10: viewer { id } b11: viewer { id } }`,
    );
    expect(fragments.errors?.[0]?.message).toMatch(/Too many aliases/);

    const cost = await api.graphql(
      `{ publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } x: publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } y: publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } z: publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } w: publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } v: publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } u: publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } t: publishedGames(first: 100) { id title status url playUrl createdAt updatedAt } }`,
    );
    expect(cost.errors?.[0]?.message).toMatch(/too expensive/);

    const long = await api.graphql(`{ viewer { id } } # ${"x".repeat(QUERY_LIMITS.maxLength)}`);
    expect(long.errors?.[0]?.message).toMatch(/too long/);

    const fine = await api.graphql(
      "{ publicCompetitions { id game { id title } } publishedGames(first: 24) { id title } a: viewer { id } }",
    );
    expect(fine.errors).toBeUndefined();
  });

  it("in production: no introspection, no field suggestions", async () => {
    const intro = await prod.graphql("{ __schema { types { name } } }");
    expect(intro.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await prod.graphql("{ publishedGame { id } }");
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "publishedGame" on type "Query".');
    // Development keeps both, for GraphiQL and the codegen.
    expect((await api.graphql("{ __schema { queryType { name } } }")).errors).toBeUndefined();
    expect((await api.graphql("{ publishedGame { id } }")).errors?.[0]?.message).toMatch(
      /Did you mean/,
    );
  });
});

describe("security headers", () => {
  it("sends CSP with a fresh nonce per response, frame-ancestors and Referrer-Policy", async () => {
    const a = await fetch(`${prodServer.origin}/healthz`);
    const b = await fetch(`${prodServer.origin}/healthz`);
    const csp = a.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(b.headers.get("content-security-policy")).not.toBe(csp);
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("strict-transport-security")).toBeNull();
    const https = await fetch(`${prodServer.origin}/healthz`, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(https.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(https.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("keeps reset tokens out of the request log", async () => {
    const { redactUrlForLog } = await import("../server");
    expect(redactUrlForLog("/auth/reset-password?token=abc&x=1")).toBe(
      "/auth/reset-password?token=[redacted]&x=1",
    );
  });
});
