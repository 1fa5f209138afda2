import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { builder } from "./builder";
import "./schema/game";
import "./schema/competition";
import "./schema/competition-games";
import "./schema/access-codes";
import "./schema/auth";
import "./schema/admin";
import "./schema/asset";
import "./schema/lti";
import "./schema/lti-scores";

let cached: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  cached ??= builder.toSchema({ sortSchema: true });
  return cached;
}

/** The SDL committed at schema/schema.graphql. */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(getSchema())) + "\n";
}
