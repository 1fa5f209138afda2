import { graphql } from "@exitgame/schema";

export const MyGamesQuery = graphql(`
  query MyGames {
    myGames {
      id
      title
      status
      url
      updatedAt
      myRole
      sharedBy
    }
  }
`);

export const CreateGameMutation = graphql(`
  mutation CreateGame($title: String!) {
    createGame(title: $title) {
      id
      title
    }
  }
`);

export const RenameGameMutation = graphql(`
  mutation RenameGame($id: Int!, $title: String!) {
    renameGame(id: $id, title: $title) {
      id
      title
    }
  }
`);

export const CopyGameMutation = graphql(`
  mutation CopyGame($id: Int!) {
    copyGame(id: $id) {
      id
      title
    }
  }
`);

export const DeleteGameMutation = graphql(`
  mutation DeleteGame($id: Int!) {
    deleteGame(id: $id)
  }
`);

export const PublishGameMutation = graphql(`
  mutation PublishGame($id: Int!) {
    publishGame(id: $id) {
      id
      status
    }
  }
`);

export const PublishGameUnlistedMutation = graphql(`
  mutation PublishGameUnlisted($id: Int!) {
    publishGameUnlisted(id: $id) {
      id
      status
    }
  }
`);

export const UnpublishGameMutation = graphql(`
  mutation UnpublishGame($id: Int!) {
    unpublishGame(id: $id) {
      id
      status
    }
  }
`);
