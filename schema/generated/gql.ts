/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PublicCompetition($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PublicCompetitionDocument,
    "\n  query PublicCompetitions {\n    publicCompetitions {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PublicCompetitionsDocument,
    "\n  query GamePage($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      status\n      url\n      playUrl\n    }\n  }\n": typeof types.GamePageDocument,
    "\n  query PublishedGames {\n    publishedGames(first: 24) {\n      id\n      title\n      updatedAt\n    }\n  }\n": typeof types.PublishedGamesDocument,
    "\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      document\n    }\n  }\n": typeof types.PlayGameDocument,
};
const documents: Documents = {
    "\n  query PublicCompetition($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.PublicCompetitionDocument,
    "\n  query PublicCompetitions {\n    publicCompetitions {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.PublicCompetitionsDocument,
    "\n  query GamePage($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      status\n      url\n      playUrl\n    }\n  }\n": types.GamePageDocument,
    "\n  query PublishedGames {\n    publishedGames(first: 24) {\n      id\n      title\n      updatedAt\n    }\n  }\n": types.PublishedGamesDocument,
    "\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      document\n    }\n  }\n": types.PlayGameDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCompetition($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCompetition($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCompetitions {\n    publicCompetitions {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCompetitions {\n    publicCompetitions {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GamePage($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      status\n      url\n      playUrl\n    }\n  }\n"): (typeof documents)["\n  query GamePage($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      status\n      url\n      playUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedGames {\n    publishedGames(first: 24) {\n      id\n      title\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PublishedGames {\n    publishedGames(first: 24) {\n      id\n      title\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      document\n    }\n  }\n"): (typeof documents)["\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      document\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;