/**
 * The live board of a competition: every team with its players, current scene, time played,
 * scenes reached, distinct wrong entries on locks and inputs, and whether it has finished;
 * ranked by finish time. Everything comes from the server's state of each team (team-play.ts),
 * never from what a browser said. Changes are published per competition; with REDIS_URL the events go through Redis so
 * that every API instance can serve a board.
 */
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub } from "graphql-yoga";
import { Redis } from "ioredis";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import type { TeamStateView } from "./team-play";
import { formatParticipantName, readStoredName } from "./participant-names";

/** A player on the board: only what the competition's naming mode stored, and the shown name. */
export interface BoardPlayer {
  /** Empty in NICKNAME competitions. */
  firstName: string;
  /** The full last name (FULL_NAME), its initial (FIRST_NAME_INITIAL) or empty (NICKNAME). */
  lastName: string;
  nickname: string | null;
  /** formatParticipantName: "Lena S.", "Lena Schmidt" or the nickname. */
  displayName: string;
}

import { teamTiming } from "./time-control";

/** Why a team is flagged as stuck on the board, on what, and since when. */
export interface StuckAlert {
  reason: "noProgress" | "wrongAttempts";
  since: Date;
  sceneName: string | null;
  /** The lock or input it is stuck on (the one with the wrong answers in a row), if known. */
  elementName: string | null;
  /** Wrong answers in a row on that element. */
  wrongInRow: number;
}

export interface BoardTeam {
  sessionId: string;
  players: BoardPlayer[];
  currentSceneId: string | null;
  currentSceneName: string | null;
  scenesReached: number;
  /** Distinct wrong entries in all, as the server's runtime checked them. */
  wrongAttempts: number;
  /** Distinct wrong entries per lock or input, most first. */
  wrongAttemptsPerLock: { elementId: string; elementName: string; count: number }[];
  timePlayedMs: number;
  /** Hints the team was shown (asked for or pushed), and the seconds their penalties add. */
  hintsTaken: number;
  penaltySeconds: number;
  finished: boolean;
  finishedAt: Date | null;
  /** 1, 2, … for finished teams by finish time; null while playing. */
  rank: number | null;
  startedAt: Date;
  lastSavedAt: Date;
  /** The teacher's time control (time-control.ts). */
  extraMinutes: number;
  paused: boolean;
  /** Over: finished, ended by the teacher, or its time is up. */
  over: boolean;
  endedByTeacher: boolean;
  endsAt: Date;
  stuck: StuckAlert | null;
}

export interface Board {
  competitionId: string;
  sceneCount: number;
  teams: BoardTeam[];
  /** The whole class is paused. */
  paused: boolean;
  endDate: Date;
  stuckMinutes: number;
  stuckWrongInRow: number;
  projectorShowNames: boolean;
  announcement: string | null;
  announcedAt: Date | null;
}

type Pubsub = ReturnType<
  typeof createPubSub<{
    competitionBoard: [competitionId: string, payload: true];
    /** A team's state changed: every device of the team gets it (the team channel). */
    competitionTeam: [sessionId: string, payload: TeamStateView];
    /** A game's document reached a new version, or who is in its editor changed (editor/game-events.ts). */
    gameEditor: [gameId: string, payload: GameEditorEvent];
  }>
>;

/** What a game's open editors are told: a new version to pull, or an author's presence. */
export type GameEditorEvent =
  | { kind: "version"; version: number }
  | {
      kind: "presence";
      /** One open editor tab. */
      clientId: string;
      userId: string;
      name: string;
      sceneId: string | null;
      /** false: the tab left. */
      here: boolean;
    }
  /** Someone opened the game: every open tab says where it is. */
  | { kind: "hello" };

export interface BoardEvents {
  pubsub: Pubsub;
  publish(competitionId: string): void;
  publishTeam(view: TeamStateView): void;
  publishGame(gameId: number, event: GameEditorEvent): void;
  close(): Promise<void>;
}

export function createBoardEvents({
  redisUrl,
  logger,
  connectionName,
}: {
  redisUrl?: string;
  logger: Pick<Logger, "warn">;
  /** Name of the subscribing Redis connection (CLIENT LIST); tests find it by this. */
  connectionName?: string;
}): BoardEvents {
  let clients: Redis[] = [];
  let pubsub: Pubsub;
  if (redisUrl) {
    const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    const subscribeClient = new Redis(redisUrl, {
      maxRetriesPerRequest: null,
      connectTimeout: 2000,
      connectionName,
    });
    for (const client of [publishClient, subscribeClient])
      client.on("error", (err) => logger.warn({ err }, "redis (live board) error"));
    clients = [publishClient, subscribeClient];
    pubsub = createPubSub({
      eventTarget: resyncingAfterReconnect(
        createRedisEventTarget({ publishClient, subscribeClient }),
        subscribeClient,
      ),
    }) as Pubsub;
  } else {
    pubsub = createPubSub() as Pubsub;
  }
  return {
    pubsub,
    publish: (competitionId) => pubsub.publish("competitionBoard", competitionId, true),
    publishTeam: (view) => pubsub.publish("competitionTeam", view.sessionId, view),
    publishGame: (gameId, event) => pubsub.publish("gameEditor", String(gameId), event),
    async close() {
      for (const client of clients) client.disconnect();
    },
  };
}

type EventTargetLike = ReturnType<typeof createRedisEventTarget>;
type Callback = (event: CustomEvent) => void;

/**
 * Board events published while Redis was unreachable are lost. When the subscribing connection
 * is back, every board this instance serves is told that something changed: it reloads from the
 * database (the source of truth) and shows whatever it missed.
 */
function resyncingAfterReconnect(target: EventTargetLike, subscriber: Redis): EventTargetLike {
  const callbacks = new Map<string, Set<Callback>>();
  const callbackOf = (listener: unknown): Callback | undefined =>
    !listener
      ? undefined
      : typeof listener === "function"
        ? (listener as Callback)
        : ((listener as { handleEvent: Callback }).handleEvent as Callback);
  let lost = false;
  subscriber.on("close", () => (lost = true));
  subscriber.on("ready", () => {
    if (!lost) return;
    lost = false;
    for (const [topic, set] of callbacks)
      for (const callback of set) callback(new CustomEvent(topic, { detail: true }));
  });
  return {
    addEventListener(topic, listener) {
      const callback = callbackOf(listener);
      if (callback) {
        let set = callbacks.get(topic);
        if (!set) callbacks.set(topic, (set = new Set()));
        set.add(callback);
      }
      target.addEventListener(topic, listener);
    },
    removeEventListener(topic, listener) {
      const callback = callbackOf(listener);
      const set = callbacks.get(topic);
      if (callback && set) {
        set.delete(callback);
        if (set.size === 0) callbacks.delete(topic);
      }
      target.removeEventListener(topic, listener);
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
}

const events = new WeakMap<object, BoardEvents>();
/** One event channel per server configuration, shared by GraphQL and the competition routes. */
export function boardEventsFor(
  config: { REDIS_URL?: string },
  logger: Pick<Logger, "warn">,
): BoardEvents {
  let found = events.get(config);
  if (!found) {
    found = createBoardEvents({ redisUrl: config.REDIS_URL, logger });
    events.set(config, found);
  }
  return found;
}

interface DocumentLike {
  scenes?: { id?: string; name?: string; elements?: { id?: string; name?: string }[] }[];
  globalElements?: { id?: string; name?: string }[];
}

export async function loadBoard(
  prisma: PrismaClient,
  competitionId: string,
  now: Date,
): Promise<Board> {
  const competition = await prisma.competition.findUniqueOrThrow({
    where: { id: competitionId },
    select: {
      endDate: true,
      participantNaming: true,
      pausedAt: true,
      stuckMinutes: true,
      stuckWrongInRow: true,
      projectorShowNames: true,
      announcement: true,
      announcedAt: true,
      game: { select: { document: true } },
      sessions: {
        select: {
          id: true,
          players: true,
          currentSceneId: true,
          scenesReached: true,
          wrongAttempts: true,
          wrongEntries: true,
          hintsTaken: true,
          penaltySeconds: true,
          finishedAt: true,
          createdAt: true,
          updatedAt: true,
          extraMinutes: true,
          pausedAt: true,
          pausedMs: true,
          endedAt: true,
          progressAt: true,
          wrongStreakElement: true,
          wrongStreakCount: true,
          wrongStreakSince: true,
        },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  const doc = competition.game.document as DocumentLike;
  const scenes = new Map((doc.scenes ?? []).map((s) => [s.id, s.name ?? ""]));
  const elementNames = new Map(
    [...(doc.scenes ?? []).flatMap((s) => s.elements ?? []), ...(doc.globalElements ?? [])].map(
      (e) => [e.id, e.name || e.id || ""],
    ),
  );
  // Distinct wrong entries per lock, as the server's runtime counted them ("<elementId>:<hash>").
  const perTeam = new Map<string, BoardTeam["wrongAttemptsPerLock"]>();
  for (const session of competition.sessions) {
    const counts = new Map<string, number>();
    for (const entry of session.wrongEntries) {
      const elementId = entry.slice(0, entry.lastIndexOf(":"));
      counts.set(elementId, (counts.get(elementId) ?? 0) + 1);
    }
    const list = [...counts].map(([elementId, count]) => ({
      elementId,
      elementName: elementNames.get(elementId) ?? elementId,
      count,
    }));
    list.sort((a, b) => b.count - a.count || a.elementName.localeCompare(b.elementName));
    perTeam.set(session.id, list);
  }
  const stuckMs = competition.stuckMinutes * 60_000;
  const teams: BoardTeam[] = competition.sessions.map((s) => {
    const timing = teamTiming(s, competition, now);
    const sceneName = s.currentSceneId ? (scenes.get(s.currentSceneId) ?? null) : null;
    const streakName = s.wrongStreakElement
      ? (elementNames.get(s.wrongStreakElement) ?? s.wrongStreakElement)
      : null;
    let stuck: StuckAlert | null = null;
    if (!timing.over && !timing.paused) {
      const since = s.progressAt ?? s.createdAt;
      if (s.wrongStreakCount >= competition.stuckWrongInRow && s.wrongStreakSince)
        stuck = {
          reason: "wrongAttempts",
          since: s.wrongStreakSince,
          sceneName,
          elementName: streakName,
          wrongInRow: s.wrongStreakCount,
        };
      else if (now.getTime() - since.getTime() >= stuckMs)
        stuck = {
          reason: "noProgress",
          since,
          sceneName,
          elementName: streakName,
          wrongInRow: s.wrongStreakCount,
        };
    }
    return {
      sessionId: s.id,
      players: (Array.isArray(s.players) ? s.players : []).map((stored) => {
        const parts = readStoredName(stored);
        return {
          firstName: parts.firstName ?? "",
          lastName: parts.lastName ?? parts.lastInitial ?? "",
          nickname: parts.nickname ?? null,
          displayName: formatParticipantName(competition.participantNaming, parts),
        };
      }),
      currentSceneId: s.currentSceneId,
      currentSceneName: s.currentSceneId ? (scenes.get(s.currentSceneId) ?? null) : null,
      scenesReached: s.scenesReached.length,
      wrongAttempts: s.wrongAttempts,
      wrongAttemptsPerLock: perTeam.get(s.id) ?? [],
      // Time played: until finishing (or now, or its end), its pauses not counted.
      timePlayedMs: s.finishedAt
        ? Math.max(0, s.finishedAt.getTime() - s.createdAt.getTime() - s.pausedMs)
        : timing.gameTime,
      hintsTaken: s.hintsTaken,
      penaltySeconds: s.penaltySeconds,
      finished: s.finishedAt !== null,
      finishedAt: s.finishedAt,
      rank: null,
      startedAt: s.createdAt,
      lastSavedAt: s.updatedAt,
      extraMinutes: s.extraMinutes,
      paused: timing.paused,
      over: timing.over,
      endedByTeacher: s.endedAt !== null && s.finishedAt === null,
      endsAt: timing.endsAt,
      stuck,
    };
  });
  // Finished teams first, by finish time (the time they needed, with hint penalties); then the
  // others by progress.
  const ranked = (t: BoardTeam) => t.timePlayedMs + t.penaltySeconds * 1000;
  teams.sort((a, b) =>
    a.finished && b.finished
      ? ranked(a) - ranked(b)
      : a.finished !== b.finished
        ? a.finished
          ? -1
          : 1
        : b.scenesReached - a.scenesReached || a.startedAt.getTime() - b.startedAt.getTime(),
  );
  teams.forEach((team, index) => {
    if (team.finished) team.rank = index + 1;
  });
  // Stuck teams to the top (stuck longest first), the rest in ranking order.
  const stuck = teams
    .filter((t) => t.stuck)
    .sort((a, b) => a.stuck!.since.getTime() - b.stuck!.since.getTime());
  return {
    competitionId,
    sceneCount: scenes.size,
    teams: [...stuck, ...teams.filter((t) => !t.stuck)],
    paused: competition.pausedAt !== null,
    endDate: competition.endDate,
    stuckMinutes: competition.stuckMinutes,
    stuckWrongInRow: competition.stuckWrongInRow,
    projectorShowNames: competition.projectorShowNames,
    announcement: competition.announcement,
    announcedAt: competition.announcedAt,
  };
}

/** Scenes that end the game (the engine decides, with the goToScene definition). */
export { finalScenes } from "@exitgame/engine";
