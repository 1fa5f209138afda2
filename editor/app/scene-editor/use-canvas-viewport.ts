/**
 * The canvas's size and zoom: zoom 1 fits the stage into the canvas; larger zooms make the
 * scrolling area bigger than the canvas (pan with Space or the middle button).
 */
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import { useEffect, useState, type RefObject } from "react";

export function useCanvasViewport(scroller: RefObject<HTMLDivElement | null>, zoom: number) {
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const fit = () => setViewport({ width: node.clientWidth, height: node.clientHeight });
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, [scroller]);
  const fitScale = Math.min(viewport.width / STAGE_WIDTH, viewport.height / STAGE_HEIGHT) || 1;
  return {
    zoomed: zoom > 1,
    /** The scrolling area. */
    size: {
      width: Math.max(viewport.width, STAGE_WIDTH * fitScale * zoom),
      height: Math.max(viewport.height, STAGE_HEIGHT * fitScale * zoom),
    },
    /** The stage's box on screen. */
    stage: { width: STAGE_WIDTH * fitScale * zoom, height: STAGE_HEIGHT * fitScale * zoom },
  };
}
