import type { ElementCommon } from "../document/schema";
import type { PropertyDecl, TriggerDecl } from "./contract";
import { INTERNAL, type FieldSpec, type Internal } from "./fields";

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

/**
 * Fields of the properties every element has, declared once for all types. Keys are
 * keys of the element; the speech settings are addressed as 'speech.voice' etc. `variables`
 * are edited in the variables panel, not in the inspector.
 */
export const COMMON_FIELDS = {
  name: { kind: "text", group: "general", order: 0 },
  visible: { kind: "switch", group: "general", order: 1, help: true },
  locked: { kind: "switch", group: "general", order: 2, help: true },
  global: { kind: "switch", group: "general", order: 3, help: true },
  x: { kind: "number", group: "layout", order: 0, unit: "px", step: 1 },
  y: { kind: "number", group: "layout", order: 1, unit: "px", step: 1 },
  width: { kind: "number", group: "layout", order: 2, unit: "px", min: 0, step: 1 },
  height: { kind: "number", group: "layout", order: 3, unit: "px", min: 0, step: 1 },
  rotation: { kind: "number", group: "layout", order: 4, unit: "deg", step: 1 },
  keepAspectRatio: { kind: "switch", group: "layout", order: 5 },
  mirrorH: { kind: "switch", group: "layout", order: 6 },
  mirrorV: { kind: "switch", group: "layout", order: 7 },
  variant: { kind: "variant", group: "appearance", order: 0 },
  colorTheme: { kind: "colorTheme", group: "appearance", order: 1 },
  themeMode: { kind: "select", group: "appearance", order: 2, options: ["light", "dark"] },
  opacity: {
    kind: "slider",
    group: "appearance",
    order: 3,
    unit: "percent",
    min: 0,
    max: 1,
    step: 0.01,
  },
  background: { kind: "color", group: "appearance", order: 4 },
  border: { kind: "color", group: "appearance", order: 5 },
  borderWidth: { kind: "number", group: "appearance", order: 6, unit: "px", min: 0, step: 1 },
  radius: { kind: "number", group: "appearance", order: 7, unit: "px", min: 0, step: 1 },
  draggable: { kind: "switch", group: "interaction", order: 0 },
  resizable: { kind: "switch", group: "interaction", order: 1 },
  rotatable: { kind: "switch", group: "interaction", order: 2 },
  "speech.voice": { kind: "voice", group: "speech", order: 0, help: true },
  "speech.speed": { kind: "slider", group: "speech", order: 1, min: 0.1, max: 10, step: 0.1 },
  "speech.pitch": { kind: "slider", group: "speech", order: 2, min: 0, max: 2, step: 0.1 },
  accessibleName: { kind: "text", group: "accessibility", order: 0, help: true },
  accessibleDescription: {
    kind: "multilineText",
    group: "accessibility",
    order: 1,
    rows: 3,
    help: true,
  },
  decorative: { kind: "switch", group: "accessibility", order: 2, help: true },
  styleOverrides: { kind: "cssVariables", group: "advanced", order: 0, help: true },
  variables: INTERNAL,
} as const satisfies Record<CommonFieldName, FieldSpec | Internal>;

/** Keys of COMMON_FIELDS: the element's own keys, with the speech settings spelled out. */
export type CommonFieldName =
  Exclude<keyof ElementCommon, "speech"> | `speech.${keyof ElementCommon["speech"]}`;

/** The value a common field edits ('speech.voice' reads `element.speech.voice`). */
export function commonFieldValue(element: ElementCommon, name: CommonFieldName): unknown {
  const [key, sub] = name.split(".") as [keyof ElementCommon, string | undefined];
  const value = element[key];
  return sub === undefined ? value : (value as Record<string, unknown>)[sub];
}

/**
 * The patch of the element's common properties that sets one common field (for an
 * update-common operation): `{ x: 10 }`, or the whole speech object for 'speech.pitch'.
 */
export function commonFieldPatch(
  element: ElementCommon,
  name: CommonFieldName,
  value: unknown,
): Partial<ElementCommon> {
  const [key, sub] = name.split(".") as [keyof ElementCommon, string | undefined];
  if (sub === undefined) return { [key]: value } as Partial<ElementCommon>;
  return { [key]: { ...(element[key] as object), [sub]: value } } as Partial<ElementCommon>;
}
