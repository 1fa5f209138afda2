import { elementResources } from "@exitgame/element-plugins/i18n";
import playerStrings from "@exitgame/player/kit/strings.en";
import editorStrings from "./locales/en.json";
import gamesStrings from "./locales/games.en.json";
import exportStrings from "./locales/export.en.json";
import galleryStrings from "./locales/gallery.en.json";
import tagsStrings from "./locales/tags.en.json";
import competitionsStrings from "./locales/competitions.en.json";
import operationsStrings from "./locales/operations.en.json";
import sceneEditorStrings from "./locales/scene-editor.en.json";
import logicStrings from "./locales/logic.en.json";
import importStrings from "./locales/import.en.json";
import ltiStrings from "./locales/lti.en.json";
import debriefStrings from "./locales/debrief.en.json";
import sharingStrings from "./locales/sharing.en.json";
import scormStrings from "./locales/scorm.en.json";

/**
 * The editor's strings in one language: the player's (the stage, the preview and the demos speak
 * them), every element type's with the rule vocabulary's words (the logic builder needs them) and
 * the editor's own namespaces. The shell's come with createI18n.
 */
export default {
  ...playerStrings,
  ...elementResources.en,
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
