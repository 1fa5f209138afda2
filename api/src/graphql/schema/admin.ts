import { readFileSync } from "node:fs";
import path from "node:path";
import { commonPasswordCount } from "../../auth/password-policy";
import type { Role as RoleValue } from "../../generated/prisma/client";
import { ROOT_DIR } from "../../paths";
import { builder } from "../builder";
import { Role } from "./auth";

interface AdminUserShape {
  id: string;
  email: string;
  displayName: string | null;
  roles: RoleValue[];
  emailVerifiedAt: Date | null;
  createdAt: Date;
  _count: { games: number; sessions: number };
}

const adminUserSelect = {
  id: true,
  email: true,
  displayName: true,
  roles: true,
  emailVerifiedAt: true,
  createdAt: true,
  _count: { select: { games: true, sessions: true } },
} as const;

const AdminUser = builder.objectRef<AdminUserShape>("AdminUser").implement({
  description: "A user as the admin area shows it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    displayName: t.exposeString("displayName", { nullable: true }),
    roles: t.field({ type: [Role], resolve: (u) => u.roles }),
    emailVerified: t.boolean({ resolve: (u) => u.emailVerifiedAt !== null }),
    createdAt: t.field({ type: "DateTime", resolve: (u) => u.createdAt }),
    gameCount: t.int({ resolve: (u) => u._count.games }),
    sessionCount: t.int({
      description: "Sessions not yet ended (some may have expired).",
      resolve: (u) => u._count.sessions,
    }),
  }),
});

const AdminUserPage = builder
  .objectRef<{ users: AdminUserShape[]; total: number }>("AdminUserPage")
  .implement({
    fields: (t) => ({
      users: t.field({ type: [AdminUser], resolve: (p) => p.users }),
      total: t.int({ resolve: (p) => p.total }),
    }),
  });

interface EnvShape {
  version: string;
  nodeVersion: string;
  environment: string;
  database: string;
  mail: string;
  rateLimits: string;
  publicUrl: string | null;
  dataDir: string;
  uptimeSeconds: number;
  commonPasswords: number;
}

const AdminEnvironment = builder.objectRef<EnvShape>("AdminEnvironment").implement({
  description: "How this server runs (no secrets).",
  fields: (t) => ({
    version: t.exposeString("version"),
    nodeVersion: t.exposeString("nodeVersion"),
    environment: t.exposeString("environment"),
    database: t.exposeString("database", { description: "'embedded' or 'external'." }),
    mail: t.exposeString("mail", { description: "'smtp' or 'outbox'." }),
    rateLimits: t.exposeString("rateLimits", { description: "'memory' or 'redis'." }),
    publicUrl: t.exposeString("publicUrl", { nullable: true }),
    dataDir: t.exposeString("dataDir"),
    uptimeSeconds: t.exposeInt("uptimeSeconds"),
    commonPasswords: t.exposeInt("commonPasswords", {
      description: "Size of the list of refused common passwords.",
    }),
  }),
});

const AssetKindCount = builder
  .objectRef<{ kind: string; count: number; bytes: number; curated: number }>("AdminAssetKindStats")
  .implement({
    fields: (t) => ({
      kind: t.exposeString("kind"),
      count: t.exposeInt("count"),
      curated: t.exposeInt("curated"),
      bytes: t.field({ type: "Float", resolve: (k) => k.bytes }),
    }),
  });

const AdminAssetStats = builder
  .objectRef<{
    kinds: { kind: string; count: number; bytes: number; curated: number }[];
    tags: number;
    storage: string;
    storedFiles: number;
  }>("AdminAssetStats")
  .implement({
    fields: (t) => ({
      kinds: t.field({ type: [AssetKindCount], resolve: (s) => s.kinds }),
      tags: t.exposeInt("tags"),
      storage: t.exposeString("storage", { description: "'disk' or 's3'." }),
      storedFiles: t.exposeInt("storedFiles", {
        description: "Distinct stored files (identical files are stored once).",
      }),
    }),
  });

let version: string | undefined;
function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.join(ROOT_DIR, "api", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return version;
}

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: AdminUserPage,
    authScopes: { admin: true },
    description: "Users, newest first, optionally filtered by email or name.",
    args: {
      search: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 50 }),
    },
    resolve: async (_root, { search, first }, ctx) => {
      const q = search?.trim();
      const where = q
        ? {
            OR: [
              { email: { contains: q, mode: "insensitive" as const } },
              { displayName: { contains: q, mode: "insensitive" as const } },
            ],
          }
        : {};
      const [users, total] = await Promise.all([
        ctx.prisma.user.findMany({
          where,
          select: adminUserSelect,
          orderBy: { createdAt: "desc" },
          take: Math.min(Math.max(first ?? 50, 1), 200),
        }),
        ctx.prisma.user.count({ where }),
      ]);
      return { users, total };
    },
  }),
  adminEnvironment: t.field({
    type: AdminEnvironment,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => environmentInfo(ctx.server),
  }),
  adminAssetStats: t.field({
    type: AdminAssetStats,
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const [groups, curated, tags, stored] = await Promise.all([
        ctx.prisma.asset.groupBy({ by: ["kind"], _count: { _all: true }, _sum: { size: true } }),
        ctx.prisma.asset.groupBy({
          by: ["kind"],
          where: { curated: true },
          _count: { _all: true },
        }),
        ctx.prisma.tag.count(),
        ctx.prisma.asset.groupBy({ by: ["storageKey"] }),
      ]);
      const kinds = (["IMAGE", "VIDEO", "AUDIO", "CAPTIONS"] as const).map((kind) => {
        const g = groups.find((x) => x.kind === kind);
        return {
          kind,
          count: g?._count._all ?? 0,
          bytes: g?._sum.size ?? 0,
          curated: curated.find((x) => x.kind === kind)?._count._all ?? 0,
        };
      });
      return { kinds, tags, storage: ctx.assets.storage.kind, storedFiles: stored.length };
    },
  }),
}));

builder.mutationFields((t) => ({
  setUserRoles: t.field({
    type: AdminUser,
    authScopes: { admin: true },
    description: "Replaces a user's roles. Admins cannot take the admin role from themselves.",
    args: { userId: t.arg.id({ required: true }), roles: t.arg({ type: [Role], required: true }) },
    resolve: async (_root, { userId, roles }, ctx) => {
      await ctx.auth.setRoles(
        ctx.requestInfo,
        { ...ctx.viewer!, roles: [...ctx.viewer!.roles] },
        String(userId),
        roles,
      );
      return ctx.prisma.user.findUniqueOrThrow({
        where: { id: String(userId) },
        select: adminUserSelect,
      });
    },
  }),
}));

export function environmentInfo(input: {
  production: boolean;
  embeddedDatabase: boolean;
  mail: string;
  rateLimits: string;
  publicUrl?: string;
  dataDir: string;
}): EnvShape {
  return {
    version: appVersion(),
    nodeVersion: process.version,
    environment: input.production ? "production" : "development",
    database: input.embeddedDatabase ? "embedded" : "external",
    mail: input.mail,
    rateLimits: input.rateLimits,
    publicUrl: input.publicUrl ?? null,
    dataDir: input.dataDir,
    uptimeSeconds: Math.round(process.uptime()),
    commonPasswords: commonPasswordCount(),
  };
}
