/**
 * A scene's picture in the scene selector: the same Stage the player and the editor use, scaled
 * down, read-only and out of reach (inert, hidden from assistive technology; the button around
 * it carries the scene's name). It is built lazily: a cheap schematic (each element's box in its
 * colours) until the thumbnail has been on screen while the browser was idle; then the stage,
 * with its own view store, follows the document at low priority (useDeferredValue). During a
 * drag the document does not change, so thumbnails cost nothing then; an edit re-renders only
 * the changed elements (each stage box subscribes to its own view).
 *
 * Renderers get a host without the JSXGraph frame and with reduced motion: a construction shows
 * its placeholder instead of one sandboxed frame per thumbnail, and nothing animates.
 */
import type { GameDocument, Scene } from "@exitgame/engine";
import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import { defaultHost, PluginHostContext, type PluginHost } from "@exitgame/element-plugins/host";
import { Stage, ViewStore } from "@exitgame/player/kit/stage";
import { memo, useDeferredValue, useEffect, useRef, useState } from "react";

const THUMB_HOST: PluginHost = { ...defaultHost, codeFrameUrl: null, reducedMotion: true };

/** Until the live picture is there: each element's box, in its place, order and colours. */
const Schematic = memo(function Schematic({ scene }: { scene: Scene }) {
  return (
    <svg
      viewBox={`0 0 ${STAGE_WIDTH} ${STAGE_HEIGHT}`}
      className="se-thumb-schematic"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width={STAGE_WIDTH} height={STAGE_HEIGHT} fill="#fff" />
      {scene.elements.map((el) => (
        <rect
          key={el.id}
          x={el.x}
          y={el.y}
          width={el.width}
          height={el.height}
          transform={`rotate(${el.rotation} ${el.x + el.width / 2} ${el.y + el.height / 2})`}
          fill={el.background !== "transparent" ? el.background : "#c7d2fe"}
          stroke="#6366f1"
          strokeWidth="6"
          opacity={el.visible ? 0.9 : 0.35}
        />
      ))}
    </svg>
  );
});

/** The scene on a small stage of its own. */
function LiveStage({ doc, sceneId }: { doc: GameDocument; sceneId: string }) {
  const [store] = useState(() => {
    const created = new ViewStore(doc);
    created.setScene({ sceneId, leaving: null });
    return created;
  });
  useEffect(() => {
    store.replaceDocument(doc);
    if (store.sceneView().sceneId !== sceneId) store.setScene({ sceneId, leaving: null });
  }, [store, doc, sceneId]);
  return (
    <PluginHostContext.Provider value={THUMB_HOST}>
      <Stage store={store} mode="edit" label="" />
    </PluginHostContext.Provider>
  );
}

let idleSeen = false;
/** Resolves once the browser has been idle (once per page): first paint and input go first. */
function whenIdle(run: () => void): () => void {
  if (idleSeen) {
    run();
    return () => {};
  }
  let cancelled = false;
  const done = () => {
    idleSeen = true;
    if (!cancelled) run();
  };
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(done, { timeout: 4000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(done, 500);
  return () => {
    cancelled = true;
    clearTimeout(handle);
  };
}

export const SceneThumbnail = memo(function SceneThumbnail({
  doc,
  scene,
}: {
  doc: GameDocument;
  scene: Scene;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const deferred = useDeferredValue(doc);
  useEffect(() => {
    const node = box.current;
    if (!node || live) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => setLive(true));
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [live]);
  return (
    <div
      ref={box}
      className="se-thumb"
      data-testid="scene-thumb"
      data-live={live ? "true" : undefined}
      aria-hidden="true"
      inert
    >
      {live ? <LiveStage doc={deferred} sceneId={scene.id} /> : <Schematic scene={scene} />}
    </div>
  );
});
