import { graphql } from "@exitgame/schema";

/** What the editor loads: the document and the version its saves compare against. */
export const EditorGameQuery = graphql(`
  query EditorGame($id: Int!) {
    game(id: $id) {
      id
      title
      status
      document
      documentVersion
      myRole
    }
  }
`);
