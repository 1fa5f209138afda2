/**
 * The English strings only the dashboard's and the admin area's pages use (competitions, their
 * debriefing, LTI, SCORM, tags): the editor does not load them (see catalogues.ts).
 */
import type { ResourceLanguage } from "i18next";
import competitions from "./competitions.en.json";
import debrief from "./debrief.en.json";
import lti from "./lti.en.json";
import scorm from "./scorm.en.json";
import tags from "./tags.en.json";

const catalogue: ResourceLanguage = { competitions, debrief, lti, scorm, tags };
export default catalogue;
