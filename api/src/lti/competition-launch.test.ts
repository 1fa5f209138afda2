/**
 * Launches into a competition over real HTTP, against the whole API app and the test platform:
 * a learner's launch goes to the competition's join page once, the team they join is paired with
 * their LMS user, the next launch (another browser) resumes that team without a code, and once
 * the team is over its server-computed score (the author's score variable here) goes to each
 * launched member's line item, once per member.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "@exitgame/element-plugins/definitions";
import { buildGame, click, goTo, numberVar, rule, setVar } from "@exitgame/engine/testing/builder";
import { clockFor, type ServerClock } from "../clock";
import { createLogger } from "../logger";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { AGS_CLAIM, agsService, SCORE_SCOPE } from "./ags";
import { competitionScores } from "./competition-scores";
import { CLAIM, startFakePlatform, type FakePlatform } from "./fake-platform";
import { toolKeys } from "./keys";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const HOUR = 3_600_000;
const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

let h: ApiHarness;
let clock: ServerClock;
let platform: FakePlatform;
let tool: { origin: string; close(): Promise<void> };
let managerId: string;
let gameId: number;

/** Scene one: the door gives 3 of 4 points and leads to two (the end); three is never reached. */
function doorGame() {
  const doc = buildGame(registry, {
    scenes: [
      { id: "one", elements: [{ type: "text", id: "door" }] },
      { id: "two", elements: [] },
      { id: "three", elements: [] },
    ],
    variables: [numberVar("points")],
    rules: [
      rule("open", {
        sceneId: "one",
        triggers: [click("door")],
        actions: [setVar("points", 3), goTo("two")],
      }),
    ],
  });
  doc.settings.scoreVariable = { variableId: "points", maximum: 4 };
  return doc;
}

beforeAll(async () => {
  h = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1", LTI_KEY_SECRET: SECRET });
  clock = clockFor(h.config);
  tool = await h.listen();
  platform = await startFakePlatform(3377, "comp-client", `comp-key-${Date.now()}`);
  platform.toolJwksUrl = `${tool.origin}/lti/jwks`;
  managerId = (await h.createUser(["COMPETITION_MANAGER"])).id;
  const author = await h.createUser();
  gameId = (
    await h.db.prisma.game.create({
      data: {
        title: "Tür",
        ownerId: author.id,
        status: "PUBLISHED",
        document: doorGame() as object,
      },
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
});

afterAll(async () => {
  await tool?.close();
  await platform?.close();
  await h?.close();
});

async function competitionWithCodes(reference: string, count: number) {
  const now = clock.now().getTime();
  const manager = h.as(managerId, "en");
  const created = await manager<{ createCompetition: { id: string } }>(
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: reference,
        startDate: new Date(now - HOUR).toISOString(),
        endDate: new Date(now + HOUR).toISOString(),
        gameId,
      },
    },
  );
  const codes = await manager<{ generateAccessCodes: { accessCodes: { code: string }[] } }>(
    "mutation($r: String!, $n: Int!) { generateAccessCodes(paymentReferenceId: $r, count: $n) { accessCodes { code } } }",
    { r: reference, n: count },
  );
  return {
    competitionId: created.data!.createCompetition.id,
    codes: codes.data!.generateAccessCodes.accessCodes.map((c) => c.code),
  };
}

/** A browser: its own cookie jar, following nothing (each answer is looked at). */
function browser() {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, form = false) => {
    const res = await fetch(tool.origin + path, {
      method,
      redirect: "manual",
      headers: {
        "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
        "Accept-Language": "en",
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body:
        body === undefined
          ? undefined
          : form
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      const [k, v] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (v) jar.set(k, v);
      else jar.delete(k);
    }
    const text = await res.text();
    return {
      status: res.status,
      location: res.headers.get("location"),
      text,
      reason: /data-reason="([^"]+)"/.exec(text)?.[1],
      json: () => JSON.parse(text) as Record<string, unknown>,
    };
  };
  /** The LMS's launch: OIDC initiation, then the signed id_token posted back. */
  const launch = async (sub: string, target: string, extra: Record<string, unknown> = {}) => {
    const started = await call(
      "GET",
      `/lti/login?${new URLSearchParams({
        iss: platform.issuer,
        login_hint: sub,
        target_link_uri: `${linkOrigin()}${target}`,
        client_id: platform.clientId,
      })}`,
    );
    expect(started.status).toBe(302);
    const auth = new URL(started.location!);
    const idToken = await platform.sign({
      nonce: auth.searchParams.get("nonce")!,
      sub,
      [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: "dep-1",
      [`${CLAIM}target_link_uri`]: `${linkOrigin()}${target}`,
      [`${CLAIM}resource_link`]: { id: "comp-link-1" },
      [`${CLAIM}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
      [AGS_CLAIM]: { scope: [SCORE_SCOPE], lineitem: platform.lineItem },
      ...extra,
    });
    return call(
      "POST",
      "/lti/launch",
      { id_token: idToken, state: auth.searchParams.get("state")! },
      true,
    );
  };
  /** Follows our own redirects (not the platform's) and returns the last answer. */
  const follow = async (first: Awaited<ReturnType<typeof call>>) => {
    let answer = first;
    const path: string[] = [];
    while (answer.status === 303 || answer.status === 302) {
      const next = new URL(answer.location!, tool.origin);
      path.push(next.pathname + next.search);
      if (!next.pathname.startsWith("/lti/")) break;
      answer = await call("GET", next.pathname + next.search);
    }
    return { answer, path };
  };
  return { jar, call, launch, follow };
}

const linkOrigin = () => tool.origin.replace("127.0.0.1", "localhost");

const scores = () =>
  competitionScores({
    prisma: h.db.prisma,
    ags: agsService({
      prisma: h.db.prisma,
      keys: toolKeys(h.db.prisma, SECRET),
      logger: createLogger("silent"),
      now: () => clock.now(),
    }),
    logger: createLogger("silent"),
    now: () => clock.now(),
  });

describe("launches into a competition", () => {
  it("pairs the LMS user with the team they join once, resumes it, and sends the team's score to each member", async () => {
    const { competitionId, codes } = await competitionWithCodes("LTI-TEAM", 2);
    const target = `/competitions/${competitionId}`;

    // Ada's first launch: to the join page (the launch's id in ?lti=), nothing paired yet.
    const ada = browser();
    const first = await ada.follow(await ada.launch("lms-ada", target));
    const launchId = /^\/lti\/competition\/([0-9a-f-]{36})$/.exec(first.path[0]!)![1]!;
    expect(first.path).toEqual([`/lti/competition/${launchId}`, `${target}?lti=${launchId}`]);
    // She registers the team (both codes) on the join page; the page comes back to the launch.
    const created = await ada.call("POST", "/api/competition/sessions", {
      competitionId,
      players: codes.map((accessCode, i) => ({ firstName: `P${i}`, lastName: "L", accessCode })),
    });
    expect(created.status).toBe(201);
    const sessionId = (created.json().session as { id: string }).id;
    const back = await ada.follow(await ada.call("GET", `/lti/competition/${launchId}`));
    expect(back.path).toEqual([target]);
    expect(
      (await h.db.prisma.ltiLaunch.findUniqueOrThrow({ where: { id: launchId } }))
        .competitionSessionId,
    ).toBe(sessionId);

    // Bruno joins the same team with his code (a member's login), then is paired.
    const bruno = browser();
    const brunoFirst = await bruno.follow(await bruno.launch("lms-bruno", target));
    const brunoLaunch = brunoFirst.path[0]!.split("/").pop()!;
    const login = await bruno.call("POST", "/api/competition/sessions/resume", {
      competitionId,
      accessCode: codes[1],
    });
    expect(login.status).toBe(200);
    expect(
      (await bruno.follow(await bruno.call("GET", `/lti/competition/${brunoLaunch}`))).path,
    ).toEqual([target]);

    // Ada's next launch, in a fresh browser: straight back into her team, no code asked.
    const adaAgain = browser();
    const resumed = await adaAgain.follow(await adaAgain.launch("lms-ada", target));
    expect(resumed.path.at(-1)).toBe(target);
    const current = await adaAgain.call("GET", `/api/competition/${competitionId}/session`);
    expect((current.json().session as { id: string }).id).toBe(sessionId);

    // Not over yet: nothing is scored.
    expect(await scores().scoreFinishedTeams()).toBe(0);

    // Ada's new device plays to the end (the server's runtime decides).
    const input = (seq: number, body: unknown) =>
      adaAgain.call("POST", `/api/competition/${competitionId}/inputs`, { seq, input: body });
    expect((await input(1, { type: "start" })).status).toBe(200);
    const door = await input(2, { type: "click", elementId: "door" });
    expect((door.json().state as { finished: boolean }).finished).toBe(true);

    platform.scores.length = 0;
    expect(await scores().scoreFinishedTeams()).toBe(2);
    const received = platform.scores.map((s) => s.body);
    expect(received.map((b) => b.userId).sort()).toEqual(["lms-ada", "lms-bruno"]);
    // The author's score variable: 3 of 4 points.
    for (const body of received)
      expect(body).toMatchObject({
        scoreGiven: 75,
        scoreMaximum: 100,
        activityProgress: "Completed",
      });
    // Once per member, however often they launched.
    expect(await scores().scoreFinishedTeams()).toBe(0);
    expect(platform.scores).toHaveLength(2);
  });

  it("scores a team whose time ran out, from what it reached", async () => {
    const { competitionId, codes } = await competitionWithCodes("LTI-LATE", 1);
    const cleo = browser();
    const first = await cleo.follow(
      await cleo.launch("lms-cleo", `/competitions/${competitionId}`),
    );
    const launchId = first.path[0]!.split("/").pop()!;
    await cleo.call("POST", "/api/competition/sessions", {
      competitionId,
      players: [{ firstName: "C", lastName: "L", accessCode: codes[0] }],
    });
    await cleo.follow(await cleo.call("GET", `/lti/competition/${launchId}`));
    platform.scores.length = 0;
    expect(await scores().scoreFinishedTeams()).toBe(0);
    // The competition ends (its end date passes) with the team still in scene one.
    await h.db.prisma.competition.update({
      where: { id: competitionId },
      data: { endDate: new Date(clock.now().getTime() - 1000) },
    });
    expect(await scores().scoreFinishedTeams()).toBe(1);
    expect(platform.scores.map((s) => s.body)).toEqual([
      expect.objectContaining({ userId: "lms-cleo", scoreGiven: 0 }),
    ]);
  });

  it("refuses an unknown competition and another browser's launch, and sends instructors to the board", async () => {
    const nobody = browser();
    const unknown = await nobody.launch(
      "lms-x",
      "/competitions/00000000-0000-4000-8000-000000000000",
    );
    expect([unknown.status, unknown.reason]).toEqual([404, "unknownCompetition"]);

    const { competitionId } = await competitionWithCodes("LTI-OTHER", 1);
    const dora = browser();
    const launched = await dora.launch("lms-dora", `/competitions/${competitionId}`);
    const thief = browser();
    const stolen = await thief.call("GET", new URL(launched.location!).pathname);
    expect([stolen.status, stolen.reason]).toEqual([403, "linkWrongBrowser"]);

    const teacher = browser();
    const board = await teacher.launch("lms-teacher", `/competitions/${competitionId}`, {
      [`${CLAIM}roles`]: [INSTRUCTOR],
    });
    expect(board.status).toBe(303);
    expect(new URL(board.location!).pathname).toMatch(/^\/dashboard\/lti\/link\//);
    const pending = await h.db.prisma.ltiPendingLink.findFirstOrThrow({
      where: { subject: "lms-teacher" },
    });
    expect(pending.target).toBe(`/dashboard/competitions/${competitionId}/live`);
  });
});
