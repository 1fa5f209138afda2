import { defineElement } from "@exitgame/engine";
import { z } from "zod/mini";

export const SHAPES = [
  "rectangle",
  "ellipse",
  "isosceles-triangle",
  "right-triangle",
  "diamond",
  "pentagon",
  "hexagon",
  "star",
  "arrow",
] as const;
export type ShapeKind = (typeof SHAPES)[number];

export const svgShapePropsSchema = z.object({
  shape: z.enum(SHAPES),
});
export type SvgShapeProps = z.infer<typeof svgShapePropsSchema>;

/**
 * A vector shape. Its fill and outline are the element's common background and border (the
 * stage leaves them off the box so that a triangle is not drawn inside a rectangle).
 */
export const svgShapeDefinition = defineElement<SvgShapeProps, undefined, never>({
  type: "svg-shape",
  version: 0,
  schema: svgShapePropsSchema,
  defaultProps: () => ({ shape: "isosceles-triangle" }),
  fields: { shape: { kind: "select", group: "content", order: 0, options: SHAPES } },
  defaultSize: { width: 200, height: 200 },
  migrations: [],
  properties: {},
  triggers: {},
  actions: {},
  effects: {},
});

/** Outline of each shape in a 100×100 box (polygon points), or null for the ellipse. */
export function shapePoints(shape: ShapeKind): string | null {
  switch (shape) {
    case "rectangle":
      return "0,0 100,0 100,100 0,100";
    case "ellipse":
      return null;
    case "isosceles-triangle":
      return "50,0 100,100 0,100";
    case "right-triangle":
      return "0,0 100,100 0,100";
    case "diamond":
      return "50,0 100,50 50,100 0,50";
    case "pentagon":
      return "50,0 100,38 81,100 19,100 0,38";
    case "hexagon":
      return "25,0 75,0 100,50 75,100 25,100 0,50";
    case "star":
      return "50,0 61,35 98,35 68,57 79,91 50,70 21,91 32,57 2,35 39,35";
    case "arrow":
      return "0,30 60,30 60,0 100,50 60,100 60,70 0,70";
  }
}
