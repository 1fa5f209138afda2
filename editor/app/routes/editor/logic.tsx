import { useSearchParams } from "react-router";
import { LogicEditor } from "../../logic/LogicEditor";

/** /editor/{gameId}/logic: the logic builder; the layout route loads the game and holds the document. */
export default function LogicEditorRoute() {
  const [params] = useSearchParams();
  return <LogicEditor ruleId={params.get("rule")} />;
}
