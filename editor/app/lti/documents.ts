import { graphql } from "@exitgame/schema";

export const LtiAdminQuery = graphql(`
  query LtiAdmin {
    ltiTool {
      configured
      loginUrl
      launchUrl
      jwksUrl
      keys {
        kid
        createdAt
        retiredAt
      }
    }
    ltiPlatforms {
      id
      name
      issuer
      clientId
      deploymentIds
      authLoginUrl
      tokenUrl
      jwksUrl
    }
  }
`);

export const CreateLtiPlatformMutation = graphql(`
  mutation CreateLtiPlatform($input: LtiPlatformInput!) {
    createLtiPlatform(input: $input) {
      id
      name
    }
  }
`);

export const UpdateLtiPlatformMutation = graphql(`
  mutation UpdateLtiPlatform($id: ID!, $input: LtiPlatformInput!) {
    updateLtiPlatform(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteLtiPlatformMutation = graphql(`
  mutation DeleteLtiPlatform($id: ID!) {
    deleteLtiPlatform(id: $id)
  }
`);

export const RotateLtiToolKeyMutation = graphql(`
  mutation RotateLtiToolKey {
    rotateLtiToolKey {
      configured
    }
  }
`);

export const LtiGradesQuery = graphql(`
  query LtiGrades($gameId: Int!) {
    game(id: $gameId) {
      id
      title
    }
    ltiScorePosts(gameId: $gameId) {
      ...LtiScorePostFields
    }
  }
`);

export const LtiScorePostFieldsFragment = graphql(`
  fragment LtiScorePostFields on LtiScorePost {
    id
    platformName
    userId
    score
    scoreMaximum
    status
    attempts
    httpStatus
    response
    createdAt
    lastAttemptAt
    nextAttemptAt
  }
`);

export const RetryLtiScorePostMutation = graphql(`
  mutation RetryLtiScorePost($id: ID!) {
    retryLtiScorePost(id: $id) {
      ...LtiScorePostFields
    }
  }
`);
