/**
 * The English strings of the import, export and sharing dialogs (and the versions dialog): the
 * dialogs wait for them when they open (see catalogues.ts); the scene editor's first paint needs
 * only a few of them (*.scene.en.json, in catalogue.en.ts).
 */
import type { ResourceLanguage } from "i18next";
import exportStrings from "./export.en.json";
import importStrings from "./import.en.json";
import sharing from "./sharing.en.json";

const catalogue: ResourceLanguage = { import: importStrings, export: exportStrings, sharing };
export default catalogue;
