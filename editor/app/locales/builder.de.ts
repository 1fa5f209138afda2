/**
 * The German strings of the logic builder and the galleries: the logic view and the scene
 * editor's parts that load on demand (inspector, settings, galleries, …) wait for them (see
 * catalogues.ts); the scene editor's first paint needs only a few of them (*.scene.de.json, in
 * catalogue.de.ts).
 */
import type { ResourceLanguage } from "i18next";
import gallery from "./gallery.de.json";
import logic from "./logic.de.json";

const catalogue: ResourceLanguage = { logic, gallery };
export default catalogue;
