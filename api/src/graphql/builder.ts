import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import type PrismaTypes from "../generated/prisma/pothos-types";
import { getDatamodel } from "../generated/prisma/pothos-types";
import { AppError } from "../auth/errors";
import {
  hasRole,
  isAdmin,
  isCompetitionManager,
  isModerator,
  checkGame,
  requireCompetition,
} from "../permissions";
import type { GraphQLContext } from "./context";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    loggedIn: boolean;
    moderator: boolean;
    /** `true`: the role; a competition's id: that competition is the viewer's (admins: any). */
    competitionManager: boolean | string;
    admin: boolean;
    /** A game's id: the viewer may edit it (owner, co-author, admin). */
    gameEditor: number;
    /** A game's id: the viewer may open it (viewer, co-author, owner, admin). */
    gameViewer: number;
    /** A game's id: the viewer owns it (or is an admin): delete, share. */
    gameOwner: number;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Denials carry a code the apps act on: UNAUTHENTICATED (log in), EMAIL_NOT_VERIFIED, FORBIDDEN.
    unauthorizedError: (_parent, { viewer, locale }) =>
      new AppError(
        viewer === null
          ? "UNAUTHENTICATED"
          : viewer.emailVerified
            ? "FORBIDDEN"
            : "EMAIL_NOT_VERIFIED",
        locale,
      ),
    // A user whose email is not verified yet holds a session but no rights beyond verifying it.
    // The loaders with an argument ask permissions.ts, as the REST routes do: without a verified
    // viewer they fail (UNAUTHENTICATED / EMAIL_NOT_VERIFIED above); a verified viewer without
    // the right gets that function's refusal (NOT_FOUND, or FORBIDDEN with the reason).
    authScopes: (ctx) => {
      const { viewer } = ctx;
      const verified = viewer !== null && viewer.emailVerified;
      return {
        loggedIn: verified,
        moderator: isModerator(viewer),
        competitionManager: (id: boolean | string) =>
          typeof id !== "string"
            ? id && hasRole(viewer, "COMPETITION_MANAGER")
            : isCompetitionManager(viewer) && requireCompetition(ctx, id).then(() => true),
        admin: isAdmin(viewer),
        gameEditor: async (gameId: number) => verified && !!(await checkGame(ctx, gameId, "edit")),
        gameViewer: async (gameId: number) => verified && !!(await checkGame(ctx, gameId, "read")),
        gameOwner: async (gameId: number) => verified && !!(await checkGame(ctx, gameId, "manage")),
      };
    },
  },
  prisma: {
    // The client is created per server (its URL is only known at start); Pothos only needs the datamodel.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
});

builder.addScalarType("DateTime", DateTimeResolver);
builder.addScalarType("JSON", JSONResolver);
builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
