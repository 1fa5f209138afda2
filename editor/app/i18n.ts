import { elementResources } from "@exitgame/element-plugins/i18n";
import { playerResources } from "@exitgame/player/kit/i18n";
import type { Resource } from "i18next";
import de from "./locales/de.json";
import en from "./locales/en.json";
import exportDe from "./locales/export.de.json";
import exportEn from "./locales/export.en.json";
import gamesDe from "./locales/games.de.json";
import gamesEn from "./locales/games.en.json";
import galleryDe from "./locales/gallery.de.json";
import galleryEn from "./locales/gallery.en.json";
import tagsDe from "./locales/tags.de.json";
import tagsEn from "./locales/tags.en.json";
import competitionsDe from "./locales/competitions.de.json";
import competitionsEn from "./locales/competitions.en.json";
import logicDe from "./locales/logic.de.json";
import logicEn from "./locales/logic.en.json";
import operationsDe from "./locales/operations.de.json";
import operationsEn from "./locales/operations.en.json";
import sceneEditorDe from "./locales/scene-editor.de.json";
import sceneEditorEn from "./locales/scene-editor.en.json";
import importDe from "./locales/import.de.json";
import importEn from "./locales/import.en.json";
import ltiDe from "./locales/lti.de.json";
import ltiEn from "./locales/lti.en.json";
import debriefDe from "./locales/debrief.de.json";
import debriefEn from "./locales/debrief.en.json";
import sharingDe from "./locales/sharing.de.json";
import sharingEn from "./locales/sharing.en.json";
import scormDe from "./locales/scorm.de.json";
import scormEn from "./locales/scorm.en.json";

export const editorResources: Resource = {
  // The stage, the preview and the demos speak the player's strings; plugins bring their own (`elements`).
  de: {
    ...playerResources.de,
    // The player's element strings without the rule vocabulary; the logic builder needs its words.
    ...elementResources.de,
    editor: de,
    games: gamesDe,
    export: exportDe,
    gallery: galleryDe,
    tags: tagsDe,
    competitions: competitionsDe,
    operations: operationsDe,
    sceneEditor: sceneEditorDe,
    logic: logicDe,
    import: importDe,
    lti: ltiDe,
    debrief: debriefDe,
    sharing: sharingDe,
    scorm: scormDe,
  },
  en: {
    ...playerResources.en,
    ...elementResources.en,
    editor: en,
    games: gamesEn,
    export: exportEn,
    gallery: galleryEn,
    tags: tagsEn,
    competitions: competitionsEn,
    operations: operationsEn,
    sceneEditor: sceneEditorEn,
    logic: logicEn,
    import: importEn,
    lti: ltiEn,
    debrief: debriefEn,
    sharing: sharingEn,
    scorm: scormEn,
  },
};
