import { graphql } from "@exitgame/schema";

export const GameCollaboratorsQuery = graphql(`
  query GameCollaborators($gameId: Int!) {
    gameCollaborators(gameId: $gameId) {
      email
      name
      role
      accepted
    }
  }
`);

export const ShareGameMutation = graphql(`
  mutation ShareGame($gameId: Int!, $email: String!, $role: GameShareRole!) {
    shareGame(gameId: $gameId, email: $email, role: $role) {
      email
    }
  }
`);

export const UnshareGameMutation = graphql(`
  mutation UnshareGame($gameId: Int!, $email: String!) {
    unshareGame(gameId: $gameId, email: $email) {
      email
    }
  }
`);

export const MyGameInvitesQuery = graphql(`
  query MyGameInvites {
    myGameInvites {
      id
      role
      gameId
      gameTitle
      sharedBy
    }
  }
`);

export const AcceptGameInviteMutation = graphql(`
  mutation AcceptGameInvite($token: String, $inviteId: ID) {
    acceptGameInvite(token: $token, inviteId: $inviteId) {
      id
      title
      myRole
    }
  }
`);

export const GameInviteByTokenQuery = graphql(`
  query GameInviteByToken($token: String!) {
    gameInviteByToken(token: $token) {
      email
      role
      gameTitle
      sharedBy
      accountExists
    }
  }
`);

export const DeletedGamesQuery = graphql(`
  query DeletedGames {
    deletedGames {
      id
      title
      deletedAt
      purgeAt
    }
  }
`);

export const RestoreGameMutation = graphql(`
  mutation RestoreGame($id: Int!) {
    restoreGame(id: $id) {
      id
      title
    }
  }
`);

export const GameVersionsQuery = graphql(`
  query GameVersions($gameId: Int!, $after: String) {
    gameVersions(gameId: $gameId, first: 100, after: $after) {
      totalCount
      nextCursor
      items {
        id
        kind
        name
        createdAt
        authorName
        summary
      }
    }
  }
`);

export const GameVersionQuery = graphql(`
  query GameVersionDocument($id: ID!) {
    gameVersion(id: $id) {
      id
      createdAt
      document
    }
  }
`);

export const CreateGameVersionMutation = graphql(`
  mutation CreateGameVersion($gameId: Int!, $name: String!) {
    createGameVersion(gameId: $gameId, name: $name) {
      id
    }
  }
`);

export const RestoreGameVersionMutation = graphql(`
  mutation RestoreGameVersion($versionId: ID!) {
    restoreGameVersion(versionId: $versionId) {
      id
      documentVersion
    }
  }
`);

export const ViewGameQuery = graphql(`
  query ViewGame($id: Int!) {
    game(id: $id) {
      id
      title
      myRole
      sharedBy
      document
    }
  }
`);
