import { graphql } from "@exitgame/schema";

export const FramingQuery = graphql(`
  query Framing {
    framing {
      origins
      ltiOrigins
    }
  }
`);

export const SetFramingOriginsMutation = graphql(`
  mutation SetFramingOrigins($origins: [String!]!) {
    setFramingOrigins(origins: $origins) {
      origins
      ltiOrigins
    }
  }
`);
