/** Kit (server): the GraphQL client of route loaders and actions, over loopback to the API. */
export * from "../shell/graphql.server";
