/**
 * Warnings only the browser can find: elements whose content is cut off (a text longer than its
 * box, or one that stays too long at the smallest font size). The engine's own checks cannot
 * judge this from the props; these join them in the problems panel, in the same shape.
 */
import type { DiagnosticData, Element, GameDocument } from "@exitgame/engine";
import { useEffect, useState } from "react";
import { stringsKey } from "@exitgame/element-plugins/labels";
import { isClipped } from "./measure";

export function clippedWarnings(doc: GameDocument): DiagnosticData[] {
  const out: DiagnosticData[] = [];
  const visit = (element: Element, path: string, sceneId: string | null) => {
    if (!isClipped(element)) return;
    out.push({
      severity: "warning",
      code: "elementProblem",
      params: {
        element: element.name || element.id,
        type: element.type,
        messageKey: `${stringsKey(element.type)}.problems.clipped`,
      },
      path,
      elementId: element.id,
      ...(sceneId ? { sceneId } : {}),
    } as DiagnosticData);
  };
  doc.scenes.forEach((scene, i) =>
    scene.elements.forEach((el, j) => visit(el, `scenes.${i}.elements.${j}`, scene.id)),
  );
  doc.globalElements.forEach((el, j) => visit(el, `globalElements.${j}`, null));
  return out;
}

/**
 * The warnings for `doc`, measured after the canvas has painted, again when a canvas becomes
 * ready (its element views load on demand) and when the web fonts have loaded.
 */
export function useClippedWarnings(doc: GameDocument): DiagnosticData[] {
  const [found, setFound] = useState<DiagnosticData[]>([]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setFound(clippedWarnings(doc)));
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-ready"],
    });
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [doc]);
  return found;
}
