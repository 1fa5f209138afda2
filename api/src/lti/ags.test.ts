/**
 * AGS grades over real HTTP: a student launches from the test platform (fake-platform.ts) with
 * the AGS endpoint claim, reports the finish at POST /lti/score, and the platform receives the
 * score at its line item after issuing a token for our signed client assertion (checked against
 * our /lti/jwks). A platform that answers 500 twice gets the score on the third attempt, and
 * every attempt is recorded.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hostPolicy } from "../http/host-policy";
import { createLogger } from "../logger";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { AGS_CLAIM, agsService, backoffMs, MAX_ATTEMPTS, SCORE_SCOPE, scoresUrl } from "./ags";
import { CLAIM, startFakePlatform, type FakePlatform } from "./fake-platform";
import { toolKeys } from "./keys";
import { launchService } from "./launch";
import { createRateLimits } from "../auth/rate-limit";
import { ltiRoutes } from "./routes";
import { sceneScore, scoreRoutes } from "./score-route";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const PLATFORM_PORT = 3372;

/** Three scenes: start → middle → end (the end has no way out: the final scene). */
const DOCUMENT = {
  scenes: [{ id: "start" }, { id: "middle" }, { id: "end" }],
  rules: [
    { sceneId: "start", actions: [{ type: "goToScene" }] },
    { sceneId: "middle", actions: [{ type: "goToScene" }] },
  ],
};

let h: ApiHarness;
let platform: FakePlatform;
let tool: { origin: string; linkOrigin: string; close(): Promise<void> };
let gameId: number;
let ownerId: string;
let clock = Date.now();
const ags = () =>
  agsService({
    prisma: h.db.prisma,
    keys: toolKeys(h.db.prisma, SECRET),
    logger: createLogger("silent"),
    now: () => new Date(clock),
    backoffBaseMs: 1000,
  });

beforeAll(async () => {
  h = await createApiHarness({ LTI_KEY_SECRET: SECRET });
  platform = await startFakePlatform(PLATFORM_PORT);
  const owner = await h.createUser();
  ownerId = owner.id;
  gameId = (
    await h.db.prisma.game.create({
      data: { title: "Graded", status: "PUBLISHED", document: DOCUMENT, ownerId: owner.id },
    })
  ).id;
  await h.db.prisma.ltiPlatform.create({
    data: {
      name: "Test LMS",
      issuer: platform.issuer,
      clientId: platform.clientId,
      deploymentIds: ["dep-1"],
      authLoginUrl: platform.authLoginUrl,
      tokenUrl: platform.tokenUrl,
      jwksUrl: platform.jwksUrl,
    },
  });
  const launches = launchService({ prisma: h.db.prisma });
  const keys = toolKeys(h.db.prisma, SECRET);
  const logger = createLogger("silent");
  const app = express()
    .use(hostPolicy(h.config))
    .use(
      ltiRoutes({ config: h.config, keys, launches, logger, limits: createRateLimits({ logger }) }),
    )
    .use(
      scoreRoutes({
        prisma: h.db.prisma,
        ags: ags(),
        launchOfToken: (token) => launches.launchOfToken(token),
        logger,
      }),
    );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  tool = {
    origin: `http://127.0.0.1:${port}`,
    linkOrigin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  platform.toolJwksUrl = `${tool.origin}/lti/jwks`;
});

afterAll(async () => {
  await tool?.close();
  await platform?.close();
  await h?.close();
});

beforeEach(() => {
  platform.scores.length = 0;
  platform.scoreFailures.length = 0;
  platform.tokenRequests.length = 0;
});

/** A student's launch with the AGS claim; returns the play token from the redirect's fragment. */
async function launchStudent(sub: string, agsClaim: unknown = undefined) {
  const target = `${tool.linkOrigin}/games/${gameId}/play`;
  const url = new URL(`${tool.origin}/lti/login`);
  url.search = new URLSearchParams({
    iss: platform.issuer,
    login_hint: sub,
    target_link_uri: target,
    client_id: platform.clientId,
  }).toString();
  const started = await fetch(url, { redirect: "manual" });
  const location = new URL(started.headers.get("location")!);
  const cookie = started.headers.getSetCookie()[0]!.split(";")[0]!;
  const idToken = await platform.sign({
    nonce: location.searchParams.get("nonce")!,
    sub,
    [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
    [`${CLAIM}version`]: "1.3.0",
    [`${CLAIM}deployment_id`]: "dep-1",
    [`${CLAIM}target_link_uri`]: target,
    [`${CLAIM}resource_link`]: { id: "activity-3" },
    [AGS_CLAIM]: agsClaim ?? {
      scope: [SCORE_SCOPE, "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly"],
      lineitem: platform.lineItem,
    },
  });
  const launched = await fetch(`${tool.origin}/lti/launch`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({
      id_token: idToken,
      state: location.searchParams.get("state")!,
    }).toString(),
  });
  expect(launched.status).toBe(303);
  const redirect = new URL(launched.headers.get("location")!);
  expect(redirect.pathname).toBe(`/games/${gameId}/play`);
  return new URLSearchParams(redirect.hash.slice(1)).get("lti");
}

async function report(token: string, scenes: unknown, value?: unknown) {
  const res = await fetch(`${tool.origin}/lti/score`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": "de" },
    body: JSON.stringify({ token, scenes, value }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("score computation", () => {
  it("is the share of scenes reached, and only once a final scene is reached", () => {
    expect(sceneScore(DOCUMENT, ["middle"])).toBeNull();
    expect(sceneScore(DOCUMENT, ["start", "middle", "end"])).toBe(1);
    expect(sceneScore(DOCUMENT, ["end", "nonsense", "end"])).toBeCloseTo(2 / 3);
  });
  it("appends /scores to the line item's path, keeping its query", () => {
    expect(scoresUrl("https://lms.example/li/3?type_id=7")).toBe(
      "https://lms.example/li/3/scores?type_id=7",
    );
  });
  it("waits longer after every failed attempt", () => {
    expect([1, 2, 3].map((n) => backoffMs(n, 1000))).toEqual([1000, 4000, 16000]);
  });
});

describe("AGS score delivery", () => {
  it("a student finishes: the platform receives the score for that user at the line item", async () => {
    const token = await launchStudent("student-a");
    expect(token).toBeTruthy();
    const result = await report(token!, ["start", "end"]);
    expect(result).toEqual({ status: 200, body: { score: 2 / 3, status: "SENT" } });
    expect(platform.tokenRequests).toEqual([{ ok: true, scope: SCORE_SCOPE }]);
    expect(platform.scores).toHaveLength(1);
    expect(platform.scores[0]!.body).toMatchObject({
      userId: "student-a",
      scoreGiven: 66.67,
      scoreMaximum: 100,
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
    });
    const post = await h.db.prisma.ltiScorePost.findFirstOrThrow({
      where: { launch: { subject: "student-a" } },
    });
    expect(post).toMatchObject({ status: "SENT", attempts: 1, httpStatus: 200, gameId });
  });

  it("with the author's score variable, the relayed value ÷ maximum is the score", async () => {
    await h.db.prisma.game.update({
      where: { id: gameId },
      data: {
        document: {
          ...DOCUMENT,
          variables: [{ id: "pts", name: "Punkte", type: "number", initialValue: 0 }],
          settings: { playerTimeChoices: false, scoreVariable: { variableId: "pts", maximum: 8 } },
        },
      },
    });
    try {
      const token = await launchStudent("student-v");
      const missing = await report(token!, ["start", "end"]);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error: { code: "score.missingValue" } });
      // Not finished: no final scene, whatever the value.
      expect((await report(token!, ["middle"], 8)).status).toBe(409);
      expect(await report(token!, ["start", "end"], 6)).toEqual({
        status: 200,
        body: { score: 0.75, status: "SENT" },
      });
      expect(platform.scores.map((s) => s.body)).toEqual([
        expect.objectContaining({ userId: "student-v", scoreGiven: 75 }),
      ]);
      // Clamped to full marks.
      expect((await report(token!, ["start", "end"], 80)).body.score).toBe(1);
    } finally {
      await h.db.prisma.game.update({ where: { id: gameId }, data: { document: DOCUMENT } });
    }
  });

  it("a platform answering 500 twice gets the score on the third attempt; each attempt is recorded", async () => {
    const token = await launchStudent("student-b");
    platform.scoreFailures.push(500, 500);
    const result = await report(token!, ["start", "middle", "end"]);
    expect(result.body).toEqual({ score: 1, status: "PENDING" });
    const service = ags();
    const post = () =>
      h.db.prisma.ltiScorePost.findFirstOrThrow({ where: { launch: { subject: "student-b" } } });
    expect(await post()).toMatchObject({ attempts: 1, httpStatus: 500, status: "PENDING" });
    // Not due yet: the back-off holds the next attempt back.
    expect(await service.deliverDue()).toBe(0);
    clock += backoffMs(1, 1000);
    expect(await service.deliverDue()).toBe(1);
    expect(await post()).toMatchObject({ attempts: 2, httpStatus: 500, status: "PENDING" });
    clock += backoffMs(2, 1000);
    expect(await service.deliverDue()).toBe(1);
    expect(await post()).toMatchObject({ attempts: 3, httpStatus: 200, status: "SENT" });
    expect(platform.scores.map((s) => s.status)).toEqual([500, 500, 200]);
    expect(platform.scores[2]!.body).toMatchObject({ userId: "student-b", scoreGiven: 100 });
  });

  it("gives up after MAX_ATTEMPTS (FAILED) and a teacher's retry delivers", async () => {
    const token = await launchStudent("student-c");
    platform.scoreFailures.push(...Array<number>(MAX_ATTEMPTS).fill(503));
    await report(token!, ["end"]);
    const service = ags();
    for (let n = 1; n < MAX_ATTEMPTS; n++) {
      clock += backoffMs(n, 1000);
      await service.deliverDue();
    }
    const failed = await h.db.prisma.ltiScorePost.findFirstOrThrow({
      where: { launch: { subject: "student-c" } },
    });
    expect(failed).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS, httpStatus: 503 });
    clock += 24 * 60 * 60 * 1000;
    expect(await service.deliverDue()).toBe(0);
    expect(await service.retry(failed.id)).toBe("SENT");
    expect(platform.scores.at(-1)).toMatchObject({ status: 200, body: { userId: "student-c" } });
  });

  it("refuses a report that is not finished, has an unknown token or is malformed, posting nothing", async () => {
    const token = await launchStudent("student-d");
    const before = await h.db.prisma.ltiScorePost.count();
    expect(await report(token!, ["start", "middle"])).toMatchObject({
      status: 409,
      body: { error: { code: "score.notFinished" } },
    });
    expect(await report("not-a-token", ["end"])).toMatchObject({
      status: 404,
      body: { error: { code: "score.unknownLaunch", message: expect.stringContaining("Start") } },
    });
    expect((await report(token!, "end")).status).toBe(400);
    expect(await h.db.prisma.ltiScorePost.count()).toBe(before);
    expect(platform.scores).toHaveLength(0);
  });

  it("a launch without the score scope gets no token: nothing can be reported", async () => {
    const token = await launchStudent("student-e", {
      scope: ["https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly"],
      lineitem: platform.lineItem,
    });
    expect(token).toBeNull();
  });

  it("the game's owner sees every post with the platform's answer and retries one; others see nothing", async () => {
    const token = await launchStudent("student-f");
    platform.scoreFailures.push(502);
    await report(token!, ["end"]);
    const owner = h.as(ownerId, "en");
    const listed = await owner<{
      ltiScorePosts: {
        id: string;
        userId: string;
        status: string;
        httpStatus: number;
        response: string;
        platformName: string;
      }[];
    }>(
      "query($g: Int!) { ltiScorePosts(gameId: $g) { id userId status httpStatus response platformName } }",
      { g: gameId },
    );
    const post = listed.data!.ltiScorePosts.find((p) => p.userId === "student-f")!;
    expect(post).toMatchObject({
      status: "PENDING",
      httpStatus: 502,
      platformName: "Test LMS",
      response: expect.stringContaining("platform trouble"),
    });
    const stranger = h.as((await h.createUser()).id, "en");
    const hidden = await stranger("query($g: Int!) { ltiScorePosts(gameId: $g) { id } }", {
      g: gameId,
    });
    expect(hidden.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const retried = await owner<{ retryLtiScorePost: { status: string; httpStatus: number } }>(
      "mutation($id: ID!) { retryLtiScorePost(id: $id) { status httpStatus } }",
      { id: post.id },
    );
    expect(retried.data?.retryLtiScorePost).toEqual({ status: "SENT", httpStatus: 200 });
    const again = await owner("mutation($id: ID!) { retryLtiScorePost(id: $id) { status } }", {
      id: post.id,
    });
    expect(again.errors?.[0]?.message).toBe(
      "This score has already reached the learning platform.",
    );
  });
});
