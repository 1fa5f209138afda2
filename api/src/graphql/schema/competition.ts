import { Repeater } from "graphql-yoga";
import { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../auth/errors";
import {
  loadBoard,
  type Board,
  type BoardPlayer as BoardPlayerData,
  type BoardTeam,
} from "../../competitions/board";
import { competitionPhase, type CompetitionPhase } from "../../competitions/phase";
import type { MessageKey } from "../../i18n/messages";
import { errorMessage } from "../../errors";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";
import { competitionWhere, isCompetitionManager, requireCompetition } from "../../permissions";
import { Game } from "./game";
import {
  DEFAULT_PARTICIPANT_NAMING,
  PARTICIPANT_NAMINGS,
  type ParticipantNaming,
} from "../../competitions/participant-names";
import { RETENTION_DEFAULT_DAYS, RETENTION_MAX_DAYS } from "../../competitions/personal-data";

export { competitionPhase, type CompetitionPhase };

/** Board updates closer together than this are sent as one. */
export const BOARD_COALESCE_MS = 300;
/** An open board is sent again this often without any change (stuck alerts come with time). */
export const BOARD_REFRESH_MS = 10_000;

export const ParticipantNamingEnum = builder.enumType("ParticipantNaming", {
  values: PARTICIPANT_NAMINGS,
  description:
    "How a competition's players are named, and all of their name the database keeps: a nickname, first name + initial of the last name (default), or first and last name.",
});

const Phase = builder.enumType("CompetitionPhase", {
  values: ["UPCOMING", "ACTIVE", "ENDED"] as const,
});

export const Competition = builder.prismaObject("Competition", {
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    startDate: t.expose("startDate", { type: "DateTime" }),
    endDate: t.expose("endDate", { type: "DateTime" }),
    phase: t.field({
      type: Phase,
      description: "By the server's clock.",
      resolve: (c, _args, ctx) => competitionPhase(c.startDate, c.endDate, ctx.now()),
    }),
    game: t.relation("game", { type: Game }),
    url: t.string({
      description: "The public competition page.",
      resolve: (c, _args, ctx) => `${ctx.publicOrigin}/competitions/${c.id}`,
    }),
    participantCount: t.int({
      select: { sessions: { select: { players: true } } },
      resolve: (c) =>
        c.sessions.reduce((sum, s) => sum + (Array.isArray(s.players) ? s.players.length : 0), 0),
    }),
    teamCount: t.relationCount("sessions"),
  }),
});

const PUBLIC_GAME: Prisma.GameWhereInput = { status: { in: ["PUBLISHED", "UNLISTED"] } };

builder.queryFields((t) => ({
  serverTime: t.field({
    type: "DateTime",
    description: "The server's clock; competition countdowns follow it, not the browser's.",
    resolve: (_root, _args, ctx) => ctx.now(),
  }),
  publicCompetitions: t.prismaField({
    type: [Competition],
    description:
      "Competitions that have not ended, soonest first, whose game is published or unlisted.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.competition.findMany({
        ...query,
        where: { endDate: { gt: ctx.now() }, game: PUBLIC_GAME },
        orderBy: { startDate: "asc" },
        take: 100,
      }),
  }),
  publicCompetition: t.prismaField({
    type: Competition,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) =>
      UUID.test(String(id))
        ? ctx.prisma.competition.findFirst({ ...query, where: { id: String(id) } })
        : null,
  }),
}));

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const COMPETITION_TITLE_MAX = 120;
export const manager = { competitionManager: true, admin: true } as const;

/** Competitions a manager may see and change: their own; admins: all (permissions.ts). */
function ownedWhere(ctx: GraphQLContext): Prisma.CompetitionWhereInput {
  return competitionWhere(ctx.viewer!);
}

/**
 * Whether the viewer who opened a live-board stream may still watch it, read afresh: the login
 * session still exists, the user is still a verified competition manager or admin, and the
 * competition is still theirs (admins: any). Checked before every update the stream delivers.
 */
export async function mayStillWatch(ctx: GraphQLContext, competitionId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (ctx.sessionId) {
    const session = await ctx.prisma.session.findUnique({
      where: { id: ctx.sessionId },
      select: { userId: true, expiresAt: true },
    });
    if (!session || session.userId !== ctx.viewer.id || session.expiresAt.getTime() <= Date.now())
      return false;
  }
  const user = await ctx.prisma.user.findUnique({
    where: { id: ctx.viewer.id },
    select: { roles: true, emailVerifiedAt: true },
  });
  if (!user?.emailVerifiedAt) return false;
  if (user.roles.includes("ADMIN")) return true;
  if (!user.roles.includes("COMPETITION_MANAGER")) return false;
  const owned = await ctx.prisma.competition.count({
    where: { id: competitionId, createdById: ctx.viewer.id },
  });
  return owned > 0;
}

/** The viewer's competition (admins: any), or NOT_FOUND: permissions.ts decides. */
export function ownCompetition(ctx: GraphQLContext, id: string) {
  return requireCompetition(ctx, id);
}

const CompetitionInput = builder.inputType("CompetitionInput", {
  description:
    "Dates as ISO 8601 strings; every field is checked by the server (the competition form's validation rules) and the messages name the field.",
  fields: (t) => ({
    title: t.string({ required: false }),
    startDate: t.string({ required: false }),
    endDate: t.string({ required: false }),
    gameId: t.int({ required: false }),
    participantNaming: t.field({
      type: ParticipantNamingEnum,
      required: false,
      description: "How players are named (default FIRST_NAME_INITIAL); fixed once a team joined.",
    }),
    retentionDays: t.int({
      required: false,
      description: "Days after the end until the players' data is deleted (default 30, 0 to 365).",
    }),
  }),
});

type FieldErrors = Partial<
  Record<
    "title" | "startDate" | "endDate" | "gameId" | "participantNaming" | "retentionDays",
    MessageKey
  >
>;

/**
 * The competition form's checks. All field errors at once: the message is the first, and
 * `extensions.fields` maps each field to its message.
 */
async function validateCompetition(
  ctx: GraphQLContext,
  input: {
    title?: string | null;
    startDate?: string | null;
    endDate?: string | null;
    gameId?: number | null;
    participantNaming?: ParticipantNaming | null;
    retentionDays?: number | null;
  },
  current?: { id: string; participantNaming: ParticipantNaming; retentionDays: number },
) {
  const errors: FieldErrors = {};
  const retentionMax = Math.min(
    RETENTION_MAX_DAYS,
    ctx.privacy?.retentionMaxDays ?? RETENTION_MAX_DAYS,
  );
  const retentionDays =
    input.retentionDays ?? current?.retentionDays ?? Math.min(RETENTION_DEFAULT_DAYS, retentionMax);
  if (!Number.isInteger(retentionDays) || retentionDays < 0 || retentionDays > retentionMax)
    errors.retentionDays = "privacy.retentionRange";
  const participantNaming =
    input.participantNaming ?? current?.participantNaming ?? DEFAULT_PARTICIPANT_NAMING;
  if (current && participantNaming !== current.participantNaming) {
    const teams = await ctx.prisma.competitionSession.count({
      where: { competitionId: current.id },
    });
    if (teams > 0) errors.participantNaming = "privacy.namingLocked";
  }
  const title = (input.title ?? "").trim().replace(/\s+/g, " ");
  if (!title) errors.title = "competition.titleRequired";
  else if (title.length > COMPETITION_TITLE_MAX) errors.title = "competition.titleTooLong";
  const date = (raw: string | null | undefined, field: "startDate" | "endDate") => {
    if (!raw?.trim()) {
      errors[field] =
        field === "startDate" ? "competition.startRequired" : "competition.endRequired";
      return null;
    }
    const d = new Date(raw);
    if (Number.isNaN(d.getTime())) {
      errors[field] = "competition.invalidDate";
      return null;
    }
    return d;
  };
  const startDate = date(input.startDate, "startDate");
  const endDate = date(input.endDate, "endDate");
  if (startDate && endDate && endDate <= startDate) errors.endDate = "competition.endBeforeStart";
  const gameId = input.gameId ?? null;
  if (gameId === null) errors.gameId = "competition.gameIdRequired";
  else {
    try {
      const game =
        gameId > 0 && gameId <= 2_147_483_647
          ? await ctx.prisma.game.findFirst({
              where: { id: gameId, ...PUBLIC_GAME },
              select: { id: true },
            })
          : null;
      if (!game) errors.gameId = "competition.gameNotAccessible";
    } catch {
      errors.gameId = "competition.validationFailed";
    }
  }
  const entries = Object.entries(errors) as [keyof FieldErrors, MessageKey][];
  if (entries.length > 0) {
    const paramsOf = (field: keyof FieldErrors) => ({
      max: field === "retentionDays" ? retentionMax : COMPETITION_TITLE_MAX,
    });
    const fields = Object.fromEntries(
      entries.map(([field, key]) => [field, errorMessage(ctx.locale, key, paramsOf(field))]),
    );
    const [field, key] = entries[0]!;
    throw userError(ctx, "BAD_USER_INPUT", key, paramsOf(field), { field, fields });
  }
  return {
    title,
    startDate: startDate!,
    endDate: endDate!,
    gameId: gameId!,
    participantNaming,
    retentionDays,
  };
}

builder.queryFields((t) => ({
  managedCompetitions: t.prismaField({
    type: [Competition],
    authScopes: manager,
    description: "The viewer's competitions (admins: all), by start date.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.competition.findMany({
        ...query,
        where: ownedWhere(ctx),
        orderBy: { startDate: "asc" },
        take: 500,
      }),
  }),
  managedCompetition: t.prismaField({
    type: Competition,
    authScopes: (_root, { id }) => ({ competitionManager: String(id) }),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      return ctx.prisma.competition.findUniqueOrThrow({ ...query, where: { id: String(id) } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createCompetition: t.prismaField({
    type: Competition,
    authScopes: manager,
    args: { input: t.arg({ type: CompetitionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const data = await validateCompetition(ctx, input);
      return ctx.prisma.competition.create({
        ...query,
        data: { ...data, createdById: ctx.viewer!.id },
      });
    },
  }),
  updateCompetition: t.prismaField({
    type: Competition,
    authScopes: manager,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: CompetitionInput, required: true }),
    },
    resolve: async (query, _root, { id, input }, ctx) => {
      const current = await ownCompetition(ctx, String(id));
      const data = await validateCompetition(ctx, input, current);
      return ctx.prisma.competition.update({ ...query, where: { id: String(id) }, data });
    },
  }),
  deleteCompetition: t.id({
    authScopes: (_root, { id }) => ({ competitionManager: String(id) }),
    description: "Deletes a competition with its game sessions; returns its id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      try {
        await ctx.prisma.competition.delete({ where: { id: String(id) } });
      } catch {
        throw userError(ctx, "CONFLICT", "competition.deleteFailed");
      }
      return String(id);
    },
  }),
}));

const BoardPlayer = builder.objectRef<BoardPlayerData>("BoardPlayer").implement({
  description: "Only what the competition's participantNaming stored of a player's name.",
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "Empty in NICKNAME competitions." }),
    lastName: t.exposeString("lastName", {
      description: "The last name (FULL_NAME), its initial (FIRST_NAME_INITIAL) or empty.",
    }),
    nickname: t.exposeString("nickname", { nullable: true }),
    displayName: t.exposeString("displayName", {
      description:
        'As shown everywhere (formatParticipantName): "Lena S.", "Lena Schmidt", a nickname.',
    }),
  }),
});

const BoardLockAttempts = builder
  .objectRef<BoardTeam["wrongAttemptsPerLock"][number]>("BoardLockAttempts")
  .implement({
    description: "Wrong answers a team gave at one code lock or input (the server's log).",
    fields: (t) => ({
      elementId: t.exposeID("elementId"),
      elementName: t.exposeString("elementName"),
      count: t.exposeInt("count"),
    }),
  });

export const BoardTeamRef = builder.objectRef<BoardTeam>("BoardTeam").implement({
  description: "One team on the live board.",
  fields: (t) => ({
    sessionId: t.exposeID("sessionId"),
    players: t.field({ type: [BoardPlayer], resolve: (team) => team.players }),
    currentSceneId: t.exposeString("currentSceneId", { nullable: true }),
    currentSceneName: t.exposeString("currentSceneName", { nullable: true }),
    scenesReached: t.exposeInt("scenesReached"),
    wrongAttempts: t.exposeInt("wrongAttempts", {
      description:
        "Wrong answers in all, from the server's log of checked answers (before any: the last saved state).",
    }),
    wrongAttemptsPerLock: t.field({
      type: [BoardLockAttempts],
      description: "Wrong answers per code lock or input, most first (the server's log).",
      resolve: (team) => team.wrongAttemptsPerLock,
    }),
    timePlayedMs: t.exposeFloat("timePlayedMs", {
      description: "From registration until finishing (or now, or the end of the competition).",
    }),
    hintsTaken: t.exposeInt("hintsTaken", {
      description: "Hints the team was shown (asked for from the player or pushed by a teacher).",
    }),
    penaltySeconds: t.exposeInt("penaltySeconds", {
      description: "Seconds the hints' penalties add to the team's time (the ranking counts them).",
    }),
    finished: t.exposeBoolean("finished"),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    rank: t.exposeInt("rank", {
      nullable: true,
      description: "By finish time with hint penalties; null while playing.",
    }),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    lastSavedAt: t.expose("lastSavedAt", { type: "DateTime" }),
  }),
});

export const BoardRef = builder.objectRef<Board>("CompetitionBoard").implement({
  fields: (t) => ({
    competitionId: t.exposeID("competitionId"),
    sceneCount: t.exposeInt("sceneCount"),
    teams: t.field({ type: [BoardTeamRef], resolve: (board) => board.teams }),
    updatedAt: t.field({ type: "DateTime", resolve: (_b, _args, ctx) => ctx.now() }),
  }),
});

builder.queryFields((t) => ({
  competitionBoard: t.field({
    type: BoardRef,
    authScopes: (_root, { id }) => ({ competitionManager: String(id) }),
    description: "The live board of one of the viewer's competitions (admins: any).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      return loadBoard(ctx.prisma, String(id), ctx.now());
    },
  }),
}));

builder.subscriptionFields((t) => ({
  competitionBoardChanged: t.field({
    type: BoardRef,
    authScopes: manager,
    description:
      "The live board now and after every change of a team (registration, saved state); over SSE.",
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, { id }, ctx) => watchCompetition(ctx, String(id)),
    resolve: (_payload, { id }, ctx) => loadBoard(ctx.prisma, String(id), ctx.now()),
  }),
}));

/**
 * A manager's live view of a competition (the board, the projector): checked now, then a push
 * after every change of a team (coalesced) and every BOARD_REFRESH_MS; it ends when the viewer
 * may no longer watch. Scope auth guards `resolve`, not `subscribe`: refused here before anything
 * reads the viewer.
 */
export async function watchCompetition(ctx: GraphQLContext, competitionId: string) {
  const viewer = ctx.viewer;
  if (!viewer || !viewer.emailVerified)
    throw new AppError(viewer ? "EMAIL_NOT_VERIFIED" : "UNAUTHENTICATED", ctx.locale);
  if (!isCompetitionManager(viewer)) throw new AppError("FORBIDDEN", ctx.locale);
  await ownCompetition(ctx, competitionId);
  return new Repeater<true>(async (push, stop) => {
    const changes = ctx.board.pubsub.subscribe("competitionBoard", competitionId);
    // A class saving at once would reload the board for every save: one update per 300 ms.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        // Logged out, role revoked, competition no longer theirs: the stream ends.
        void mayStillWatch(ctx, competitionId).then(
          (allowed) => (allowed ? push(true) : stop()),
          (error: unknown) => stop(error),
        );
      }, BOARD_COALESCE_MS);
    };
    // Without any event, time alone can make a team stuck: the board is sent again now and then.
    const refresh = setInterval(changed, BOARD_REFRESH_MS);
    void stop.then(() => {
      clearTimeout(timer);
      clearInterval(refresh);
      void changes.return?.();
    });
    await push(true);
    for await (const _change of changes) changed();
  });
}
