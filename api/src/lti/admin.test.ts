/**
 * The admin side of LTI 1.3: platform registration through GraphQL, the tool's keys (sealed in
 * the database, rotatable, published at /lti/jwks), and the server without LTI_KEY_SECRET.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { openPrivateJwk, RETIRED_KEY_GRACE_MS, toolKeys } from "./keys";

const SECRET = "another-test-secret-of-32-characters-or-more";

let h: ApiHarness;
let off: ApiHarness;
let admin: string;
let teacher: string;

beforeAll(async () => {
  [h, off] = await Promise.all([
    createApiHarness({ LTI_KEY_SECRET: SECRET }),
    createApiHarness({}),
  ]);
  admin = (await h.createUser(["ADMIN"])).id;
  teacher = (await h.createUser(["COMPETITION_MANAGER"])).id;
});

afterAll(async () => {
  await h?.close();
  await off?.close();
});

const CREATE = `mutation($input: LtiPlatformInput!) {
  createLtiPlatform(input: $input) { id name issuer clientId deploymentIds authLoginUrl tokenUrl jwksUrl }
}`;

const input = (over: Record<string, unknown> = {}) => ({
  name: "  Moodle Nord ",
  issuer: "https://moodle.example.org",
  clientId: "abc123",
  deploymentIds: ["1", " 1 ", "", "7"],
  authLoginUrl: "https://moodle.example.org/mod/lti/auth.php",
  tokenUrl: "https://moodle.example.org/mod/lti/token.php",
  jwksUrl: "https://moodle.example.org/mod/lti/certs.php",
  ...over,
});

describe("platform registration", () => {
  it("lets an admin register, list, change and delete a platform", async () => {
    const created = await h.as(admin)<{ createLtiPlatform: { id: string } }>(CREATE, {
      input: input(),
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createLtiPlatform).toMatchObject({
      name: "Moodle Nord",
      deploymentIds: ["1", "7"],
    });
    const id = created.data!.createLtiPlatform.id;
    const updated = await h.as(admin)(
      `mutation($id: ID!, $input: LtiPlatformInput!) { updateLtiPlatform(id: $id, input: $input) { clientId } }`,
      { id, input: input({ clientId: "xyz" }) },
    );
    expect(updated.data).toEqual({ updateLtiPlatform: { clientId: "xyz" } });
    const listed = await h.as(admin)(`{ ltiPlatforms { id clientId } }`);
    expect(listed.data).toEqual({ ltiPlatforms: [{ id, clientId: "xyz" }] });
    const deleted = await h.as(admin)(`mutation($id: ID!) { deleteLtiPlatform(id: $id) }`, { id });
    expect(deleted.data).toEqual({ deleteLtiPlatform: true });
    expect(await h.db.prisma.ltiPlatform.count()).toBe(0);
    const again = await h.as(admin)(`mutation($id: ID!) { deleteLtiPlatform(id: $id) }`, { id });
    expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses bad input with a translated message and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ issuer: "http://moodle.example.org" }, "Aussteller (Issuer): Gib eine https-Adresse an"],
      [
        { jwksUrl: "not a url" },
        "URL der öffentlichen Schlüssel (JWKS): Gib eine https-Adresse an",
      ],
      [{ deploymentIds: [" "] }, "mindestens eine"],
      [{ name: "" }, "Gib einen Namen an"],
      [{ clientId: "x".repeat(256) }, "Client-ID"],
    ];
    for (const [over, message] of cases) {
      const result = await h.as(admin, "de")(CREATE, { input: input(over) });
      expect(result.errors?.[0]?.message).toContain(message);
      expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect(await h.db.prisma.ltiPlatform.count()).toBe(0);
  });

  it("refuses a second platform with the same issuer and client id", async () => {
    await h.as(admin)(CREATE, { input: input({ clientId: "dup" }) });
    const second = await h.as(admin)(CREATE, { input: input({ clientId: "dup" }) });
    expect(second.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(second.errors?.[0]?.message).toBe(
      "A platform with this issuer and client id is already registered.",
    );
    expect(await h.db.prisma.ltiPlatform.count({ where: { clientId: "dup" } })).toBe(1);
  });

  it("is for admins only", async () => {
    const asTeacher = await h.as(teacher)(CREATE, { input: input({ clientId: "t" }) });
    expect(asTeacher.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const list = await h.as(null)(`{ ltiPlatforms { id } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("tool keys", () => {
  it("generates one key, keeps its private part sealed, and publishes the public part", async () => {
    const server = await h.listen();
    try {
      const response = await fetch(`${server.origin}/lti/jwks`);
      expect(response.status).toBe(200);
      const { keys } = (await response.json()) as { keys: Record<string, string>[] };
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
      expect(keys[0]!.d).toBeUndefined();
      // Asked again (another instance, the same database): the same key, not a second one.
      const again = await fetch(`${server.origin}/lti/jwks`).then((r) => r.json());
      expect(again).toEqual({ keys });
      const row = await h.db.prisma.ltiToolKey.findUniqueOrThrow({ where: { kid: keys[0]!.kid } });
      expect(row.privateJwkSealed.split(".")).toHaveLength(5); // a compact JWE
      expect(row.privateJwkSealed).not.toContain(keys[0]!.n!.slice(0, 20));
      const opened = await openPrivateJwk(row.privateJwkSealed, SECRET);
      expect(opened).toMatchObject({ kid: row.kid, n: keys[0]!.n });
      expect(opened.d).toBeTruthy();
      await expect(openPrivateJwk(row.privateJwkSealed, `${SECRET}x`)).rejects.toThrow();
    } finally {
      await server.close();
    }
  });

  it("rotates: a new current key, the old one still published during the grace period", async () => {
    const before = await h.as(admin)<{ ltiTool: { keys: { kid: string }[] } }>(
      `{ ltiTool { configured loginUrl launchUrl jwksUrl keys { kid retiredAt } } }`,
    );
    expect(before.data!.ltiTool).toMatchObject({
      configured: true,
      loginUrl: expect.stringMatching(/\/lti\/login$/),
      launchUrl: expect.stringMatching(/\/lti\/launch$/),
      jwksUrl: expect.stringMatching(/\/lti\/jwks$/),
    });
    const oldKid = before.data!.ltiTool.keys[0]!.kid;
    const rotated = await h.as(admin)<{
      rotateLtiToolKey: { keys: { kid: string; retiredAt: string | null }[] };
    }>(`mutation { rotateLtiToolKey { keys { kid retiredAt } } }`);
    const keys = rotated.data!.rotateLtiToolKey.keys;
    expect(keys).toHaveLength(2);
    expect(keys[0]!.retiredAt).toBeNull();
    expect(keys[0]!.kid).not.toBe(oldKid);
    expect(keys[1]).toMatchObject({ kid: oldKid, retiredAt: expect.any(String) });

    const tool = toolKeys(h.db.prisma, SECRET);
    expect((await tool.signingKey()).kid).toBe(keys[0]!.kid);
    expect((await tool.jwks()).keys.map((k) => k.kid)).toEqual([keys[0]!.kid, oldKid]);
    // After the grace period the retired key is no longer published.
    await h.db.prisma.ltiToolKey.update({
      where: { kid: oldKid },
      data: { retiredAt: new Date(Date.now() - RETIRED_KEY_GRACE_MS - 1000) },
    });
    expect((await tool.jwks()).keys.map((k) => k.kid)).toEqual([keys[0]!.kid]);
  });
});

describe("without LTI_KEY_SECRET", () => {
  it("switches LTI off: /lti/* answer 503 naming the variable, and no key is made", async () => {
    const server = await off.listen();
    try {
      for (const path of ["/lti/jwks", "/lti/login?iss=x&login_hint=y"]) {
        const response = await fetch(`${server.origin}${path}`, {
          headers: { "Accept-Language": "en" },
        });
        expect(response.status).toBe(503);
        expect(await response.text()).toContain("LTI_KEY_SECRET");
      }
      expect(await off.db.prisma.ltiToolKey.count()).toBe(0);
    } finally {
      await server.close();
    }
    const offAdmin = (await off.createUser(["ADMIN"])).id;
    const tool = await off.as(offAdmin)(`{ ltiTool { configured keys { kid } } }`);
    expect(tool.data).toEqual({ ltiTool: { configured: false, keys: [] } });
    const rotate = await off.as(offAdmin)(`mutation { rotateLtiToolKey { configured } }`);
    expect(rotate.errors?.[0]?.message).toContain("LTI_KEY_SECRET");
  });
});

describe("the whole server", () => {
  it("lets the LMS post to /lti/launch from its own origin (no CSRF refusal; the state decides)", async () => {
    const server = await h.listen();
    try {
      const response = await fetch(`${server.origin}/lti/launch`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://moodle.example.org",
          "Sec-Fetch-Site": "cross-site",
        },
        body: "id_token=x.y.z&state=abc",
      });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('data-reason="wrongState"');
      // Other paths still refuse cross-origin posts.
      const other = await fetch(`${server.origin}/graphql`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://moodle.example.org" },
        body: "{}",
      });
      expect(other.status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
