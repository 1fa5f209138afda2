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
    paused
    endDate
    stuckMinutes
    stuckWrongInRow
    projectorShowNames
    announcement
    announcedAt
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
      extraMinutes
      paused
      over
      endedByTeacher
      endsAt
      stuck {
        reason
        since
        sceneName
        elementName
        wrongInRow
      }
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
      paused
      endDate
      stuckMinutes
      stuckWrongInRow
      projectorShowNames
      announcement
      announcedAt
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
        extraMinutes
        paused
        over
        endedByTeacher
        endsAt
        stuck { reason since sceneName elementName wrongInRow }
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

// The teacher's time control and the projector (board page, projector page).
export const SetTeamExtraTimeMutation = graphql(`
  mutation SetTeamExtraTime($competitionId: ID!, $sessionId: ID, $minutes: Int!) {
    setTeamExtraTime(competitionId: $competitionId, sessionId: $sessionId, minutes: $minutes) {
      changedTeams
    }
  }
`);
export const PauseCompetitionMutation = graphql(`
  mutation PauseCompetition($competitionId: ID!, $sessionId: ID) {
    pauseCompetition(competitionId: $competitionId, sessionId: $sessionId) {
      changedTeams
    }
  }
`);
export const ResumeCompetitionMutation = graphql(`
  mutation ResumeCompetition($competitionId: ID!, $sessionId: ID) {
    resumeCompetition(competitionId: $competitionId, sessionId: $sessionId) {
      changedTeams
    }
  }
`);
export const EndTeamGameMutation = graphql(`
  mutation EndTeamGame($competitionId: ID!, $sessionId: ID) {
    endTeamGame(competitionId: $competitionId, sessionId: $sessionId) {
      changedTeams
    }
  }
`);
export const PushAnnouncementMutation = graphql(`
  mutation PushCompetitionAnnouncement($competitionId: ID!, $text: String!) {
    pushCompetitionAnnouncement(competitionId: $competitionId, text: $text) {
      changedTeams
    }
  }
`);
export const UpdateLiveSettingsMutation = graphql(`
  mutation UpdateCompetitionLiveSettings(
    $competitionId: ID!
    $stuckMinutes: Int!
    $stuckWrongInRow: Int!
    $projectorShowNames: Boolean!
  ) {
    updateCompetitionLiveSettings(
      competitionId: $competitionId
      stuckMinutes: $stuckMinutes
      stuckWrongInRow: $stuckWrongInRow
      projectorShowNames: $projectorShowNames
    ) {
      changedTeams
    }
  }
`);

export const ProjectorFieldsFragment = graphql(`
  fragment ProjectorFields on CompetitionProjector {
    competitionId
    title
    startDate
    endDate
    phase
    paused
    showNames
    sceneCount
    announcement
    announcedAt
    serverTime
    teams {
      number
      name
      scenesReached
      finished
      rank
      paused
      over
      endsAt
    }
  }
`);

export const CompetitionProjectorQuery = graphql(`
  query CompetitionProjector($id: ID!) {
    competitionProjector(id: $id) {
      ...ProjectorFields
    }
  }
`);

/** Sent by the projector page itself over SSE; the same selection as ProjectorFields. */
export const PROJECTOR_SUBSCRIPTION = `
  subscription CompetitionProjectorChanged($id: ID!) {
    competitionProjectorChanged(id: $id) {
      competitionId title startDate endDate phase paused showNames sceneCount
      announcement announcedAt serverTime
      teams { number name scenesReached finished rank paused over endsAt }
    }
  }
`;
