/**
 * The German strings every page of the editor app loads (see catalogues.ts): the player's and
 * the element types' (the stage, the preview and the demos speak them), the shell's and the
 * scene editor's. Only a page's own language loads. More comes with the pages and parts that
 * use it: the logic builder's and the galleries' (builder.de.ts), the import, export and sharing
 * dialogs' (dialogs.de.ts), the classroom and administration pages' (classroom.de.ts); of their
 * namespaces the scene editor shows a few words at once (*.scene.de.json).
 */
import { elementResourcesDe } from "@exitgame/element-plugins/i18n.de";
import { playerResourcesDe } from "@exitgame/player/kit/i18n.de";
import type { ResourceLanguage } from "i18next";
import editor from "./de.json";
import gallery from "./gallery.scene.de.json";
import games from "./games.de.json";
import importStrings from "./import.scene.de.json";
import logic from "./logic.scene.de.json";
import operations from "./operations.de.json";
import sceneEditor from "./scene-editor.de.json";
import sharing from "./sharing.scene.de.json";

const catalogue: ResourceLanguage = {
  ...playerResourcesDe,
  ...elementResourcesDe,
  editor,
  games,
  gallery,
  operations,
  sceneEditor,
  logic,
  import: importStrings,
  sharing,
};
export default catalogue;
