/**
 * The hints a competition's teams were given (HintLog), for the live board and the debrief:
 * every hint shown, per team and per riddle (an element or a scene; teachers' free texts have
 * none). Read only; hints are written by team-play.ts (team-hints.ts decides).
 */
import { hintLists } from "@exitgame/element-plugins/definitions";
import { parseGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import type { PrismaClient } from "../generated/prisma/client";

export interface HintLogEntry {
  id: string;
  sessionId: string;
  /** The element or scene; null for a teacher's free text. */
  targetId: string | null;
  /** The riddle's name in the game (element or scene name); null for a free text. */
  targetName: string | null;
  /** 0-based place in the riddle's list; null for a free text. */
  hintIndex: number | null;
  text: string;
  source: "student" | "teacher";
  penaltySeconds: number;
  createdAt: Date;
}

export interface TeamHints {
  sessionId: string;
  count: number;
  penaltySeconds: number;
}

export interface RiddleHints {
  /** The element or scene; null: teachers' free texts. */
  targetId: string | null;
  targetName: string | null;
  kind: "element" | "scene" | "text";
  /** Hints shown in all (every team). */
  count: number;
  /** Teams that were shown at least one. */
  teams: number;
}

async function riddleNames(prisma: Pick<PrismaClient, "competition">, competitionId: string) {
  const c = await prisma.competition.findUnique({
    where: { id: competitionId },
    select: { game: { select: { document: true } } },
  });
  const parsed = c ? parseGameDocument(c.game.document, registry) : null;
  const names = new Map<string, { name: string; kind: "element" | "scene" }>();
  if (parsed?.ok)
    for (const list of hintLists(parsed.document))
      names.set(list.targetId, { name: list.name || list.targetId, kind: list.kind });
  return names;
}

/** Every hint shown in the competition, oldest first. */
export async function hintLog(
  prisma: Pick<PrismaClient, "competition" | "hintLog">,
  competitionId: string,
): Promise<HintLogEntry[]> {
  const [rows, names] = await Promise.all([
    prisma.hintLog.findMany({
      where: { competitionId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 10_000,
    }),
    riddleNames(prisma, competitionId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.sessionId,
    targetId: r.targetId,
    targetName: r.targetId ? (names.get(r.targetId)?.name ?? r.targetId) : null,
    hintIndex: r.hintIndex,
    text: r.text,
    source: r.source === "teacher" ? "teacher" : "student",
    penaltySeconds: r.penaltySeconds,
    createdAt: r.createdAt,
  }));
}

/** Hints taken per team (with the penalty they add), teams without hints left out. */
export async function hintsPerTeam(
  prisma: Pick<PrismaClient, "hintLog">,
  competitionId: string,
): Promise<TeamHints[]> {
  const rows = await prisma.hintLog.groupBy({
    by: ["sessionId"],
    where: { competitionId },
    _count: { _all: true },
    _sum: { penaltySeconds: true },
  });
  return rows.map((r) => ({
    sessionId: r.sessionId,
    count: r._count._all,
    penaltySeconds: r._sum.penaltySeconds ?? 0,
  }));
}

/** Hints taken per riddle (and how many teams took any), most taken first. */
export async function hintsPerRiddle(
  prisma: Pick<PrismaClient, "competition" | "hintLog">,
  competitionId: string,
): Promise<RiddleHints[]> {
  const entries = await hintLog(prisma, competitionId);
  const byTarget = new Map<
    string | null,
    { count: number; teams: Set<string>; name: string | null }
  >();
  for (const e of entries) {
    let entry = byTarget.get(e.targetId);
    if (!entry)
      byTarget.set(e.targetId, (entry = { count: 0, teams: new Set(), name: e.targetName }));
    entry.count++;
    entry.teams.add(e.sessionId);
  }
  const names = await riddleNames(prisma, competitionId);
  return [...byTarget]
    .map(([targetId, e]) => ({
      targetId,
      targetName: e.name,
      kind: targetId === null ? ("text" as const) : (names.get(targetId)?.kind ?? "element"),
      count: e.count,
      teams: e.teams.size,
    }))
    .sort((a, b) => b.count - a.count);
}
