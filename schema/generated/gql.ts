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
    "\n  query AdminUsers($search: String) {\n    adminUsers(search: $search, first: 100) {\n      total\n      users {\n        id\n        email\n        displayName\n        roles\n        emailVerified\n        createdAt\n        gameCount\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation SetUserRoles($userId: ID!, $roles: [Role!]!) {\n    setUserRoles(userId: $userId, roles: $roles) {\n      id\n      email\n      roles\n    }\n  }\n": typeof types.SetUserRolesDocument,
    "\n  query AdminEnvironment {\n    adminEnvironment {\n      version\n      nodeVersion\n      environment\n      database\n      mail\n      rateLimits\n      publicUrl\n      dataDir\n      uptimeSeconds\n      commonPasswords\n    }\n  }\n": typeof types.AdminEnvironmentDocument,
    "\n  query AdminAssetStats {\n    adminAssetStats {\n      tags\n      storage\n      storedFiles\n      kinds {\n        kind\n        count\n        curated\n        bytes\n      }\n    }\n  }\n": typeof types.AdminAssetStatsDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      displayName\n      roles\n      emailVerified\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation Login($email: String!, $password: String!, $code: String) {\n    login(email: $email, password: $password, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($email: String!, $password: String!, $displayName: String!) {\n    register(email: $email, password: $password, displayName: $displayName)\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ConfirmRegistration($email: String!, $code: String!) {\n    confirmRegistration(email: $email, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n": typeof types.ConfirmRegistrationDocument,
    "\n  mutation ResendRegistrationCode($email: String!) {\n    resendRegistrationCode(email: $email)\n  }\n": typeof types.ResendRegistrationCodeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerificationCode {\n    resendVerificationCode\n  }\n": typeof types.ResendVerificationCodeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n": typeof types.PasswordResetTokenValidDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      viewer {\n        id\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($displayName: String!) {\n    updateProfile(displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query CompetitionDebrief($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n    }\n    competitionDebrief(id: $id) {\n      competitionId\n      ended\n      teamCount\n      finishedCount\n      riddles {\n        elementId\n        elementName\n        sceneId\n        sceneName\n        teamsSolved\n        teamsTried\n        medianSolveMs\n        slowestSolveMs\n        wrongAnswerCount\n        wrongAnswers {\n          answer\n          count\n        }\n        stoppedHere\n        hintsTaken\n      }\n      scenes {\n        sceneId\n        sceneName\n        teamsReached\n        medianReachMs\n        slowestReachMs\n        stoppedHere\n      }\n      teams {\n        sessionId\n        number\n        players\n        finished\n        timePlayedMs\n        riddlesSolved\n        wrongAttempts\n        path {\n          sceneId\n          sceneName\n          atMs\n          durationMs\n        }\n        stoppedAt {\n          sceneName\n          riddleName\n        }\n        hintsTaken\n      }\n    }\n  }\n": typeof types.CompetitionDebriefDocument,
    "\n  query ManagedCompetitions {\n    serverTime\n    managedCompetitions {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantCount\n      url\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ManagedCompetitionsDocument,
    "\n  query ManagedCompetition($id: ID!) {\n    retentionMaxDays\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantNaming\n      retentionDays\n      teamCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ManagedCompetitionDocument,
    "\n  mutation CreateCompetition($input: CompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.CreateCompetitionDocument,
    "\n  mutation UpdateCompetition($id: ID!, $input: CompetitionInput!) {\n    updateCompetition(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.UpdateCompetitionDocument,
    "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n": typeof types.DeleteCompetitionDocument,
    "\n  query PaymentReferences($search: String, $showExpired: Boolean, $first: Int, $offset: Int) {\n    paymentReferenceCount(search: $search, showExpired: $showExpired)\n    paymentReferences(search: $search, showExpired: $showExpired, first: $first, offset: $offset) {\n      id\n      paymentReferenceId\n      createdAt\n      codesCreatedAt\n      validUntil\n      expired\n      codeCount\n      usedCount\n      revokedCount\n      accessCodes {\n        id\n        code\n        status\n        used\n        validUntil\n      }\n    }\n  }\n": typeof types.PaymentReferencesDocument,
    "\n  mutation GenerateAccessCodes($paymentReferenceId: String!, $count: Int!) {\n    generateAccessCodes(paymentReferenceId: $paymentReferenceId, count: $count) {\n      id\n      paymentReferenceId\n      codeCount\n    }\n  }\n": typeof types.GenerateAccessCodesDocument,
    "\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RevokeAccessCodeDocument,
    "\n  mutation DeletePaymentReference($id: ID!) {\n    deletePaymentReference(id: $id)\n  }\n": typeof types.DeletePaymentReferenceDocument,
    "\n  mutation ImportAccessCodes($rows: [AccessCodeImportRow!]!) {\n    importAccessCodes(rows: $rows)\n  }\n": typeof types.ImportAccessCodesDocument,
    "\n  query ExportAccessCodes($from: DateTime!, $to: DateTime!) {\n    exportAccessCodes(from: $from, to: $to) {\n      paymentReferenceId\n      codeCount\n      createdAt\n      validUntil\n      codes\n    }\n  }\n": typeof types.ExportAccessCodesDocument,
    "\n  query CompetitionBoard($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantNaming\n      retentionDays\n      dataDeletionAt\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n    competitionBoard(id: $id) {\n      ...BoardFields\n    }\n  }\n": typeof types.CompetitionBoardDocument,
    "\n  fragment BoardFields on CompetitionBoard {\n    competitionId\n    sceneCount\n    updatedAt\n    paused\n    endDate\n    stuckMinutes\n    stuckWrongInRow\n    projectorShowNames\n    announcement\n    announcedAt\n    teams {\n      sessionId\n      players {\n        displayName\n      }\n      currentSceneName\n      scenesReached\n      wrongAttempts\n      wrongAttemptsPerLock {\n        elementId\n        elementName\n        count\n      }\n      timePlayedMs\n      hintsTaken\n      penaltySeconds\n      finished\n      finishedAt\n      rank\n      extraMinutes\n      paused\n      over\n      endedByTeacher\n      endsAt\n      stuck {\n        reason\n        since\n        sceneName\n        elementName\n        wrongInRow\n      }\n    }\n  }\n": typeof types.BoardFieldsFragmentDoc,
    "\n  query CompetitionGames($search: String) {\n    competitionGames(search: $search) {\n      id\n      title\n      status\n    }\n  }\n": typeof types.CompetitionGamesDocument,
    "\n  query RetentionMax {\n    retentionMaxDays\n  }\n": typeof types.RetentionMaxDocument,
    "\n  query ExportCompetitionData($id: ID!) {\n    exportCompetitionData(id: $id)\n  }\n": typeof types.ExportCompetitionDataDocument,
    "\n  mutation DeleteCompetitionData($id: ID!) {\n    deleteCompetitionData(id: $id) {\n      id\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n  }\n": typeof types.DeleteCompetitionDataDocument,
    "\n  mutation SetTeamExtraTime($competitionId: ID!, $sessionId: ID, $minutes: Int!) {\n    setTeamExtraTime(competitionId: $competitionId, sessionId: $sessionId, minutes: $minutes) {\n      changedTeams\n    }\n  }\n": typeof types.SetTeamExtraTimeDocument,
    "\n  mutation PauseCompetition($competitionId: ID!, $sessionId: ID) {\n    pauseCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n": typeof types.PauseCompetitionDocument,
    "\n  mutation ResumeCompetition($competitionId: ID!, $sessionId: ID) {\n    resumeCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n": typeof types.ResumeCompetitionDocument,
    "\n  mutation EndTeamGame($competitionId: ID!, $sessionId: ID) {\n    endTeamGame(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n": typeof types.EndTeamGameDocument,
    "\n  mutation PushCompetitionAnnouncement($competitionId: ID!, $text: String!) {\n    pushCompetitionAnnouncement(competitionId: $competitionId, text: $text) {\n      changedTeams\n    }\n  }\n": typeof types.PushCompetitionAnnouncementDocument,
    "\n  mutation UpdateCompetitionLiveSettings(\n    $competitionId: ID!\n    $stuckMinutes: Int!\n    $stuckWrongInRow: Int!\n    $projectorShowNames: Boolean!\n  ) {\n    updateCompetitionLiveSettings(\n      competitionId: $competitionId\n      stuckMinutes: $stuckMinutes\n      stuckWrongInRow: $stuckWrongInRow\n      projectorShowNames: $projectorShowNames\n    ) {\n      changedTeams\n    }\n  }\n": typeof types.UpdateCompetitionLiveSettingsDocument,
    "\n  fragment ProjectorFields on CompetitionProjector {\n    competitionId\n    title\n    startDate\n    endDate\n    phase\n    paused\n    showNames\n    sceneCount\n    announcement\n    announcedAt\n    serverTime\n    teams {\n      number\n      name\n      scenesReached\n      finished\n      rank\n      paused\n      over\n      endsAt\n    }\n  }\n": typeof types.ProjectorFieldsFragmentDoc,
    "\n  query CompetitionProjector($id: ID!) {\n    competitionProjector(id: $id) {\n      ...ProjectorFields\n    }\n  }\n": typeof types.CompetitionProjectorDocument,
    "\n  query CompetitionHints($competitionId: ID!) {\n    competitionHints(competitionId: $competitionId) {\n      competitionId\n      stored {\n        targetId\n        targetName\n        targetKind\n        index\n        text\n        penaltySeconds\n        availableAfterMinutes\n      }\n      log {\n        id\n        sessionId\n        targetName\n        hintIndex\n        text\n        source\n        penaltySeconds\n        createdAt\n      }\n    }\n  }\n": typeof types.CompetitionHintsDocument,
    "\n  mutation PushHint(\n    $competitionId: ID!\n    $sessionId: ID\n    $targetId: String\n    $hintIndex: Int\n    $text: String\n  ) {\n    pushHint(\n      competitionId: $competitionId\n      sessionId: $sessionId\n      targetId: $targetId\n      hintIndex: $hintIndex\n      text: $text\n    ) {\n      pushed\n      skipped\n    }\n  }\n": typeof types.PushHintDocument,
    "\n  query EditorGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      status\n      document\n      documentVersion\n      myRole\n    }\n  }\n": typeof types.EditorGameDocument,
    "\n  query ChosenAsset($id: ID!) {\n    asset(id: $id) {\n      id\n      kind\n      name\n      url\n    }\n  }\n": typeof types.ChosenAssetDocument,
    "\n  query GalleryAssets(\n    $kind: AssetKind!\n    $library: AssetLibrary!\n    $gameId: Int\n    $search: String\n    $sort: AssetSort\n    $direction: SortDirection\n  ) {\n    assets(\n      kind: $kind\n      library: $library\n      gameId: $gameId\n      search: $search\n      sort: $sort\n      direction: $direction\n    ) {\n      id\n      kind\n      name\n      fileName\n      mimeType\n      size\n      width\n      height\n      durationSeconds\n      curated\n      editable\n      url\n      createdAt\n      updatedAt\n      tags {\n        id\n        slug\n        nameEn\n        nameDe\n      }\n    }\n  }\n": typeof types.GalleryAssetsDocument,
    "\n  query AssetLimits {\n    assetLimits {\n      uploadMaxMb\n      imageMaxMb\n      mediaMaxMb\n      maxImageSide\n    }\n  }\n": typeof types.AssetLimitsDocument,
    "\n  query AssetUsage($id: ID!) {\n    asset(id: $id) {\n      id\n      usedBy {\n        gameId\n        title\n        mine\n      }\n    }\n  }\n": typeof types.AssetUsageDocument,
    "\n  query Tags($search: String) {\n    tags(search: $search) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n": typeof types.TagsDocument,
    "\n  mutation RenameAsset($id: ID!, $name: String!) {\n    renameAsset(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameAssetDocument,
    "\n  mutation SetAssetTags($id: ID!, $tagIds: [ID!]!) {\n    setAssetTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n      }\n    }\n  }\n": typeof types.SetAssetTagsDocument,
    "\n  mutation DeleteAsset($id: ID!, $confirmUsed: Boolean) {\n    deleteAsset(id: $id, confirmUsed: $confirmUsed)\n  }\n": typeof types.DeleteAssetDocument,
    "\n  mutation AddAssetToGame($gameId: Int!, $assetId: ID!) {\n    addAssetToGame(gameId: $gameId, assetId: $assetId) {\n      id\n    }\n  }\n": typeof types.AddAssetToGameDocument,
    "\n  mutation CreateTag($nameEn: String!, $nameDe: String) {\n    createTag(nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $nameEn: String!, $nameDe: String) {\n    updateTag(id: $id, nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": typeof types.DeleteTagDocument,
    "\n  query MyGames {\n    myGames {\n      id\n      title\n      status\n      url\n      updatedAt\n      myRole\n      sharedBy\n    }\n  }\n": typeof types.MyGamesDocument,
    "\n  mutation CreateGame($title: String!) {\n    createGame(title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.CreateGameDocument,
    "\n  mutation RenameGame($id: Int!, $title: String!) {\n    renameGame(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.RenameGameDocument,
    "\n  mutation CopyGame($id: Int!) {\n    copyGame(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.CopyGameDocument,
    "\n  mutation DeleteGame($id: Int!) {\n    deleteGame(id: $id)\n  }\n": typeof types.DeleteGameDocument,
    "\n  mutation PublishGame($id: Int!) {\n    publishGame(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PublishGameDocument,
    "\n  mutation PublishGameUnlisted($id: Int!) {\n    publishGameUnlisted(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PublishGameUnlistedDocument,
    "\n  mutation UnpublishGame($id: Int!) {\n    unpublishGame(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.UnpublishGameDocument,
    "\n  query GameCollaborators($gameId: Int!) {\n    gameCollaborators(gameId: $gameId) {\n      email\n      name\n      role\n      accepted\n    }\n  }\n": typeof types.GameCollaboratorsDocument,
    "\n  mutation ShareGame($gameId: Int!, $email: String!, $role: GameShareRole!) {\n    shareGame(gameId: $gameId, email: $email, role: $role) {\n      email\n    }\n  }\n": typeof types.ShareGameDocument,
    "\n  mutation UnshareGame($gameId: Int!, $email: String!) {\n    unshareGame(gameId: $gameId, email: $email) {\n      email\n    }\n  }\n": typeof types.UnshareGameDocument,
    "\n  query MyGameInvites {\n    myGameInvites {\n      id\n      role\n      gameId\n      gameTitle\n      sharedBy\n    }\n  }\n": typeof types.MyGameInvitesDocument,
    "\n  mutation AcceptGameInvite($token: String, $inviteId: ID) {\n    acceptGameInvite(token: $token, inviteId: $inviteId) {\n      id\n      title\n      myRole\n    }\n  }\n": typeof types.AcceptGameInviteDocument,
    "\n  query GameInviteByToken($token: String!) {\n    gameInviteByToken(token: $token) {\n      email\n      role\n      gameTitle\n      sharedBy\n      accountExists\n    }\n  }\n": typeof types.GameInviteByTokenDocument,
    "\n  query DeletedGames {\n    deletedGames {\n      id\n      title\n      deletedAt\n      purgeAt\n    }\n  }\n": typeof types.DeletedGamesDocument,
    "\n  mutation RestoreGame($id: Int!) {\n    restoreGame(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.RestoreGameDocument,
    "\n  query GameVersions($gameId: Int!, $after: String) {\n    gameVersions(gameId: $gameId, first: 100, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        kind\n        name\n        createdAt\n        authorName\n        summary\n      }\n    }\n  }\n": typeof types.GameVersionsDocument,
    "\n  query GameVersionDocument($id: ID!) {\n    gameVersion(id: $id) {\n      id\n      createdAt\n      document\n    }\n  }\n": typeof types.GameVersionDocumentDocument,
    "\n  mutation CreateGameVersion($gameId: Int!, $name: String!) {\n    createGameVersion(gameId: $gameId, name: $name) {\n      id\n    }\n  }\n": typeof types.CreateGameVersionDocument,
    "\n  mutation RestoreGameVersion($versionId: ID!) {\n    restoreGameVersion(versionId: $versionId) {\n      id\n      documentVersion\n    }\n  }\n": typeof types.RestoreGameVersionDocument,
    "\n  query ViewGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      myRole\n      sharedBy\n      document\n    }\n  }\n": typeof types.ViewGameDocument,
    "\n  query LtiAdmin {\n    ltiTool {\n      configured\n      loginUrl\n      launchUrl\n      jwksUrl\n      keys {\n        kid\n        createdAt\n        retiredAt\n      }\n    }\n    ltiPlatforms {\n      id\n      name\n      issuer\n      clientId\n      deploymentIds\n      authLoginUrl\n      tokenUrl\n      jwksUrl\n    }\n  }\n": typeof types.LtiAdminDocument,
    "\n  mutation CreateLtiPlatform($input: LtiPlatformInput!) {\n    createLtiPlatform(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateLtiPlatformDocument,
    "\n  mutation UpdateLtiPlatform($id: ID!, $input: LtiPlatformInput!) {\n    updateLtiPlatform(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateLtiPlatformDocument,
    "\n  mutation DeleteLtiPlatform($id: ID!) {\n    deleteLtiPlatform(id: $id)\n  }\n": typeof types.DeleteLtiPlatformDocument,
    "\n  mutation RotateLtiToolKey {\n    rotateLtiToolKey {\n      configured\n    }\n  }\n": typeof types.RotateLtiToolKeyDocument,
    "\n  query LtiGrades($gameId: Int!) {\n    game(id: $gameId) {\n      id\n      title\n    }\n    ltiScorePosts(gameId: $gameId) {\n      ...LtiScorePostFields\n    }\n  }\n": typeof types.LtiGradesDocument,
    "\n  fragment LtiScorePostFields on LtiScorePost {\n    id\n    platformName\n    userId\n    score\n    scoreMaximum\n    status\n    attempts\n    httpStatus\n    response\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n": typeof types.LtiScorePostFieldsFragmentDoc,
    "\n  mutation RetryLtiScorePost($id: ID!) {\n    retryLtiScorePost(id: $id) {\n      ...LtiScorePostFields\n    }\n  }\n": typeof types.RetryLtiScorePostDocument,
    "\n  query Framing {\n    framing {\n      origins\n      ltiOrigins\n    }\n  }\n": typeof types.FramingDocument,
    "\n  mutation SetFramingOrigins($origins: [String!]!) {\n    setFramingOrigins(origins: $origins) {\n      origins\n      ltiOrigins\n    }\n  }\n": typeof types.SetFramingOriginsDocument,
    "\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      documentVersion\n      document\n    }\n  }\n": typeof types.PlayGameDocument,
    "\n  query CompetitionGame($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      game {\n        id\n      }\n    }\n  }\n": typeof types.CompetitionGameDocument,
    "\n  query PublicCompetition($id: ID!) {\n    serverTime\n    publicCompetition(id: $id) {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      participantNaming\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PublicCompetitionDocument,
    "\n  query PublicCompetitions {\n    publicCompetitions {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PublicCompetitionsDocument,
    "\n  query GamePage($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      status\n      url\n      playUrl\n    }\n  }\n": typeof types.GamePageDocument,
    "\n  query PublishedGames {\n    publishedGames(first: 24) {\n      id\n      title\n      updatedAt\n    }\n  }\n": typeof types.PublishedGamesDocument,
    "\n  query PrivacyProcessing {\n    privacyProcessing {\n      storageHost\n      mailHost\n      aiHost\n      aiChatEnabled\n      retentionDefaultDays\n      retentionMaxDays\n      ltiRetentionDays\n    }\n  }\n": typeof types.PrivacyProcessingDocument,
};
const documents: Documents = {
    "\n  query AdminUsers($search: String) {\n    adminUsers(search: $search, first: 100) {\n      total\n      users {\n        id\n        email\n        displayName\n        roles\n        emailVerified\n        createdAt\n        gameCount\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation SetUserRoles($userId: ID!, $roles: [Role!]!) {\n    setUserRoles(userId: $userId, roles: $roles) {\n      id\n      email\n      roles\n    }\n  }\n": types.SetUserRolesDocument,
    "\n  query AdminEnvironment {\n    adminEnvironment {\n      version\n      nodeVersion\n      environment\n      database\n      mail\n      rateLimits\n      publicUrl\n      dataDir\n      uptimeSeconds\n      commonPasswords\n    }\n  }\n": types.AdminEnvironmentDocument,
    "\n  query AdminAssetStats {\n    adminAssetStats {\n      tags\n      storage\n      storedFiles\n      kinds {\n        kind\n        count\n        curated\n        bytes\n      }\n    }\n  }\n": types.AdminAssetStatsDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      displayName\n      roles\n      emailVerified\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation Login($email: String!, $password: String!, $code: String) {\n    login(email: $email, password: $password, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($email: String!, $password: String!, $displayName: String!) {\n    register(email: $email, password: $password, displayName: $displayName)\n  }\n": types.RegisterDocument,
    "\n  mutation ConfirmRegistration($email: String!, $code: String!) {\n    confirmRegistration(email: $email, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n": types.ConfirmRegistrationDocument,
    "\n  mutation ResendRegistrationCode($email: String!) {\n    resendRegistrationCode(email: $email)\n  }\n": types.ResendRegistrationCodeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerificationCode {\n    resendVerificationCode\n  }\n": types.ResendVerificationCodeDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n": types.PasswordResetTokenValidDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      viewer {\n        id\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($displayName: String!) {\n    updateProfile(displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query CompetitionDebrief($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n    }\n    competitionDebrief(id: $id) {\n      competitionId\n      ended\n      teamCount\n      finishedCount\n      riddles {\n        elementId\n        elementName\n        sceneId\n        sceneName\n        teamsSolved\n        teamsTried\n        medianSolveMs\n        slowestSolveMs\n        wrongAnswerCount\n        wrongAnswers {\n          answer\n          count\n        }\n        stoppedHere\n        hintsTaken\n      }\n      scenes {\n        sceneId\n        sceneName\n        teamsReached\n        medianReachMs\n        slowestReachMs\n        stoppedHere\n      }\n      teams {\n        sessionId\n        number\n        players\n        finished\n        timePlayedMs\n        riddlesSolved\n        wrongAttempts\n        path {\n          sceneId\n          sceneName\n          atMs\n          durationMs\n        }\n        stoppedAt {\n          sceneName\n          riddleName\n        }\n        hintsTaken\n      }\n    }\n  }\n": types.CompetitionDebriefDocument,
    "\n  query ManagedCompetitions {\n    serverTime\n    managedCompetitions {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantCount\n      url\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.ManagedCompetitionsDocument,
    "\n  query ManagedCompetition($id: ID!) {\n    retentionMaxDays\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantNaming\n      retentionDays\n      teamCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.ManagedCompetitionDocument,
    "\n  mutation CreateCompetition($input: CompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n      title\n    }\n  }\n": types.CreateCompetitionDocument,
    "\n  mutation UpdateCompetition($id: ID!, $input: CompetitionInput!) {\n    updateCompetition(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": types.UpdateCompetitionDocument,
    "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n": types.DeleteCompetitionDocument,
    "\n  query PaymentReferences($search: String, $showExpired: Boolean, $first: Int, $offset: Int) {\n    paymentReferenceCount(search: $search, showExpired: $showExpired)\n    paymentReferences(search: $search, showExpired: $showExpired, first: $first, offset: $offset) {\n      id\n      paymentReferenceId\n      createdAt\n      codesCreatedAt\n      validUntil\n      expired\n      codeCount\n      usedCount\n      revokedCount\n      accessCodes {\n        id\n        code\n        status\n        used\n        validUntil\n      }\n    }\n  }\n": types.PaymentReferencesDocument,
    "\n  mutation GenerateAccessCodes($paymentReferenceId: String!, $count: Int!) {\n    generateAccessCodes(paymentReferenceId: $paymentReferenceId, count: $count) {\n      id\n      paymentReferenceId\n      codeCount\n    }\n  }\n": types.GenerateAccessCodesDocument,
    "\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      id\n      status\n    }\n  }\n": types.RevokeAccessCodeDocument,
    "\n  mutation DeletePaymentReference($id: ID!) {\n    deletePaymentReference(id: $id)\n  }\n": types.DeletePaymentReferenceDocument,
    "\n  mutation ImportAccessCodes($rows: [AccessCodeImportRow!]!) {\n    importAccessCodes(rows: $rows)\n  }\n": types.ImportAccessCodesDocument,
    "\n  query ExportAccessCodes($from: DateTime!, $to: DateTime!) {\n    exportAccessCodes(from: $from, to: $to) {\n      paymentReferenceId\n      codeCount\n      createdAt\n      validUntil\n      codes\n    }\n  }\n": types.ExportAccessCodesDocument,
    "\n  query CompetitionBoard($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantNaming\n      retentionDays\n      dataDeletionAt\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n    competitionBoard(id: $id) {\n      ...BoardFields\n    }\n  }\n": types.CompetitionBoardDocument,
    "\n  fragment BoardFields on CompetitionBoard {\n    competitionId\n    sceneCount\n    updatedAt\n    paused\n    endDate\n    stuckMinutes\n    stuckWrongInRow\n    projectorShowNames\n    announcement\n    announcedAt\n    teams {\n      sessionId\n      players {\n        displayName\n      }\n      currentSceneName\n      scenesReached\n      wrongAttempts\n      wrongAttemptsPerLock {\n        elementId\n        elementName\n        count\n      }\n      timePlayedMs\n      hintsTaken\n      penaltySeconds\n      finished\n      finishedAt\n      rank\n      extraMinutes\n      paused\n      over\n      endedByTeacher\n      endsAt\n      stuck {\n        reason\n        since\n        sceneName\n        elementName\n        wrongInRow\n      }\n    }\n  }\n": types.BoardFieldsFragmentDoc,
    "\n  query CompetitionGames($search: String) {\n    competitionGames(search: $search) {\n      id\n      title\n      status\n    }\n  }\n": types.CompetitionGamesDocument,
    "\n  query RetentionMax {\n    retentionMaxDays\n  }\n": types.RetentionMaxDocument,
    "\n  query ExportCompetitionData($id: ID!) {\n    exportCompetitionData(id: $id)\n  }\n": types.ExportCompetitionDataDocument,
    "\n  mutation DeleteCompetitionData($id: ID!) {\n    deleteCompetitionData(id: $id) {\n      id\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n  }\n": types.DeleteCompetitionDataDocument,
    "\n  mutation SetTeamExtraTime($competitionId: ID!, $sessionId: ID, $minutes: Int!) {\n    setTeamExtraTime(competitionId: $competitionId, sessionId: $sessionId, minutes: $minutes) {\n      changedTeams\n    }\n  }\n": types.SetTeamExtraTimeDocument,
    "\n  mutation PauseCompetition($competitionId: ID!, $sessionId: ID) {\n    pauseCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n": types.PauseCompetitionDocument,
    "\n  mutation ResumeCompetition($competitionId: ID!, $sessionId: ID) {\n    resumeCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n": types.ResumeCompetitionDocument,
    "\n  mutation EndTeamGame($competitionId: ID!, $sessionId: ID) {\n    endTeamGame(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n": types.EndTeamGameDocument,
    "\n  mutation PushCompetitionAnnouncement($competitionId: ID!, $text: String!) {\n    pushCompetitionAnnouncement(competitionId: $competitionId, text: $text) {\n      changedTeams\n    }\n  }\n": types.PushCompetitionAnnouncementDocument,
    "\n  mutation UpdateCompetitionLiveSettings(\n    $competitionId: ID!\n    $stuckMinutes: Int!\n    $stuckWrongInRow: Int!\n    $projectorShowNames: Boolean!\n  ) {\n    updateCompetitionLiveSettings(\n      competitionId: $competitionId\n      stuckMinutes: $stuckMinutes\n      stuckWrongInRow: $stuckWrongInRow\n      projectorShowNames: $projectorShowNames\n    ) {\n      changedTeams\n    }\n  }\n": types.UpdateCompetitionLiveSettingsDocument,
    "\n  fragment ProjectorFields on CompetitionProjector {\n    competitionId\n    title\n    startDate\n    endDate\n    phase\n    paused\n    showNames\n    sceneCount\n    announcement\n    announcedAt\n    serverTime\n    teams {\n      number\n      name\n      scenesReached\n      finished\n      rank\n      paused\n      over\n      endsAt\n    }\n  }\n": types.ProjectorFieldsFragmentDoc,
    "\n  query CompetitionProjector($id: ID!) {\n    competitionProjector(id: $id) {\n      ...ProjectorFields\n    }\n  }\n": types.CompetitionProjectorDocument,
    "\n  query CompetitionHints($competitionId: ID!) {\n    competitionHints(competitionId: $competitionId) {\n      competitionId\n      stored {\n        targetId\n        targetName\n        targetKind\n        index\n        text\n        penaltySeconds\n        availableAfterMinutes\n      }\n      log {\n        id\n        sessionId\n        targetName\n        hintIndex\n        text\n        source\n        penaltySeconds\n        createdAt\n      }\n    }\n  }\n": types.CompetitionHintsDocument,
    "\n  mutation PushHint(\n    $competitionId: ID!\n    $sessionId: ID\n    $targetId: String\n    $hintIndex: Int\n    $text: String\n  ) {\n    pushHint(\n      competitionId: $competitionId\n      sessionId: $sessionId\n      targetId: $targetId\n      hintIndex: $hintIndex\n      text: $text\n    ) {\n      pushed\n      skipped\n    }\n  }\n": types.PushHintDocument,
    "\n  query EditorGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      status\n      document\n      documentVersion\n      myRole\n    }\n  }\n": types.EditorGameDocument,
    "\n  query ChosenAsset($id: ID!) {\n    asset(id: $id) {\n      id\n      kind\n      name\n      url\n    }\n  }\n": types.ChosenAssetDocument,
    "\n  query GalleryAssets(\n    $kind: AssetKind!\n    $library: AssetLibrary!\n    $gameId: Int\n    $search: String\n    $sort: AssetSort\n    $direction: SortDirection\n  ) {\n    assets(\n      kind: $kind\n      library: $library\n      gameId: $gameId\n      search: $search\n      sort: $sort\n      direction: $direction\n    ) {\n      id\n      kind\n      name\n      fileName\n      mimeType\n      size\n      width\n      height\n      durationSeconds\n      curated\n      editable\n      url\n      createdAt\n      updatedAt\n      tags {\n        id\n        slug\n        nameEn\n        nameDe\n      }\n    }\n  }\n": types.GalleryAssetsDocument,
    "\n  query AssetLimits {\n    assetLimits {\n      uploadMaxMb\n      imageMaxMb\n      mediaMaxMb\n      maxImageSide\n    }\n  }\n": types.AssetLimitsDocument,
    "\n  query AssetUsage($id: ID!) {\n    asset(id: $id) {\n      id\n      usedBy {\n        gameId\n        title\n        mine\n      }\n    }\n  }\n": types.AssetUsageDocument,
    "\n  query Tags($search: String) {\n    tags(search: $search) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n": types.TagsDocument,
    "\n  mutation RenameAsset($id: ID!, $name: String!) {\n    renameAsset(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameAssetDocument,
    "\n  mutation SetAssetTags($id: ID!, $tagIds: [ID!]!) {\n    setAssetTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n      }\n    }\n  }\n": types.SetAssetTagsDocument,
    "\n  mutation DeleteAsset($id: ID!, $confirmUsed: Boolean) {\n    deleteAsset(id: $id, confirmUsed: $confirmUsed)\n  }\n": types.DeleteAssetDocument,
    "\n  mutation AddAssetToGame($gameId: Int!, $assetId: ID!) {\n    addAssetToGame(gameId: $gameId, assetId: $assetId) {\n      id\n    }\n  }\n": types.AddAssetToGameDocument,
    "\n  mutation CreateTag($nameEn: String!, $nameDe: String) {\n    createTag(nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $nameEn: String!, $nameDe: String) {\n    updateTag(id: $id, nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": types.DeleteTagDocument,
    "\n  query MyGames {\n    myGames {\n      id\n      title\n      status\n      url\n      updatedAt\n      myRole\n      sharedBy\n    }\n  }\n": types.MyGamesDocument,
    "\n  mutation CreateGame($title: String!) {\n    createGame(title: $title) {\n      id\n      title\n    }\n  }\n": types.CreateGameDocument,
    "\n  mutation RenameGame($id: Int!, $title: String!) {\n    renameGame(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": types.RenameGameDocument,
    "\n  mutation CopyGame($id: Int!) {\n    copyGame(id: $id) {\n      id\n      title\n    }\n  }\n": types.CopyGameDocument,
    "\n  mutation DeleteGame($id: Int!) {\n    deleteGame(id: $id)\n  }\n": types.DeleteGameDocument,
    "\n  mutation PublishGame($id: Int!) {\n    publishGame(id: $id) {\n      id\n      status\n    }\n  }\n": types.PublishGameDocument,
    "\n  mutation PublishGameUnlisted($id: Int!) {\n    publishGameUnlisted(id: $id) {\n      id\n      status\n    }\n  }\n": types.PublishGameUnlistedDocument,
    "\n  mutation UnpublishGame($id: Int!) {\n    unpublishGame(id: $id) {\n      id\n      status\n    }\n  }\n": types.UnpublishGameDocument,
    "\n  query GameCollaborators($gameId: Int!) {\n    gameCollaborators(gameId: $gameId) {\n      email\n      name\n      role\n      accepted\n    }\n  }\n": types.GameCollaboratorsDocument,
    "\n  mutation ShareGame($gameId: Int!, $email: String!, $role: GameShareRole!) {\n    shareGame(gameId: $gameId, email: $email, role: $role) {\n      email\n    }\n  }\n": types.ShareGameDocument,
    "\n  mutation UnshareGame($gameId: Int!, $email: String!) {\n    unshareGame(gameId: $gameId, email: $email) {\n      email\n    }\n  }\n": types.UnshareGameDocument,
    "\n  query MyGameInvites {\n    myGameInvites {\n      id\n      role\n      gameId\n      gameTitle\n      sharedBy\n    }\n  }\n": types.MyGameInvitesDocument,
    "\n  mutation AcceptGameInvite($token: String, $inviteId: ID) {\n    acceptGameInvite(token: $token, inviteId: $inviteId) {\n      id\n      title\n      myRole\n    }\n  }\n": types.AcceptGameInviteDocument,
    "\n  query GameInviteByToken($token: String!) {\n    gameInviteByToken(token: $token) {\n      email\n      role\n      gameTitle\n      sharedBy\n      accountExists\n    }\n  }\n": types.GameInviteByTokenDocument,
    "\n  query DeletedGames {\n    deletedGames {\n      id\n      title\n      deletedAt\n      purgeAt\n    }\n  }\n": types.DeletedGamesDocument,
    "\n  mutation RestoreGame($id: Int!) {\n    restoreGame(id: $id) {\n      id\n      title\n    }\n  }\n": types.RestoreGameDocument,
    "\n  query GameVersions($gameId: Int!, $after: String) {\n    gameVersions(gameId: $gameId, first: 100, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        kind\n        name\n        createdAt\n        authorName\n        summary\n      }\n    }\n  }\n": types.GameVersionsDocument,
    "\n  query GameVersionDocument($id: ID!) {\n    gameVersion(id: $id) {\n      id\n      createdAt\n      document\n    }\n  }\n": types.GameVersionDocumentDocument,
    "\n  mutation CreateGameVersion($gameId: Int!, $name: String!) {\n    createGameVersion(gameId: $gameId, name: $name) {\n      id\n    }\n  }\n": types.CreateGameVersionDocument,
    "\n  mutation RestoreGameVersion($versionId: ID!) {\n    restoreGameVersion(versionId: $versionId) {\n      id\n      documentVersion\n    }\n  }\n": types.RestoreGameVersionDocument,
    "\n  query ViewGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      myRole\n      sharedBy\n      document\n    }\n  }\n": types.ViewGameDocument,
    "\n  query LtiAdmin {\n    ltiTool {\n      configured\n      loginUrl\n      launchUrl\n      jwksUrl\n      keys {\n        kid\n        createdAt\n        retiredAt\n      }\n    }\n    ltiPlatforms {\n      id\n      name\n      issuer\n      clientId\n      deploymentIds\n      authLoginUrl\n      tokenUrl\n      jwksUrl\n    }\n  }\n": types.LtiAdminDocument,
    "\n  mutation CreateLtiPlatform($input: LtiPlatformInput!) {\n    createLtiPlatform(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateLtiPlatformDocument,
    "\n  mutation UpdateLtiPlatform($id: ID!, $input: LtiPlatformInput!) {\n    updateLtiPlatform(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateLtiPlatformDocument,
    "\n  mutation DeleteLtiPlatform($id: ID!) {\n    deleteLtiPlatform(id: $id)\n  }\n": types.DeleteLtiPlatformDocument,
    "\n  mutation RotateLtiToolKey {\n    rotateLtiToolKey {\n      configured\n    }\n  }\n": types.RotateLtiToolKeyDocument,
    "\n  query LtiGrades($gameId: Int!) {\n    game(id: $gameId) {\n      id\n      title\n    }\n    ltiScorePosts(gameId: $gameId) {\n      ...LtiScorePostFields\n    }\n  }\n": types.LtiGradesDocument,
    "\n  fragment LtiScorePostFields on LtiScorePost {\n    id\n    platformName\n    userId\n    score\n    scoreMaximum\n    status\n    attempts\n    httpStatus\n    response\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n": types.LtiScorePostFieldsFragmentDoc,
    "\n  mutation RetryLtiScorePost($id: ID!) {\n    retryLtiScorePost(id: $id) {\n      ...LtiScorePostFields\n    }\n  }\n": types.RetryLtiScorePostDocument,
    "\n  query Framing {\n    framing {\n      origins\n      ltiOrigins\n    }\n  }\n": types.FramingDocument,
    "\n  mutation SetFramingOrigins($origins: [String!]!) {\n    setFramingOrigins(origins: $origins) {\n      origins\n      ltiOrigins\n    }\n  }\n": types.SetFramingOriginsDocument,
    "\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      documentVersion\n      document\n    }\n  }\n": types.PlayGameDocument,
    "\n  query CompetitionGame($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      game {\n        id\n      }\n    }\n  }\n": types.CompetitionGameDocument,
    "\n  query PublicCompetition($id: ID!) {\n    serverTime\n    publicCompetition(id: $id) {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      participantNaming\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.PublicCompetitionDocument,
    "\n  query PublicCompetitions {\n    publicCompetitions {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.PublicCompetitionsDocument,
    "\n  query GamePage($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      status\n      url\n      playUrl\n    }\n  }\n": types.GamePageDocument,
    "\n  query PublishedGames {\n    publishedGames(first: 24) {\n      id\n      title\n      updatedAt\n    }\n  }\n": types.PublishedGamesDocument,
    "\n  query PrivacyProcessing {\n    privacyProcessing {\n      storageHost\n      mailHost\n      aiHost\n      aiChatEnabled\n      retentionDefaultDays\n      retentionMaxDays\n      ltiRetentionDays\n    }\n  }\n": types.PrivacyProcessingDocument,
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
export function graphql(source: "\n  query AdminUsers($search: String) {\n    adminUsers(search: $search, first: 100) {\n      total\n      users {\n        id\n        email\n        displayName\n        roles\n        emailVerified\n        createdAt\n        gameCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String) {\n    adminUsers(search: $search, first: 100) {\n      total\n      users {\n        id\n        email\n        displayName\n        roles\n        emailVerified\n        createdAt\n        gameCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRoles($userId: ID!, $roles: [Role!]!) {\n    setUserRoles(userId: $userId, roles: $roles) {\n      id\n      email\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRoles($userId: ID!, $roles: [Role!]!) {\n    setUserRoles(userId: $userId, roles: $roles) {\n      id\n      email\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEnvironment {\n    adminEnvironment {\n      version\n      nodeVersion\n      environment\n      database\n      mail\n      rateLimits\n      publicUrl\n      dataDir\n      uptimeSeconds\n      commonPasswords\n    }\n  }\n"): (typeof documents)["\n  query AdminEnvironment {\n    adminEnvironment {\n      version\n      nodeVersion\n      environment\n      database\n      mail\n      rateLimits\n      publicUrl\n      dataDir\n      uptimeSeconds\n      commonPasswords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAssetStats {\n    adminAssetStats {\n      tags\n      storage\n      storedFiles\n      kinds {\n        kind\n        count\n        curated\n        bytes\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAssetStats {\n    adminAssetStats {\n      tags\n      storage\n      storedFiles\n      kinds {\n        kind\n        count\n        curated\n        bytes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      email\n      displayName\n      roles\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      email\n      displayName\n      roles\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $code: String) {\n    login(email: $email, password: $password, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!, $code: String) {\n    login(email: $email, password: $password, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($email: String!, $password: String!, $displayName: String!) {\n    register(email: $email, password: $password, displayName: $displayName)\n  }\n"): (typeof documents)["\n  mutation Register($email: String!, $password: String!, $displayName: String!) {\n    register(email: $email, password: $password, displayName: $displayName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRegistration($email: String!, $code: String!) {\n    confirmRegistration(email: $email, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRegistration($email: String!, $code: String!) {\n    confirmRegistration(email: $email, code: $code) {\n      viewer {\n        id\n        emailVerified\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendRegistrationCode($email: String!) {\n    resendRegistrationCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResendRegistrationCode($email: String!) {\n    resendRegistrationCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      id\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationCode {\n    resendVerificationCode\n  }\n"): (typeof documents)["\n  mutation ResendVerificationCode {\n    resendVerificationCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      viewer {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      viewer {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($displayName: String!) {\n    updateProfile(displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($displayName: String!) {\n    updateProfile(displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionDebrief($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n    }\n    competitionDebrief(id: $id) {\n      competitionId\n      ended\n      teamCount\n      finishedCount\n      riddles {\n        elementId\n        elementName\n        sceneId\n        sceneName\n        teamsSolved\n        teamsTried\n        medianSolveMs\n        slowestSolveMs\n        wrongAnswerCount\n        wrongAnswers {\n          answer\n          count\n        }\n        stoppedHere\n        hintsTaken\n      }\n      scenes {\n        sceneId\n        sceneName\n        teamsReached\n        medianReachMs\n        slowestReachMs\n        stoppedHere\n      }\n      teams {\n        sessionId\n        number\n        players\n        finished\n        timePlayedMs\n        riddlesSolved\n        wrongAttempts\n        path {\n          sceneId\n          sceneName\n          atMs\n          durationMs\n        }\n        stoppedAt {\n          sceneName\n          riddleName\n        }\n        hintsTaken\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompetitionDebrief($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n    }\n    competitionDebrief(id: $id) {\n      competitionId\n      ended\n      teamCount\n      finishedCount\n      riddles {\n        elementId\n        elementName\n        sceneId\n        sceneName\n        teamsSolved\n        teamsTried\n        medianSolveMs\n        slowestSolveMs\n        wrongAnswerCount\n        wrongAnswers {\n          answer\n          count\n        }\n        stoppedHere\n        hintsTaken\n      }\n      scenes {\n        sceneId\n        sceneName\n        teamsReached\n        medianReachMs\n        slowestReachMs\n        stoppedHere\n      }\n      teams {\n        sessionId\n        number\n        players\n        finished\n        timePlayedMs\n        riddlesSolved\n        wrongAttempts\n        path {\n          sceneId\n          sceneName\n          atMs\n          durationMs\n        }\n        stoppedAt {\n          sceneName\n          riddleName\n        }\n        hintsTaken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedCompetitions {\n    serverTime\n    managedCompetitions {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantCount\n      url\n      game {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedCompetitions {\n    serverTime\n    managedCompetitions {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantCount\n      url\n      game {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedCompetition($id: ID!) {\n    retentionMaxDays\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantNaming\n      retentionDays\n      teamCount\n      game {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedCompetition($id: ID!) {\n    retentionMaxDays\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      participantNaming\n      retentionDays\n      teamCount\n      game {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompetition($input: CompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompetition($input: CompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompetition($id: ID!, $input: CompetitionInput!) {\n    updateCompetition(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompetition($id: ID!, $input: CompetitionInput!) {\n    updateCompetition(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentReferences($search: String, $showExpired: Boolean, $first: Int, $offset: Int) {\n    paymentReferenceCount(search: $search, showExpired: $showExpired)\n    paymentReferences(search: $search, showExpired: $showExpired, first: $first, offset: $offset) {\n      id\n      paymentReferenceId\n      createdAt\n      codesCreatedAt\n      validUntil\n      expired\n      codeCount\n      usedCount\n      revokedCount\n      accessCodes {\n        id\n        code\n        status\n        used\n        validUntil\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentReferences($search: String, $showExpired: Boolean, $first: Int, $offset: Int) {\n    paymentReferenceCount(search: $search, showExpired: $showExpired)\n    paymentReferences(search: $search, showExpired: $showExpired, first: $first, offset: $offset) {\n      id\n      paymentReferenceId\n      createdAt\n      codesCreatedAt\n      validUntil\n      expired\n      codeCount\n      usedCount\n      revokedCount\n      accessCodes {\n        id\n        code\n        status\n        used\n        validUntil\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateAccessCodes($paymentReferenceId: String!, $count: Int!) {\n    generateAccessCodes(paymentReferenceId: $paymentReferenceId, count: $count) {\n      id\n      paymentReferenceId\n      codeCount\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateAccessCodes($paymentReferenceId: String!, $count: Int!) {\n    generateAccessCodes(paymentReferenceId: $paymentReferenceId, count: $count) {\n      id\n      paymentReferenceId\n      codeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessCode($id: ID!) {\n    revokeAccessCode(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentReference($id: ID!) {\n    deletePaymentReference(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePaymentReference($id: ID!) {\n    deletePaymentReference(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportAccessCodes($rows: [AccessCodeImportRow!]!) {\n    importAccessCodes(rows: $rows)\n  }\n"): (typeof documents)["\n  mutation ImportAccessCodes($rows: [AccessCodeImportRow!]!) {\n    importAccessCodes(rows: $rows)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportAccessCodes($from: DateTime!, $to: DateTime!) {\n    exportAccessCodes(from: $from, to: $to) {\n      paymentReferenceId\n      codeCount\n      createdAt\n      validUntil\n      codes\n    }\n  }\n"): (typeof documents)["\n  query ExportAccessCodes($from: DateTime!, $to: DateTime!) {\n    exportAccessCodes(from: $from, to: $to) {\n      paymentReferenceId\n      codeCount\n      createdAt\n      validUntil\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionBoard($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantNaming\n      retentionDays\n      dataDeletionAt\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n    competitionBoard(id: $id) {\n      ...BoardFields\n    }\n  }\n"): (typeof documents)["\n  query CompetitionBoard($id: ID!) {\n    managedCompetition(id: $id) {\n      id\n      title\n      startDate\n      endDate\n      phase\n      participantNaming\n      retentionDays\n      dataDeletionAt\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n    competitionBoard(id: $id) {\n      ...BoardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardFields on CompetitionBoard {\n    competitionId\n    sceneCount\n    updatedAt\n    paused\n    endDate\n    stuckMinutes\n    stuckWrongInRow\n    projectorShowNames\n    announcement\n    announcedAt\n    teams {\n      sessionId\n      players {\n        displayName\n      }\n      currentSceneName\n      scenesReached\n      wrongAttempts\n      wrongAttemptsPerLock {\n        elementId\n        elementName\n        count\n      }\n      timePlayedMs\n      hintsTaken\n      penaltySeconds\n      finished\n      finishedAt\n      rank\n      extraMinutes\n      paused\n      over\n      endedByTeacher\n      endsAt\n      stuck {\n        reason\n        since\n        sceneName\n        elementName\n        wrongInRow\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BoardFields on CompetitionBoard {\n    competitionId\n    sceneCount\n    updatedAt\n    paused\n    endDate\n    stuckMinutes\n    stuckWrongInRow\n    projectorShowNames\n    announcement\n    announcedAt\n    teams {\n      sessionId\n      players {\n        displayName\n      }\n      currentSceneName\n      scenesReached\n      wrongAttempts\n      wrongAttemptsPerLock {\n        elementId\n        elementName\n        count\n      }\n      timePlayedMs\n      hintsTaken\n      penaltySeconds\n      finished\n      finishedAt\n      rank\n      extraMinutes\n      paused\n      over\n      endedByTeacher\n      endsAt\n      stuck {\n        reason\n        since\n        sceneName\n        elementName\n        wrongInRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionGames($search: String) {\n    competitionGames(search: $search) {\n      id\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  query CompetitionGames($search: String) {\n    competitionGames(search: $search) {\n      id\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionMax {\n    retentionMaxDays\n  }\n"): (typeof documents)["\n  query RetentionMax {\n    retentionMaxDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCompetitionData($id: ID!) {\n    exportCompetitionData(id: $id)\n  }\n"): (typeof documents)["\n  query ExportCompetitionData($id: ID!) {\n    exportCompetitionData(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompetitionData($id: ID!) {\n    deleteCompetitionData(id: $id) {\n      id\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompetitionData($id: ID!) {\n    deleteCompetitionData(id: $id) {\n      id\n      dataDeletedAt\n      deletedTeamCount\n      deletedPlayerCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamExtraTime($competitionId: ID!, $sessionId: ID, $minutes: Int!) {\n    setTeamExtraTime(competitionId: $competitionId, sessionId: $sessionId, minutes: $minutes) {\n      changedTeams\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamExtraTime($competitionId: ID!, $sessionId: ID, $minutes: Int!) {\n    setTeamExtraTime(competitionId: $competitionId, sessionId: $sessionId, minutes: $minutes) {\n      changedTeams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseCompetition($competitionId: ID!, $sessionId: ID) {\n    pauseCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n"): (typeof documents)["\n  mutation PauseCompetition($competitionId: ID!, $sessionId: ID) {\n    pauseCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeCompetition($competitionId: ID!, $sessionId: ID) {\n    resumeCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeCompetition($competitionId: ID!, $sessionId: ID) {\n    resumeCompetition(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndTeamGame($competitionId: ID!, $sessionId: ID) {\n    endTeamGame(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n"): (typeof documents)["\n  mutation EndTeamGame($competitionId: ID!, $sessionId: ID) {\n    endTeamGame(competitionId: $competitionId, sessionId: $sessionId) {\n      changedTeams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushCompetitionAnnouncement($competitionId: ID!, $text: String!) {\n    pushCompetitionAnnouncement(competitionId: $competitionId, text: $text) {\n      changedTeams\n    }\n  }\n"): (typeof documents)["\n  mutation PushCompetitionAnnouncement($competitionId: ID!, $text: String!) {\n    pushCompetitionAnnouncement(competitionId: $competitionId, text: $text) {\n      changedTeams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompetitionLiveSettings(\n    $competitionId: ID!\n    $stuckMinutes: Int!\n    $stuckWrongInRow: Int!\n    $projectorShowNames: Boolean!\n  ) {\n    updateCompetitionLiveSettings(\n      competitionId: $competitionId\n      stuckMinutes: $stuckMinutes\n      stuckWrongInRow: $stuckWrongInRow\n      projectorShowNames: $projectorShowNames\n    ) {\n      changedTeams\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompetitionLiveSettings(\n    $competitionId: ID!\n    $stuckMinutes: Int!\n    $stuckWrongInRow: Int!\n    $projectorShowNames: Boolean!\n  ) {\n    updateCompetitionLiveSettings(\n      competitionId: $competitionId\n      stuckMinutes: $stuckMinutes\n      stuckWrongInRow: $stuckWrongInRow\n      projectorShowNames: $projectorShowNames\n    ) {\n      changedTeams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectorFields on CompetitionProjector {\n    competitionId\n    title\n    startDate\n    endDate\n    phase\n    paused\n    showNames\n    sceneCount\n    announcement\n    announcedAt\n    serverTime\n    teams {\n      number\n      name\n      scenesReached\n      finished\n      rank\n      paused\n      over\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectorFields on CompetitionProjector {\n    competitionId\n    title\n    startDate\n    endDate\n    phase\n    paused\n    showNames\n    sceneCount\n    announcement\n    announcedAt\n    serverTime\n    teams {\n      number\n      name\n      scenesReached\n      finished\n      rank\n      paused\n      over\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionProjector($id: ID!) {\n    competitionProjector(id: $id) {\n      ...ProjectorFields\n    }\n  }\n"): (typeof documents)["\n  query CompetitionProjector($id: ID!) {\n    competitionProjector(id: $id) {\n      ...ProjectorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionHints($competitionId: ID!) {\n    competitionHints(competitionId: $competitionId) {\n      competitionId\n      stored {\n        targetId\n        targetName\n        targetKind\n        index\n        text\n        penaltySeconds\n        availableAfterMinutes\n      }\n      log {\n        id\n        sessionId\n        targetName\n        hintIndex\n        text\n        source\n        penaltySeconds\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompetitionHints($competitionId: ID!) {\n    competitionHints(competitionId: $competitionId) {\n      competitionId\n      stored {\n        targetId\n        targetName\n        targetKind\n        index\n        text\n        penaltySeconds\n        availableAfterMinutes\n      }\n      log {\n        id\n        sessionId\n        targetName\n        hintIndex\n        text\n        source\n        penaltySeconds\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushHint(\n    $competitionId: ID!\n    $sessionId: ID\n    $targetId: String\n    $hintIndex: Int\n    $text: String\n  ) {\n    pushHint(\n      competitionId: $competitionId\n      sessionId: $sessionId\n      targetId: $targetId\n      hintIndex: $hintIndex\n      text: $text\n    ) {\n      pushed\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation PushHint(\n    $competitionId: ID!\n    $sessionId: ID\n    $targetId: String\n    $hintIndex: Int\n    $text: String\n  ) {\n    pushHint(\n      competitionId: $competitionId\n      sessionId: $sessionId\n      targetId: $targetId\n      hintIndex: $hintIndex\n      text: $text\n    ) {\n      pushed\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      status\n      document\n      documentVersion\n      myRole\n    }\n  }\n"): (typeof documents)["\n  query EditorGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      status\n      document\n      documentVersion\n      myRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChosenAsset($id: ID!) {\n    asset(id: $id) {\n      id\n      kind\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  query ChosenAsset($id: ID!) {\n    asset(id: $id) {\n      id\n      kind\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryAssets(\n    $kind: AssetKind!\n    $library: AssetLibrary!\n    $gameId: Int\n    $search: String\n    $sort: AssetSort\n    $direction: SortDirection\n  ) {\n    assets(\n      kind: $kind\n      library: $library\n      gameId: $gameId\n      search: $search\n      sort: $sort\n      direction: $direction\n    ) {\n      id\n      kind\n      name\n      fileName\n      mimeType\n      size\n      width\n      height\n      durationSeconds\n      curated\n      editable\n      url\n      createdAt\n      updatedAt\n      tags {\n        id\n        slug\n        nameEn\n        nameDe\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryAssets(\n    $kind: AssetKind!\n    $library: AssetLibrary!\n    $gameId: Int\n    $search: String\n    $sort: AssetSort\n    $direction: SortDirection\n  ) {\n    assets(\n      kind: $kind\n      library: $library\n      gameId: $gameId\n      search: $search\n      sort: $sort\n      direction: $direction\n    ) {\n      id\n      kind\n      name\n      fileName\n      mimeType\n      size\n      width\n      height\n      durationSeconds\n      curated\n      editable\n      url\n      createdAt\n      updatedAt\n      tags {\n        id\n        slug\n        nameEn\n        nameDe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssetLimits {\n    assetLimits {\n      uploadMaxMb\n      imageMaxMb\n      mediaMaxMb\n      maxImageSide\n    }\n  }\n"): (typeof documents)["\n  query AssetLimits {\n    assetLimits {\n      uploadMaxMb\n      imageMaxMb\n      mediaMaxMb\n      maxImageSide\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssetUsage($id: ID!) {\n    asset(id: $id) {\n      id\n      usedBy {\n        gameId\n        title\n        mine\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssetUsage($id: ID!) {\n    asset(id: $id) {\n      id\n      usedBy {\n        gameId\n        title\n        mine\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tags($search: String) {\n    tags(search: $search) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n"): (typeof documents)["\n  query Tags($search: String) {\n    tags(search: $search) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameAsset($id: ID!, $name: String!) {\n    renameAsset(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameAsset($id: ID!, $name: String!) {\n    renameAsset(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAssetTags($id: ID!, $tagIds: [ID!]!) {\n    setAssetTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAssetTags($id: ID!, $tagIds: [ID!]!) {\n    setAssetTags(id: $id, tagIds: $tagIds) {\n      id\n      tags {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAsset($id: ID!, $confirmUsed: Boolean) {\n    deleteAsset(id: $id, confirmUsed: $confirmUsed)\n  }\n"): (typeof documents)["\n  mutation DeleteAsset($id: ID!, $confirmUsed: Boolean) {\n    deleteAsset(id: $id, confirmUsed: $confirmUsed)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAssetToGame($gameId: Int!, $assetId: ID!) {\n    addAssetToGame(gameId: $gameId, assetId: $assetId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddAssetToGame($gameId: Int!, $assetId: ID!) {\n    addAssetToGame(gameId: $gameId, assetId: $assetId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($nameEn: String!, $nameDe: String) {\n    createTag(nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($nameEn: String!, $nameDe: String) {\n    createTag(nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($id: ID!, $nameEn: String!, $nameDe: String) {\n    updateTag(id: $id, nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($id: ID!, $nameEn: String!, $nameDe: String) {\n    updateTag(id: $id, nameEn: $nameEn, nameDe: $nameDe) {\n      id\n      slug\n      nameEn\n      nameDe\n      assetCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGames {\n    myGames {\n      id\n      title\n      status\n      url\n      updatedAt\n      myRole\n      sharedBy\n    }\n  }\n"): (typeof documents)["\n  query MyGames {\n    myGames {\n      id\n      title\n      status\n      url\n      updatedAt\n      myRole\n      sharedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGame($title: String!) {\n    createGame(title: $title) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGame($title: String!) {\n    createGame(title: $title) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameGame($id: Int!, $title: String!) {\n    renameGame(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RenameGame($id: Int!, $title: String!) {\n    renameGame(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyGame($id: Int!) {\n    copyGame(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CopyGame($id: Int!) {\n    copyGame(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGame($id: Int!) {\n    deleteGame(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteGame($id: Int!) {\n    deleteGame(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishGame($id: Int!) {\n    publishGame(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PublishGame($id: Int!) {\n    publishGame(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishGameUnlisted($id: Int!) {\n    publishGameUnlisted(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PublishGameUnlisted($id: Int!) {\n    publishGameUnlisted(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishGame($id: Int!) {\n    unpublishGame(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishGame($id: Int!) {\n    unpublishGame(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameCollaborators($gameId: Int!) {\n    gameCollaborators(gameId: $gameId) {\n      email\n      name\n      role\n      accepted\n    }\n  }\n"): (typeof documents)["\n  query GameCollaborators($gameId: Int!) {\n    gameCollaborators(gameId: $gameId) {\n      email\n      name\n      role\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareGame($gameId: Int!, $email: String!, $role: GameShareRole!) {\n    shareGame(gameId: $gameId, email: $email, role: $role) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ShareGame($gameId: Int!, $email: String!, $role: GameShareRole!) {\n    shareGame(gameId: $gameId, email: $email, role: $role) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnshareGame($gameId: Int!, $email: String!) {\n    unshareGame(gameId: $gameId, email: $email) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation UnshareGame($gameId: Int!, $email: String!) {\n    unshareGame(gameId: $gameId, email: $email) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGameInvites {\n    myGameInvites {\n      id\n      role\n      gameId\n      gameTitle\n      sharedBy\n    }\n  }\n"): (typeof documents)["\n  query MyGameInvites {\n    myGameInvites {\n      id\n      role\n      gameId\n      gameTitle\n      sharedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptGameInvite($token: String, $inviteId: ID) {\n    acceptGameInvite(token: $token, inviteId: $inviteId) {\n      id\n      title\n      myRole\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptGameInvite($token: String, $inviteId: ID) {\n    acceptGameInvite(token: $token, inviteId: $inviteId) {\n      id\n      title\n      myRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameInviteByToken($token: String!) {\n    gameInviteByToken(token: $token) {\n      email\n      role\n      gameTitle\n      sharedBy\n      accountExists\n    }\n  }\n"): (typeof documents)["\n  query GameInviteByToken($token: String!) {\n    gameInviteByToken(token: $token) {\n      email\n      role\n      gameTitle\n      sharedBy\n      accountExists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeletedGames {\n    deletedGames {\n      id\n      title\n      deletedAt\n      purgeAt\n    }\n  }\n"): (typeof documents)["\n  query DeletedGames {\n    deletedGames {\n      id\n      title\n      deletedAt\n      purgeAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreGame($id: Int!) {\n    restoreGame(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreGame($id: Int!) {\n    restoreGame(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameVersions($gameId: Int!, $after: String) {\n    gameVersions(gameId: $gameId, first: 100, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        kind\n        name\n        createdAt\n        authorName\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameVersions($gameId: Int!, $after: String) {\n    gameVersions(gameId: $gameId, first: 100, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        kind\n        name\n        createdAt\n        authorName\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameVersionDocument($id: ID!) {\n    gameVersion(id: $id) {\n      id\n      createdAt\n      document\n    }\n  }\n"): (typeof documents)["\n  query GameVersionDocument($id: ID!) {\n    gameVersion(id: $id) {\n      id\n      createdAt\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGameVersion($gameId: Int!, $name: String!) {\n    createGameVersion(gameId: $gameId, name: $name) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGameVersion($gameId: Int!, $name: String!) {\n    createGameVersion(gameId: $gameId, name: $name) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreGameVersion($versionId: ID!) {\n    restoreGameVersion(versionId: $versionId) {\n      id\n      documentVersion\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreGameVersion($versionId: ID!) {\n    restoreGameVersion(versionId: $versionId) {\n      id\n      documentVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      myRole\n      sharedBy\n      document\n    }\n  }\n"): (typeof documents)["\n  query ViewGame($id: Int!) {\n    game(id: $id) {\n      id\n      title\n      myRole\n      sharedBy\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LtiAdmin {\n    ltiTool {\n      configured\n      loginUrl\n      launchUrl\n      jwksUrl\n      keys {\n        kid\n        createdAt\n        retiredAt\n      }\n    }\n    ltiPlatforms {\n      id\n      name\n      issuer\n      clientId\n      deploymentIds\n      authLoginUrl\n      tokenUrl\n      jwksUrl\n    }\n  }\n"): (typeof documents)["\n  query LtiAdmin {\n    ltiTool {\n      configured\n      loginUrl\n      launchUrl\n      jwksUrl\n      keys {\n        kid\n        createdAt\n        retiredAt\n      }\n    }\n    ltiPlatforms {\n      id\n      name\n      issuer\n      clientId\n      deploymentIds\n      authLoginUrl\n      tokenUrl\n      jwksUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLtiPlatform($input: LtiPlatformInput!) {\n    createLtiPlatform(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLtiPlatform($input: LtiPlatformInput!) {\n    createLtiPlatform(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLtiPlatform($id: ID!, $input: LtiPlatformInput!) {\n    updateLtiPlatform(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLtiPlatform($id: ID!, $input: LtiPlatformInput!) {\n    updateLtiPlatform(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLtiPlatform($id: ID!) {\n    deleteLtiPlatform(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLtiPlatform($id: ID!) {\n    deleteLtiPlatform(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateLtiToolKey {\n    rotateLtiToolKey {\n      configured\n    }\n  }\n"): (typeof documents)["\n  mutation RotateLtiToolKey {\n    rotateLtiToolKey {\n      configured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LtiGrades($gameId: Int!) {\n    game(id: $gameId) {\n      id\n      title\n    }\n    ltiScorePosts(gameId: $gameId) {\n      ...LtiScorePostFields\n    }\n  }\n"): (typeof documents)["\n  query LtiGrades($gameId: Int!) {\n    game(id: $gameId) {\n      id\n      title\n    }\n    ltiScorePosts(gameId: $gameId) {\n      ...LtiScorePostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LtiScorePostFields on LtiScorePost {\n    id\n    platformName\n    userId\n    score\n    scoreMaximum\n    status\n    attempts\n    httpStatus\n    response\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n"): (typeof documents)["\n  fragment LtiScorePostFields on LtiScorePost {\n    id\n    platformName\n    userId\n    score\n    scoreMaximum\n    status\n    attempts\n    httpStatus\n    response\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryLtiScorePost($id: ID!) {\n    retryLtiScorePost(id: $id) {\n      ...LtiScorePostFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryLtiScorePost($id: ID!) {\n    retryLtiScorePost(id: $id) {\n      ...LtiScorePostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Framing {\n    framing {\n      origins\n      ltiOrigins\n    }\n  }\n"): (typeof documents)["\n  query Framing {\n    framing {\n      origins\n      ltiOrigins\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFramingOrigins($origins: [String!]!) {\n    setFramingOrigins(origins: $origins) {\n      origins\n      ltiOrigins\n    }\n  }\n"): (typeof documents)["\n  mutation SetFramingOrigins($origins: [String!]!) {\n    setFramingOrigins(origins: $origins) {\n      origins\n      ltiOrigins\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      documentVersion\n      document\n    }\n  }\n"): (typeof documents)["\n  query PlayGame($id: Int!) {\n    publicGame(id: $id) {\n      id\n      title\n      documentVersion\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompetitionGame($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      game {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompetitionGame($id: ID!) {\n    publicCompetition(id: $id) {\n      id\n      game {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCompetition($id: ID!) {\n    serverTime\n    publicCompetition(id: $id) {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      participantNaming\n      game {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCompetition($id: ID!) {\n    serverTime\n    publicCompetition(id: $id) {\n      id\n      title\n      phase\n      startDate\n      endDate\n      participantCount\n      participantNaming\n      game {\n        id\n        title\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query PrivacyProcessing {\n    privacyProcessing {\n      storageHost\n      mailHost\n      aiHost\n      aiChatEnabled\n      retentionDefaultDays\n      retentionMaxDays\n      ltiRetentionDays\n    }\n  }\n"): (typeof documents)["\n  query PrivacyProcessing {\n    privacyProcessing {\n      storageHost\n      mailHost\n      aiHost\n      aiChatEnabled\n      retentionDefaultDays\n      retentionMaxDays\n      ltiRetentionDays\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;