/**
 * Answers stay on the server: what players fetch (the game document, team snapshots) holds no
 * expected code or answer; the API checks answers, throttles guessing and logs competition
 * attempts for the live board.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument, createRuntime, type GameDocument } from "@exitgame/engine";
import { createElement } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { clockFor, type ServerClock } from "../clock";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

/** The secrets of the test game: none of them may appear in anything a player fetches. */
const SECRETS = ["Q7#9X", "Zebrafink", "Zebra finch", "Taeniopygia", "Geheimanweisung"];
const HOUR = 3_600_000;

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let clock: ServerClock;
let gameId: number;
let draftId: number;
let document: GameDocument;
let managerId: string;

function secretGame(): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const lock = createElement(registry, "number-code-input", { locale: "de" });
  lock.id = "lock";
  lock.name = "Tresor";
  lock.props = { ...(lock.props as object), expectedCode: "Q7#9X", autoValidate: false };
  const input = createElement(registry, "input", { locale: "de" });
  input.id = "bird";
  input.name = "Vogelfrage";
  input.props = {
    ...(input.props as object),
    expectedAnswer: "Zebrafink",
    alternatives: "Zebra finch\nTaeniopygia",
  };
  const numeric = createElement(registry, "input", { locale: "de" });
  numeric.id = "pi";
  numeric.props = { ...(numeric.props as object), expectedAnswer: "3,5" };
  const chat = createElement(registry, "ai-chat", { locale: "de" });
  chat.id = "chat";
  chat.props = { ...(chat.props as object), instructions: "Geheimanweisung" };
  doc.scenes[0]!.elements.push(lock, input, numeric, chat);
  return doc;
}

function expectNoSecrets(what: string, value: unknown) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  for (const secret of SECRETS) expect(text, `${what} contains ${secret}`).not.toContain(secret);
}

beforeAll(async () => {
  api = await createApiHarness({
    HOST: "127.0.0.1",
    TEST_CLOCK: "1",
    ANSWER_WRONG_PER_MINUTE: "10",
  });
  clock = clockFor(api.config);
  server = await api.listen();
  const author = await api.createUser();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  document = secretGame();
  gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Geheim",
        ownerId: author.id,
        status: "PUBLISHED",
        document: document as object,
      },
    })
  ).id;
  draftId = (
    await api.db.prisma.game.create({
      data: { title: "Entwurf", ownerId: author.id, document: document as object },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

/** A browser: keeps its cookies between calls. */
function browser(locale: "de" | "en" = "en") {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.origin + path, {
      method,
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": locale,
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [k, v] = pair!.split("=");
      jar.set(k!, v!);
    }
    const text = await res.text();
    return {
      status: res.status,
      text,
      headers: res.headers,
      // oxlint-disable-next-line no-explicit-any -- test responses of several shapes
      body: (text ? JSON.parse(text) : null) as any,
    };
  };
  return { call };
}

let sessions = 0;
const check = (
  who: ReturnType<typeof browser>,
  elementId: string,
  value: string,
  extra: Record<string, unknown> = {},
) =>
  who.call("POST", "/api/answers/check", {
    gameId,
    elementId,
    value,
    playSession: `play-session-${sessions}`,
    ...extra,
  });

async function activeCompetition(reference: string, codeCount: number) {
  const manager = api.as(managerId, "de");
  const now = clock.now().getTime();
  const created = await manager<{ createCompetition: { id: string } }>(
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "Klasse 7b",
        startDate: new Date(now - HOUR).toISOString(),
        endDate: new Date(now + HOUR).toISOString(),
        gameId,
      },
    },
  );
  const codes = await manager<{ generateAccessCodes: { accessCodes: { code: string }[] } }>(
    "mutation($r: String!, $n: Int!) { generateAccessCodes(paymentReferenceId: $r, count: $n) { accessCodes { code } } }",
    { r: reference, n: codeCount },
  );
  return {
    id: created.data!.createCompetition.id,
    codes: codes.data!.generateAccessCodes.accessCodes.map((c) => c.code),
  };
}

describe("nothing a player fetches holds an answer", () => {
  it("the public game document, anonymous and as another user; the owner still sees them", async () => {
    const query = "query($id: Int!) { publicGame(id: $id) { document } }";
    const anonymous = await api.graphql(query, { id: gameId });
    expect(anonymous.data?.publicGame).toBeTruthy();
    expectNoSecrets("publicGame (anonymous)", anonymous);
    const stranger = await api.createUser();
    expectNoSecrets("publicGame (another user)", await api.as(stranger.id)(query, { id: gameId }));
    // Lists never carry documents (issue 23, item 0).
    const published = await api.graphql("{ publishedGames { id document } }");
    expect(published.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    // The lock still knows how many boxes to show; the input that it has an answer.
    const doc = (anonymous.data as { publicGame: { document: GameDocument } }).publicGame.document;
    const props = (id: string) =>
      doc.scenes[0]!.elements.find((e) => e.id === id)!.props as Record<string, unknown>;
    expect(props("lock").expectedCode).toBe("•••••");
    expect(props("bird").expectedAnswer).toBe("•");
  });

  it("every snapshot a competition team gets back (join, resume, current session)", async () => {
    const competition = await activeCompetition("GEHEIM-SNAP", 2);
    const team = browser();
    const created = await team.call("POST", "/api/competition/sessions", {
      competitionId: competition.id,
      players: [{ firstName: "Ada", lastName: "L", accessCode: competition.codes[0] }],
    });
    expect(created.status).toBe(201);
    expectNoSecrets("created session", created.text);
    const sessionId = created.body.session.id as string;
    // The server's runtime of the team plays the full document: its stored snapshot has the
    // answers in it; what the team gets back never does.
    const runtime = createRuntime(document, { registry, clock: { now: () => 0 } });
    runtime.start();
    const leaky = runtime.snapshot();
    expect(JSON.stringify(leaky)).toContain("Q7#9X");
    const started = await team.call("POST", `/api/competition/${competition.id}/inputs`, {
      seq: 1,
      input: { type: "start" },
    });
    expect(started.status).toBe(200);
    expectNoSecrets("input reply", started.text);
    const stored = await api.db.prisma.competitionSession.findUniqueOrThrow({
      where: { id: sessionId },
    });
    expect(JSON.stringify(stored.snapshot)).toContain("Q7#9X");
    const current = await team.call("GET", `/api/competition/${competition.id}/session`);
    expect(current.body.session.snapshot.sceneId).toBe(leaky.sceneId);
    expectNoSecrets("current session", current.text);
    const resumed = await browser().call("POST", "/api/competition/sessions/resume", {
      competitionId: competition.id,
      accessCode: competition.codes[0],
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.session.snapshot).toBeTruthy();
    expectNoSecrets("resumed session", resumed.text);
  });
});

describe("POST /api/answers/check", () => {
  it("checks against the stored game with the engine's matching", async () => {
    sessions++;
    const player = browser();
    expect((await check(player, "lock", "Q7#9X")).body).toEqual({ correct: true });
    expect((await check(player, "lock", "q7#9x")).body).toEqual({ correct: true });
    expect((await check(player, "lock", "Q7#9Y")).body).toEqual({ correct: false });
    expect((await check(player, "bird", "  zebrafink ")).body).toEqual({ correct: true });
    expect((await check(player, "bird", "Zebra Finch")).body).toEqual({ correct: true });
    expect((await check(player, "bird", "Spatz")).body).toEqual({ correct: false });
    expect((await check(player, "pi", "3.5")).body).toEqual({ correct: true });
    expect((await check(player, "pi", "3,5")).body).toEqual({ correct: true });
  });

  it("refuses what is not a public game's element with an answer, and bad requests", async () => {
    sessions++;
    const player = browser("de");
    const chat = await check(player, "chat", "x");
    expect(chat.status).toBe(404);
    expect(chat.body.error.message).toBe("Spiel oder Element nicht gefunden");
    expect((await check(player, "nope", "x")).status).toBe(404);
    expect((await check(player, "lock", "Q7#9X", { gameId: draftId })).status).toBe(404);
    expect((await check(player, "lock", "x", { playSession: "" })).status).toBe(400);
    expect((await check(player, "lock", "x".repeat(3000))).status).toBe(400);
  });

  it("throttles wrong answers per play session and element, with a translated message", async () => {
    sessions++;
    for (const locale of ["en", "de"] as const) {
      sessions++;
      const player = browser(locale);
      for (let i = 0; i < 10; i++)
        expect((await check(player, "lock", `WRONG${i}`)).body).toEqual({ correct: false });
      const refused = await check(player, "lock", "WRONG-again");
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get("Retry-After"));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.body.error.params.retryAfterSeconds).toBe(seconds);
      expect(refused.body.error.message).toBe(
        locale === "de"
          ? `Zu viele falsche Antworten. Bitte warte ${seconds} Sekunden, bevor du es noch einmal versuchst.`
          : `Too many wrong answers. Please wait ${seconds} seconds before you try again.`,
      );
      // Even the right code waits: guessing does not go on.
      expect((await check(player, "lock", "Q7#9X")).status).toBe(429);
      // Another element of the same session, and another play session, are not held up.
      expect((await check(player, "bird", "Zebrafink")).body).toEqual({ correct: true });
      expect(
        (await check(player, "lock", "Q7#9X", { playSession: `other-${locale}-session` })).body,
      ).toEqual({ correct: true });
    }
  });

  it("right answers do not use up the budget", async () => {
    sessions++;
    const player = browser();
    for (let i = 0; i < 15; i++)
      expect((await check(player, "bird", "Zebrafink")).body).toEqual({ correct: true });
  });

  it("logs every distinct attempt of a competition team", async () => {
    const competition = await activeCompetition("GEHEIM-LOG", 2);
    const team = browser();
    const created = await team.call("POST", "/api/competition/sessions", {
      competitionId: competition.id,
      players: [{ firstName: "Bo", lastName: "K", accessCode: competition.codes[0] }],
    });
    const sessionId = created.body.session.id as string;
    sessions++;
    const asTeam = { competitionId: competition.id };
    expect((await check(team, "lock", "1111", asTeam)).body).toEqual({ correct: false });
    expect((await check(team, "lock", "2222", asTeam)).body).toEqual({ correct: false });
    // The same wrong entry again (a reload, a second device) is answered, not counted again.
    expect((await check(team, "lock", "1111", asTeam)).body).toEqual({ correct: false });
    expect((await check(team, "bird", "Amsel", asTeam)).body).toEqual({ correct: false });
    expect((await check(team, "bird", " amsel ", asTeam)).body).toEqual({ correct: false });
    expect((await check(team, "lock", "Q7#9X", asTeam)).body).toEqual({ correct: true });
    const attempts = await api.db.prisma.answerAttempt.findMany({
      where: { sessionId },
      orderBy: { createdAt: "asc" },
    });
    expect(attempts.map((a) => [a.elementId, a.correct])).toEqual([
      ["lock", false],
      ["lock", false],
      ["bird", false],
      ["lock", true],
    ]);
    const board = await api.as(managerId)<{
      competitionBoard: {
        teams: {
          sessionId: string;
          wrongAttempts: number;
          wrongAttemptsPerLock: { elementId: string; elementName: string; count: number }[];
        }[];
      };
    }>(
      "query($id: ID!) { competitionBoard(id: $id) { teams { sessionId wrongAttempts wrongAttemptsPerLock { elementId elementName count } } } }",
      { id: competition.id },
    );
    const row = board.data!.competitionBoard.teams.find((t) => t.sessionId === sessionId)!;
    // The board counts what the server's runtime of the team checked (its inputs), not answers
    // checked on the side: see competitions/team-play.test.ts.
    expect(row.wrongAttempts).toBe(0);
    expect(row.wrongAttemptsPerLock).toEqual([]);

    // A browser without this competition's team cookie is no team of it; nothing is logged.
    const outsider = browser();
    const refused = await check(outsider, "lock", "Q7#9X", asTeam);
    expect(refused.status).toBe(403);
    expect(await api.db.prisma.answerAttempt.count({ where: { sessionId } })).toBe(4);
  });

  it("a team sending 400 wrong answers at once gets exactly 10 answered and 429 for the rest", async () => {
    const competition = await activeCompetition("GEHEIM-BURST", 1);
    const team = browser();
    const created = await team.call("POST", "/api/competition/sessions", {
      competitionId: competition.id,
      players: [{ firstName: "Ida", lastName: "B", accessCode: competition.codes[0] }],
    });
    const sessionId = created.body.session.id as string;
    sessions++;
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        check(team, "lock", `BURST${i}`, { competitionId: competition.id }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(390);
    expect(await api.db.prisma.answerAttempt.count({ where: { sessionId } })).toBe(10);
  });
});
