/**
 * The teacher acting during the lesson (issue 24, items 1, 3, 4): time control (extra time,
 * pause/resume, end a team's or everyone's game), the live board's stuck alerts and settings,
 * announcements, and the projector view (read-only: no answers, no wrong attempts).
 */
import { isAdmin } from "../../permissions";
import { loadBoard, type Board, type BoardTeam, type StuckAlert } from "../../competitions/board";
import { publishTeamControl, publishTeamRows } from "../../competitions/control-events";
import { competitionPhase } from "../../competitions/phase";
import { TimeControl, TimeControlError } from "../../competitions/time-control";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";
import {
  BoardRef,
  BoardTeamRef,
  manager,
  ownCompetition,
  UUID,
  watchCompetition,
} from "./competition";

export const ANNOUNCEMENT_MAX = 280;

const Stuck = builder.objectRef<StuckAlert>("BoardStuckAlert").implement({
  description: "Why a team is flagged as stuck, on what (names) and since when.",
  fields: (t) => ({
    reason: t.exposeString("reason", {
      description: "noProgress (no new scene or solved lock for N minutes) or wrongAttempts.",
    }),
    since: t.expose("since", { type: "DateTime" }),
    sceneName: t.exposeString("sceneName", { nullable: true }),
    elementName: t.exposeString("elementName", { nullable: true }),
    wrongInRow: t.exposeInt("wrongInRow"),
  }),
});

builder.objectFields(BoardTeamRef, (t) => ({
  extraMinutes: t.exposeInt("extraMinutes"),
  paused: t.exposeBoolean("paused"),
  over: t.exposeBoolean("over", {
    description: "Finished, ended by the teacher, or its time is up.",
  }),
  endedByTeacher: t.exposeBoolean("endedByTeacher"),
  endsAt: t.expose("endsAt", {
    type: "DateTime",
    description: "The team's end: the competition's, plus extra time and pauses.",
  }),
  stuck: t.field({ type: Stuck, nullable: true, resolve: (team) => team.stuck }),
}));

builder.objectFields(BoardRef, (t) => ({
  paused: t.exposeBoolean("paused", { description: "The whole class is paused." }),
  endDate: t.expose("endDate", { type: "DateTime" }),
  stuckMinutes: t.exposeInt("stuckMinutes"),
  stuckWrongInRow: t.exposeInt("stuckWrongInRow"),
  projectorShowNames: t.exposeBoolean("projectorShowNames"),
  announcement: t.exposeString("announcement", { nullable: true }),
  announcedAt: t.expose("announcedAt", { type: "DateTime", nullable: true }),
}));

interface ControlResult {
  changedTeams: string[];
}
const ControlResultRef = builder.objectRef<ControlResult>("CompetitionControlResult").implement({
  description: "What a time-control action changed (nothing: it had already been done).",
  fields: (t) => ({
    changedTeams: t.exposeIDList("changedTeams"),
  }),
});

function control(ctx: GraphQLContext) {
  return new TimeControl({
    prisma: ctx.prisma,
    now: () => ctx.now(),
    changed: (competitionId, sessionIds, known) => {
      // One team's action brings its new clock along: nothing to read again.
      if (known)
        publishTeamRows(ctx.board, ctx.now(), competitionId, known.competition, known.teams);
      else
        void publishTeamControl(
          ctx.prisma,
          ctx.board,
          ctx.now(),
          competitionId,
          sessionIds.length > 0 ? sessionIds : null,
        ).catch(() => {});
    },
  });
}

type Target = { competitionId: string; userId: string; ownerId: string | null };

/**
 * A manager's action on their competition (admins: any). Time control checks the ownership in
 * its own statement (`owned`: no query before it); announcements and settings look it up first.
 */
async function act(
  ctx: GraphQLContext,
  competitionId: string,
  fn: (tc: TimeControl, target: Target) => Promise<{ changed: string[] }>,
  owned: "checkFirst" | "inStatement" = "checkFirst",
): Promise<ControlResult> {
  if (owned === "checkFirst" || !UUID.test(competitionId)) await ownCompetition(ctx, competitionId);
  const viewer = ctx.viewer!;
  const ownerId = isAdmin(viewer) ? null : viewer.id;
  try {
    const { changed } = await fn(control(ctx), { competitionId, userId: viewer.id, ownerId });
    return { changedTeams: changed };
  } catch (error) {
    if (error instanceof TimeControlError) throw error.inLocale(ctx.locale);
    throw error;
  }
}

const teamArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  competitionId: t.arg.id({ required: true }),
  sessionId: t.arg.id({ required: false, description: "One team; absent: the whole class." }),
});

builder.mutationFields((t) => ({
  setTeamExtraTime: t.field({
    type: ControlResultRef,
    authScopes: manager,
    description:
      "Sets a team's extra minutes (0 to 1440; absent sessionId: every playing team). Its end, countdown and ranking follow.",
    args: { ...teamArgs(t), minutes: t.arg.int({ required: true }) },
    resolve: (_root, { competitionId, sessionId, minutes }, ctx) =>
      act(
        ctx,
        String(competitionId),
        (tc, target) =>
          tc.setExtraTime({ ...target, sessionId: sessionId ? String(sessionId) : null }, minutes),
        "inStatement",
      ),
  }),
  pauseCompetition: t.field({
    type: ControlResultRef,
    authScopes: manager,
    description: "Pauses one team or the whole class: its clock stops, no input is accepted.",
    args: teamArgs(t),
    resolve: (_root, { competitionId, sessionId }, ctx) =>
      act(
        ctx,
        String(competitionId),
        (tc, target) => tc.pause({ ...target, sessionId: sessionId ? String(sessionId) : null }),
        "inStatement",
      ),
  }),
  resumeCompetition: t.field({
    type: ControlResultRef,
    authScopes: manager,
    description: "Resumes one team or everyone; the pause moves the team's end.",
    args: teamArgs(t),
    resolve: (_root, { competitionId, sessionId }, ctx) =>
      act(
        ctx,
        String(competitionId),
        (tc, target) => tc.resume({ ...target, sessionId: sessionId ? String(sessionId) : null }),
        "inStatement",
      ),
  }),
  endTeamGame: t.field({
    type: ControlResultRef,
    authScopes: manager,
    description: "Ends one team's game now, or everyone's (the competition ends now).",
    args: teamArgs(t),
    resolve: (_root, { competitionId, sessionId }, ctx) =>
      act(
        ctx,
        String(competitionId),
        (tc, target) => tc.endGame({ ...target, sessionId: sessionId ? String(sessionId) : null }),
        "inStatement",
      ),
  }),
  pushCompetitionAnnouncement: t.field({
    type: ControlResultRef,
    authScopes: manager,
    description:
      "Shows a short text on the projector and in every team's player (empty: takes it down).",
    args: { competitionId: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_root, { competitionId, text }, ctx) =>
      act(ctx, String(competitionId), async (tc, target) => {
        const clean = text.trim().replace(/\s+/g, " ");
        if (clean.length > ANNOUNCEMENT_MAX)
          throw userError(ctx, "BAD_USER_INPUT", "competitionControl.announcementInvalid", {
            max: ANNOUNCEMENT_MAX,
          });
        const now = ctx.now();
        await ctx.prisma.competition.update({
          where: { id: target.competitionId },
          data: { announcement: clean || null, announcedAt: clean ? now : null },
        });
        await tc.audit(target, "pushCompetitionAnnouncement", now, { text: clean });
        void publishTeamControl(ctx.prisma, ctx.board, now, target.competitionId, null).catch(
          () => {},
        );
        return { changed: [] };
      }),
  }),
  updateCompetitionLiveSettings: t.field({
    type: ControlResultRef,
    authScopes: manager,
    description:
      "Stuck alerts (no progress for stuckMinutes, or stuckWrongInRow wrong answers in a row on one lock) and whether the projector shows team names.",
    args: {
      competitionId: t.arg.id({ required: true }),
      stuckMinutes: t.arg.int({ required: true }),
      stuckWrongInRow: t.arg.int({ required: true }),
      projectorShowNames: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      act(ctx, String(args.competitionId), async (tc, target) => {
        const { stuckMinutes, stuckWrongInRow, projectorShowNames } = args;
        if (stuckMinutes < 1 || stuckMinutes > 120 || stuckWrongInRow < 1 || stuckWrongInRow > 100)
          throw userError(ctx, "BAD_USER_INPUT", "competitionControl.settingsInvalid");
        await ctx.prisma.competition.update({
          where: { id: target.competitionId },
          data: { stuckMinutes, stuckWrongInRow, projectorShowNames },
        });
        await tc.audit(target, "updateCompetitionLiveSettings", ctx.now(), {
          stuckMinutes,
          stuckWrongInRow,
          projectorShowNames,
        });
        ctx.board.publish(target.competitionId);
        return { changed: [] };
      }),
  }),
}));

// ---- The projector: what the class may see (no answers, no wrong attempts, no stuck alerts).

interface ProjectorTeam {
  number: number;
  name: string | null;
  scenesReached: number;
  finished: boolean;
  rank: number | null;
  paused: boolean;
  over: boolean;
  endsAt: Date;
}
interface Projector {
  competitionId: string;
  title: string;
  startDate: Date;
  endDate: Date;
  phase: "UPCOMING" | "ACTIVE" | "ENDED";
  paused: boolean;
  showNames: boolean;
  sceneCount: number;
  announcement: string | null;
  announcedAt: Date | null;
  serverTime: Date;
  teams: ProjectorTeam[];
}

const ProjectorTeamRef = builder.objectRef<ProjectorTeam>("ProjectorTeam").implement({
  fields: (t) => ({
    number: t.exposeInt("number", { description: "Team 1, 2, … in the order they joined." }),
    name: t.exposeString("name", {
      nullable: true,
      description: "The players' names; null when the teacher shows only team numbers.",
    }),
    scenesReached: t.exposeInt("scenesReached"),
    finished: t.exposeBoolean("finished"),
    rank: t.exposeInt("rank", { nullable: true }),
    paused: t.exposeBoolean("paused"),
    over: t.exposeBoolean("over"),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
  }),
});

const ProjectorRef = builder.objectRef<Projector>("CompetitionProjector").implement({
  description: "The classroom projector's view of a competition (read-only).",
  fields: (t) => ({
    competitionId: t.exposeID("competitionId"),
    title: t.exposeString("title"),
    startDate: t.expose("startDate", { type: "DateTime" }),
    endDate: t.expose("endDate", { type: "DateTime" }),
    phase: t.exposeString("phase"),
    paused: t.exposeBoolean("paused"),
    showNames: t.exposeBoolean("showNames"),
    sceneCount: t.exposeInt("sceneCount"),
    announcement: t.exposeString("announcement", { nullable: true }),
    announcedAt: t.expose("announcedAt", { type: "DateTime", nullable: true }),
    serverTime: t.expose("serverTime", { type: "DateTime" }),
    teams: t.field({ type: [ProjectorTeamRef], resolve: (p) => p.teams }),
  }),
});

export function projectorOf(
  board: Board,
  competition: { title: string; startDate: Date },
  now: Date,
): Projector {
  const byJoin = [...board.teams].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  const number = new Map(byJoin.map((team, i) => [team.sessionId, i + 1]));
  const name = (team: BoardTeam) =>
    board.projectorShowNames ? team.players.map((p) => p.displayName).join(", ") : null;
  const teams = byJoin.map((team) => ({
    number: number.get(team.sessionId)!,
    name: name(team),
    scenesReached: team.scenesReached,
    finished: team.finished,
    rank: team.rank,
    paused: team.paused,
    over: team.over,
    endsAt: team.endsAt,
  }));
  teams.sort(
    (a, b) =>
      (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
      b.scenesReached - a.scenesReached ||
      a.number - b.number,
  );
  return {
    competitionId: board.competitionId,
    title: competition.title,
    startDate: competition.startDate,
    endDate: board.endDate,
    phase: competitionPhase(competition.startDate, board.endDate, now),
    paused: board.paused,
    showNames: board.projectorShowNames,
    sceneCount: board.sceneCount,
    announcement: board.announcement,
    announcedAt: board.announcedAt,
    serverTime: now,
    teams,
  };
}

async function loadProjector(ctx: GraphQLContext, id: string): Promise<Projector> {
  const competition = await ownCompetition(ctx, id);
  const now = ctx.now();
  return projectorOf(await loadBoard(ctx.prisma, id, now), competition, now);
}

builder.queryFields((t) => ({
  competitionProjector: t.field({
    type: ProjectorRef,
    authScopes: manager,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => loadProjector(ctx, String(id)),
  }),
}));

builder.subscriptionFields((t) => ({
  competitionProjectorChanged: t.field({
    type: ProjectorRef,
    authScopes: manager,
    description: "The projector now and after every change (and every few seconds); over SSE.",
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, { id }, ctx) => watchCompetition(ctx, String(id)),
    resolve: (_payload, { id }, ctx) => loadProjector(ctx, String(id)),
  }),
}));
