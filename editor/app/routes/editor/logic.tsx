import { useSearchParams } from "react-router";
import { PartStrings } from "../../lazy-strings";
import { LogicEditor } from "../../logic/LogicEditor";

/** /editor/{gameId}/logic: the logic builder; the layout route loads the game and holds the document. */
export default function LogicEditorRoute() {
  const [params] = useSearchParams();
  // The logic builder's words load with the view (the scene editor's first paint needs few).
  return (
    <PartStrings parts={["builder"]}>
      <LogicEditor ruleId={params.get("rule")} />
    </PartStrings>
  );
}
