import { STAGE_HEIGHT, STAGE_WIDTH } from "@exitgame/engine/document/constants";
import type { Element } from "@exitgame/engine";
import type { RuntimeEvent } from "@exitgame/engine/runtime/types";
import { indexDocument } from "@exitgame/engine/document/element-index";
// Deep imports: the stage must not pull the element definitions (zod) into the initial bundle.
import type { AnyElementPlugin, RendererProps } from "@exitgame/element-plugins/plugin";
import { themeVariables } from "@exitgame/element-plugins/themes";
import {
  addPluginStrings,
  getLoadedPlugin,
  loadPlugin,
  pluginMeta,
} from "@exitgame/element-plugins/views";
import "@exitgame/element-plugins/contract/elements.css";
import {
  memo,
  Suspense,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { useTranslation } from "react-i18next";
import type { ElementView, ViewStore } from "../game/view-store";
import { inFocusOrder, useSceneFocus } from "./scene-a11y";
import { useCarry } from "./use-carry";
import "./stage.css";

/** What the stage needs to make elements playable; absent in a static rendering. */
export interface StageInteraction {
  dispatch(event: RuntimeEvent): void;
  /** Elements some rule reacts to a click on: they become keyboard-operable buttons. */
  clickable: ReadonlySet<string>;
  /** Elements some rule reacts to mouse enter/leave on. */
  hoverable: ReadonlySet<string>;
}

export interface StageProps {
  store: ViewStore;
  mode: "edit" | "play";
  /** Accessible name of the stage (the game's title). */
  label: string;
  interaction?: StageInteraction;
  /** Receives the animation layer of each element and each scene layer (for the effect adapters). */
  registerNode?(kind: "element" | "scene", id: string, node: HTMLElement | null): void;
  /** Above everything on the stage (particle overlay, start screen). */
  children?: ReactNode;
  /** The start screen covers the game: nothing behind it can be focused or read. */
  covered?: boolean;
}

/** The box every element sits in: position, size, rotation, mirror, opacity, border, background, theme. */
export function elementBoxStyle(
  el: Element,
  view: Pick<
    ElementView,
    "x" | "y" | "width" | "height" | "rotation" | "opacity" | "visible" | "held"
  >,
  zIndex: number,
): CSSProperties {
  // No transform at all for an upright, unmirrored element: every transform is a node in the
  // browser's paint property trees, and 500 needless ones slow down each frame of a drag.
  const transforms = view.rotation ? [`rotate(${view.rotation}deg)`] : [];
  if (el.mirrorH) transforms.push("scaleX(-1)");
  if (el.mirrorV) transforms.push("scaleY(-1)");
  const paints = pluginMeta(el.type).paintsBox;
  return {
    position: "absolute",
    left: view.x,
    top: view.y,
    width: view.width,
    height: view.height,
    transform: transforms.length ? transforms.join(" ") : undefined,
    transformOrigin: "center",
    opacity: view.opacity,
    background: paints ? undefined : el.background,
    border: !paints && el.borderWidth > 0 ? `${el.borderWidth}px solid ${el.border}` : undefined,
    borderRadius: el.radius,
    boxSizing: "border-box",
    visibility: view.visible || view.held ? "visible" : "hidden",
    zIndex,
    ...themeVariables(el.colorTheme, el.themeMode),
    colorScheme: el.themeMode,
    ...(el.styleOverrides as CSSProperties),
  };
}

const viewPromises = new Map<string, Promise<AnyElementPlugin>>();
/**
 * The type's view: suspends until its chunk arrives. use() is called on every render (React
 * requires it once a component suspended); a plugin that is already loaded is handed over as a
 * fulfilled thenable, which use() reads synchronously.
 */
function usePluginView(type: string): AnyElementPlugin {
  let promise = viewPromises.get(type);
  if (!promise) {
    const loaded = getLoadedPlugin(type);
    promise = loaded
      ? Object.assign(Promise.resolve(loaded), { status: "fulfilled", value: loaded })
      : loadPlugin(type);
    viewPromises.set(type, promise);
  }
  return use(promise);
}

function PluginView({ type, ...props }: { type: string } & RendererProps) {
  const plugin = usePluginView(type);
  // The type's strings come with its view (the same on the server and in the browser).
  addPluginStrings(useTranslation().i18n, plugin);
  return <plugin.Renderer {...props} />;
}

const KEY_STEP = 10;
const ROTATE_STEP = 15;

interface BoxProps {
  id: string;
  zIndex: number;
  store: ViewStore;
  mode: "edit" | "play";
  interaction: StageInteraction | undefined;
  registerNode: StageProps["registerNode"];
  helpId: string;
}

/**
 * One element on the stage. Memoised: its data comes from its own view-store subscription, so a
 * parent re-render (the editor's selection layer follows the pointer 60 times a second) does not
 * re-render 500 boxes and their renderers.
 */
const ElementBox = memo(function ElementBox({
  id,
  zIndex,
  store,
  mode,
  interaction,
  registerNode,
  helpId,
}: BoxProps) {
  const { t } = useTranslation("player");
  const subscribe = useCallback((l: () => void) => store.subscribeElement(id, l), [store, id]);
  const get = useCallback(() => store.element(id)!, [store, id]);
  const view = useSyncExternalStore(subscribe, get, get);
  const el = view.base;
  const outer = useRef<HTMLDivElement>(null);
  const element = useMemo(() => ({ ...el, props: view.props }), [el, view.props]);
  const dispatch = interaction?.dispatch;
  const emit = useCallback<RendererProps["emit"]>(
    (trigger, value) =>
      dispatch?.({
        type: "trigger",
        elementId: id,
        trigger,
        ...(value === undefined ? {} : { value }),
      }),
    [dispatch, id],
  );
  const act = useCallback<RendererProps["act"]>(
    (action, args) =>
      dispatch?.({
        type: "elementAction",
        elementId: id,
        action,
        ...(args === undefined ? {} : { args }),
      }),
    [dispatch, id],
  );
  const meta = pluginMeta(el.type);
  const play = mode === "play" && interaction !== undefined;
  const clickable = play && interaction.clickable.has(id);
  const movable = play && (el.draggable || el.rotatable || el.resizable);
  const focusable = (clickable || movable) && !meta.interactive && view.visible;
  const drag = useRef<{
    pointer: number;
    sx: number;
    sy: number;
    x: number;
    y: number;
    scale: number;
    moved: boolean;
  } | null>(null);
  const suppressClick = useRef(false);

  const stageScale = () => {
    const stage = outer.current?.closest<HTMLElement>(".eg-stage");
    return stage ? stage.getBoundingClientRect().width / STAGE_WIDTH || 1 : 1;
  };
  const named = el.name && !meta.namedByContent ? el.name : undefined;
  // Decoration is hidden from assistive technology; what the player can operate never is.
  const decorative =
    mode === "play" && el.decorative && !clickable && !movable && !meta.interactive;
  const described = mode === "play" && !decorative && el.accessibleDescription !== "";
  const descriptionId = `${helpId}-${id}-description`;
  const carry = useCarry(
    () => outer.current,
    view,
    el.name || t("stage.piece"),
    (x, y) => interaction?.dispatch({ type: "dragEnd", elementId: id, x, y }),
  );
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!play || e.target !== e.currentTarget) return;
    // Enter clicks a clickable piece; Space (or Enter on one that is not clickable) carries it.
    if (clickable && !carry.carrying && (e.key === "Enter" || (e.key === " " && !el.draggable))) {
      e.preventDefault();
      interaction.dispatch({ type: "click", elementId: id });
      return;
    }
    if (el.draggable && (carry.carrying || !e.shiftKey) && carry.onKey(e.key, e.shiftKey)) {
      e.preventDefault();
      return;
    }
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = arrows[e.key];
    if (dir && e.shiftKey && el.resizable) {
      e.preventDefault();
      let width = Math.max(10, view.width + dir[0] * KEY_STEP);
      let height = Math.max(10, view.height + dir[1] * KEY_STEP);
      if (el.keepAspectRatio) {
        const ratio = view.width / Math.max(1, view.height);
        if (dir[0] !== 0) height = Math.round(width / ratio);
        else width = Math.round(height * ratio);
      }
      interaction.dispatch({ type: "resizeEnd", elementId: id, width, height });
    } else if ((e.key === "r" || e.key === "R") && el.rotatable) {
      e.preventDefault();
      rotateBy(e.key === "R" ? -ROTATE_STEP : ROTATE_STEP);
    }
  };
  const rotateBy = (step: number) =>
    interaction?.dispatch({
      type: "rotateEnd",
      elementId: id,
      rotation: (((view.rotation + step) % 360) + 360) % 360,
    });
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    suppressClick.current = false;
    if (!play || !el.draggable || e.button !== 0) return;
    if (
      (e.target as HTMLElement).closest(
        "input, textarea, button, select, iframe, video, .eg-handle",
      )
    )
      return;
    drag.current = {
      pointer: e.pointerId,
      sx: e.clientX,
      sy: e.clientY,
      x: view.x,
      y: view.y,
      scale: stageScale(),
      moved: false,
    };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId || !outer.current) return;
    const dx = (e.clientX - d.sx) / d.scale;
    const dy = (e.clientY - d.sy) / d.scale;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    d.moved = true;
    // Follows the pointer directly; the runtime learns the position on release.
    outer.current.style.left = `${d.x + dx}px`;
    outer.current.style.top = `${d.y + dy}px`;
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    drag.current = null;
    if (!d.moved || !play) return;
    suppressClick.current = true;
    interaction.dispatch({
      type: "dragEnd",
      elementId: id,
      x: Math.round(d.x + (e.clientX - d.sx) / d.scale),
      y: Math.round(d.y + (e.clientY - d.sy) / d.scale),
    });
  };

  const handle = (kind: "rotate" | "resize") => (e: ReactPointerEvent<HTMLSpanElement>) => {
    if (!play) return;
    e.stopPropagation();
    const box = outer.current!.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const scale = stageScale();
    const start = { x: e.clientX, y: e.clientY, width: view.width, height: view.height };
    const target = e.currentTarget;
    target.setPointerCapture(e.pointerId);
    const result = (ev: PointerEvent) => {
      if (kind === "rotate")
        return {
          rotation: Math.round(
            ((Math.atan2(ev.clientY - cy, ev.clientX - cx) * 180) / Math.PI + 90 + 360) % 360,
          ),
          width: 0,
          height: 0,
        };
      let width = Math.max(10, start.width + (ev.clientX - start.x) / scale);
      let height = Math.max(10, start.height + (ev.clientY - start.y) / scale);
      if (el.keepAspectRatio) height = width * (start.height / Math.max(1, start.width));
      return { rotation: undefined, width: Math.round(width), height: Math.round(height) };
    };
    const move = (ev: PointerEvent) => {
      const r = result(ev);
      if (r.rotation !== undefined) outer.current!.style.transform = `rotate(${r.rotation}deg)`;
      else Object.assign(outer.current!.style, { width: `${r.width}px`, height: `${r.height}px` });
    };
    const up = (ev: PointerEvent) => {
      target.removeEventListener("pointermove", move);
      target.removeEventListener("pointerup", up);
      // A tap on the rotate handle turns by one step: rotating without a dragging gesture.
      if (kind === "rotate" && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 4) {
        outer.current!.style.transform = "";
        rotateBy(ROTATE_STEP);
        return;
      }
      const r = result(ev);
      if (r.rotation !== undefined)
        interaction.dispatch({ type: "rotateEnd", elementId: id, rotation: r.rotation });
      else
        interaction.dispatch({
          type: "resizeEnd",
          elementId: id,
          width: r.width,
          height: r.height,
        });
    };
    target.addEventListener("pointermove", move);
    target.addEventListener("pointerup", up);
  };

  const hover = play && interaction.hoverable.has(id);
  const shortcuts = [
    el.draggable && t("stage.keys.move"),
    el.resizable && t("stage.keys.resize"),
    el.rotatable && t("stage.keys.rotate"),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      ref={outer}
      className={`eg-element${focusable ? " eg-element--focusable" : ""}${clickable ? " eg-element--clickable" : ""}${movable ? " eg-element--movable" : ""}`}
      data-element-id={id}
      data-element-type={el.type}
      data-paints-box={meta.paintsBox || undefined}
      style={elementBoxStyle(el, view, zIndex)}
      aria-hidden={view.visible && !decorative ? undefined : true}
      tabIndex={focusable ? 0 : undefined}
      role={focusable ? (clickable ? "button" : "group") : undefined}
      aria-label={focusable ? el.accessibleName || named : undefined}
      aria-roledescription={
        focusable && movable ? t(carry.carrying ? "stage.carried" : "stage.movable") : undefined
      }
      aria-describedby={
        focusable
          ? [
              described && descriptionId,
              movable && el.draggable && `${helpId}-move`,
              movable && el.resizable && `${helpId}-resize`,
              movable && el.rotatable && `${helpId}-rotate`,
            ]
              .filter(Boolean)
              .join(" ") || undefined
          : undefined
      }
      aria-keyshortcuts={focusable && shortcuts ? shortcuts : undefined}
      onKeyDown={focusable ? onKeyDown : undefined}
      onClick={
        play
          ? () => {
              if (suppressClick.current) return void (suppressClick.current = false);
              interaction.dispatch({ type: "click", elementId: id });
              // A tap on a piece that is only movable picks it up; the next tap drops it.
              if (el.draggable && !clickable && view.visible) carry.pickUpByPointer();
            }
          : undefined
      }
      onBlur={focusable && el.draggable ? carry.onBlur : undefined}
      data-carried={carry.carrying || undefined}
      onPointerEnter={
        hover ? () => interaction.dispatch({ type: "mouseEnter", elementId: id }) : undefined
      }
      onPointerLeave={
        hover ? () => interaction.dispatch({ type: "mouseLeave", elementId: id }) : undefined
      }
      onPointerDown={play && el.draggable ? onPointerDown : undefined}
      onPointerMove={play && el.draggable ? onPointerMove : undefined}
      onPointerUp={play && el.draggable ? onPointerUp : undefined}
    >
      {described ? (
        // The author's description: read after the name of a focusable element, in reading
        // order for content.
        <span id={descriptionId} className="eg-visually-hidden" hidden={focusable || undefined}>
          {el.accessibleDescription}
        </span>
      ) : null}
      <div className="eg-anim" ref={(node) => registerNode?.("element", id, node)}>
        <Suspense fallback={null}>
          <PluginView
            type={el.type}
            element={element}
            state={view.state}
            mode={mode}
            emit={emit}
            act={act}
          />
        </Suspense>
      </div>
      {play && el.rotatable && view.visible ? (
        <span
          className="eg-handle eg-handle--rotate"
          aria-hidden="true"
          onPointerDown={handle("rotate")}
        />
      ) : null}
      {play && el.resizable && view.visible ? (
        <span
          className="eg-handle eg-handle--resize"
          aria-hidden="true"
          onPointerDown={handle("resize")}
        />
      ) : null}
    </div>
  );
});

function SceneLayer({
  sceneId,
  leaving,
  headingRef,
  covered = false,
  ...rest
}: {
  sceneId: string;
  leaving: boolean;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  covered?: boolean;
} & Omit<BoxProps, "id" | "zIndex">) {
  const scene = indexDocument(rest.store.document).scene(sceneId)?.scene;
  const playing = rest.mode === "play";
  // Screen readers and the Tab key follow the DOM: in play it is the focus order (the author's
  // list, then reading order); stacking stays the author's through z-index.
  const ordered = useMemo(
    () =>
      scene ? (playing ? inFocusOrder(scene) : scene.elements.map((el, i) => ({ el, i }))) : [],
    [scene, playing],
  );
  if (!scene) return null;
  return (
    <div
      className="eg-scene-layer"
      data-scene-id={sceneId}
      data-leaving={leaving || undefined}
      aria-hidden={leaving || undefined}
      inert={leaving || covered || undefined}
      role={playing && !leaving ? "region" : undefined}
      aria-label={playing && !leaving ? scene.name : undefined}
      ref={(node) => rest.registerNode?.("scene", sceneId, node)}
    >
      {playing && !leaving ? (
        <h2 className="eg-visually-hidden eg-scene-heading" tabIndex={-1} ref={headingRef}>
          {scene.name}
        </h2>
      ) : null}
      {ordered.map(({ el, i }) => (
        <ElementBox key={el.id} id={el.id} zIndex={i + 1} {...rest} />
      ))}
    </div>
  );
}

/**
 * The 1280×720 game area, scaled to fit its container with the aspect ratio kept (letterboxed).
 * Layers bottom to top: the scene being left (during a transition), the current scene, the
 * global elements, then overlays.
 */
export function Stage({
  store,
  mode,
  label,
  interaction,
  registerNode,
  children,
  covered = false,
}: StageProps) {
  const { t } = useTranslation("player");
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
  const sceneView = useSyncExternalStore(
    useCallback((l: () => void) => store.subscribeScene(l), [store]),
    () => store.sceneView(),
    () => store.sceneView(),
  );
  const helpId = useId();
  const common = { store, mode, interaction, registerNode, helpId };
  const heading = useRef<HTMLHeadingElement>(null);
  const playing = mode === "play" && interaction !== undefined && !covered;
  useSceneFocus(playing, sceneView.sceneId, heading, () => {
    const name = indexDocument(store.document).scene(sceneView.sceneId)?.scene.name ?? "";
    return t("stage.sceneChanged", { name });
  });
  return (
    <div className="eg-stage-viewport" ref={viewport}>
      <div
        className="eg-stage"
        role="region"
        aria-label={label}
        data-scene-id={sceneView.sceneId}
        style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT }}
      >
        {sceneView.leaving ? (
          <SceneLayer
            key={sceneView.leaving.sceneId}
            sceneId={sceneView.leaving.sceneId}
            leaving
            {...common}
          />
        ) : null}
        <SceneLayer
          key={sceneView.sceneId}
          sceneId={sceneView.sceneId}
          leaving={false}
          headingRef={heading}
          covered={covered}
          {...common}
        />
        {store.document.globalElements.length > 0 ? (
          <div className="eg-scene-layer eg-global-layer" inert={covered || undefined}>
            {store.document.globalElements.map((el, index) => (
              <ElementBox key={el.id} id={el.id} zIndex={index + 1} {...common} />
            ))}
          </div>
        ) : null}
        {mode === "play" && interaction ? (
          // Descriptions of movable elements only (hidden: never read on their own), each
          // naming what that element allows.
          <div hidden>
            <p id={`${helpId}-move`}>{t("stage.keys.helpMove")}</p>
            <p id={`${helpId}-resize`}>{t("stage.keys.helpResize")}</p>
            <p id={`${helpId}-rotate`}>{t("stage.keys.helpRotate")}</p>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
