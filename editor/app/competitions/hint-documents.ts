import { graphql } from "@exitgame/schema";

export const CompetitionHintsQuery = graphql(`
  query CompetitionHints($competitionId: ID!) {
    competitionHints(competitionId: $competitionId) {
      competitionId
      stored {
        targetId
        targetName
        targetKind
        index
        text
        penaltySeconds
        availableAfterMinutes
      }
      log {
        id
        sessionId
        targetName
        hintIndex
        text
        source
        penaltySeconds
        createdAt
      }
    }
  }
`);

export const PushHintMutation = graphql(`
  mutation PushHint(
    $competitionId: ID!
    $sessionId: ID
    $targetId: String
    $hintIndex: Int
    $text: String
  ) {
    pushHint(
      competitionId: $competitionId
      sessionId: $sessionId
      targetId: $targetId
      hintIndex: $hintIndex
      text: $text
    ) {
      pushed
      skipped
    }
  }
`);
