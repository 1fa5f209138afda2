import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { builder } from "./builder";
import "./schema/game";
import "./schema/game-operations";
import "./schema/game-sharing";
import "./schema/game-versions";
import "./schema/game-bin";
import "./schema/competition";
import "./schema/competition-debrief";
import "./schema/competition-control";
import "./schema/competition-games";
import "./schema/hints";
import "./schema/access-codes";
import "./schema/auth";
import "./schema/admin";
import "./schema/asset";
import "./schema/lti";
import "./schema/privacy";
import "./schema/lti-scores";
import "./schema/frame-origins";

let cached: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  cached ??= builder.toSchema({ sortSchema: true });
  return cached;
}

/** The SDL committed at schema/schema.graphql. */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(getSchema())) + "\n";
}
