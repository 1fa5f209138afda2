import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import type PrismaTypes from "../generated/prisma/pothos-types";
import { getDatamodel } from "../generated/prisma/pothos-types";
import { AppError } from "../auth/errors";
import type { GraphQLContext } from "./context";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    loggedIn: boolean;
    moderator: boolean;
    competitionManager: boolean;
    admin: boolean;
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
    authScopes: ({ viewer }) => ({
      loggedIn: viewer !== null && viewer.emailVerified,
      moderator: (viewer?.emailVerified && viewer.roles.includes("MODERATOR")) ?? false,
      competitionManager:
        (viewer?.emailVerified && viewer.roles.includes("COMPETITION_MANAGER")) ?? false,
      admin: (viewer?.emailVerified && viewer.roles.includes("ADMIN")) ?? false,
    }),
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
