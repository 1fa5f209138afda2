/**
 * LTI 1.3 login and launch over real HTTP against a platform made here (fake-platform.ts: its own
 * keys, its JWKS on a local port). Every refusal is checked for its reason and for writing nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRateLimits } from "../auth/rate-limit";
import { hostPolicy } from "../http/host-policy";
import { createLogger } from "../logger";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { CLAIM, platformKey, startFakePlatform, type FakePlatform } from "./fake-platform";
import { toolKeys } from "./keys";
import { launchService } from "./launch";
import { ltiRoutes } from "./routes";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const PLATFORM_PORT = 3371;

let h: ApiHarness;
let platform: FakePlatform;
let tool: { origin: string; linkOrigin: string; close(): Promise<void> };
let gameId: number;

async function listen(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // hostPolicy's link origin without PUBLIC_URL: what the tool calls itself.
    linkOrigin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  h = await createApiHarness({ LTI_KEY_SECRET: SECRET });
  platform = await startFakePlatform(PLATFORM_PORT);
  const owner = await h.createUser();
  gameId = (
    await h.db.prisma.game.create({
      data: { title: "Launch me", status: "PUBLISHED", document: {}, ownerId: owner.id },
    })
  ).id;
  await h.db.prisma.ltiPlatform.create({
    data: {
      name: "Test LMS",
      issuer: platform.issuer,
      clientId: platform.clientId,
      deploymentIds: ["dep-1"],
      authLoginUrl: platform.authLoginUrl,
      tokenUrl: `${platform.origin}/token`,
      jwksUrl: platform.jwksUrl,
    },
  });
  const app = express()
    .use(hostPolicy(h.config))
    .use(
      ltiRoutes({
        config: h.config,
        keys: toolKeys(h.db.prisma, SECRET),
        // No cooldown: the test rotates the platform's key right after a fetch.
        launches: launchService({ prisma: h.db.prisma, jwksCooldownMs: 0 }),
        logger: createLogger("silent"),
        limits: createRateLimits({ logger: createLogger("silent") }),
      }),
    );
  tool = await listen(app);
});

afterAll(async () => {
  await tool?.close();
  await platform?.close();
  await h?.close();
});

beforeEach(() => {
  platform.published.splice(1);
});

/** OIDC initiation as the LMS starts it; returns what the platform's auth endpoint receives. */
async function login(target = `${tool.linkOrigin}/games/${gameId}/play`) {
  const url = new URL(`${tool.origin}/lti/login`);
  url.search = new URLSearchParams({
    iss: platform.issuer,
    login_hint: "student-1",
    target_link_uri: target,
    client_id: platform.clientId,
    lti_message_hint: "hint-42",
  }).toString();
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  const cookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
  return {
    location,
    state: location.searchParams.get("state")!,
    nonce: location.searchParams.get("nonce")!,
    cookie,
  };
}

function claims(nonce: string, extra: Record<string, unknown> = {}) {
  return {
    nonce,
    sub: "lms-user-17",
    [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
    [`${CLAIM}version`]: "1.3.0",
    [`${CLAIM}deployment_id`]: "dep-1",
    [`${CLAIM}target_link_uri`]: `${tool.linkOrigin}/games/${gameId}/play`,
    [`${CLAIM}resource_link`]: { id: "link-1" },
    [`${CLAIM}context`]: { id: "course-9" },
    ...extra,
  };
}

async function launch(idToken: string, state: string, cookie: string | undefined) {
  const response = await fetch(`${tool.origin}/lti/launch`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Accept-Language": "en",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ id_token: idToken, state }).toString(),
  });
  const text = response.status === 303 ? "" : await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    reason: /data-reason="([^"]+)"/.exec(text)?.[1],
    text,
  };
}

const launchCount = () => h.db.prisma.ltiLaunch.count();

/** A launch that must be refused with this reason and must record nothing. */
async function expectRefused(
  run: () => Promise<Awaited<ReturnType<typeof launch>>>,
  status: number,
  reason: string,
  detail?: string,
) {
  const before = await launchCount();
  const result = await run();
  expect(result.status).toBe(status);
  expect(result.reason).toBe(reason);
  if (detail) expect(result.text).toContain(detail);
  expect(await launchCount()).toBe(before);
}

describe("OIDC login initiation", () => {
  it("redirects to the platform's auth URL with state and nonce, and sets the state cookie", async () => {
    const { location, state, nonce, cookie } = await login();
    expect(location.origin + location.pathname).toBe(platform.authLoginUrl);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: platform.clientId,
      redirect_uri: `${tool.linkOrigin}/lti/launch`,
      login_hint: "student-1",
      lti_message_hint: "hint-42",
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(nonce).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`lti_${state}=${state}`);
    expect(await h.db.prisma.ltiNonce.findUnique({ where: { nonce } })).toMatchObject({
      usedAt: null,
    });
  });

  it("accepts the initiation as a form post too", async () => {
    const response = await fetch(`${tool.origin}/lti/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        iss: platform.issuer,
        login_hint: "x",
        target_link_uri: `${tool.linkOrigin}/games/${gameId}/play`,
      }).toString(),
    });
    expect(response.status).toBe(302);
  });

  it("answers an unknown issuer with a 400 page that says what to register", async () => {
    const response = await fetch(
      `${tool.origin}/lti/login?iss=https%3A%2F%2Fother.example&login_hint=x&client_id=abc&target_link_uri=${encodeURIComponent(`${tool.linkOrigin}/games/1/play`)}`,
      { headers: { "Accept-Language": "de" } },
    );
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("https://other.example");
    expect(text).toContain("„abc“");
    expect(text).toContain("/admin/lti");
  });

  it("refuses a target on another server", async () => {
    const url = new URL(`${tool.origin}/lti/login`);
    url.search = new URLSearchParams({
      iss: platform.issuer,
      login_hint: "x",
      target_link_uri: "https://evil.example/games/1/play",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('data-reason="foreignTarget"');
  });

  it("limits login initiations per address with a translated 429 page", async () => {
    const limited = await listen(
      express()
        .use(hostPolicy(h.config))
        .use(
          ltiRoutes({
            config: h.config,
            keys: toolKeys(h.db.prisma, SECRET),
            launches: launchService({ prisma: h.db.prisma }),
            logger: createLogger("silent"),
            limits: createRateLimits({
              logger: createLogger("silent"),
              overrides: { ltiLoginIp: { points: 2, duration: 60, block: 120 } },
            }),
          }),
        ),
    );
    try {
      const url = new URL(`${limited.origin}/lti/login`);
      url.search = new URLSearchParams({
        iss: platform.issuer,
        login_hint: "x",
        target_link_uri: `${limited.linkOrigin}/games/${gameId}/play`,
      }).toString();
      const nonces = await h.db.prisma.ltiNonce.count();
      for (let i = 0; i < 2; i++)
        expect((await fetch(url, { redirect: "manual" })).status).toBe(302);
      const refused = await fetch(url, {
        redirect: "manual",
        headers: { "Accept-Language": "de" },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
      const text = await refused.text();
      expect(text).toContain('data-reason="rateLimited"');
      expect(text).toContain("Zu viele Starts von dieser Adresse");
      expect(text).toContain("2 Minuten");
      // The refused initiation wrote no state.
      expect(await h.db.prisma.ltiNonce.count()).toBe(nonces + 2);
    } finally {
      await limited.close();
    }
  });
});

describe("launch", () => {
  it("verifies the id_token, records the launch and sends the browser to the game", async () => {
    const { state, nonce, cookie } = await login();
    const before = await launchCount();
    const result = await launch(await platform.sign(claims(nonce)), state, cookie);
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${tool.linkOrigin}/games/${gameId}/play`);
    expect(await launchCount()).toBe(before + 1);
    const recorded = await h.db.prisma.ltiLaunch.findFirst({ orderBy: { createdAt: "desc" } });
    expect(recorded).toMatchObject({
      subject: "lms-user-17",
      deploymentId: "dep-1",
      resourceLinkId: "link-1",
      contextId: "course-9",
      gameId,
    });
  });

  it("accepts aud as an array when azp names this tool, and a token just past exp within the skew", async () => {
    const a = await login();
    const ok = await launch(
      await platform.sign(claims(a.nonce, { azp: platform.clientId }), {
        aud: [platform.clientId, "other-client"],
      }),
      a.state,
      a.cookie,
    );
    expect(ok.status).toBe(303);
    const b = await login();
    const now = Math.floor(Date.now() / 1000);
    const late = await launch(
      await platform.sign(claims(b.nonce), { iat: now - 120, exp: now - 30 }),
      b.state,
      b.cookie,
    );
    expect(late.status).toBe(303);
  });

  it("refetches the platform's JWKS for an unknown kid (key rotation)", async () => {
    const a = await login();
    expect((await launch(await platform.sign(claims(a.nonce)), a.state, a.cookie)).status).toBe(
      303,
    );
    const fetched = platform.jwksFetches();
    const rotated = await platformKey("platform-key-2");
    platform.published.push(rotated);
    const b = await login();
    const result = await launch(
      await platform.sign(claims(b.nonce), { key: rotated }),
      b.state,
      b.cookie,
    );
    expect(result.status).toBe(303);
    expect(platform.jwksFetches()).toBe(fetched + 1);
  });

  it("refuses a kid the platform does not publish even after refetching", async () => {
    const { state, nonce, cookie } = await login();
    const stranger = await platformKey("nobody-knows-me");
    await expectRefused(
      async () => launch(await platform.sign(claims(nonce), { key: stranger }), state, cookie),
      401,
      "badToken",
      "kid",
    );
  });

  it("refuses a bad signature (a known kid, signed by another key)", async () => {
    const { state, nonce, cookie } = await login();
    const forger = await platformKey("forger");
    await expectRefused(
      async () =>
        launch(
          await platform.sign(claims(nonce), { key: forger, kid: "platform-key-1" }),
          state,
          cookie,
        ),
      401,
      "badToken",
      "signature",
    );
  });

  it("refuses a wrong issuer", async () => {
    const { state, nonce, cookie } = await login();
    await expectRefused(
      async () =>
        launch(await platform.sign(claims(nonce, { iss: "https://other.example" })), state, cookie),
      401,
      "badToken",
      "iss",
    );
  });

  it("refuses a wrong audience", async () => {
    const { state, nonce, cookie } = await login();
    await expectRefused(
      async () =>
        launch(await platform.sign(claims(nonce), { aud: "someone-else" }), state, cookie),
      401,
      "badToken",
      "aud",
    );
  });

  it("refuses several audiences without azp, and an azp naming another client", async () => {
    const a = await login();
    await expectRefused(
      async () =>
        launch(
          await platform.sign(claims(a.nonce), { aud: [platform.clientId, "other"] }),
          a.state,
          a.cookie,
        ),
      401,
      "wrongAzp",
    );
    const b = await login();
    await expectRefused(
      async () => launch(await platform.sign(claims(b.nonce, { azp: "other" })), b.state, b.cookie),
      401,
      "wrongAzp",
    );
  });

  it("refuses an expired token and one issued in the future beyond the skew", async () => {
    const now = Math.floor(Date.now() / 1000);
    const a = await login();
    await expectRefused(
      async () =>
        launch(
          await platform.sign(claims(a.nonce), { iat: now - 400, exp: now - 120 }),
          a.state,
          a.cookie,
        ),
      401,
      "badToken",
      "exp",
    );
    const b = await login();
    await expectRefused(
      async () =>
        launch(
          await platform.sign(claims(b.nonce), { iat: now + 300, exp: now + 600 }),
          b.state,
          b.cookie,
        ),
      401,
      "badToken",
      "iat",
    );
  });

  it("refuses a replayed launch: the nonce is used once", async () => {
    const { state, nonce, cookie } = await login();
    const idToken = await platform.sign(claims(nonce));
    expect((await launch(idToken, state, cookie)).status).toBe(303);
    await expectRefused(() => launch(idToken, state, cookie), 401, "replayedNonce");
  });

  it("refuses a token whose nonce belongs to another login", async () => {
    const a = await login();
    const b = await login();
    await expectRefused(
      async () => launch(await platform.sign(claims(b.nonce)), a.state, a.cookie),
      401,
      "wrongNonce",
    );
  });

  it("refuses a state this browser did not start (missing or other cookie)", async () => {
    const a = await login();
    const b = await login();
    const idToken = await platform.sign(claims(a.nonce));
    await expectRefused(() => launch(idToken, a.state, undefined), 401, "wrongState");
    await expectRefused(() => launch(idToken, a.state, b.cookie), 401, "wrongState");
    await expectRefused(
      () => launch(idToken, "made-up-state", "lti_made-up-state=made-up-state"),
      401,
      "expiredState",
    );
  });

  it("refuses a deployment id the admin did not register", async () => {
    const { state, nonce, cookie } = await login();
    await expectRefused(
      async () =>
        launch(
          await platform.sign(claims(nonce, { [`${CLAIM}deployment_id`]: "dep-unknown" })),
          state,
          cookie,
        ),
      403,
      "unknownDeployment",
      "dep-unknown",
    );
  });

  it("refuses missing LTI claims and targets that are not a published game", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ [`${CLAIM}version`]: undefined }, 400, "wrongVersion"],
      [{ [`${CLAIM}message_type`]: "LtiSubmissionReviewRequest" }, 400, "unsupportedMessage"],
      // Deep linking is supported, for instructors only (deep-link.test.ts).
      [{ [`${CLAIM}message_type`]: "LtiDeepLinkingRequest" }, 403, "deepLinkNotInstructor"],
      [{ [`${CLAIM}resource_link`]: undefined }, 400, "missingResourceLink"],
      [{ [`${CLAIM}target_link_uri`]: `${tool.linkOrigin}/games/999999/play` }, 404, "unknownGame"],
      [{ [`${CLAIM}target_link_uri`]: "https://evil.example/games/1/play" }, 404, "unknownGame"],
    ];
    for (const [extra, status, reason] of cases) {
      const { state, nonce, cookie } = await login();
      await expectRefused(
        async () => launch(await platform.sign(claims(nonce, extra)), state, cookie),
        status,
        reason,
      );
      // A refused launch leaves the nonce unused: nothing was written.
      expect((await h.db.prisma.ltiNonce.findUnique({ where: { nonce } }))?.usedAt).toBeNull();
    }
  });

  it("answers 502 when the platform's JWKS cannot be fetched", async () => {
    const broken = await h.db.prisma.ltiPlatform.create({
      data: {
        name: "Down",
        issuer: `${platform.issuer}/down`,
        clientId: platform.clientId,
        deploymentIds: ["dep-1"],
        authLoginUrl: platform.authLoginUrl,
        tokenUrl: `${platform.origin}/token`,
        jwksUrl: `${platform.origin}/no-such-jwks`,
      },
    });
    try {
      const url = new URL(`${tool.origin}/lti/login`);
      url.search = new URLSearchParams({
        iss: broken.issuer,
        login_hint: "x",
        target_link_uri: `${tool.linkOrigin}/games/${gameId}/play`,
      }).toString();
      const started = await fetch(url, { redirect: "manual" });
      const location = new URL(started.headers.get("location")!);
      const cookie = started.headers.getSetCookie()[0]!.split(";")[0]!;
      const idToken = await platform.sign(
        claims(location.searchParams.get("nonce")!, {
          iss: broken.issuer,
        }),
      );
      await expectRefused(
        () => launch(idToken, location.searchParams.get("state")!, cookie),
        502,
        "jwksUnreachable",
        "/no-such-jwks",
      );
    } finally {
      await h.db.prisma.ltiPlatform.delete({ where: { id: broken.id } });
    }
  });

  it("shows the platform's own error", async () => {
    const response = await fetch(`${tool.origin}/lti/launch`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
      body: "error=login_required&error_description=Session+expired",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("login_required: Session expired");
  });
});
