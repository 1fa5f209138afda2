/**
 * The teacher's per-team calls arriving together share a statement (team-control-batch): each
 * keeps its own result, refusal and audit row. The batcher's order on a stand-in statement, the
 * shared statement on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGame } from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { TeamActionBatcher, teamActionsFor } from "./team-control-batch";
import type { runTeamActions, TeamActionResult } from "./team-control-sql";
import { TimeControl, TimeControlError } from "./time-control";

type Run = typeof runTeamActions;
const ok = (id: string): TeamActionResult => ({
  refusal: null,
  changed: null,
  competition: { endDate: new Date(0), announcement: id, announcedAt: null },
});
const call = (sessionId: string, kind: "pauseCompetition" | "resumeCompetition", c = "c1") => ({
  competitionId: c,
  sessionId,
  userId: "u",
  ownerId: null,
  now: new Date(1000),
  action: { kind },
});

describe("the batcher", () => {
  it("gathers the calls of one tick per competition and kind; a team again waits for the next statement", async () => {
    const statements: { kind: string; competitionId: string; teams: string[] }[] = [];
    const run: Run = async (_prisma, input) => {
      statements.push({
        kind: input.kind,
        competitionId: input.competitionId,
        teams: input.items.map((i) => i.sessionId),
      });
      return input.items.map((i) => ok(i.sessionId));
    };
    const batcher = new TeamActionBatcher({ $queryRaw: null as never }, run);
    const results = await Promise.all([
      batcher.act(call("a", "pauseCompetition")),
      batcher.act(call("b", "pauseCompetition")),
      batcher.act(call("a", "pauseCompetition")),
      batcher.act(call("a", "resumeCompetition")),
      batcher.act(call("c", "pauseCompetition", "c2")),
    ]);
    // Each call its own result.
    expect(results.map((r) => r.competition!.announcement)).toEqual(["a", "b", "a", "a", "c"]);
    // One statement per competition and kind; a's second pause after its first.
    const key = (x: (typeof statements)[number]) => JSON.stringify(x);
    expect(statements.map(key).sort()).toEqual(
      [
        { kind: "pauseCompetition", competitionId: "c1", teams: ["a", "b"] },
        { kind: "pauseCompetition", competitionId: "c1", teams: ["a"] },
        { kind: "resumeCompetition", competitionId: "c1", teams: ["a"] },
        { kind: "pauseCompetition", competitionId: "c2", teams: ["c"] },
      ]
        .map(key)
        .sort(),
    );
    const pauses = statements.filter(
      (x) => x.kind === "pauseCompetition" && x.competitionId === "c1",
    );
    expect(pauses.map((x) => x.teams)).toEqual([["a", "b"], ["a"]]);
    expect(batcher.statements).toBe(4);
  });

  it("a failed statement fails its calls only; calls arriving while one runs go together next", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sizes: number[] = [];
    const run: Run = async (_prisma, input) => {
      sizes.push(input.items.length);
      if (sizes.length === 1) {
        await gate;
        throw new Error("database gone");
      }
      return input.items.map((i) => ok(i.sessionId));
    };
    const batcher = new TeamActionBatcher({ $queryRaw: null as never }, run);
    const first = batcher.act(call("a", "pauseCompetition"));
    await new Promise((r) => setImmediate(r));
    const later = ["b", "c", "d"].map((s) => batcher.act(call(s, "pauseCompetition")));
    release();
    await expect(first).rejects.toThrow("database gone");
    expect((await Promise.all(later)).map((r) => r.competition!.announcement)).toEqual([
      "b",
      "c",
      "d",
    ]);
    expect(sizes).toEqual([1, 3]);
  });
});

describe("one statement for many teams (real database)", () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await createApiHarness({ HOST: "127.0.0.1" });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("applies and audits every team of the batch; a refused one changes nothing and the others still apply", async () => {
    const prisma = api.db.prisma;
    const manager = await api.createUser(["COMPETITION_MANAGER"]);
    const game = await prisma.game.create({
      data: {
        title: "Batch",
        ownerId: manager.id,
        status: "PUBLISHED",
        document: buildGame(registry, { scenes: [{ id: "one", elements: [] }] }) as object,
      },
    });
    const now = new Date();
    const competition = await prisma.competition.create({
      data: {
        title: "Batch",
        gameId: game.id,
        createdById: manager.id,
        startDate: new Date(now.getTime() - 3_600_000),
        endDate: new Date(now.getTime() + 3_600_000),
      },
    });
    const team = (endedAt: Date | null = null) =>
      prisma.competitionSession.create({
        data: { competitionId: competition.id, players: [], endedAt },
      });
    const [a, b, ended] = [await team(), await team(), await team(now)];
    const heard: string[][] = [];
    const tc = new TimeControl({
      prisma,
      now: () => now,
      changed: (_c, ids) => void heard.push(ids),
    });
    const target = (sessionId: string, minutes: number) =>
      tc.setExtraTime({ competitionId: competition.id, userId: manager.id, sessionId }, minutes);
    const batcher = teamActionsFor(prisma);
    const before = batcher.statements;
    const results = await Promise.allSettled([
      target(a.id, 5),
      target(ended.id, 6),
      target(b.id, 7),
      target(b.id, 7),
    ]);
    // Two statements: a, the ended team and b together; b's second call after (already done).
    expect(batcher.statements - before).toBe(2);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value.changed : "refused"))).toEqual([
      [a.id],
      "refused",
      [b.id],
      [],
    ]);
    const refusal = (results[1] as PromiseRejectedResult).reason as TimeControlError;
    expect(refusal).toBeInstanceOf(TimeControlError);
    expect(refusal.key).toBe("competitionControl.teamEnded");
    expect(heard).toEqual([[a.id], [b.id]]);
    const rows = await prisma.competitionSession.findMany({
      where: { competitionId: competition.id },
      select: { id: true, extraMinutes: true },
    });
    expect(new Map(rows.map((r) => [r.id, r.extraMinutes]))).toEqual(
      new Map([
        [a.id, 5],
        [b.id, 7],
        [ended.id, 0],
      ]),
    );
    const audit = await prisma.competitionAudit.findMany({
      where: { competitionId: competition.id },
      orderBy: { id: "asc" },
    });
    expect(
      audit
        .map((r) => [r.action, r.sessionId, r.userId, r.details])
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual(
      [
        ["setTeamExtraTime", a.id, manager.id, { minutes: 5, teams: 1 }],
        ["setTeamExtraTime", b.id, manager.id, { minutes: 7, teams: 1 }],
        ["setTeamExtraTime", b.id, manager.id, { minutes: 7, teams: 0 }],
      ].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    );
    expect(new Set(audit.map((r) => r.id)).size).toBe(3);

    // Another manager's calls on the same teams, gathered together: all refused, none written.
    const stranger = await api.createUser(["COMPETITION_MANAGER"]);
    const foreign = await Promise.allSettled(
      [a.id, b.id].map((sessionId) =>
        tc.pause({
          competitionId: competition.id,
          userId: stranger.id,
          ownerId: stranger.id,
          sessionId,
        }),
      ),
    );
    expect(
      foreign.map((r) => r.status === "rejected" && (r.reason as TimeControlError).key),
    ).toEqual(["competition.managerNotFound", "competition.managerNotFound"]);
    expect(
      await prisma.competitionSession.count({
        where: { competitionId: competition.id, pausedAt: { not: null } },
      }),
    ).toBe(0);
    expect(await prisma.competitionAudit.count({ where: { competitionId: competition.id } })).toBe(
      3,
    );
  });
});
