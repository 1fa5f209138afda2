/**
 * The debrief of a competition (issue 24 item 5): what the class found hard, from the server's
 * own records only — the answer log (AnswerAttempt: which team solved which riddle when, and its
 * distinct wrong entries), the input log (CompetitionInput: what a wrong entry said; the answer
 * log keeps only its hash) and the scene visits (CompetitionSceneVisit, written by a trigger
 * whenever a team's current scene changes).
 *
 * A riddle is an answer-checking element (its plugin declares `answer`): code locks, inputs.
 * Hints taken per riddle and team come from the hint log (HintLog): see `hintsTaken` below.
 */
import { formatParticipantName, readStoredName } from "./participant-names";
import { registry } from "@exitgame/element-plugins/definitions";
import { entryKey } from "../answers/distinct";
import type { PrismaClient } from "../generated/prisma/client";

export const WRONG_ANSWERS_SHOWN = 5;
/** Wrong entries longer than this are cut in the debrief (an input may take long text). */
const ANSWER_CHARS_MAX = 120;

export interface DebriefWrongAnswer {
  /** What a team typed (the first spelling seen of the entry); null: not in the input log. */
  answer: string | null;
  /** Teams that gave this wrong entry (each team's distinct entry counts once). */
  count: number;
}

export interface DebriefRiddle {
  elementId: string;
  elementName: string;
  sceneId: string | null;
  sceneName: string;
  teamsSolved: number;
  /** Teams that checked at least one answer here. */
  teamsTried: number;
  /** Time from a team's start until its first correct answer here. */
  medianSolveMs: number | null;
  slowestSolveMs: number | null;
  wrongAnswerCount: number;
  /** The most common wrong answers, most first (at most WRONG_ANSWERS_SHOWN). */
  wrongAnswers: DebriefWrongAnswer[];
  /** Unfinished teams whose game stopped at this riddle. */
  stoppedHere: number;
  hintsTaken: number | null;
}

export interface DebriefScene {
  sceneId: string;
  sceneName: string;
  teamsReached: number;
  /** Time from a team's start until it first reached the scene. */
  medianReachMs: number | null;
  slowestReachMs: number | null;
  /** Unfinished teams whose game stopped on this scene. */
  stoppedHere: number;
}

export interface DebriefStep {
  sceneId: string;
  sceneName: string;
  /** Since the team's start. */
  atMs: number;
  /** Until the next scene (the last: until finishing, now or the competition's end). */
  durationMs: number;
}

export interface DebriefTeam {
  sessionId: string;
  /** 1, 2, … in the order teams registered. */
  number: number;
  players: string[];
  finished: boolean;
  timePlayedMs: number;
  riddlesSolved: number;
  wrongAttempts: number;
  path: DebriefStep[];
  /** Unfinished teams: where their game stopped. */
  stoppedAt: { sceneName: string; riddleName: string | null } | null;
  hintsTaken: number | null;
}

export interface Debrief {
  competitionId: string;
  title: string;
  ended: boolean;
  teamCount: number;
  finishedCount: number;
  riddles: DebriefRiddle[];
  scenes: DebriefScene[];
  teams: DebriefTeam[];
}

interface DocumentLike {
  scenes?: { id: string; name?: string; elements?: ElementLike[] }[];
  globalElements?: ElementLike[];
}
interface ElementLike {
  id: string;
  type: string;
  name?: string;
  props?: unknown;
}

export interface RiddleOfGame {
  elementId: string;
  elementName: string;
  sceneId: string | null;
  sceneName: string;
  /** The answers it accepts (expected first), from the stored game: for the teacher only. */
  answers: string[];
}

/** The game's riddles in document order (scene by scene, then global elements). */
export function riddlesOf(document: unknown, globalName: string): RiddleOfGame[] {
  const doc = (document ?? {}) as DocumentLike;
  const out: RiddleOfGame[] = [];
  const add = (el: ElementLike, sceneId: string | null, sceneName: string) => {
    const def = registry.find(el.type);
    if (!def?.answer) return;
    const props = def.schema.safeParse(el.props);
    const spec = props.success ? def.answer(props.data) : null;
    out.push({
      elementId: el.id,
      elementName: el.name || el.id,
      sceneId,
      sceneName,
      answers: spec ? [spec.expected, ...(spec.alternatives ?? [])].filter((a) => a !== "") : [],
    });
  };
  for (const scene of doc.scenes ?? [])
    for (const el of scene.elements ?? []) add(el, scene.id, scene.name || scene.id);
  for (const el of doc.globalElements ?? []) add(el, null, globalName);
  return out;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Every string in an input (its value, its action's arguments), a few levels deep. */
function stringsIn(value: unknown, out: string[], depth = 0): void {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "number") out.push(String(value));
  else if (depth < 4 && typeof value === "object" && value !== null)
    for (const v of Object.values(value)) stringsIn(v, out, depth + 1);
}

/**
 * Hints taken per team and per riddle or scene, from the hint log (HintLog, written by the team
 * runtime and the teacher's pushHint). A teacher's free text counts for its team, not for a
 * riddle (its targetId is "").
 */
async function hintsTaken(
  prisma: PrismaClient,
  sessionIds: string[],
): Promise<{ sessionId: string; targetId: string; count: number }[]> {
  if (sessionIds.length === 0) return [];
  const rows = await prisma.hintLog.groupBy({
    by: ["sessionId", "targetId"],
    where: { sessionId: { in: sessionIds } },
    _count: { _all: true },
  });
  return rows.map((r) => ({
    sessionId: r.sessionId,
    targetId: r.targetId ?? "",
    count: r._count._all,
  }));
}

export async function loadDebrief(
  prisma: PrismaClient,
  competitionId: string,
  now: Date,
  globalName = "",
): Promise<Debrief> {
  const competition = await prisma.competition.findUniqueOrThrow({
    where: { id: competitionId },
    select: {
      title: true,
      endDate: true,
      participantNaming: true,
      game: { select: { document: true } },
      sessions: {
        select: {
          id: true,
          players: true,
          currentSceneId: true,
          wrongAttempts: true,
          finishedAt: true,
          createdAt: true,
        },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  const sessionIds = competition.sessions.map((s) => s.id);
  const doc = (competition.game.document ?? {}) as DocumentLike;
  const sceneNames = new Map((doc.scenes ?? []).map((s) => [s.id, s.name || s.id]));
  const riddles = riddlesOf(doc, globalName);
  const riddleIds = new Set(riddles.map((r) => r.elementId));
  const [attempts, visits, inputs, hints] = await Promise.all([
    prisma.answerAttempt.findMany({
      where: { sessionId: { in: sessionIds } },
      select: { sessionId: true, elementId: true, correct: true, entry: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    prisma.competitionSceneVisit.findMany({
      where: { sessionId: { in: sessionIds } },
      select: { sessionId: true, sceneId: true, at: true },
      orderBy: [{ at: "asc" }, { id: "asc" }],
    }),
    // Only inputs naming a riddle: what wrong entries said (the answer log keeps their hash).
    riddleIds.size === 0
      ? Promise.resolve([])
      : prisma.$queryRaw<{ sessionId: string; input: unknown }[]>`
          SELECT "sessionId", "input" FROM "CompetitionInput"
          WHERE "sessionId" = ANY(${sessionIds}::text[])
            AND "input"->>'elementId' = ANY(${[...riddleIds]}::text[])`,
    hintsTaken(prisma, sessionIds),
  ]);

  // "<elementId>:<hash>" → what the team typed, first spelling seen.
  const spelled = new Map<string, string>();
  for (const { input } of inputs) {
    const elementId = (input as { elementId?: string }).elementId ?? "";
    const texts: string[] = [];
    stringsIn(input, texts);
    for (const text of texts) {
      if (text === elementId) continue;
      const key = `${elementId}:${entryKey(text)}`;
      if (!spelled.has(key)) spelled.set(key, text.trim().slice(0, ANSWER_CHARS_MAX));
    }
  }

  const until = now < competition.endDate ? now : competition.endDate;
  const start = new Map(competition.sessions.map((s) => [s.id, s.createdAt.getTime()]));
  const solvedAt = new Map<string, number>(); // "<sessionId>\0<elementId>" → ms since start
  const lastTried = new Map<string, { elementId: string; at: number }[]>();
  const tried = new Map<string, Set<string>>(); // elementId → teams
  const wrong = new Map<string, Map<string, { answer: string | null; count: number }>>();
  for (const a of attempts) {
    const key = `${a.sessionId}\u0000${a.elementId}`;
    const at = a.createdAt.getTime() - (start.get(a.sessionId) ?? 0);
    let teams = tried.get(a.elementId);
    if (!teams) tried.set(a.elementId, (teams = new Set()));
    teams.add(a.sessionId);
    const list = lastTried.get(a.sessionId) ?? [];
    list.push({ elementId: a.elementId, at });
    lastTried.set(a.sessionId, list);
    if (a.correct) {
      if (!solvedAt.has(key)) solvedAt.set(key, Math.max(0, at));
      continue;
    }
    if (!a.entry) continue;
    let entries = wrong.get(a.elementId);
    if (!entries) wrong.set(a.elementId, (entries = new Map()));
    const found = entries.get(a.entry);
    if (found) found.count++;
    else
      entries.set(a.entry, {
        answer: spelled.get(`${a.elementId}:${a.entry}`) ?? null,
        count: 1,
      });
  }

  const pathOf = new Map<string, DebriefStep[]>();
  const reachedAt = new Map<string, number[]>(); // sceneId → ms since start, one per team
  for (const session of competition.sessions) {
    const own = visits.filter((v) => v.sessionId === session.id);
    const begin = session.createdAt.getTime();
    const end = (session.finishedAt ?? until).getTime();
    const seen = new Set<string>();
    const path = own.map((v, i) => {
      const next = own[i + 1]?.at.getTime() ?? Math.max(end, v.at.getTime());
      const atMs = Math.max(0, v.at.getTime() - begin);
      if (!seen.has(v.sceneId)) {
        seen.add(v.sceneId);
        reachedAt.set(v.sceneId, [...(reachedAt.get(v.sceneId) ?? []), atMs]);
      }
      return {
        sceneId: v.sceneId,
        sceneName: sceneNames.get(v.sceneId) ?? v.sceneId,
        atMs,
        durationMs: Math.max(0, next - v.at.getTime()),
      };
    });
    pathOf.set(session.id, path);
  }

  const hintsOf = (pick: (h: { sessionId: string; targetId: string }) => boolean) =>
    hints === null ? null : hints.filter(pick).reduce((sum, h) => sum + h.count, 0);

  const stoppedScene = new Map<string, number>();
  const stoppedRiddle = new Map<string, number>();
  const teams: DebriefTeam[] = competition.sessions.map((s, index) => {
    const solved = riddles.filter((r) => solvedAt.has(`${s.id}\u0000${r.elementId}`)).length;
    let stoppedAt: DebriefTeam["stoppedAt"] = null;
    if (!s.finishedAt && s.currentSceneId) {
      const open = riddles.filter(
        (r) =>
          (r.sceneId === s.currentSceneId || r.sceneId === null) &&
          !solvedAt.has(`${s.id}\u0000${r.elementId}`),
      );
      // The open riddle of the scene it tried last, else the scene's first open riddle.
      const lastOpen = (lastTried.get(s.id) ?? [])
        .toReversed()
        .find((t) => open.some((r) => r.elementId === t.elementId));
      const riddle =
        open.find((r) => r.elementId === lastOpen?.elementId) ??
        open.find((r) => r.sceneId === s.currentSceneId) ??
        null;
      stoppedScene.set(s.currentSceneId, (stoppedScene.get(s.currentSceneId) ?? 0) + 1);
      if (riddle)
        stoppedRiddle.set(riddle.elementId, (stoppedRiddle.get(riddle.elementId) ?? 0) + 1);
      stoppedAt = {
        sceneName: sceneNames.get(s.currentSceneId) ?? s.currentSceneId,
        riddleName: riddle?.elementName ?? null,
      };
    }
    return {
      sessionId: s.id,
      number: index + 1,
      players: (Array.isArray(s.players) ? s.players : []).map((p) =>
        formatParticipantName(competition.participantNaming, readStoredName(p)),
      ),
      finished: s.finishedAt !== null,
      timePlayedMs: Math.max(0, (s.finishedAt ?? until).getTime() - s.createdAt.getTime()),
      riddlesSolved: solved,
      wrongAttempts: s.wrongAttempts,
      path: pathOf.get(s.id) ?? [],
      stoppedAt,
      hintsTaken: hintsOf((h) => h.sessionId === s.id),
    };
  });

  const riddleRows: DebriefRiddle[] = riddles.map((r) => {
    const times = sessionIds
      .map((id) => solvedAt.get(`${id}\u0000${r.elementId}`))
      .filter((t): t is number => t !== undefined);
    const entries = [...(wrong.get(r.elementId)?.values() ?? [])];
    entries.sort(
      (a, b) => b.count - a.count || (a.answer ?? "\uffff").localeCompare(b.answer ?? "\uffff"),
    );
    return {
      elementId: r.elementId,
      elementName: r.elementName,
      sceneId: r.sceneId,
      sceneName: r.sceneName,
      teamsSolved: times.length,
      teamsTried: tried.get(r.elementId)?.size ?? 0,
      medianSolveMs: median(times),
      slowestSolveMs: times.length ? Math.max(...times) : null,
      wrongAnswerCount: entries.reduce((sum, e) => sum + e.count, 0),
      wrongAnswers: entries.slice(0, WRONG_ANSWERS_SHOWN),
      stoppedHere: stoppedRiddle.get(r.elementId) ?? 0,
      hintsTaken: hintsOf((h) => h.targetId === r.elementId),
    };
  });

  const scenes: DebriefScene[] = (doc.scenes ?? []).map((scene) => {
    const times = reachedAt.get(scene.id) ?? [];
    return {
      sceneId: scene.id,
      sceneName: sceneNames.get(scene.id)!,
      teamsReached: times.length,
      medianReachMs: median(times),
      slowestReachMs: times.length ? Math.max(...times) : null,
      stoppedHere: stoppedScene.get(scene.id) ?? 0,
    };
  });

  return {
    competitionId,
    title: competition.title,
    ended: now >= competition.endDate,
    teamCount: teams.length,
    finishedCount: teams.filter((t) => t.finished).length,
    riddles: riddleRows,
    scenes,
    teams,
  };
}
