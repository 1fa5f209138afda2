/**
 * The teacher's time control (extra time, pause/resume, ending a team's game), the board's stuck
 * alerts and the projector, over GraphQL and the team's input route, on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameDocument } from "@exitgame/engine";
import {
  buildGame,
  click,
  goTo,
  on,
  rule,
  sceneTo,
  setVar,
  boolVar,
} from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { clockFor, type ServerClock } from "../clock";
import { boardEventsFor } from "./board";
import { loadTeamTiming } from "./time-control";

const HOUR = 3_600_000;
const MINUTE = 60_000;
let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let clock: ServerClock;
let managerId: string;
let otherManagerId: string;
let gameId: number;

function lockGame(): GameDocument {
  return buildGame(registry, {
    scenes: [
      {
        id: "one",
        name: "Keller",
        elements: [
          {
            type: "number-code-input",
            id: "lock",
            name: "Tresor",
            props: { expectedCode: "4711" },
          },
        ],
      },
      { id: "two", name: "Dachboden", elements: [{ type: "text", id: "door" }] },
      { id: "three", name: "Ausgang", elements: [] },
    ],
    variables: [boolVar("bell")],
    rules: [
      rule("open", {
        sceneId: "one",
        triggers: [on("lock", "validatedCorrectly")],
        actions: [goTo("two")],
      }),
      rule("leave", { sceneId: "two", triggers: [click("door")], actions: [goTo("three")] }),
      rule("ring", {
        sceneId: "two",
        triggers: [sceneTo("two")],
        actions: [{ type: "await", durationMs: 60_000 }, setVar("bell", true)],
      }),
    ],
  });
}

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1" });
  clock = clockFor(api.config);
  server = await api.listen();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  otherManagerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  const author = await api.createUser();
  gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Tresor",
        ownerId: author.id,
        status: "PUBLISHED",
        document: lockGame() as object,
      },
    })
  ).id;
});
afterAll(async () => {
  clock.setOffset(0);
  await server?.close();
  await api?.close();
});

type Gql = {
  data?:
    | {
        [K in "setTeamExtraTime" | "pauseCompetition" | "resumeCompetition" | "endTeamGame"]: {
          changedTeams: string[];
        };
      }
    | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function competition(reference: string, teams: number) {
  const now = clock.now().getTime();
  const manager = api.as(managerId, "en");
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
  const competitionId = created.data!.createCompetition.id;
  const codes = await manager<{ generateAccessCodes: { accessCodes: { code: string }[] } }>(
    "mutation($r: String!, $n: Int!) { generateAccessCodes(paymentReferenceId: $r, count: $n) { accessCodes { code } } }",
    { r: reference, n: teams },
  );
  const devices = [];
  for (const [i, code] of codes.data!.generateAccessCodes.accessCodes.entries()) {
    const d = device(competitionId);
    const joined = await d.call("POST", "/api/competition/sessions", {
      competitionId,
      players: [{ firstName: `Team${i + 1}`, lastName: "N", accessCode: code.code }],
    });
    expect(joined.status).toBe(201);
    devices.push({ ...d, sessionId: (joined.body.session as { id: string }).id });
  }
  return { competitionId, devices };
}

function device(competitionId: string) {
  const jar = new Map<string, string>();
  let seq = 0;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.origin + path, {
      method,
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": "de",
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [k, v] = cookie.split(";")[0]!.split("=");
      jar.set(k!, v!);
    }
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const send = (input: unknown) =>
    call("POST", `/api/competition/${competitionId}/inputs`, { seq: ++seq, input });
  return {
    call,
    send,
    type: (value: string) =>
      send({ type: "elementAction", elementId: "lock", action: "type", args: { value } }),
  };
}

const act = (
  mutation: string,
  competitionId: string,
  extra = "",
  vars: Record<string, unknown> = {},
  locale: "de" | "en" = "en",
  as = managerId,
) =>
  api.as(as, locale)(
    `mutation($c: ID!, $s: ID${extra ? ", $m: Int!" : ""}) { ${mutation}(competitionId: $c, sessionId: $s${extra}) { changedTeams } }`,
    { c: competitionId, ...vars },
  ) as Promise<Gql>;

const row = (id: string) => api.db.prisma.competitionSession.findUniqueOrThrow({ where: { id } });

const board = async (id: string) =>
  (
    await api.as(managerId, "en")<{
      competitionBoard: {
        paused: boolean;
        teams: {
          sessionId: string;
          paused: boolean;
          over: boolean;
          extraMinutes: number;
          endsAt: string;
          stuck: {
            reason: string;
            sceneName: string;
            elementName: string | null;
            wrongInRow: number;
            since: string;
          } | null;
        }[];
      };
    }>(
      `query($id: ID!) { competitionBoard(id: $id) { paused teams { sessionId paused over extraMinutes endsAt
         stuck { reason sceneName elementName wrongInRow since } } } }`,
      { id },
    )
  ).data!.competitionBoard;

describe("the teacher's time control", () => {
  it("extra time moves one team's end only; bad minutes are refused in de and en and change nothing", async () => {
    clock.setOffset(0);
    const { competitionId, devices } = await competition("TC-EXTRA", 2);
    const [a, b] = devices;
    await a!.send({ type: "start" });
    await b!.send({ type: "start" });
    const given = await act("setTeamExtraTime", competitionId, ", minutes: $m", {
      s: a!.sessionId,
      m: 10,
    });
    expect(given.data!.setTeamExtraTime.changedTeams).toEqual([a!.sessionId]);
    // Idempotent: the same again changes nothing.
    const again = await act("setTeamExtraTime", competitionId, ", minutes: $m", {
      s: a!.sessionId,
      m: 10,
    });
    expect(again.data!.setTeamExtraTime.changedTeams).toEqual([]);

    for (const [m, locale, text] of [
      [-1, "en", "Extra time: a whole number from 0 to 1440"],
      [1441, "de", "Zusatzzeit: eine ganze Zahl von 0 bis 1440"],
    ] as const) {
      const refused = await act(
        "setTeamExtraTime",
        competitionId,
        ", minutes: $m",
        { s: b!.sessionId, m },
        locale,
      );
      expect(refused.errors![0]!.message).toContain(text);
      expect(refused.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    }
    expect((await row(b!.sessionId)).extraMinutes).toBe(0);

    // Past the competition's end: team A plays on for its 10 minutes, team B is over.
    clock.setOffset(HOUR + 5 * MINUTE);
    expect((await a!.type("1111")).status).toBe(200);
    const late = await b!.type("1111");
    expect(late.status).toBe(409);
    expect((late.body.error as { code: string }).code).toBe("competitionApi.ended");
    const timing = await loadTeamTiming(api.db.prisma, a!.sessionId, clock.now());
    expect(timing!.over).toBe(false);
    const teams = (await board(competitionId)).teams;
    expect(teams.find((t) => t.sessionId === a!.sessionId)).toMatchObject({
      extraMinutes: 10,
      over: false,
    });
    expect(teams.find((t) => t.sessionId === b!.sessionId)!.over).toBe(true);
    // Extra time for a team whose time is up: refused, nothing changes.
    const tooLate = await act("setTeamExtraTime", competitionId, ", minutes: $m", {
      s: b!.sessionId,
      m: 5,
    });
    expect(tooLate.errors![0]!.message).toBe("This team's game has already ended");
    expect((await row(b!.sessionId)).extraMinutes).toBe(0);
    clock.setOffset(HOUR + 11 * MINUTE);
    expect((await a!.type("2222")).status).toBe(409);
    clock.setOffset(0);
  });

  it("a pause stops the team's clock on the server, refuses inputs, moves its end and its timers", async () => {
    clock.setOffset(0);
    const { competitionId, devices } = await competition("TC-PAUSE", 2);
    const [a, b] = devices;
    await a!.send({ type: "start" });
    expect((await a!.type("4711")).status).toBe(200); // scene two: a delayed action in 60 s
    const before = await row(a!.sessionId);
    expect(before.wakeAt).not.toBeNull();

    const paused = await act("pauseCompetition", competitionId);
    expect(paused.data!.pauseCompetition.changedTeams.sort()).toEqual(
      [a!.sessionId, b!.sessionId].sort(),
    );
    expect(
      (await act("pauseCompetition", competitionId)).data!.pauseCompetition.changedTeams,
    ).toEqual([]);
    const refused = await b!.send({ type: "start" });
    expect(refused.status).toBe(409);
    expect((refused.body.error as { message: string }).message).toBe(
      "Von deiner Lehrkraft pausiert: Eingaben werden gerade nicht angenommen",
    );
    expect((await row(b!.sessionId)).snapshot).toBeNull();
    expect((await board(competitionId)).paused).toBe(true);
    // The team channel's state says so too.
    const state = await a!.call("GET", `/api/competition/${competitionId}/session`);
    expect(state.body).toMatchObject({ session: { paused: true } });

    // Ten minutes of pause: the delayed action does not fire meanwhile.
    clock.setOffset(10 * MINUTE);
    const { TeamPlay } = await import("./team-play");
    const teams = new TeamPlay({
      prisma: api.db.prisma,
      clock,
      logger: { warn() {}, error() {} },
      answers: { check: () => Promise.reject(new Error("no")) },
    });
    expect(await teams.dueTeams()).not.toContain(a!.sessionId);
    const resumed = await act("resumeCompetition", competitionId);
    expect(resumed.data!.resumeCompetition.changedTeams).toHaveLength(2);
    const after = await row(a!.sessionId);
    expect(after.pausedAt).toBeNull();
    expect(after.pausedMs).toBeGreaterThanOrEqual(10 * MINUTE - 1000);
    expect(after.wakeAt!.getTime() - before.wakeAt!.getTime()).toBe(after.pausedMs);
    expect(await teams.dueTeams()).not.toContain(a!.sessionId);
    const timing = await loadTeamTiming(api.db.prisma, a!.sessionId, clock.now());
    expect(timing!.endsAt.getTime()).toBe(
      (
        await api.db.prisma.competition.findUniqueOrThrow({ where: { id: competitionId } })
      ).endDate.getTime() + after.pausedMs,
    );
    expect(timing!.gameTime).toBeLessThan(MINUTE);
    expect((await b!.send({ type: "start" })).status).toBe(200);

    // One team alone.
    expect(
      (await act("pauseCompetition", competitionId, "", { s: b!.sessionId })).data!.pauseCompetition
        .changedTeams,
    ).toEqual([b!.sessionId]);
    expect((await a!.send({ type: "click", elementId: "door" })).status).toBe(200);
    // Finished (the exit): its devices may still look around until its end.
    expect((await row(a!.sessionId)).finishedAt).not.toBeNull();
    expect((await a!.send({ type: "click", elementId: "door" })).status).toBe(200);
    expect((await b!.type("1234")).status).toBe(409);
    await act("resumeCompetition", competitionId, "", { s: b!.sessionId });
    expect((await b!.type("1234")).status).toBe(200);
    clock.setOffset(0);
  });

  it("ends one team's game or everyone's; ended things refuse pauses and extra time; every action is audited", async () => {
    clock.setOffset(0);
    const { competitionId, devices } = await competition("TC-END", 2);
    const [a, b] = devices;
    await a!.send({ type: "start" });
    const ended = await act("endTeamGame", competitionId, "", { s: a!.sessionId });
    expect(ended.data!.endTeamGame.changedTeams).toEqual([a!.sessionId]);
    expect(
      (await act("endTeamGame", competitionId, "", { s: a!.sessionId })).data!.endTeamGame
        .changedTeams,
    ).toEqual([]);
    expect((await a!.type("1234")).status).toBe(409);
    const pause = await act("pauseCompetition", competitionId, "", { s: a!.sessionId }, "de");
    expect(pause.errors![0]!.message).toBe("Das Spiel dieses Teams ist bereits beendet");
    expect((await row(a!.sessionId)).pausedAt).toBeNull();

    await act("endTeamGame", competitionId);
    expect((await b!.send({ type: "start" })).status).toBe(409);
    const late = await act("pauseCompetition", competitionId);
    expect(late.errors![0]!.message).toBe("The competition has already ended");
    expect(
      (await api.db.prisma.competition.findUniqueOrThrow({ where: { id: competitionId } }))
        .pausedAt,
    ).toBeNull();
    const extra = await act("setTeamExtraTime", competitionId, ", minutes: $m", { m: 5 });
    expect(extra.errors![0]!.message).toBe("The competition has already ended");

    const audit = await api.db.prisma.competitionAudit.findMany({
      where: { competitionId },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((r) => r.action)).toEqual(["endTeamGame", "endTeamGame", "endTeamGame"]);
    expect(audit.every((r) => r.userId === managerId)).toBe(true);
    expect(audit[0]!.sessionId).toBe(a!.sessionId);

    // Another manager's competition is not found; nothing is written.
    const foreign = await act("pauseCompetition", competitionId, "", {}, "en", otherManagerId);
    expect(foreign.errors![0]!.message).toBe("Competition not found");
  });
});

describe("one team at a time (one statement each)", () => {
  it("refuses unknown and other competitions' teams and foreign managers writing nothing; tells the team; moves its timer; audits", async () => {
    clock.setOffset(0);
    const { competitionId, devices } = await competition("TC-ONE", 2);
    const [a, b] = devices;
    const other = await competition("TC-ONE-OTHER", 1);
    const c = other.devices[0]!;
    await a!.send({ type: "start" });
    await b!.send({ type: "start" });
    expect((await a!.type("4711")).status).toBe(200); // scene two: a delayed action in 60 s
    const before = await row(a!.sessionId);
    expect(before.wakeAt).not.toBeNull();

    // Its devices hear of the pause (the team channel), with its clock.
    const channel = boardEventsFor(api.config, { warn() {} }).pubsub.subscribe(
      "competitionTeam",
      a!.sessionId,
    );
    const heard = channel.next();
    const paused = await act("pauseCompetition", competitionId, "", { s: a!.sessionId });
    expect(paused.data!.pauseCompetition.changedTeams).toEqual([a!.sessionId]);
    const event = (await heard).value as { paused: boolean; controlOnly: boolean; version: number };
    await channel.return?.();
    expect(event).toMatchObject({ paused: true, controlOnly: true, version: before.snapshotSeq });
    expect((await a!.type("1111")).status).toBe(409);
    expect((await b!.type("1111")).status).toBe(200);
    expect(
      (await act("pauseCompetition", competitionId, "", { s: a!.sessionId })).data!.pauseCompetition
        .changedTeams,
    ).toEqual([]);

    // Five minutes later, resumed alone: its end and its timer move by the pause.
    clock.setOffset(5 * MINUTE);
    await act("resumeCompetition", competitionId, "", { s: a!.sessionId });
    const after = await row(a!.sessionId);
    expect(after.pausedAt).toBeNull();
    expect(after.pausedMs).toBeGreaterThanOrEqual(5 * MINUTE - 1000);
    expect(after.wakeAt!.getTime() - before.wakeAt!.getTime()).toBe(after.pausedMs);
    expect((await row(b!.sessionId)).pausedMs).toBe(0);

    // Another competition's team, an unknown team, a foreign manager, a malformed id: refused,
    // nothing written, nothing audited.
    for (const [vars, as, message] of [
      [{ s: c.sessionId, m: 7 }, managerId, "Team not found"],
      [{ s: "00000000-0000-7000-8000-000000000000", m: 7 }, managerId, "Team not found"],
      [{ s: a!.sessionId, m: 7 }, otherManagerId, "Competition not found"],
    ] as const) {
      const refused = await act("setTeamExtraTime", competitionId, ", minutes: $m", vars, "en", as);
      expect(refused.errors![0]!.message).toBe(message);
      expect(refused.errors![0]!.extensions!.code).toBe("NOT_FOUND");
    }
    const malformed = await act("endTeamGame", "not-a-competition", "", { s: a!.sessionId });
    expect(malformed.errors![0]!.message).toBe("Competition not found");
    expect((await row(c.sessionId)).extraMinutes).toBe(0);
    expect((await row(a!.sessionId)).extraMinutes).toBe(0);
    expect((await row(a!.sessionId)).endedAt).toBeNull();

    // An admin may act on any competition.
    const adminId = (await api.createUser(["ADMIN"])).id;
    const given = await act(
      "setTeamExtraTime",
      competitionId,
      ", minutes: $m",
      { s: a!.sessionId, m: 7 },
      "de",
      adminId,
    );
    expect(given.data!.setTeamExtraTime.changedTeams).toEqual([a!.sessionId]);
    expect((await row(a!.sessionId)).extraMinutes).toBe(7);
    // Its time is up (the competition's end plus 7 minutes and the pause): refused in German.
    clock.setOffset(HOUR + 13 * MINUTE);
    const late = await act("pauseCompetition", competitionId, "", { s: a!.sessionId }, "de");
    expect(late.errors![0]!.message).toBe("Der Wettbewerb ist bereits beendet");
    expect((await row(a!.sessionId)).pausedAt).toBeNull();
    clock.setOffset(0);

    const audit = await api.db.prisma.competitionAudit.findMany({
      where: { competitionId },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((r) => [r.action, r.sessionId, r.details])).toEqual([
      ["pauseCompetition", a!.sessionId, { teams: 1 }],
      ["pauseCompetition", a!.sessionId, { teams: 0 }],
      ["resumeCompetition", a!.sessionId, { teams: 1 }],
      ["setTeamExtraTime", a!.sessionId, { minutes: 7, teams: 1 }],
    ]);
    expect(audit.map((r) => r.userId)).toEqual([managerId, managerId, managerId, adminId]);
    expect(audit.every((r) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/.test(r.id))).toBe(
      true,
    );
  });
});

describe("stuck alerts and the projector", () => {
  it("flags wrong answers in a row and no progress, names what, sorts to the top, clears on progress", async () => {
    clock.setOffset(0);
    const { competitionId, devices } = await competition("TC-STUCK", 3);
    const [a, b, c] = devices;
    for (const d of devices) await d.send({ type: "start" });
    for (const code of ["1111", "2222", "3333", "4444", "5555"]) {
      await b!.type(code);
      await b!.type("");
    }
    let teams = (await board(competitionId)).teams;
    expect(teams[0]!.sessionId).toBe(b!.sessionId);
    expect(teams[0]!.stuck).toMatchObject({
      reason: "wrongAttempts",
      sceneName: "Keller",
      elementName: "Tresor",
      wrongInRow: 5,
    });
    expect(teams.filter((t) => t.stuck)).toHaveLength(1);
    await c!.type("4711");
    // Six minutes later: A made no progress (flagged), C reached a scene just before.
    clock.setOffset(6 * MINUTE);
    await b!.type("4711");
    teams = (await board(competitionId)).teams;
    expect(teams.find((t) => t.sessionId === b!.sessionId)!.stuck).toBeNull();
    const stuckA = teams.find((t) => t.sessionId === a!.sessionId)!.stuck;
    expect(stuckA).toMatchObject({ reason: "noProgress", sceneName: "Keller" });
    expect(teams[0]!.sessionId).toBe(a!.sessionId);
    expect(teams.find((t) => t.sessionId === c!.sessionId)!.stuck).toMatchObject({
      reason: "noProgress",
      sceneName: "Dachboden",
    });

    // The projector: numbers only when asked, never wrong attempts or alerts.
    await api.as(managerId, "en")(
      "mutation($c: ID!) { updateCompetitionLiveSettings(competitionId: $c, stuckMinutes: 10, stuckWrongInRow: 5, projectorShowNames: false) { changedTeams } }",
      { c: competitionId },
    );
    expect((await board(competitionId)).teams.filter((t) => t.stuck)).toHaveLength(0);
    await api.as(managerId, "en")(
      'mutation($c: ID!) { pushCompetitionAnnouncement(competitionId: $c, text: "  Noch   5 Minuten ") { changedTeams } }',
      { c: competitionId },
    );
    const projector = await api.as(managerId, "en")<{
      competitionProjector: {
        announcement: string;
        teams: { number: number; name: string | null; scenesReached: number }[];
      };
    }>(
      "query($id: ID!) { competitionProjector(id: $id) { announcement teams { number name scenesReached } } }",
      { id: competitionId },
    );
    const p = projector.data!.competitionProjector;
    expect(p.announcement).toBe("Noch 5 Minuten");
    expect(p.teams.map((t) => t.name)).toEqual([null, null, null]);
    expect(p.teams.map((t) => t.number).sort()).toEqual([1, 2, 3]);
    const tooLong = await api.as(managerId, "de")<unknown>(
      "mutation($c: ID!, $t: String!) { pushCompetitionAnnouncement(competitionId: $c, text: $t) { changedTeams } }",
      { c: competitionId, t: "x".repeat(281) },
    );
    expect(tooLong.errors![0]!.message).toBe("Die Durchsage darf höchstens 280 Zeichen lang sein");
    const state = await a!.call("GET", `/api/competition/${competitionId}/session`);
    expect(state.body).toBeTruthy();
    clock.setOffset(0);
  });
});
