import { graphql } from "@exitgame/schema";

export const ManagedCompetitionsQuery = graphql(`
  query ManagedCompetitions {
    serverTime
    managedCompetitions {
      id
      title
      startDate
      endDate
      phase
      participantCount
      url
      game {
        id
        title
      }
    }
  }
`);

export const ManagedCompetitionQuery = graphql(`
  query ManagedCompetition($id: ID!) {
    retentionMaxDays
    managedCompetition(id: $id) {
      id
      title
      startDate
      endDate
      participantNaming
      retentionDays
      teamCount
      game {
        id
        title
      }
    }
  }
`);

export const CreateCompetitionMutation = graphql(`
  mutation CreateCompetition($input: CompetitionInput!) {
    createCompetition(input: $input) {
      id
      title
    }
  }
`);

export const UpdateCompetitionMutation = graphql(`
  mutation UpdateCompetition($id: ID!, $input: CompetitionInput!) {
    updateCompetition(id: $id, input: $input) {
      id
      title
    }
  }
`);

export const DeleteCompetitionMutation = graphql(`
  mutation DeleteCompetition($id: ID!) {
    deleteCompetition(id: $id)
  }
`);

export const PaymentReferencesQuery = graphql(`
  query PaymentReferences($search: String, $showExpired: Boolean, $first: Int, $offset: Int) {
    paymentReferenceCount(search: $search, showExpired: $showExpired)
    paymentReferences(search: $search, showExpired: $showExpired, first: $first, offset: $offset) {
      id
      paymentReferenceId
      createdAt
      codesCreatedAt
      validUntil
      expired
      codeCount
      usedCount
      revokedCount
      accessCodes {
        id
        code
        status
        used
        validUntil
      }
    }
  }
`);

export const GenerateAccessCodesMutation = graphql(`
  mutation GenerateAccessCodes($paymentReferenceId: String!, $count: Int!) {
    generateAccessCodes(paymentReferenceId: $paymentReferenceId, count: $count) {
      id
      paymentReferenceId
      codeCount
    }
  }
`);

export const RevokeAccessCodeMutation = graphql(`
  mutation RevokeAccessCode($id: ID!) {
    revokeAccessCode(id: $id) {
      id
      status
    }
  }
`);

export const DeletePaymentReferenceMutation = graphql(`
  mutation DeletePaymentReference($id: ID!) {
    deletePaymentReference(id: $id)
  }
`);

export const ImportAccessCodesMutation = graphql(`
  mutation ImportAccessCodes($rows: [AccessCodeImportRow!]!) {
    importAccessCodes(rows: $rows)
  }
`);

export const ExportAccessCodesQuery = graphql(`
  query ExportAccessCodes($from: DateTime!, $to: DateTime!) {
    exportAccessCodes(from: $from, to: $to) {
      paymentReferenceId
      codeCount
      createdAt
      validUntil
      codes
    }
  }
`);

export const CompetitionBoardQuery = graphql(`
  query CompetitionBoard($id: ID!) {
    managedCompetition(id: $id) {
      id
      title
      startDate
      endDate
      phase
      participantNaming
      retentionDays
      dataDeletionAt
      dataDeletedAt
      deletedTeamCount
      deletedPlayerCount
    }
    competitionBoard(id: $id) {
      ...BoardFields
    }
  }
`);

export const BoardFieldsFragment = graphql(`
  fragment BoardFields on CompetitionBoard {
    competitionId
    sceneCount
    updatedAt
    teams {
      sessionId
      players {
        displayName
      }
      currentSceneName
      scenesReached
      wrongAttempts
      wrongAttemptsPerLock {
        elementId
        elementName
        count
      }
      timePlayedMs
      hintsTaken
      penaltySeconds
      finished
      finishedAt
      rank
    }
  }
`);

/**
 * Sent by the board page itself over SSE (text/event-stream), not through a loader; the same
 * selection as BoardFields.
 */
export const BOARD_SUBSCRIPTION = `
  subscription CompetitionBoardChanged($id: ID!) {
    competitionBoardChanged(id: $id) {
      competitionId
      sceneCount
      updatedAt
      teams {
        sessionId
        players { displayName }
        currentSceneName
        scenesReached
        wrongAttempts
        wrongAttemptsPerLock { elementId elementName count }
        timePlayedMs
        hintsTaken
        penaltySeconds
        finished
        finishedAt
        rank
      }
    }
  }
`;

export const CompetitionGamesQuery = graphql(`
  query CompetitionGames($search: String) {
    competitionGames(search: $search) {
      id
      title
      status
    }
  }
`);

export const RetentionMaxQuery = graphql(`
  query RetentionMax {
    retentionMaxDays
  }
`);

export const ExportCompetitionDataQuery = graphql(`
  query ExportCompetitionData($id: ID!) {
    exportCompetitionData(id: $id)
  }
`);

export const DeleteCompetitionDataMutation = graphql(`
  mutation DeleteCompetitionData($id: ID!) {
    deleteCompetitionData(id: $id) {
      id
      dataDeletedAt
      deletedTeamCount
      deletedPlayerCount
    }
  }
`);
