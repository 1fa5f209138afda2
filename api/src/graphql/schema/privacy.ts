/**
 * Privacy by default (issue 27) in GraphQL: a competition's naming mode, retention and data
 * deletion date; the manager's export and deletion of a competition's personal data; a user's
 * (or, audited, an admin's for any user) export of an account's data and its deletion.
 */
import { isAdmin } from "../../permissions";
import { LTI_RETENTION_DAYS_DEFAULT } from "../../config";
import { AppError } from "../../auth/errors";
import {
  dataDeletionDate,
  deleteCompetitionPersonalData,
  exportCompetitionPersonalData,
  RETENTION_DEFAULT_DAYS,
  RETENTION_MAX_DAYS,
} from "../../competitions/personal-data";
import { competitionPhase } from "../../competitions/phase";
import { normalizeEmail } from "../../auth/service";
import {
  AccountDeletionRefused,
  accountDeletionPlan,
  deleteAccount,
  exportAccountData,
} from "../../privacy/account";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";
import { Competition, ownCompetition, ParticipantNamingEnum } from "./competition";

const manager = { competitionManager: true, admin: true } as const;
const retentionMax = (ctx: GraphQLContext) =>
  Math.min(RETENTION_MAX_DAYS, ctx.privacy?.retentionMaxDays ?? RETENTION_MAX_DAYS);

builder.prismaObjectFields(Competition, (t) => ({
  participantNaming: t.expose("participantNaming", { type: ParticipantNamingEnum }),
  retentionDays: t.exposeInt("retentionDays", {
    description: "Days after the end until the players' personal data is deleted.",
  }),
  dataDeletionAt: t.field({
    type: "DateTime",
    description:
      "When the retention job deletes the players' personal data (the end plus the retention, capped by the instance's maximum).",
    resolve: (c, _args, ctx) => dataDeletionDate(c, retentionMax(ctx)),
  }),
  dataDeletedAt: t.expose("dataDeletedAt", {
    type: "DateTime",
    nullable: true,
    description: "When the players' personal data was deleted; anonymous counts remain.",
  }),
  deletedTeamCount: t.exposeInt("deletedTeamCount", { nullable: true }),
  deletedPlayerCount: t.exposeInt("deletedPlayerCount", { nullable: true }),
}));

builder.queryFields((t) => ({
  retentionMaxDays: t.int({
    description: "The longest retention a manager may choose on this instance.",
    resolve: (_root, _args, ctx) => retentionMax(ctx),
  }),
  exportCompetitionData: t.field({
    type: "JSON",
    authScopes: (_root, { id }) => ({ competitionManager: String(id) }),
    description:
      "All personal data stored about a competition's players (names as the naming mode stored them, access codes, team states, inputs, answer attempts, with times).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      return exportCompetitionPersonalData(ctx.prisma, String(id));
    },
  }),
}));

builder.mutationFields((t) => ({
  deleteCompetitionData: t.prismaField({
    type: Competition,
    authScopes: manager,
    description:
      "Deletes the personal data of one of the viewer's competitions at once (teams with names, codes, states, inputs, answer attempts); anonymous counts remain. Refused while it runs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const competition = await ownCompetition(ctx, String(id));
      if (competitionPhase(competition.startDate, competition.endDate, ctx.now()) === "ACTIVE")
        throw userError(ctx, "CONFLICT", "privacy.competitionRunning");
      try {
        await deleteCompetitionPersonalData(ctx.prisma, competition.id, {
          now: ctx.now(),
          actorId: ctx.viewer!.id,
          reason: "manager",
        });
      } catch {
        throw userError(ctx, "CONFLICT", "privacy.deleteFailed");
      }
      return ctx.prisma.competition.findUniqueOrThrow({ ...query, where: { id: competition.id } });
    },
  }),
}));

// ------------------------------------------------------------------ accounts

const GamesUsedByOthersEnum = builder.enumType("GamesUsedByOthers", {
  values: ["TRANSFER", "ANONYMIZE"] as const,
  description:
    "What happens to the user's games that other people's competitions use: given to another account, or kept without an owner's identity.",
});

const PlanGame = builder.objectRef<{ id: number; title: string }>("AccountDeletionGame").implement({
  fields: (t) => ({ id: t.exposeInt("id"), title: t.exposeString("title") }),
});
const PlanUsedGame = builder
  .objectRef<{ id: number; title: string; competitions: string[] }>("AccountDeletionUsedGame")
  .implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      competitions: t.exposeStringList("competitions", {
        description: "Titles of the other people's competitions that use it.",
      }),
    }),
  });
const PlanCompetition = builder
  .objectRef<{ id: string; title: string }>("AccountDeletionCompetition")
  .implement({ fields: (t) => ({ id: t.exposeID("id"), title: t.exposeString("title") }) });
const Plan = builder
  .objectRef<Awaited<ReturnType<typeof accountDeletionPlan>>>("AccountDeletionPlan")
  .implement({
    description: "Exactly what deleting the account does (shown before the user confirms).",
    fields: (t) => ({
      deletedGames: t.field({ type: [PlanGame], resolve: (p) => p.deletedGames }),
      gamesUsedByOthers: t.field({ type: [PlanUsedGame], resolve: (p) => p.gamesUsedByOthers }),
      competitions: t.field({ type: [PlanCompetition], resolve: (p) => p.competitions }),
      runningCompetitions: t.exposeStringList("runningCompetitions", {
        description: "Running competitions that block the deletion until they end.",
      }),
      assets: t.exposeInt("assets", { description: "Uploaded files (they lose their owner)." }),
    }),
  });

/** The account acted on: the viewer's own, or (admins only) any user's. */
async function targetUser(ctx: GraphQLContext, userId: string | null | undefined) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError("UNAUTHENTICATED", ctx.locale);
  if (!userId || userId === viewer.id) return viewer.id;
  if (!(viewer.emailVerified && isAdmin(viewer))) throw new AppError("FORBIDDEN", ctx.locale);
  const found = await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!found) throw userError(ctx, "NOT_FOUND", "privacy.userNotFound");
  return found.id;
}

const DeleteAccountInput = builder.inputType("DeleteAccountInput", {
  fields: (t) => ({
    userId: t.id({ required: false, description: "Admins only: another user's account." }),
    confirmEmail: t.string({
      required: true,
      description: "The account's email address, typed to confirm.",
    }),
    gamesUsedByOthers: t.field({ type: GamesUsedByOthersEnum, required: false }),
    transferToEmail: t.string({
      required: false,
      description: "With TRANSFER: the confirmed account that receives those games.",
    }),
  }),
});

builder.queryFields((t) => ({
  exportMyData: t.field({
    type: "JSON",
    description:
      "Everything stored about the viewer's account (admins: any user's, audited): account, login sessions, games, uploads, competitions, payment references.",
    args: { userId: t.arg.id({ required: false }) },
    resolve: async (_root, { userId }, ctx) => {
      const id = await targetUser(ctx, userId ? String(userId) : null);
      const data = await exportAccountData(ctx.prisma, id);
      if (!data) throw userError(ctx, "NOT_FOUND", "privacy.userNotFound");
      if (id !== ctx.viewer!.id)
        await ctx.prisma.auditEvent.create({
          data: { actorId: ctx.viewer!.id, action: "account.exported.admin", subjectId: id },
        });
      return data;
    },
  }),
  accountDeletionPlan: t.field({
    type: Plan,
    description: "What deleting the account would do (the viewer's; admins: any user's).",
    args: { userId: t.arg.id({ required: false }) },
    resolve: async (_root, { userId }, ctx) =>
      accountDeletionPlan(
        ctx.prisma,
        await targetUser(ctx, userId ? String(userId) : null),
        ctx.now(),
      ),
  }),
}));

builder.mutationFields((t) => ({
  deleteMyAccount: t.id({
    description:
      "Deletes the account (the viewer's; admins: any user's, audited) with its competitions and games; games other people's competitions use are transferred or anonymised as chosen. One transaction; refused while a competition that needs them runs. Returns the deleted account's id.",
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = await targetUser(ctx, input.userId ? String(input.userId) : null);
      const user = await ctx.prisma.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true },
      });
      if (normalizeEmail(input.confirmEmail) !== user.email)
        throw userError(
          ctx,
          "BAD_USER_INPUT",
          "privacy.confirmEmailMismatch",
          {},
          {
            field: "confirmEmail",
          },
        );
      let transferTo: string | null = null;
      if (input.gamesUsedByOthers === "TRANSFER") {
        const email = normalizeEmail(input.transferToEmail ?? "");
        const target = email
          ? await ctx.prisma.user.findUnique({
              where: { email },
              select: { id: true, emailVerifiedAt: true },
            })
          : null;
        if (!target || target.id === userId || !target.emailVerifiedAt)
          throw userError(
            ctx,
            "BAD_USER_INPUT",
            "privacy.transferTargetNotFound",
            {},
            {
              field: "transferToEmail",
            },
          );
        transferTo = target.id;
      }
      try {
        await deleteAccount(ctx.prisma, {
          userId,
          actorId: ctx.viewer!.id,
          now: ctx.now(),
          gamesUsedByOthers: input.gamesUsedByOthers ?? null,
          transferTo,
        });
      } catch (error) {
        if (error instanceof AccountDeletionRefused)
          throw userError(
            ctx,
            error.key === "privacy.userNotFound" ? "NOT_FOUND" : "CONFLICT",
            error.key,
            { list: error.list.join(", ") },
            { list: error.list },
          );
        throw userError(ctx, "CONFLICT", "privacy.deleteFailed");
      }
      return userId;
    },
  }),
}));

// ------------------------------------------------------------------ the processing page

const Processing = builder
  .objectRef<{
    storage: string | null;
    mail: string | null;
    ai: string | null;
    aiChatEnabled: boolean;
    retentionDefaultDays: number;
    retentionMaxDays: number;
    ltiRetentionDays: number;
  }>("PrivacyProcessing")
  .implement({
    description:
      "What the privacy page says about this instance, from its configuration (host names only, never credentials).",
    fields: (t) => ({
      storageHost: t.exposeString("storage", {
        nullable: true,
        description: "The S3-compatible storage's host for uploaded files; null: on this server.",
      }),
      mailHost: t.exposeString("mail", {
        nullable: true,
        description: "The SMTP server's host; null: no mail server configured.",
      }),
      aiHost: t.exposeString("ai", {
        nullable: true,
        description: "The AI chat's model endpoint host; null: AI chat off or not configured.",
      }),
      aiChatEnabled: t.exposeBoolean("aiChatEnabled"),
      retentionDefaultDays: t.exposeInt("retentionDefaultDays"),
      retentionMaxDays: t.exposeInt("retentionMaxDays"),
      ltiRetentionDays: t.exposeInt("ltiRetentionDays", {
        description: "Days a launch from a learning platform (LTI) and its scores are kept.",
      }),
    }),
  });

builder.queryFields((t) => ({
  privacyProcessing: t.field({
    type: Processing,
    description: "For the public page /privacy/processing.",
    resolve: (_root, _args, ctx) => {
      const hosts = ctx.privacy?.subProcessors ?? { storage: null, mail: null, ai: null };
      const max = retentionMax(ctx);
      return {
        ...hosts,
        aiChatEnabled: (ctx.privacy?.aiChat ?? true) && hosts.ai !== null,
        retentionDefaultDays: Math.min(RETENTION_DEFAULT_DAYS, max),
        retentionMaxDays: max,
        ltiRetentionDays: ctx.privacy?.ltiRetentionDays ?? LTI_RETENTION_DAYS_DEFAULT,
      };
    },
  }),
}));
