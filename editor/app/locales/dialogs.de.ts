/**
 * The German strings of the import, export and sharing dialogs (and the versions dialog): the
 * dialogs wait for them when they open (see catalogues.ts); the scene editor's first paint needs
 * only a few of them (*.scene.de.json, in catalogue.de.ts).
 */
import type { ResourceLanguage } from "i18next";
import exportStrings from "./export.de.json";
import importStrings from "./import.de.json";
import sharing from "./sharing.de.json";

const catalogue: ResourceLanguage = { import: importStrings, export: exportStrings, sharing };
export default catalogue;
