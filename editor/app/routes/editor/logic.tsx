import { useSearchParams } from "react-router";
import { LogicEditor } from "../../logic/LogicEditor";
import type { Route } from "./+types/logic";

// Same guard and loading as the scene editor: [login], the game's owner or an admin.
export { loader, meta } from "./scene";

export default function LogicEditorRoute({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const ruleId = params.get("rule");
  return (
    <LogicEditor
      key={loaderData.game.id}
      game={loaderData.game}
      document={loaderData.document}
      ruleId={ruleId}
    />
  );
}
