/**
 * LTI Deep Linking over real HTTP, against the whole API app and the test platform
 * (fake-platform.ts): an instructor's LtiDeepLinkingRequest leads to the picker; the picker's
 * post (logged in, same browser) answers with a page that posts a signed LtiDeepLinkingResponse
 * to the platform, which verifies it against our /lti/jwks. Tampered and unknown posts are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { AGS_CLAIM, SCORE_SCOPE } from "./ags";
import { DL_CLAIM } from "./deep-link";
import { CLAIM, startFakePlatform, type FakePlatform } from "./fake-platform";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const PASSWORD = "Ein langes Testpasswort 42";
const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

let h: ApiHarness;
let platform: FakePlatform;
let tool: { origin: string; close(): Promise<void> };
let session: string;
let gameId: number;
let foreignGameId: number;

beforeAll(async () => {
  h = await createApiHarness({ LTI_KEY_SECRET: SECRET });
  platform = await startFakePlatform(3374, "dl-client");
  tool = await h.listen();
  platform.toolJwksUrl = `${tool.origin}/lti/jwks`;
  const teacher = await h.createUser([], { password: PASSWORD });
  session = (await h.login(teacher.email, PASSWORD)).split(";")[0]!;
  const other = await h.createUser();
  const game = (ownerId: string, title: string) =>
    h.db.prisma.game.create({ data: { title, status: "PUBLISHED", document: {}, ownerId } });
  gameId = (await game(teacher.id, "Mein Spiel")).id;
  foreignGameId = (await game(other.id, "Fremdes Spiel")).id;
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
});

afterAll(async () => {
  await tool?.close();
  await platform?.close();
  await h?.close();
});

/** An instructor's deep-linking launch; returns the picker's address and the browser cookie. */
async function deepLinkLaunch(roles = [INSTRUCTOR]) {
  const started = await fetch(
    `${tool.origin}/lti/login?${new URLSearchParams({
      iss: platform.issuer,
      login_hint: "teacher",
      target_link_uri: `${tool.origin.replace("127.0.0.1", "localhost")}/games/1/play`,
      client_id: platform.clientId,
    })}`,
    { redirect: "manual" },
  );
  const location = new URL(started.headers.get("location")!);
  const cookie = started.headers.getSetCookie()[0]!.split(";")[0]!;
  const idToken = await platform.sign({
    nonce: location.searchParams.get("nonce")!,
    sub: "lms-teacher-1",
    [`${CLAIM}message_type`]: "LtiDeepLinkingRequest",
    [`${CLAIM}version`]: "1.3.0",
    [`${CLAIM}deployment_id`]: "dep-1",
    [`${CLAIM}roles`]: roles,
    [`${DL_CLAIM}deep_linking_settings`]: {
      deep_link_return_url: platform.deepLinkReturnUrl,
      accept_types: ["ltiResourceLink"],
      data: "opaque-42",
    },
    [AGS_CLAIM]: { scope: [SCORE_SCOPE], lineitems: `${platform.origin}/lineitems` },
  });
  const launched = await fetch(`${tool.origin}/lti/launch`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
      "Accept-Language": "en",
    },
    body: new URLSearchParams({
      id_token: idToken,
      state: location.searchParams.get("state")!,
    }).toString(),
  });
  const text = launched.status === 303 ? "" : await launched.text();
  const browser = launched.headers
    .getSetCookie()
    .find((c) => c.startsWith("lti_dl="))
    ?.split(";")[0];
  return { status: launched.status, location: launched.headers.get("location"), browser, text };
}

async function pick(id: string, game: number | string, cookies: string[]) {
  const res = await fetch(`${tool.origin}/lti/deep-link`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookies.join("; "),
      "Accept-Language": "en",
    },
    body: new URLSearchParams({ id, gameId: String(game) }).toString(),
  });
  const text = await res.text();
  return { status: res.status, text, reason: /data-reason="([^"]+)"/.exec(text)?.[1] };
}

describe("deep linking", () => {
  it("an instructor picks a game: the platform receives a valid signed response with it", async () => {
    const launch = await deepLinkLaunch();
    expect(launch.status).toBe(303);
    const id = /\/dashboard\/lti\/deep-link\/([0-9a-f-]{36})$/.exec(launch.location!)![1]!;
    expect(launch.browser).toBeTruthy();
    const answer = await pick(id, gameId, [session, launch.browser!]);
    expect(answer.status).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(answer.text)![1]!;
    expect(action).toBe(platform.deepLinkReturnUrl);
    const jwt = /name="JWT" value="([^"]+)"/.exec(answer.text)![1]!;
    // What the page's script does in the browser: post the JWT to the platform.
    await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ JWT: jwt }).toString(),
    });
    const received = platform.deepLinkResponses.at(-1)!;
    expect(received.error).toBeUndefined();
    expect(received.payload).toMatchObject({
      iss: platform.clientId,
      aud: platform.issuer,
      [`${CLAIM}message_type`]: "LtiDeepLinkingResponse",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: "dep-1",
      [`${DL_CLAIM}data`]: "opaque-42",
      [`${DL_CLAIM}content_items`]: [
        {
          type: "ltiResourceLink",
          title: "Mein Spiel",
          url: expect.stringMatching(new RegExp(`/games/${gameId}/play$`)),
          custom: { exitgame_game_id: String(gameId) },
          lineItem: { scoreMaximum: 100, label: "Mein Spiel" },
        },
      ],
    });
    expect(typeof received.payload!.nonce).toBe("string");
    // Used once: the same answer again is refused.
    expect((await pick(id, gameId, [session, launch.browser!])).reason).toBe("deepLinkUnknown");
  });

  it("refuses a tampered picker post (someone else's game), another browser, no login, an unknown request", async () => {
    const launch = await deepLinkLaunch();
    const id = /([0-9a-f-]{36})$/.exec(launch.location!)![1]!;
    const before = platform.deepLinkResponses.length;
    expect(await pick(id, foreignGameId, [session, launch.browser!])).toMatchObject({
      status: 403,
      reason: "deepLinkNotYourGame",
    });
    expect(await pick(id, gameId, [session])).toMatchObject({
      status: 403,
      reason: "deepLinkWrongBrowser",
    });
    expect(await pick(id, gameId, [launch.browser!])).toMatchObject({
      status: 401,
      reason: "deepLinkLogin",
    });
    expect(
      await pick("00000000-0000-7000-8000-000000000000", gameId, [session, launch.browser!]),
    ).toMatchObject({ status: 404, reason: "deepLinkUnknown" });
    // None of these used the request up: the right answer still goes through.
    expect((await pick(id, gameId, [session, launch.browser!])).status).toBe(200);
    expect(platform.deepLinkResponses.length).toBe(before);
  });

  it("a competition manager picks a competition: the link names it (custom parameter), a teacher cannot", async () => {
    const manager = await h.createUser(["COMPETITION_MANAGER"], { password: PASSWORD });
    const managerSession = (await h.login(manager.email, PASSWORD)).split(";")[0]!;
    const competition = await h.db.prisma.competition.create({
      data: {
        title: "Klassenwettbewerb",
        gameId,
        createdById: manager.id,
        startDate: new Date(Date.now() - 3_600_000),
        endDate: new Date(Date.now() + 3_600_000),
      },
    });
    const refused = await deepLinkLaunch();
    const refusedId = /([0-9a-f-]{36})$/.exec(refused.location!)![1]!;
    // The teacher of the first test is no competition manager.
    expect(
      await pick(refusedId, `competition:${competition.id}`, [session, refused.browser!]),
    ).toMatchObject({ status: 403, reason: "deepLinkNotYourGame" });

    const launch = await deepLinkLaunch();
    const id = /([0-9a-f-]{36})$/.exec(launch.location!)![1]!;
    const answer = await pick(id, `competition:${competition.id}`, [
      managerSession,
      launch.browser!,
    ]);
    expect(answer.status).toBe(200);
    const jwt = /name="JWT" value="([^"]+)"/.exec(answer.text)![1]!;
    await fetch(platform.deepLinkReturnUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ JWT: jwt }).toString(),
    });
    expect(platform.deepLinkResponses.at(-1)!.payload).toMatchObject({
      [`${DL_CLAIM}content_items`]: [
        {
          type: "ltiResourceLink",
          title: "Klassenwettbewerb",
          url: expect.stringMatching(new RegExp(`/competitions/${competition.id}$`)),
          custom: { exitgame_competition_id: competition.id },
          lineItem: { scoreMaximum: 100, resourceId: `competition-${competition.id}` },
        },
      ],
    });
  });

  it("refuses a deep-linking request from a learner", async () => {
    const before = await h.db.prisma.ltiDeepLink.count();
    const launch = await deepLinkLaunch([
      "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
    ]);
    expect(launch.status).toBe(403);
    expect(launch.text).toContain('data-reason="deepLinkNotInstructor"');
    expect(await h.db.prisma.ltiDeepLink.count()).toBe(before);
  });
});
