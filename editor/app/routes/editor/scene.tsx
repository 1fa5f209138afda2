import { SceneEditor } from "../../scene-editor/SceneEditor";

/** /editor/{gameId}: the scene editor; the layout route loads the game and holds the document. */
export default function SceneEditorRoute() {
  return <SceneEditor />;
}
