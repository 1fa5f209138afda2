/**
 * The English strings of the logic builder and the galleries: the logic view and the scene
 * editor's parts that load on demand (inspector, settings, galleries, …) wait for them (see
 * catalogues.ts); the scene editor's first paint needs only a few of them (*.scene.en.json, in
 * catalogue.en.ts).
 */
import type { ResourceLanguage } from "i18next";
import gallery from "./gallery.en.json";
import logic from "./logic.en.json";

const catalogue: ResourceLanguage = { logic, gallery };
export default catalogue;
