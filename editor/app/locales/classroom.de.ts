/**
 * The German strings only the dashboard's and the admin area's pages use (competitions, their
 * debriefing, LTI, SCORM, tags): the editor does not load them (see catalogues.ts).
 */
import type { ResourceLanguage } from "i18next";
import competitions from "./competitions.de.json";
import debrief from "./debrief.de.json";
import lti from "./lti.de.json";
import scorm from "./scorm.de.json";
import tags from "./tags.de.json";

const catalogue: ResourceLanguage = { competitions, debrief, lti, scorm, tags };
export default catalogue;
