/**
 * Every German string of the editor app in one module: a page loads only its own language's
 * (see catalogues.ts); the element types' strings come with both languages (one module).
 */
import { elementResources } from "@exitgame/element-plugins/i18n";
import { playerResources } from "@exitgame/player/kit/i18n";
import type { ResourceLanguage } from "i18next";
import competitions from "./competitions.de.json";
import debrief from "./debrief.de.json";
import editor from "./de.json";
import exportStrings from "./export.de.json";
import gallery from "./gallery.de.json";
import games from "./games.de.json";
import importStrings from "./import.de.json";
import logic from "./logic.de.json";
import lti from "./lti.de.json";
import operations from "./operations.de.json";
import sceneEditor from "./scene-editor.de.json";
import scorm from "./scorm.de.json";
import sharing from "./sharing.de.json";
import tags from "./tags.de.json";

const catalogue: ResourceLanguage = {
  // The stage, the preview and the demos speak the player's strings; plugins bring their own (`elements`).
  ...playerResources.de,
  ...elementResources.de,
  editor,
  games,
  export: exportStrings,
  gallery,
  tags,
  competitions,
  operations,
  sceneEditor,
  logic,
  import: importStrings,
  lti,
  debrief,
  sharing,
  scorm,
};
export default catalogue;
