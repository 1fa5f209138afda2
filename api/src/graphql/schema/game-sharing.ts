/**
 * Sharing a game (issue 26 item 2): the owner invites colleagues by e-mail as co-authors (edit,
 * publish) or viewers (read, copy). The invite is a mail with a link; it is pending until the
 * account with that address accepts it (the link, or the invite listed on its games page — so an
 * invitee without an account registers with the address and accepts afterwards). Who may do what:
 * games/access.ts.
 */
import { generateToken, hashToken } from "../../auth/tokens";
import { normalizeEmail, EMAIL_MAX_LENGTH } from "../../auth/service";
import { gameInviteMail } from "../../auth/mail/templates";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { userError } from "../errors";
import { Game } from "./game";

/** At most this many people share one game (pending invites included). */
export const MAX_SHARES_PER_GAME = 50;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const GameShareRoleEnum = builder.enumType("GameShareRole", {
  values: {
    COAUTHOR: { description: "Edits and publishes the game; cannot delete it or change sharing." },
    VIEWER: { description: "Opens the game read-only and copies it." },
  } as const,
});

interface CollaboratorRow {
  email: string;
  name: string | null;
  role: "OWNER" | "COAUTHOR" | "VIEWER";
  accepted: boolean;
  invitedAt: Date | null;
}

const Collaborator = builder.objectRef<CollaboratorRow>("GameCollaborator").implement({
  description: "Someone a game is shared with (or its owner, listed first).",
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name", { nullable: true, description: "Display name once accepted." }),
    role: t.field({
      type: "String",
      description: "OWNER, COAUTHOR or VIEWER.",
      resolve: (row) => row.role,
    }),
    accepted: t.exposeBoolean("accepted", {
      description: "False while the invitation is pending (not yet accepted by that address).",
    }),
    invitedAt: t.expose("invitedAt", { type: "DateTime", nullable: true }),
  }),
});

interface InviteRow {
  id: string;
  role: "COAUTHOR" | "VIEWER";
  gameId: number;
  gameTitle: string;
  sharedBy: string;
  createdAt: Date;
}

const Invite = builder.objectRef<InviteRow>("GameInvite").implement({
  description: "A pending invitation to a game, for the viewer's address.",
  fields: (t) => ({
    id: t.exposeID("id"),
    role: t.field({ type: GameShareRoleEnum, resolve: (row) => row.role }),
    gameId: t.exposeInt("gameId"),
    gameTitle: t.exposeString("gameTitle"),
    sharedBy: t.exposeString("sharedBy"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

interface InviteLinkRow {
  email: string;
  role: "COAUTHOR" | "VIEWER";
  gameTitle: string;
  sharedBy: string;
  accountExists: boolean;
}

const InviteLink = builder.objectRef<InviteLinkRow>("GameInviteLink").implement({
  description:
    "What an invitation mail's link is for, shown before login or registration: the invited " +
    "address, the game and who invited.",
  fields: (t) => ({
    email: t.exposeString("email", { description: "The invited address." }),
    role: t.field({ type: GameShareRoleEnum, resolve: (row) => row.role }),
    gameTitle: t.exposeString("gameTitle"),
    sharedBy: t.exposeString("sharedBy"),
    accountExists: t.exposeBoolean("accountExists", {
      description:
        "Whether an account with the invited address exists: log in to accept, else register.",
    }),
  }),
});

async function collaborators(ctx: GraphQLContext, gameId: number): Promise<CollaboratorRow[]> {
  const game = await ctx.prisma.game.findUniqueOrThrow({
    where: { id: gameId },
    select: {
      owner: { select: { email: true, displayName: true } },
      shares: {
        orderBy: { createdAt: "asc" },
        select: {
          email: true,
          role: true,
          acceptedAt: true,
          createdAt: true,
          user: { select: { displayName: true } },
        },
      },
    },
  });
  return [
    {
      email: game.owner.email,
      name: game.owner.displayName,
      role: "OWNER",
      accepted: true,
      invitedAt: null,
    },
    ...game.shares.map((s) => ({
      email: s.email,
      name: s.user?.displayName ?? null,
      role: s.role,
      accepted: !!s.acceptedAt,
      invitedAt: s.createdAt,
    })),
  ];
}

builder.queryFields((t) => ({
  gameCollaborators: t.field({
    type: [Collaborator],
    authScopes: (_root, { gameId }) => ({ gameViewer: gameId }),
    description:
      "Who a game is shared with: its owner first, then every invitation (pending or accepted). " +
      "For everyone who may open the game.",
    args: { gameId: t.arg.int({ required: true }) },
    resolve: (_root, { gameId }, ctx) => collaborators(ctx, gameId),
  }),
  gameInviteByToken: t.field({
    type: InviteLink,
    nullable: true,
    description:
      "An invitation by its mailed link's token, for anyone holding the link (logged in or not): " +
      "the page before login or registration shows it and fills in the address. Null when the " +
      "token is unknown, the invitation was withdrawn or accepted, or the game is deleted.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
      const share = await ctx.prisma.gameShare.findUnique({
        where: { tokenHash: hashToken(token) },
        select: {
          email: true,
          role: true,
          userId: true,
          game: {
            select: {
              title: true,
              deletedAt: true,
              owner: { select: { displayName: true, email: true } },
            },
          },
        },
      });
      if (!share || share.userId || share.game.deletedAt) return null;
      const account = await ctx.prisma.user.findUnique({
        where: { email: share.email },
        select: { id: true },
      });
      return {
        email: share.email,
        role: share.role,
        gameTitle: share.game.title,
        sharedBy: share.game.owner.displayName || share.game.owner.email,
        accountExists: !!account,
      };
    },
  }),
  myGameInvites: t.field({
    type: [Invite],
    authScopes: { loggedIn: true },
    description: "Pending invitations to the viewer's (verified) address, newest first.",
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.prisma.gameShare.findMany({
        where: { email: ctx.viewer!.email, userId: null, game: { deletedAt: null } },
        orderBy: { createdAt: "desc" },
        select: {
          id: true,
          role: true,
          createdAt: true,
          game: {
            select: {
              id: true,
              title: true,
              owner: { select: { displayName: true, email: true } },
            },
          },
        },
      });
      return rows.map((r) => ({
        id: r.id,
        role: r.role,
        gameId: r.game.id,
        gameTitle: r.game.title,
        sharedBy: r.game.owner.displayName || r.game.owner.email,
        createdAt: r.createdAt,
      }));
    },
  }),
}));

builder.mutationFields((t) => ({
  shareGame: t.field({
    type: [Collaborator],
    authScopes: (_root, { gameId }) => ({ gameOwner: gameId }),
    description:
      "The owner shares the game with `email` as COAUTHOR or VIEWER and a mail with a link to accept " +
      "goes there; for an address already invited, only the role changes (no new mail). Returns the " +
      "collaborators.",
    args: {
      gameId: t.arg.int({ required: true }),
      email: t.arg.string({ required: true }),
      role: t.arg({ type: GameShareRoleEnum, required: true }),
    },
    resolve: async (_root, { gameId, email: rawEmail, role }, ctx) => {
      const email = normalizeEmail(rawEmail);
      if (!EMAIL_RE.test(email) || email.length > EMAIL_MAX_LENGTH)
        throw userError(ctx, "BAD_USER_INPUT", "share.invalidEmail", {}, { field: "email" });
      const game = await ctx.prisma.game.findUniqueOrThrow({
        where: { id: gameId },
        select: { title: true, owner: { select: { email: true } } },
      });
      if (email === game.owner.email)
        throw userError(ctx, "BAD_USER_INPUT", "share.self", {}, { field: "email" });
      const existing = await ctx.prisma.gameShare.findUnique({
        where: { gameId_email: { gameId, email } },
        select: { id: true },
      });
      if (existing) {
        await ctx.prisma.gameShare.update({ where: { id: existing.id }, data: { role } });
        return collaborators(ctx, gameId);
      }
      if ((await ctx.prisma.gameShare.count({ where: { gameId } })) >= MAX_SHARES_PER_GAME)
        throw userError(ctx, "BAD_USER_INPUT", "share.tooMany", { max: MAX_SHARES_PER_GAME });
      const token = generateToken();
      await ctx.prisma.gameShare.create({
        data: { gameId, email, role, tokenHash: hashToken(token) },
      });
      const inviter = ctx.viewer!.displayName || ctx.viewer!.email;
      await ctx.mailer.send(
        gameInviteMail(ctx.locale, email, {
          inviter,
          title: game.title,
          role,
          link: `${ctx.publicOrigin}/dashboard/invite/${token}`,
        }),
      );
      return collaborators(ctx, gameId);
    },
  }),
  unshareGame: t.field({
    type: [Collaborator],
    // The owner removes anyone; a collaborator may remove themself (leave).
    authScopes: (_root, { gameId, email }, ctx) =>
      normalizeEmail(email) === ctx.viewer?.email ? { gameViewer: gameId } : { gameOwner: gameId },
    description:
      "Removes `email` from the game's sharing (the owner; or a collaborator leaving, with their own " +
      "address). Their invitation link stops working. Returns the collaborators left.",
    args: { gameId: t.arg.int({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, { gameId, email: rawEmail }, ctx) => {
      const email = normalizeEmail(rawEmail);
      const leaving = email === ctx.viewer!.email;
      await ctx.prisma.gameShare.deleteMany({ where: { gameId, email } });
      return leaving ? [] : collaborators(ctx, gameId);
    },
  }),
  acceptGameInvite: t.prismaField({
    type: Game,
    authScopes: { loggedIn: true },
    description:
      "Accepts an invitation, by the mailed link's `token` or by `inviteId` (from `myGameInvites`); " +
      "only the account with the invited address can. Returns the game.",
    args: {
      token: t.arg.string({ required: false }),
      inviteId: t.arg.id({ required: false }),
    },
    resolve: async (query, _root, { token, inviteId }, ctx) => {
      const viewer = ctx.viewer!;
      if (!token && !inviteId) throw userError(ctx, "BAD_USER_INPUT", "share.notFound");
      const share =
        typeof token === "string" && token
          ? await ctx.prisma.gameShare.findUnique({ where: { tokenHash: hashToken(token) } })
          : inviteId
            ? await ctx.prisma.gameShare.findUnique({ where: { id: String(inviteId) } })
            : null;
      // An invitation id of another address is not found (ids do not leak whose they are).
      if (!share || (!token && share.email !== viewer.email))
        throw userError(ctx, "NOT_FOUND", "share.notFound");
      if (share.email !== viewer.email || (share.userId && share.userId !== viewer.id))
        throw userError(ctx, "FORBIDDEN", "share.wrongAccount", { email: share.email });
      const game = await ctx.prisma.game.findUnique({
        where: { id: share.gameId },
        select: { deletedAt: true },
      });
      if (!game || game.deletedAt) throw userError(ctx, "NOT_FOUND", "share.notFound");
      if (!share.userId)
        await ctx.prisma.gameShare.update({
          where: { id: share.id },
          data: { userId: viewer.id, acceptedAt: ctx.now() },
        });
      return ctx.prisma.game.findUniqueOrThrow({ ...query, where: { id: share.gameId } });
    },
  }),
}));
