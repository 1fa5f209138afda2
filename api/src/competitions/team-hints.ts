/**
 * Hints in a competition. A team asks for the next hint of a riddle (an answer-checking element
 * or a scene) as one of its inputs (/inputs, `{ type: 'hint', targetId }`): the server takes the
 * hint from the published document (players' copies only know how many there are, the penalty
 * and when each becomes available), refuses what does not apply (no hints, no more, not yet,
 * not on the team's scene, the team has finished), logs it (HintLog), adds its penalty to the
 * team's time and raises the team's version so that every device of the team shows it. A
 * teacher pushes a stored hint or a free text to one team or to all (pushHint) the same way.
 * The decisions are here; ordering and publishing are team-play.ts's.
 */
import { MAX_HINT_TEXT, type GameDocument } from "@exitgame/engine";
import { hintListOf } from "@exitgame/element-plugins/definitions";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { CompetitionApiError } from "./errors";
import type { TurnResult } from "./team-runtime";

/** A hint the team was shown, as its devices get it (with the team's state). */
export interface GivenHint {
  /** The element or scene it belongs to; null for a teacher's free text. */
  targetId: string | null;
  /** Its place in that list (0-based); null for a free text. */
  index: number | null;
  text: string;
  image: string;
  source: "student" | "teacher";
  penaltySeconds: number;
  /** ISO time it was given. */
  at: string;
}

/** A team's request for the next hint of a riddle: an input of one of its devices. */
export const HintInputSchema = z.object({
  type: z.literal("hint"),
  targetId: z.string().min(1).max(200),
});
export type HintInput = z.infer<typeof HintInputSchema>;

/** What a teacher pushes: a stored hint (target and index) or a free text. */
export type PushedHint =
  { kind: "stored"; targetId: string; index: number } | { kind: "text"; text: string };

/** The team as the decisions need it. */
export interface HintTeam {
  sceneId: string | null;
  finished: boolean;
  hints: readonly GivenHint[];
  /** How long the team has played (ms): "available after N minutes" counts from its start. */
  playedMs: number;
}

/** A hint the server decided to give. */
export interface HintGrant {
  targetId: string | null;
  index: number | null;
  text: string;
  image: string;
  source: "student" | "teacher";
  penaltySeconds: number;
}

const taken = (team: HintTeam, targetId: string) =>
  new Set(team.hints.filter((h) => h.targetId === targetId).map((h) => h.index));

/** Whether a riddle is where the team is: an element of its scene (or a global one), or its scene. */
function onTeamScene(document: GameDocument, team: HintTeam, targetId: string): boolean {
  const list = hintListOf(document, targetId);
  return list !== undefined && (list.sceneId === null || list.sceneId === team.sceneId);
}

/** The next hint a team asking for one of `targetId` gets, or a refusal (nothing changes). */
export function decideStudentHint(
  document: GameDocument,
  team: HintTeam,
  targetId: string,
): HintGrant {
  if (team.finished) throw new CompetitionApiError(409, "hints.teamEnded");
  const list = hintListOf(document, targetId);
  if (!list) throw new CompetitionApiError(404, "hints.noHints");
  if (!onTeamScene(document, team, targetId)) throw new CompetitionApiError(409, "hints.notHere");
  const given = taken(team, targetId);
  // The first hint of the list the team does not have (a teacher may have pushed a later one).
  const index = list.hints.findIndex((_, i) => !given.has(i));
  if (index < 0) throw new CompetitionApiError(409, "hints.noMore");
  const hint = list.hints[index]!;
  const waitMs = hint.availableAfterMinutes * 60_000 - team.playedMs;
  if (waitMs > 0)
    throw new CompetitionApiError(
      409,
      "hints.notYet",
      { availableInMs: waitMs },
      {
        minutes: Math.ceil(waitMs / 60_000),
      },
    );
  return {
    targetId,
    index,
    text: hint.text,
    image: hint.image,
    source: "student",
    penaltySeconds: hint.penaltySeconds,
  };
}

/** What a teacher's push gives one team (no penalty: the teacher chose to help), or a refusal. */
export function decideTeacherHint(
  document: GameDocument,
  team: HintTeam,
  pushed: PushedHint,
): HintGrant {
  if (team.finished) throw new CompetitionApiError(409, "hints.teamEnded");
  if (pushed.kind === "text") {
    const text = pushed.text.trim();
    if (!text || text.length > MAX_HINT_TEXT) throw new CompetitionApiError(400, "hints.chooseOne");
    return { targetId: null, index: null, text, image: "", source: "teacher", penaltySeconds: 0 };
  }
  const hint = hintListOf(document, pushed.targetId)?.hints[pushed.index];
  if (!hint) throw new CompetitionApiError(404, "hints.hintNotFound");
  if (taken(team, pushed.targetId).has(pushed.index))
    throw new CompetitionApiError(409, "hints.alreadyGiven");
  return {
    targetId: pushed.targetId,
    index: pushed.index,
    text: hint.text,
    image: hint.image,
    source: "teacher",
    penaltySeconds: 0,
  };
}

/**
 * Stores a hint for a team that is still at version `expected` (compare-and-set, like a turn):
 * the log row, the team's counters and version, and (for a device's request) the device's
 * input number. False when the team moved meanwhile (the caller decides again).
 */
export async function writeHint(
  prisma: Pick<PrismaClient, "$queryRaw">,
  w: {
    competitionId: string;
    sessionId: string;
    expected: number;
    grant: HintGrant;
    now: Date;
    pushedById: string | null;
    device: { hash: string; seq: number; input: unknown } | null;
    /** The team's state after the runtime heard of the hint ("hint taken" rules), if it did. */
    turn: HintTurn | null;
  },
): Promise<boolean> {
  const { grant, turn } = w;
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH s AS (
      UPDATE "CompetitionSession" cs
      SET "snapshotSeq" = cs."snapshotSeq" + 1,
          "hintsTaken" = cs."hintsTaken" + 1,
          "penaltySeconds" = cs."penaltySeconds" + ${grant.penaltySeconds}::int,
          "snapshot" = COALESCE(${turn ? JSON.stringify(turn.snapshot) : null}::jsonb, cs."snapshot"),
          "currentSceneId" = COALESCE(${turn?.sceneId ?? null}::text, cs."currentSceneId"),
          "scenesReached" = COALESCE(${turn?.scenesReached ?? null}::text[], cs."scenesReached"),
          "wakeAt" = CASE WHEN ${turn !== null}::boolean THEN ${turn?.wakeAt ?? null}::timestamptz(3)
                          ELSE cs."wakeAt" END,
          "finishedAt" = COALESCE(cs."finishedAt", ${turn?.finishedAt ?? null}::timestamptz(3)),
          "updatedAt" = ${w.now}::timestamptz(3)
      WHERE cs."id" = ${w.sessionId} AND cs."snapshotSeq" = ${w.expected}
        AND cs."finishedAt" IS NULL
        AND (${w.device?.hash ?? null}::text IS NULL OR EXISTS (
              SELECT 1 FROM "CompetitionSessionToken" t
              WHERE t."id" = ${w.device?.hash ?? null}::text AND t."sessionId" = cs."id"
                AND t."inputSeq" < ${w.device?.seq ?? 0}::int))
      RETURNING cs."id"
    ), d AS (
      UPDATE "CompetitionSessionToken" t SET "inputSeq" = ${w.device?.seq ?? 0}::int
      FROM s WHERE ${w.device?.hash ?? null}::text IS NOT NULL
        AND t."id" = ${w.device?.hash ?? null}::text
      RETURNING 1
    ), l AS (
      INSERT INTO "CompetitionInput" ("id", "sessionId", "deviceId", "seq", "stateSeq", "input", "createdAt")
      SELECT ${randomUUID()}, s."id", ${w.device?.hash ?? null}::text, ${w.device?.seq ?? 0}::int,
             ${w.expected + 1}::int, ${w.device ? JSON.stringify(w.device.input) : null}::jsonb,
             ${w.now}::timestamptz(3)
      FROM s WHERE ${w.device?.hash ?? null}::text IS NOT NULL
      RETURNING 1
    ), h AS (
      INSERT INTO "HintLog" ("id", "competitionId", "sessionId", "targetId", "hintIndex", "text",
                             "image", "source", "penaltySeconds", "pushedById", "createdAt")
      SELECT ${randomUUID()}, ${w.competitionId}, s."id", ${grant.targetId}::text,
             ${grant.index}::int, ${grant.text}, ${grant.image}, ${grant.source},
             ${grant.penaltySeconds}::int, ${w.pushedById}::text, ${w.now}::timestamptz(3)
      FROM s
      RETURNING 1
    )
    SELECT "id" FROM s`;
  return rows.length > 0;
}

/** What the team's runtime made of a hint (its rules may move it on). */
export interface HintTurn {
  snapshot: unknown;
  sceneId: string;
  scenesReached: string[];
  wakeAt: Date | null;
  finishedAt: Date | null;
}

/** The state to store from the turn in which the team's runtime heard of a hint. */
export function hintTurnOf(
  result: Pick<TurnResult, "snapshot" | "sceneId" | "scenesReached" | "wakeAt" | "finishes">,
  team: { createdAt: Date; pausedMs: number; finishedAt: Date | null },
  now: Date,
): HintTurn {
  // A hint is never "unchanged" (the runtime counts it); game time runs without the pauses.
  const wakeAt = result.wakeAt === "unchanged" ? 0 : result.wakeAt;
  return {
    snapshot: result.snapshot,
    sceneId: result.sceneId,
    scenesReached: result.scenesReached,
    wakeAt:
      wakeAt === undefined
        ? null
        : new Date(team.createdAt.getTime() + team.pausedMs + Math.ceil(wakeAt)),
    finishedAt: team.finishedAt ?? (result.finishes ? now : null),
  };
}

/** The hints a team was given, oldest first (for its state). */
export const givenHintsSql = Prisma.sql`(
  SELECT coalesce(json_agg(json_build_object(
           'targetId', h."targetId", 'index', h."hintIndex", 'text', h."text", 'image', h."image",
           'source', h."source", 'penaltySeconds', h."penaltySeconds",
           'at', to_char(h."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           ORDER BY h."createdAt", h."id"), '[]'::json)
  FROM "HintLog" h WHERE h."sessionId" = s."id")`;
