/**
 * The English strings of the editor app in one module: a page loads only its own language's
 * (see catalogues.ts), the player's and the element types' strings too. The
 * classroom and administration pages' strings are in classroom.en.ts.
 */
import { elementResourcesEn } from "@exitgame/element-plugins/i18n.en";
import { playerResourcesEn } from "@exitgame/player/kit/i18n.en";
import type { ResourceLanguage } from "i18next";
import editor from "./en.json";
import exportStrings from "./export.en.json";
import gallery from "./gallery.en.json";
import games from "./games.en.json";
import importStrings from "./import.en.json";
import logic from "./logic.en.json";
import operations from "./operations.en.json";
import sceneEditor from "./scene-editor.en.json";
import sharing from "./sharing.en.json";

const catalogue: ResourceLanguage = {
  // The stage, the preview and the demos speak the player's strings; plugins bring their own (`elements`).
  ...playerResourcesEn,
  ...elementResourcesEn,
  editor,
  games,
  export: exportStrings,
  gallery,
  operations,
  sceneEditor,
  logic,
  import: importStrings,
  sharing,
};
export default catalogue;
