import type { ReactNode } from "react";
import { useClassroomStrings } from "../catalogues";

/**
 * Renders `children` once the dashboard's and admin area's strings are there (competitions,
 * LTI, SCORM, tags, and every other part of the catalogues; see catalogues.ts). Its own component: it suspends after its only hooks.
 */
export function ClassroomStrings({ children }: { children: ReactNode }) {
  useClassroomStrings();
  return children;
}
