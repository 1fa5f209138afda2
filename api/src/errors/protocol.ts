import { GraphQLError, type GraphQLErrorOptions } from "graphql";
import type { ErrorCode } from "./codes";

/**
 * A GraphQL protocol error: the operation's text itself is refused (too long, too deep, too many
 * aliases, too costly; graphql-js's own validation errors reworded). It keeps the GraphQL spec's
 * shape and graphql-js's English developer wording (these reach developers, not players or
 * teachers); its `extensions.code` comes from the one list (codes.ts). Everything a person reads
 * is an ApiError with a catalogue message instead.
 */
export function protocolError(
  message: string,
  code: ErrorCode | null,
  options: GraphQLErrorOptions = {},
): GraphQLError {
  return new GraphQLError(message, {
    ...options,
    extensions: { ...options.extensions, ...(code ? { code } : {}) },
  });
}
