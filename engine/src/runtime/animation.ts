/**
 * What an animation leaves behind. The runtime applies the end state at once, so that
 * conditions and snapshots never depend on how far an adapter's tween has got.
 */
import type { Animation } from "../document/rule-schema";
import type { Element } from "../document/schema";
import type { Geometry } from "./types";

export function initialGeometry(el: Element): Geometry {
  return {
    x: el.x,
    y: el.y,
    width: el.width,
    height: el.height,
    rotation: el.rotation,
    opacity: el.opacity,
    visible: el.visible,
  };
}

/**
 * The state an element has once an animation has run. It is applied at once so that conditions
 * and snapshots never depend on how far an adapter's tween has got; the adapter animates from
 * what is on screen to `to`. Purely visual animations (bounce, shake, pulse…) change nothing.
 */
export function animationEndState(
  el: Geometry,
  base: Geometry,
  animation: Animation,
  target?: Geometry,
): Partial<Geometry> {
  const to: Partial<Geometry> = {};
  if (animation.autoShow) to.visible = true;
  switch (animation.name) {
    case "fadeIn":
    case "popIn":
      to.visible = true;
      break;
    case "fadeOut":
    case "popOut":
      to.visible = false;
      break;
    case "moveTo":
      if (animation.axis !== "y") to.x = animation.x;
      if (animation.axis !== "x") to.y = animation.y;
      break;
    case "moveBy":
      if (animation.axis !== "y") to.x = el.x + animation.x;
      if (animation.axis !== "x") to.y = el.y + animation.y;
      break;
    case "rotateTo":
      to.rotation = animation.targetAngle;
      break;
    case "rotateBy":
      to.rotation = el.rotation + animation.rotationAmount;
      break;
    case "spin":
      to.rotation =
        el.rotation + (animation.direction === "clockwise" ? 1 : -1) * 360 * animation.rotations;
      break;
    case "scaleTo":
    case "scaleBy": {
      // scaleTo is relative to the element's designed size, scaleBy to its current size; both keep the centre.
      const from = animation.name === "scaleTo" ? base : el;
      const width = from.width * animation.scale;
      const height = from.height * animation.scale;
      to.x = el.x + (el.width - width) / 2;
      to.y = el.y + (el.height - height) / 2;
      to.width = width;
      to.height = height;
      break;
    }
    case "flyToTarget":
      if (target) {
        to.x = target.x + target.width / 2 - el.width / 2;
        to.y = target.y + target.height / 2 - el.height / 2;
      }
      break;
    case "resetPosition":
      to.x = base.x;
      to.y = base.y;
      to.rotation = base.rotation;
      to.opacity = animation.resetOpacity === "full" ? 1 : base.opacity;
      if (animation.resetDimensions) {
        to.width = base.width;
        to.height = base.height;
      }
      break;
    default:
      break;
  }
  if (animation.autoHide && !animation.infinite) to.visible = false;
  return to;
}
