/**
 * Hints in a competition: a team asks for the next hint through its inputs, a teacher pushes
 * one through pushHint; every hint is logged, counted on the board and shown to every device of
 * the team; hints never reach players before they are given; refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameDocument } from "@exitgame/engine";
import { buildGame, goTo, numberVar, on, rule, val } from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { clockFor, type ServerClock } from "../clock";
import { hintsPerRiddle, hintsPerTeam } from "./hint-log";

const HOUR = 3_600_000;
let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let clock: ServerClock;
let managerId: string;
let gameId: number;

const hint = (id: string, text: string, penaltySeconds = 0, availableAfterMinutes = 0) => ({
  id,
  text,
  image: "",
  penaltySeconds,
  availableAfterMinutes,
});

function hintGame(): GameDocument {
  const doc = buildGame(registry, {
    scenes: [
      {
        id: "one",
        elements: [
          {
            type: "number-code-input",
            id: "lock",
            props: {
              expectedCode: "4711",
              hints: [
                hint("h1", "SECRET-ONE: look at the clock"),
                hint("h2", "SECRET-TWO: the year", 60),
                hint("h3", "SECRET-THREE: later", 0, 30),
              ],
            },
          },
        ],
      },
      {
        id: "two",
        elements: [{ type: "input", id: "other", props: { hints: [hint("o1", "SECRET-OTHER")] } }],
      },
    ],
    variables: [numberVar("helped")],
    rules: [
      rule("open", {
        sceneId: "one",
        triggers: [on("lock", "validatedCorrectly")],
        actions: [goTo("two")],
      }),
      rule("help", {
        sceneId: "one",
        triggers: [{ type: "hintTaken", targetKind: "element", targetId: "lock" }],
        actions: [{ type: "increaseVariable", variableId: "helped", by: val(1) }],
      }),
    ],
  });
  doc.scenes[0]!.hints = [hint("s1", "SECRET-SCENE")];
  return doc;
}

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1" });
  clock = clockFor(api.config);
  server = await api.listen();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  const author = await api.createUser();
  gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Tipps",
        ownerId: author.id,
        status: "PUBLISHED",
        document: hintGame() as object,
      },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

interface Reply {
  applied?: boolean;
  hint?: { text: string; penaltySeconds: number; source: string; index: number | null };
  state?: { version: number; hints: { text: string }[]; penaltySeconds: number; snapshot: unknown };
  session?: { id: string };
  error?: { code: string; message: string };
}

function device(competitionId: string, locale = "en") {
  const jar = new Map<string, string>();
  let seq = 0;
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
      const [k, v] = cookie.split(";")[0]!.split("=");
      jar.set(k!, v!);
    }
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Reply };
  };
  return {
    call,
    send: (input: unknown) =>
      call("POST", `/api/competition/${competitionId}/inputs`, { seq: ++seq, input }),
  };
}

async function teams(reference: string, count: number) {
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
    { r: reference, n: count },
  );
  const out = [];
  for (const { code } of codes.data!.generateAccessCodes.accessCodes) {
    const d = device(competitionId);
    const res = await d.call("POST", "/api/competition/sessions", {
      competitionId,
      players: [{ firstName: "A", lastName: code.slice(0, 4), accessCode: code }],
    });
    expect(res.status).toBe(201);
    await d.send({ type: "start" });
    out.push({ device: d, sessionId: res.body.session!.id, code });
  }
  return { competitionId, manager, teams: out };
}

describe("hints in a competition", () => {
  it("a team takes hints in order, with penalties; refusals are translated and change nothing", async () => {
    const {
      competitionId,
      teams: [team],
    } = await teams("HINTS-STUDENT", 1);
    const a = team!.device;
    // what the device has before asking: no hint text anywhere
    const game = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: `{ publicGame(id: ${gameId}) { document } }` }),
    }).then((r) => r.text());
    expect(game).toContain('"penaltySeconds":60');
    for (const secret of ["SECRET-ONE", "SECRET-TWO", "SECRET-SCENE", "SECRET-OTHER"])
      expect(game).not.toContain(secret);
    const resumed = await a.call("GET", `/api/competition/${competitionId}/session`);
    expect(resumed.text).not.toContain("SECRET");
    const first = await a.send({ type: "hint", targetId: "lock" });
    expect(first.status).toBe(200);
    expect(first.body.hint).toMatchObject({
      text: "SECRET-ONE: look at the clock",
      penaltySeconds: 0,
      source: "student",
      index: 0,
    });
    expect(first.text).not.toContain("SECRET-TWO");
    const second = await a.send({ type: "hint", targetId: "lock" });
    expect(second.body.hint).toMatchObject({ text: "SECRET-TWO: the year", penaltySeconds: 60 });
    expect(second.body.state!.penaltySeconds).toBe(60);
    // the team's runtime heard of both ("hint taken" rules run on the server)
    expect(
      (second.body.state!.snapshot as { variables: Record<string, number> }).variables.helped,
    ).toBe(2);
    expect(second.body.state!.hints.map((h) => h.text)).toHaveLength(2);

    const before = await api.db.prisma.competitionSession.findUniqueOrThrow({
      where: { id: team!.sessionId },
    });
    // the third needs 30 minutes of play
    const later = await a.send({ type: "hint", targetId: "lock" });
    expect(later.status).toBe(409);
    expect(later.body.error).toMatchObject({
      code: "hints.notYet",
      message: "The next hint is available in 30 minutes.",
    });
    // a riddle of another scene, one without hints
    expect((await a.send({ type: "hint", targetId: "other" })).body.error!.code).toBe(
      "hints.notHere",
    );
    expect((await a.send({ type: "hint", targetId: "nothing" })).body.error!.code).toBe(
      "hints.noHints",
    );
    const after = await api.db.prisma.competitionSession.findUniqueOrThrow({
      where: { id: team!.sessionId },
    });
    expect(after.snapshotSeq).toBe(before.snapshotSeq);
    expect(after.hintsTaken).toBe(2);
    expect(after.penaltySeconds).toBe(60);

    // after 30 minutes the third; then no more (in German)
    clock.setOffset(clock.now().getTime() - Date.now() + 31 * 60_000);
    try {
      expect((await a.send({ type: "hint", targetId: "lock" })).body.hint!.text).toBe(
        "SECRET-THREE: later",
      );
      const none = await a.send({ type: "hint", targetId: "lock" });
      expect(none.body.error!.code).toBe("hints.noMore");
    } finally {
      clock.setOffset(0);
    }
    // the scene's own hints
    expect((await a.send({ type: "hint", targetId: "one" })).body.hint!.text).toBe("SECRET-SCENE");

    expect(await hintsPerTeam(api.db.prisma, competitionId)).toEqual([
      { sessionId: team!.sessionId, count: 4, penaltySeconds: 60 },
    ]);
    expect(await hintsPerRiddle(api.db.prisma, competitionId)).toEqual([
      { targetId: "lock", targetName: "lock", kind: "element", count: 3, teams: 1 },
      { targetId: "one", targetName: expect.any(String), kind: "scene", count: 1, teams: 1 },
    ]);
  });

  it("a repeated hint input is applied once", async () => {
    const {
      teams: [team],
      competitionId,
    } = await teams("HINTS-REPEAT", 1);
    const body = { seq: 50, input: { type: "hint", targetId: "lock" } };
    const once = await team!.device.call("POST", `/api/competition/${competitionId}/inputs`, body);
    const again = await team!.device.call("POST", `/api/competition/${competitionId}/inputs`, body);
    expect(once.body.applied).toBe(true);
    expect(again.body.applied).toBe(false);
    const row = await api.db.prisma.competitionSession.findUniqueOrThrow({
      where: { id: team!.sessionId },
    });
    expect(row.hintsTaken).toBe(1);
  });

  it("a teacher pushes a free text to one team, a stored hint to all; finished teams are refused", async () => {
    const { competitionId, manager, teams: list } = await teams("HINTS-PUSH", 2);
    const [one, two] = list;
    const push = (vars: Record<string, unknown>) =>
      manager<{ pushHint: { pushed: number; skipped: number } }>(
        "mutation($c: ID!, $s: ID, $t: String, $i: Int, $x: String) { pushHint(competitionId: $c, sessionId: $s, targetId: $t, hintIndex: $i, text: $x) { pushed skipped } }",
        { c: competitionId, ...vars },
      );
    expect((await push({ s: one!.sessionId, x: "Try the clock!" })).data!.pushHint).toEqual({
      pushed: 1,
      skipped: 0,
    });
    // the team's other device gets it with the team's state
    const state = await one!.device.send({ type: "click", elementId: "lock" });
    expect(state.body.state!.hints.map((h) => h.text)).toEqual(["Try the clock!"]);
    expect((await push({ t: "lock", i: 1 })).data!.pushHint).toEqual({ pushed: 2, skipped: 0 });
    // already given to everyone: refused, nothing changes
    const again = await push({ t: "lock", i: 1 });
    expect(again.errors?.[0]?.message).toBe("This team has already been given this hint.");
    // neither a stored hint nor a text
    expect((await push({ s: one!.sessionId })).errors?.[0]?.message).toBe(
      "Choose a stored hint or write a text (at most 1000 characters).",
    );
    // a finished team
    await api.db.prisma.competitionSession.update({
      where: { id: two!.sessionId },
      data: { finishedAt: new Date() },
    });
    const refused = await push({ s: two!.sessionId, x: "Too late" });
    expect(refused.errors?.[0]?.message).toBe(
      "This team has already finished the game; it gets no more hints.",
    );
    const board = await manager<{
      competitionBoard: {
        teams: { sessionId: string; hintsTaken: number; penaltySeconds: number }[];
      };
    }>(
      "query($id: ID!) { competitionBoard(id: $id) { teams { sessionId hintsTaken penaltySeconds } } }",
      { id: competitionId },
    );
    const counts = Object.fromEntries(
      board.data!.competitionBoard.teams.map((t) => [t.sessionId, t.hintsTaken]),
    );
    expect(counts).toEqual({ [one!.sessionId]: 2, [two!.sessionId]: 1 });
    const log = await manager<{
      competitionHints: { log: { text: string; source: string }[]; stored: { text: string }[] };
    }>(
      "query($id: ID!) { competitionHints(competitionId: $id) { log { text source } stored { text } } }",
      { id: competitionId },
    );
    expect(log.data!.competitionHints.log).toHaveLength(3);
    expect(log.data!.competitionHints.log[0]).toEqual({
      text: "Try the clock!",
      source: "teacher",
    });
    expect(log.data!.competitionHints.stored).toHaveLength(5);
  });

  it("outside competitions the next hint comes from /api/hints/next, with its wait", async () => {
    const ask = (body: unknown, locale = "en") =>
      fetch(`${server.origin}/api/hints/next`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": locale },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error: { code: string; message: string } },
      }));
    const first = await ask({ gameId, targetId: "lock", index: 0, playedMs: 0 });
    expect(first).toEqual({
      status: 200,
      body: {
        hint: { index: 0, text: "SECRET-ONE: look at the clock", image: "", penaltySeconds: 0 },
        remaining: 2,
      },
    });
    const later = await ask({ gameId, targetId: "lock", index: 2, playedMs: 60_000 }, "de");
    expect(later.status).toBe(409);
    expect(later.body.error.message).toBe("Der nächste Tipp ist in 29 Minuten verfügbar.");
    expect((await ask({ gameId, targetId: "lock", index: 3, playedMs: 0 })).body.error.code).toBe(
      "hints.noMore",
    );
    expect((await ask({ gameId, targetId: "ghost", index: 0, playedMs: 0 })).status).toBe(404);
    expect((await ask({ gameId, targetId: "lock" })).status).toBe(400);
  });
});
