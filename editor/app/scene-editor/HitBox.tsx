/**
 * One element's hit box on the editor canvas (above the stage): what the pointer and the keyboard
 * reach. The canvas is one tab stop: only the active box is in the tab order (a roving tab stop);
 * arrow keys move between boxes (see canvas-keys.ts). An element hidden when the game starts is
 * shown faintly (the stage draws it; see scene-editor.css) and says so.
 */
import type { Element } from "@exitgame/engine";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { Box } from "./geometry";

export const boxOf = (el: Element): Box => ({
  x: el.x,
  y: el.y,
  width: el.width,
  height: el.height,
  rotation: el.rotation,
});

export const HitBox = memo(function HitBox({
  el,
  override,
  selected,
  hidden,
  ghost,
  active,
  label,
  describedBy,
}: {
  el: Element;
  /** The geometry shown during a gesture (the element's own otherwise). */
  override: Box | undefined;
  selected: boolean;
  /** Hidden in the editor (the layers tab's eye). */
  hidden: boolean;
  /** Hidden when the game starts, shown faintly here. */
  ghost: boolean;
  /** The canvas's one tab stop. */
  active: boolean;
  label: string;
  describedBy: string;
}) {
  const { t } = useTranslation("sceneEditor");
  const box = override ?? el;
  return (
    <>
      <div
        className={`se-hit${selected ? " se-hit--selected" : ""}${el.locked ? " se-hit--locked" : ""}${ghost ? " se-hit--ghost" : ""}`}
        tabIndex={hidden ? undefined : active ? 0 : -1}
        role="button"
        aria-label={ghost ? `${label} (${t("stage.hiddenAtStart")})` : label}
        aria-pressed={selected}
        aria-describedby={describedBy}
        title={ghost ? t("stage.hiddenAtStartWhy") : undefined}
        data-hit-id={el.id}
        data-testid="stage-element"
        data-element-name={el.name}
        data-element-type={el.type}
        data-ghost={ghost || undefined}
        style={{
          left: box.x,
          top: box.y,
          width: box.width,
          height: box.height,
          // Upright boxes get no transform (fewer paint property nodes per frame with 500 boxes).
          transform: box.rotation ? `rotate(${box.rotation}deg)` : undefined,
          display: hidden ? "none" : undefined,
        }}
      />
      {ghost && !hidden ? (
        // Beside the box, not in it: the box's name already says it (for assistive technology).
        <span
          className="se-ghost-note"
          aria-hidden="true"
          data-ghost-note={el.id}
          style={{ left: box.x, top: box.y + box.height }}
        >
          {t("stage.hiddenAtStart")}
        </span>
      ) : null}
    </>
  );
});
