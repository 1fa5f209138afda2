/**
 * The preview from the logic builder: the scene editor's preview (the player on the document as
 * it is in the editor), starting at the first scene like a class would.
 */
import type { GameDocument } from "@exitgame/engine";
import { Preview } from "../scene-editor/Preview";

export function LogicPreview(props: {
  document: GameDocument;
  title: string;
  gameId: number;
  onClose(): void;
}) {
  return (
    <Preview
      document={props.document}
      sceneId={props.document.scenes[0]!.id}
      title={props.title}
      gameId={props.gameId}
      onClose={props.onClose}
    />
  );
}
