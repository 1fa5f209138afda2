/**
 * A user's own data (issue 27): everything stored about an account, and its deletion.
 *
 * Deleting an account deletes its competitions (with their teams' data), its games and the
 * account. A game used in someone else's competition cannot simply go: the user chooses to
 * transfer such games to another account or to anonymise them (they then belong to the
 * instance's "deleted account" placeholder, which cannot log in). Everything happens in one
 * transaction; it is refused, with the list, while a competition that needs the user's games
 * or the user's own competition is running.
 */
import { competitionPhase } from "../competitions/phase";
import type { PrismaClient } from "../generated/prisma/client";
import type { MessageKey } from "../i18n/messages";

/** The placeholder owner of anonymised games (no password can match "!"; no roles). */
export const DELETED_ACCOUNT_EMAIL = "deleted-account@invalid";

export type GamesUsedByOthers = "TRANSFER" | "ANONYMIZE";

export interface DeletionPlan {
  /** Games deleted with the account. */
  deletedGames: { id: number; title: string }[];
  /** Games other people's competitions use: transferred or anonymised. */
  gamesUsedByOthers: { id: number; title: string; competitions: string[] }[];
  /** The user's own competitions (deleted, with their teams). */
  competitions: { id: string; title: string }[];
  /** Competitions running now that block the deletion (titles). */
  runningCompetitions: string[];
  assets: number;
}

/** Thrown with a message key (and its list) when a deletion is refused; nothing was changed. */
export class AccountDeletionRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly list: string[] = [],
  ) {
    super(key);
  }
}

export async function accountDeletionPlan(
  prisma: Pick<PrismaClient, "game" | "competition" | "asset">,
  userId: string,
  now: Date,
): Promise<DeletionPlan> {
  const [games, competitions, assets] = await Promise.all([
    prisma.game.findMany({
      where: { ownerId: userId },
      orderBy: { id: "asc" },
      select: {
        id: true,
        title: true,
        competitions: {
          select: { title: true, createdById: true, startDate: true, endDate: true },
        },
      },
    }),
    prisma.competition.findMany({
      where: { createdById: userId },
      orderBy: { startDate: "asc" },
      select: { id: true, title: true, startDate: true, endDate: true },
    }),
    prisma.asset.count({ where: { ownerId: userId } }),
  ]);
  const running = new Set<string>();
  for (const c of [...competitions, ...games.flatMap((g) => g.competitions)])
    if (competitionPhase(c.startDate, c.endDate, now) === "ACTIVE") running.add(c.title);
  const usedByOthers = games.filter((g) => g.competitions.some((c) => c.createdById !== userId));
  return {
    deletedGames: games
      .filter((g) => !usedByOthers.includes(g))
      .map(({ id, title }) => ({ id, title })),
    gamesUsedByOthers: usedByOthers.map((g) => ({
      id: g.id,
      title: g.title,
      competitions: g.competitions.filter((c) => c.createdById !== userId).map((c) => c.title),
    })),
    competitions: competitions.map(({ id, title }) => ({ id, title })),
    runningCompetitions: [...running],
    assets,
  };
}

/**
 * Deletes the account as planned, in one transaction. `transferTo`: the receiving account's id
 * (checked by the caller) when the user chose TRANSFER.
 */
export async function deleteAccount(
  prisma: PrismaClient,
  options: {
    userId: string;
    actorId: string;
    now: Date;
    gamesUsedByOthers?: GamesUsedByOthers | null;
    transferTo?: string | null;
  },
): Promise<DeletionPlan> {
  const { userId, now } = options;
  return prisma.$transaction(async (tx) => {
    // The user row locked: two deletions of one account run one after the other.
    const [user] = await tx.$queryRaw<{ id: string; roles: string[] }[]>`
      SELECT "id", "roles"::text[] AS "roles" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    if (!user) throw new AccountDeletionRefused("privacy.userNotFound");
    if (user.roles.includes("ADMIN")) {
      const admins = await tx.user.count({ where: { roles: { has: "ADMIN" } } });
      if (admins <= 1) throw new AccountDeletionRefused("privacy.lastAdmin");
    }
    const plan = await accountDeletionPlan(tx, userId, now);
    if (plan.runningCompetitions.length > 0)
      throw new AccountDeletionRefused(
        "privacy.accountRunningCompetitions",
        plan.runningCompetitions,
      );
    const kept = plan.gamesUsedByOthers.map((g) => g.id);
    if (kept.length > 0) {
      let owner: string;
      if (options.gamesUsedByOthers === "TRANSFER" && options.transferTo)
        owner = options.transferTo;
      else if (options.gamesUsedByOthers === "ANONYMIZE") {
        const placeholder = await tx.user.upsert({
          where: { email: DELETED_ACCOUNT_EMAIL },
          create: { email: DELETED_ACCOUNT_EMAIL, passwordHash: "!", displayName: null },
          update: {},
          select: { id: true },
        });
        owner = placeholder.id;
      } else
        throw new AccountDeletionRefused(
          "privacy.gamesUsedByOthers",
          plan.gamesUsedByOthers.map((g) => g.title),
        );
      await tx.game.updateMany({ where: { id: { in: kept } }, data: { ownerId: owner } });
    }
    // Own competitions first (their teams, inputs and attempts go with them), then the games
    // nothing refers to any more, then the account (sessions, codes and tokens cascade; its
    // uploads lose their owner and stay where remaining games use them).
    await tx.competition.deleteMany({ where: { createdById: userId } });
    await tx.game.deleteMany({ where: { ownerId: userId } });
    await tx.user.delete({ where: { id: userId } });
    await tx.auditEvent.create({
      data: {
        actorId: options.actorId === userId ? null : options.actorId,
        action: options.actorId === userId ? "account.deleted.self" : "account.deleted.admin",
        subjectId: userId,
        details: {
          games: plan.deletedGames.length,
          competitions: plan.competitions.length,
          gamesKept: kept.length,
          gamesUsedByOthers: kept.length > 0 ? (options.gamesUsedByOthers ?? null) : null,
        },
        createdAt: now,
      },
    });
    return plan;
  });
}

/** Everything stored about an account (its own download). */
export async function exportAccountData(prisma: PrismaClient, userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      displayName: true,
      roles: true,
      emailVerifiedAt: true,
      createdAt: true,
      updatedAt: true,
      sessions: { select: { createdAt: true, expiresAt: true } },
      games: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          title: true,
          status: true,
          createdAt: true,
          updatedAt: true,
          document: true,
        },
      },
      assets: {
        select: { id: true, kind: true, name: true, fileName: true, createdAt: true },
      },
      competitions: {
        select: {
          id: true,
          title: true,
          startDate: true,
          endDate: true,
          participantNaming: true,
          retentionDays: true,
          gameId: true,
        },
      },
      paymentReferences: {
        select: { paymentReferenceId: true, createdAt: true, validUntil: true },
      },
    },
  });
  if (!user) return null;
  const audit = await prisma.auditEvent.findMany({
    where: { subjectId: userId },
    select: { action: true, createdAt: true, details: true },
    orderBy: { createdAt: "asc" },
  });
  return {
    exportedFormat: "exitgame-account-data/1",
    account: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      roles: user.roles,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    loginSessions: user.sessions,
    games: user.games,
    uploads: user.assets,
    competitions: user.competitions,
    paymentReferences: user.paymentReferences,
    auditEvents: audit,
  };
}
