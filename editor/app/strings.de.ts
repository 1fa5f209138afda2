import { elementResources } from "@exitgame/element-plugins/i18n";
import playerStrings from "@exitgame/player/kit/strings.de";
import editorStrings from "./locales/de.json";
import gamesStrings from "./locales/games.de.json";
import exportStrings from "./locales/export.de.json";
import galleryStrings from "./locales/gallery.de.json";
import tagsStrings from "./locales/tags.de.json";
import competitionsStrings from "./locales/competitions.de.json";
import operationsStrings from "./locales/operations.de.json";
import sceneEditorStrings from "./locales/scene-editor.de.json";
import logicStrings from "./locales/logic.de.json";
import importStrings from "./locales/import.de.json";
import ltiStrings from "./locales/lti.de.json";
import debriefStrings from "./locales/debrief.de.json";
import sharingStrings from "./locales/sharing.de.json";
import scormStrings from "./locales/scorm.de.json";

/**
 * The editor's strings in one language: the player's (the stage, the preview and the demos speak
 * them), every element type's with the rule vocabulary's words (the logic builder needs them) and
 * the editor's own namespaces. The shell's come with createI18n.
 */
export default {
  ...playerStrings,
  ...elementResources.de,
  editor: editorStrings,
  games: gamesStrings,
  export: exportStrings,
  gallery: galleryStrings,
  tags: tagsStrings,
  competitions: competitionsStrings,
  operations: operationsStrings,
  sceneEditor: sceneEditorStrings,
  logic: logicStrings,
  import: importStrings,
  lti: ltiStrings,
  debrief: debriefStrings,
  sharing: sharingStrings,
  scorm: scormStrings,
};
