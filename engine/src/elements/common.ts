import type { PropertyDecl, TriggerDecl } from "./contract";

/** Properties every element exposes to rules; they live on the element itself, not in props. */
export const COMMON_PROPERTIES = {
  x: { type: "number", read: true, write: true },
  y: { type: "number", read: true, write: true },
  width: { type: "number", read: true, write: true },
  height: { type: "number", read: true, write: true },
  rotation: { type: "number", read: true, write: true },
  opacity: { type: "number", read: true, write: true },
  visible: { type: "boolean", read: true, write: true },
  collision: { type: "collision", read: true, write: false },
} as const satisfies Record<string, PropertyDecl>;
export type CommonPropertyName = keyof typeof COMMON_PROPERTIES;
export const isCommonProperty = (name: string): name is CommonPropertyName =>
  Object.hasOwn(COMMON_PROPERTIES, name);

/** Triggers the stage emits for every element. */
export const COMMON_TRIGGERS = {
  click: {},
  dragEnd: {},
  rotateEnd: {},
  resizeEnd: {},
  mouseEnter: {},
  mouseLeave: {},
} as const satisfies Record<string, TriggerDecl>;
export type CommonTriggerName = keyof typeof COMMON_TRIGGERS;
