import { graphql } from "@exitgame/schema";

export const GalleryAssetsQuery = graphql(`
  query GalleryAssets(
    $kind: AssetKind!
    $library: AssetLibrary!
    $gameId: Int
    $search: String
    $sort: AssetSort
    $direction: SortDirection
  ) {
    assets(
      kind: $kind
      library: $library
      gameId: $gameId
      search: $search
      sort: $sort
      direction: $direction
    ) {
      id
      kind
      name
      fileName
      mimeType
      size
      width
      height
      durationSeconds
      curated
      editable
      url
      createdAt
      updatedAt
      tags {
        id
        slug
        nameEn
        nameDe
      }
    }
  }
`);

export const AssetLimitsQuery = graphql(`
  query AssetLimits {
    assetLimits {
      uploadMaxMb
      imageMaxMb
      mediaMaxMb
      maxImageSide
    }
  }
`);

export const AssetUsageQuery = graphql(`
  query AssetUsage($id: ID!) {
    asset(id: $id) {
      id
      usedBy {
        gameId
        title
        mine
      }
    }
  }
`);

export const TagsQuery = graphql(`
  query Tags($search: String) {
    tags(search: $search) {
      id
      slug
      nameEn
      nameDe
      assetCount
    }
  }
`);

export const RenameAssetMutation = graphql(`
  mutation RenameAsset($id: ID!, $name: String!) {
    renameAsset(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const SetAssetTagsMutation = graphql(`
  mutation SetAssetTags($id: ID!, $tagIds: [ID!]!) {
    setAssetTags(id: $id, tagIds: $tagIds) {
      id
      tags {
        id
      }
    }
  }
`);

export const DeleteAssetMutation = graphql(`
  mutation DeleteAsset($id: ID!, $confirmUsed: Boolean) {
    deleteAsset(id: $id, confirmUsed: $confirmUsed)
  }
`);

export const AddAssetToGameMutation = graphql(`
  mutation AddAssetToGame($gameId: Int!, $assetId: ID!) {
    addAssetToGame(gameId: $gameId, assetId: $assetId) {
      id
    }
  }
`);

export const CreateTagMutation = graphql(`
  mutation CreateTag($nameEn: String!, $nameDe: String) {
    createTag(nameEn: $nameEn, nameDe: $nameDe) {
      id
      slug
      nameEn
      nameDe
      assetCount
    }
  }
`);

export const UpdateTagMutation = graphql(`
  mutation UpdateTag($id: ID!, $nameEn: String!, $nameDe: String) {
    updateTag(id: $id, nameEn: $nameEn, nameDe: $nameDe) {
      id
      slug
      nameEn
      nameDe
      assetCount
    }
  }
`);

export const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);
