/**
 * The English strings every page of the editor app loads (see catalogues.ts): the player's and
 * the element types' (the stage, the preview and the demos speak them), the shell's and the
 * scene editor's. Only a page's own language loads. More comes with the pages and parts that
 * use it: the logic builder's and the galleries' (builder.en.ts), the import, export and sharing
 * dialogs' (dialogs.en.ts), the classroom and administration pages' (classroom.en.ts); of their
 * namespaces the scene editor shows a few words at once (*.scene.en.json).
 */
import { elementResourcesEn } from "@exitgame/element-plugins/i18n.en";
import { playerResourcesEn } from "@exitgame/player/kit/i18n.en";
import type { ResourceLanguage } from "i18next";
import editor from "./en.json";
import gallery from "./gallery.scene.en.json";
import games from "./games.en.json";
import importStrings from "./import.scene.en.json";
import logic from "./logic.scene.en.json";
import operations from "./operations.en.json";
import sceneEditor from "./scene-editor.en.json";
import sharing from "./sharing.scene.en.json";

const catalogue: ResourceLanguage = {
  ...playerResourcesEn,
  ...elementResourcesEn,
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
