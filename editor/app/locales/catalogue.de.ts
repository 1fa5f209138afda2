/**
 * The German strings of the editor app in one module: a page loads only its own language's
 * (see catalogues.ts), the player's and the element types' strings too. The
 * classroom and administration pages' strings are in classroom.de.ts.
 */
import { elementResourcesDe } from "@exitgame/element-plugins/i18n.de";
import { playerResourcesDe } from "@exitgame/player/kit/i18n.de";
import type { ResourceLanguage } from "i18next";
import editor from "./de.json";
import exportStrings from "./export.de.json";
import gallery from "./gallery.de.json";
import games from "./games.de.json";
import importStrings from "./import.de.json";
import logic from "./logic.de.json";
import operations from "./operations.de.json";
import sceneEditor from "./scene-editor.de.json";
import sharing from "./sharing.de.json";

const catalogue: ResourceLanguage = {
  // The stage, the preview and the demos speak the player's strings; plugins bring their own (`elements`).
  ...playerResourcesDe,
  ...elementResourcesDe,
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
