import { STAGE_HEIGHT, STAGE_WIDTH, type Element, type Scalar, type Scene } from "@exitgame/engine";
import { getPlugin } from "@exitgame/element-plugins";
import { useLayoutEffect, useRef, type CSSProperties } from "react";
import "./stage.css";

export interface StageProps {
  scene: Scene;
  globalElements: readonly Element[];
  mode: "edit" | "play";
  /** Accessible name of the stage (the game's title). */
  label: string;
  onTrigger?(elementId: string, trigger: string, value?: Scalar): void;
}

/** The box every element sits in: position, size, rotation, mirror, opacity, border, background. */
export function elementBoxStyle(el: Element, zIndex: number): CSSProperties {
  const transforms = [`rotate(${el.rotation}deg)`];
  if (el.mirrorH) transforms.push("scaleX(-1)");
  if (el.mirrorV) transforms.push("scaleY(-1)");
  return {
    position: "absolute",
    left: el.x,
    top: el.y,
    width: el.width,
    height: el.height,
    transform: transforms.join(" "),
    transformOrigin: "center",
    opacity: el.opacity,
    background: el.background,
    border: el.borderWidth > 0 ? `${el.borderWidth}px solid ${el.border}` : undefined,
    borderRadius: el.radius,
    boxSizing: "border-box",
    visibility: el.visible ? "visible" : "hidden",
    zIndex,
    ...(el.styleOverrides as CSSProperties),
  };
}

function ElementBox({ element, zIndex, mode, onTrigger }: { element: Element; zIndex: number } & Pick<StageProps, "mode" | "onTrigger">) {
  const plugin = getPlugin(element.type);
  return (
    <div
      className="eg-element"
      data-element-id={element.id}
      data-element-type={element.type}
      style={elementBoxStyle(element, zIndex)}
      aria-hidden={element.visible ? undefined : true}
    >
      {plugin ? (
        <plugin.Renderer
          element={element}
          state={undefined}
          mode={mode}
          emit={(trigger, value) => onTrigger?.(element.id, trigger, value)}
        />
      ) : null}
    </div>
  );
}

/**
 * The 1280×720 game area, scaled to fit its container with the aspect ratio kept (letterboxed).
 * CSS does the scaling where the browser can divide lengths (typed arithmetic); the effect
 * below sets it for the others.
 */
export function Stage({ scene, globalElements, mode, label, onTrigger }: StageProps) {
  const viewport = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const fit = () => {
      const scale = Math.min(node.clientWidth / STAGE_WIDTH, node.clientHeight / STAGE_HEIGHT);
      node.style.setProperty("--eg-stage-scale", String(scale > 0 ? scale : 1));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const elements = [...scene.elements, ...globalElements];
  return (
    <div className="eg-stage-viewport" ref={viewport}>
      <div
        className="eg-stage"
        role="region"
        aria-label={label}
        data-scene-id={scene.id}
        style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT }}
      >
        {elements.map((element, index) => (
          <ElementBox key={element.id} element={element} zIndex={index + 1} mode={mode} onTrigger={onTrigger} />
        ))}
      </div>
    </div>
  );
}
