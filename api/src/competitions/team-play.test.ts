/**
 * Competition play decided by the server: a team's devices send inputs, the server's runtime
 * applies them (answers checked inside it) and alone decides the team's progress and ranking.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRuntime, type GameDocument } from "@exitgame/engine";
import {
  boolVar,
  buildGame,
  click,
  goTo,
  on,
  rule,
  sceneTo,
  setVar,
} from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { clockFor, type ServerClock } from "../clock";
import { teamPlayFor } from "./team-play";
import { TurnWriter, type TurnWrite } from "./team-writer";

const HOUR = 3_600_000;
let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let clock: ServerClock;
let managerId: string;
let gameId: number;
let document: GameDocument;

/** Scene one: a code lock (4711) opens scene two; its door leads to scene three (the end). */
function lockGame(): GameDocument {
  return buildGame(registry, {
    scenes: [
      {
        id: "one",
        elements: [
          { type: "number-code-input", id: "lock", props: { expectedCode: "4711" } },
          { type: "text", id: "hint", draggable: false },
          { type: "text", id: "hidden", visible: false },
        ],
      },
      { id: "two", elements: [{ type: "text", id: "door" }] },
      { id: "three", elements: [] },
    ],
    variables: [boolVar("bell")],
    rules: [
      rule("open", {
        sceneId: "one",
        triggers: [on("lock", "validatedCorrectly")],
        actions: [goTo("two")],
      }),
      rule("skip", { sceneId: "one", triggers: [click("hidden")], actions: [goTo("three")] }),
      rule("leave", { sceneId: "two", triggers: [click("door")], actions: [goTo("three")] }),
      rule("ring", {
        sceneId: "two",
        triggers: [sceneTo("two")],
        actions: [{ type: "await", durationMs: 400 }, setVar("bell", true)],
      }),
    ],
  });
}

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1" });
  clock = clockFor(api.config);
  server = await api.listen();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  const author = await api.createUser();
  document = lockGame();
  gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Tresor",
        ownerId: author.id,
        status: "PUBLISHED",
        document: document as object,
      },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function competitionWithCodes(reference: string, count: number) {
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
  const codes = await manager<{ generateAccessCodes: { accessCodes: { code: string }[] } }>(
    "mutation($r: String!, $n: Int!) { generateAccessCodes(paymentReferenceId: $r, count: $n) { accessCodes { code } } }",
    { r: reference, n: count },
  );
  return {
    competitionId: created.data!.createCompetition.id,
    codes: codes.data!.generateAccessCodes.accessCodes.map((c) => c.code),
  };
}

interface Reply {
  seq?: number;
  applied?: boolean;
  duplicate?: boolean;
  refusal?: string;
  verdicts?: { verdict: string }[];
  state?: { version: number; sceneId: string | null; finished: boolean; snapshot: unknown };
  session?: { id: string; snapshotSeq: number; inputSeq: number };
  sequence?: number;
  stored?: boolean;
  error?: { code: string; message: string };
}

/** A device: its own cookies, its own input sequence. */
function device(competitionId: string) {
  const jar = new Map<string, string>();
  let seq = 0;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.origin + path, {
      method,
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": "en",
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [k, v] = cookie.split(";")[0]!.split("=");
      jar.set(k!, v!);
    }
    return { status: res.status, body: (await res.json()) as Reply };
  };
  return {
    jar,
    call,
    send: (input: unknown, at = ++seq) =>
      call("POST", `/api/competition/${competitionId}/inputs`, { seq: at, input }),
    type: (value: string) =>
      call("POST", `/api/competition/${competitionId}/inputs`, {
        seq: ++seq,
        input: { type: "elementAction", elementId: "lock", action: "type", args: { value } },
      }),
  };
}

async function team(reference: string, count = 1) {
  const { competitionId, codes } = await competitionWithCodes(reference, count);
  const a = device(competitionId);
  const created = await a.call("POST", "/api/competition/sessions", {
    competitionId,
    players: codes.map((accessCode, i) => ({ firstName: `V${i}`, lastName: "N", accessCode })),
  });
  expect(created.status).toBe(201);
  return { competitionId, codes, a, sessionId: created.body.session!.id };
}

const stored = (id: string) =>
  api.db.prisma.competitionSession.findUniqueOrThrow({ where: { id } });

describe("competition play decided by the server", () => {
  it("a forged snapshot saved on the final scene changes nothing", async () => {
    const { a, sessionId, competitionId } = await team("FORGED-SNAPSHOT");
    const runtime = createRuntime(document, { registry, clock: { now: () => 0 } });
    runtime.start();
    const forged = { ...runtime.snapshot(), sceneId: "three" };
    const saved = await a.call("POST", "/api/competition/sessions/state", {
      sessionId,
      competitionId,
      sequence: 99,
      gameSnapshot: forged,
    });
    expect(saved.body).toEqual({ sequence: 0, stored: false });
    const row = await stored(sessionId);
    expect(row.finishedAt).toBeNull();
    expect(row.scenesReached).toEqual([]);
    expect(row.snapshot).toBeNull();
  });

  it("forged inputs cannot skip a scene or open a lock; the server's check decides", async () => {
    const { a, sessionId, competitionId } = await team("FORGED-INPUTS");
    expect((await a.send({ type: "start" })).body.state!.sceneId).toBe("one");
    // An element of another scene, a hidden one, a trigger only the runtime raises, an action
    // only rules run, a verdict: none of them moves the team.
    expect((await a.send({ type: "click", elementId: "door" })).body).toMatchObject({
      applied: false,
      refusal: "notShown",
    });
    expect((await a.send({ type: "click", elementId: "hidden" })).body.refusal).toBe("notShown");
    expect(
      (await a.send({ type: "trigger", elementId: "lock", trigger: "validatedCorrectly" })).body
        .refusal,
    ).toBe("notFromPlayer");
    expect(
      (await a.send({ type: "elementAction", elementId: "lock", action: "reset" })).body.refusal,
    ).toBe("notFromPlayer");
    expect((await a.send({ type: "dragEnd", elementId: "hint", x: 5, y: 5 })).body.refusal).toBe(
      "notMovable",
    );
    const verdict = await a.send({ type: "answerChecked", effectId: "fx1", verdict: "correct" });
    expect(verdict.status).toBe(400);
    expect((await stored(sessionId)).currentSceneId).toBe("one");

    // Wrong codes: counted once per distinct entry.
    const wrong = await a.type("1234");
    expect(wrong.body.verdicts).toEqual([expect.objectContaining({ verdict: "incorrect" })]);
    expect(wrong.body.state!.sceneId).toBe("one");
    await a.type("");
    await a.type("1234");
    await a.type("");
    await a.type("9999");
    let row = await stored(sessionId);
    expect(row.wrongAttempts).toBe(2);
    expect(row.solvedLocks).toEqual([]);

    await a.type("");
    const right = await a.type("4711");
    expect(right.body.verdicts).toEqual([expect.objectContaining({ verdict: "correct" })]);
    expect(right.body.state!.sceneId).toBe("two");
    // Players never get the answer back.
    expect(JSON.stringify(right.body)).not.toContain('"expectedCode":"4711"');
    expect(JSON.stringify(right.body)).toContain('"expectedCode":"••••"');
    expect((await a.send({ type: "click", elementId: "door" })).body.state).toMatchObject({
      sceneId: "three",
      finished: true,
    });
    row = await stored(sessionId);
    expect(row.scenesReached).toEqual(["one", "two", "three"]);
    expect(row.solvedLocks).toEqual(["lock"]);
    expect(row.finishedAt).not.toBeNull();
    const inputs = await api.db.prisma.competitionInput.count({ where: { sessionId } });
    expect(inputs).toBe(row.snapshotSeq);
    // The live board: from the server's state only (distinct wrong entries, finish, rank).
    const board = await api.as(managerId)<{
      competitionBoard: {
        teams: {
          sessionId: string;
          scenesReached: number;
          wrongAttempts: number;
          wrongAttemptsPerLock: { elementId: string; count: number }[];
          finished: boolean;
          rank: number | null;
        }[];
      };
    }>(
      "query($id: ID!) { competitionBoard(id: $id) { teams { sessionId scenesReached wrongAttempts wrongAttemptsPerLock { elementId count } finished rank } } }",
      { id: competitionId },
    );
    expect(board.data!.competitionBoard.teams).toEqual([
      {
        sessionId,
        scenesReached: 3,
        wrongAttempts: 2,
        wrongAttemptsPerLock: [{ elementId: "lock", count: 2 }],
        finished: true,
        rank: 1,
      },
    ]);
  });

  it("replayed and reordered inputs change nothing twice; two devices never go backwards", async () => {
    const { a, sessionId, competitionId, codes } = await team("REPLAY", 2);
    await a.send({ type: "start" }, 1);
    const first = await a.send(
      { type: "elementAction", elementId: "lock", action: "type", args: { value: "1" } },
      2,
    );
    expect(first.body.applied).toBe(true);
    const version = first.body.state!.version;
    const replay = await a.send(
      { type: "elementAction", elementId: "lock", action: "type", args: { value: "17" } },
      2,
    );
    expect(replay.body).toMatchObject({
      applied: false,
      duplicate: true,
      deviceSeq: 2,
      state: { version },
    });
    // Seq 5 arrives before 4: 4 is late and changes nothing.
    expect(
      (
        await a.send(
          { type: "elementAction", elementId: "lock", action: "type", args: { value: "4711" } },
          5,
        )
      ).body.state!.sceneId,
    ).toBe("two");
    const late = await a.send(
      { type: "elementAction", elementId: "lock", action: "type", args: { value: "0000" } },
      4,
    );
    expect(late.body.applied).toBe(false);
    expect((await stored(sessionId)).wrongAttempts).toBe(0);

    // A second device logs in: it sees scene two at once and numbers its own inputs.
    const b = device(competitionId);
    const resumed = await b.call("POST", "/api/competition/sessions/resume", {
      competitionId,
      accessCode: codes[1],
    });
    expect(resumed.body.session!.snapshotSeq).toBeGreaterThan(version);
    expect(
      (resumed.body.session as unknown as { snapshot: { sceneId: string } }).snapshot.sceneId,
    ).toBe("two");
    // Device A, still showing scene one, clicks there: dropped, and A learns of scene two.
    const stale = await a.send({ type: "click", elementId: "hint" }, 6);
    expect(stale.body).toMatchObject({
      applied: false,
      refusal: "notShown",
      state: { sceneId: "two" },
    });
    const moved = await b.send({ type: "click", elementId: "door" }, 1);
    expect(moved.body).toMatchObject({
      applied: true,
      state: { sceneId: "three", finished: true },
    });
    expect((await stored(sessionId)).currentSceneId).toBe("three");
  });

  it("every device of a team hears each change on the team channel (SSE)", async () => {
    const { a, competitionId, codes } = await team("CHANNEL", 2);
    await a.send({ type: "start" });
    const b = device(competitionId);
    await b.call("POST", "/api/competition/sessions/resume", {
      competitionId,
      accessCode: codes[1],
    });
    const controller = new AbortController();
    const res = await fetch(`${server.origin}/api/competition/${competitionId}/team/events`, {
      signal: controller.signal,
      headers: { Cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    let buffer = "";
    const next = async (): Promise<{ sceneId: string; version: number }> => {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split("\n").find((l) => l.startsWith("data:"));
          if (data) return JSON.parse(data.slice(5));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += new TextDecoder().decode(value);
      }
    };
    expect((await next()).sceneId).toBe("one");
    await a.type("4711");
    const heard = await next();
    expect(heard.sceneId).toBe("two");
    controller.abort();
  });

  it("delays fire on the server's clock without any input", async () => {
    const { a, sessionId } = await team("DELAY");
    await a.send({ type: "start" });
    await a.type("4711");
    const before = await stored(sessionId);
    expect((before.snapshot as { variables: Record<string, unknown> }).variables.bell).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const after = await stored(sessionId);
    expect((after.snapshot as { variables: Record<string, unknown> }).variables.bell).toBe(true);
    expect(after.wakeAt).toBeNull();
  });

  it("many teams' inputs at once are each stored once (written together, one commit)", async () => {
    const { competitionId, codes } = await competitionWithCodes("GROUP-COMMIT", 12);
    const devices = await Promise.all(
      codes.map(async (accessCode, i) => {
        const d = device(competitionId);
        const created = await d.call("POST", "/api/competition/sessions", {
          competitionId,
          players: [{ firstName: `T${i}`, lastName: "N", accessCode }],
        });
        return { d, sessionId: created.body.session!.id };
      }),
    );
    for (let round = 0; round < 3; round++)
      await Promise.all(
        devices.map(({ d }) => (round === 0 ? d.send({ type: "start" }) : d.type(`${round}`))),
      );
    // A replay of every team's last input at once: nothing changes.
    await Promise.all(
      devices.map(({ d }) =>
        d.send(
          { type: "elementAction", elementId: "lock", action: "type", args: { value: "9" } },
          3,
        ),
      ),
    );
    for (const { sessionId } of devices) {
      const row = await stored(sessionId);
      expect(row.snapshotSeq).toBe(3);
      expect(
        (row.snapshot as { elements: Record<string, { state: { currentValue: string } }> }).elements
          .lock!.state.currentValue,
      ).toBe("2");
      expect(await api.db.prisma.competitionInput.count({ where: { sessionId } })).toBe(3);
    }
  });

  it("turns written together: each answered on its own; one that cannot be written fails alone", async () => {
    const { competitionId, codes } = await competitionWithCodes("GROUP-FAIL", 5);
    const sessions = await Promise.all(
      codes.map(async (accessCode, i) => {
        const d = device(competitionId);
        const created = await d.call("POST", "/api/competition/sessions", {
          competitionId,
          players: [{ firstName: `F${i}`, lastName: "N", accessCode }],
        });
        await d.send({ type: "start" });
        return created.body.session!.id;
      }),
    );
    const { documentVersion } = await api.db.prisma.game.findUniqueOrThrow({
      where: { id: gameId },
      select: { documentVersion: true },
    });
    const now = clock.now();
    const turn = (sessionId: string, expected: number): TurnWrite => ({
      sessionId,
      expected,
      documentVersion,
      snapshot: "unchanged",
      sceneId: "one",
      scenesReached: ["one"],
      wrongEntries: [],
      solvedLocks: [],
      wakeAt: "unchanged",
      finishedAt: null,
      now,
      progressAt: null,
      wrongStreakElement: null,
      wrongStreakCount: 0,
      wrongStreakSince: null,
      device: null,
    });
    const writer = new TurnWriter(api.db.prisma);
    const [first, ...rest] = sessions;
    // The first goes at once; the others wait for it and go together: one with a number the
    // database refuses (an integer out of range), one at a version the team has left.
    const results = await Promise.allSettled([
      writer.write(turn(first!, 1)),
      writer.write(turn(rest[0]!, 1)),
      writer.write({ ...turn(rest[1]!, 1), wrongStreakCount: 2 ** 40 }),
      writer.write(turn(rest[2]!, 0)),
      writer.write(turn(rest[3]!, 1)),
    ]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([
      true,
      true,
      "failed",
      false,
      true,
    ]);
    // One statement for the first, one for the four together, then one each after its failure.
    expect(writer.statements).toBe(6);
    const versions = await Promise.all(sessions.map(async (id) => (await stored(id)).snapshotSeq));
    expect(versions).toEqual([2, 2, 1, 1, 2]);
  });

  it("an input that changes nothing stores its log row, not the snapshot; restored, the same state", async () => {
    const { a, sessionId } = await team("QUIET-INPUTS");
    await a.send({ type: "start" });
    await a.type("47");
    const before = await stored(sessionId);
    // A click nothing listens to, and one refused (another scene's element): applied once each,
    // logged, the device's number and the version raised; the stored snapshot stays.
    const clicked = await a.send({ type: "click", elementId: "hint" });
    expect(clicked.body).toMatchObject({ applied: true, state: { version: 3 } });
    const refused = await a.send({ type: "click", elementId: "door" });
    expect(refused.body).toMatchObject({ applied: false, refusal: "notShown" });
    const after = await stored(sessionId);
    expect(after.snapshotSeq).toBe(before.snapshotSeq + 2);
    expect(after.snapshot).toEqual(before.snapshot);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect(await api.db.prisma.competitionInput.count({ where: { sessionId } })).toBe(4);
    const lockValue = (snapshot: unknown) =>
      (snapshot as { elements: Record<string, { state: { currentValue: string } }> }).elements.lock!
        .state.currentValue;
    expect(lockValue(clicked.body.state!.snapshot)).toBe("47");
    // A replay of the click changes nothing twice.
    expect((await a.send({ type: "click", elementId: "hint" }, 3)).body.duplicate).toBe(true);

    // A stored snapshot older than a minute of the team's time is stored again, quiet or not.
    clock.setOffset(30_000);
    try {
      const late = await stored(sessionId);
      const time = (s: unknown) => (s as { time: number }).time;
      await a.send({ type: "effectCompleted", effectId: "fx-none" });
      expect(time((await stored(sessionId)).snapshot)).toBe(time(late.snapshot));
      clock.setOffset(70_000);
      await a.send({ type: "effectCompleted", effectId: "fx-none-2" });
      expect(time((await stored(sessionId)).snapshot)).toBeGreaterThan(
        time(late.snapshot) + 60_000,
      );
    } finally {
      clock.setOffset(0);
    }

    // Another instance (here: the cached state dropped) goes on from the stored snapshot.
    await a.send({ type: "click", elementId: "hint" });
    await teamPlayFor(api.db.prisma)!.publishSessions([sessionId]);
    expect(lockValue((await a.type("471")).body.state!.snapshot)).toBe("471");
    expect((await a.type("4711")).body.state!.sceneId).toBe("two");
    const solved = await stored(sessionId);
    expect(solved.solvedLocks).toEqual(["lock"]);
    expect(solved.snapshotSeq).toBe(9);
  });

  it("refuses inputs without the team's cookie and after the end", async () => {
    const { a, competitionId } = await team("REFUSE");
    const stranger = device(competitionId);
    expect((await stranger.send({ type: "start" })).status).toBe(404);
    clock.setOffset(2 * HOUR);
    try {
      const late = await a.send({ type: "start" });
      expect(late.status).toBe(409);
      expect(late.body.error!.message).toBe("Competition has already ended");
    } finally {
      clock.setOffset(0);
    }
  });
});
