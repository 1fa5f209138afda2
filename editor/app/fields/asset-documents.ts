import { graphql } from "@exitgame/schema";

/** The chosen asset's name and preview for an asset field of the inspector. */
export const ChosenAssetQuery = graphql(`
  query ChosenAsset($id: ID!) {
    asset(id: $id) {
      id
      kind
      name
      url
    }
  }
`);
