import { defineElement } from "@exitgame/engine";
import { z } from "zod/mini";

export const MAX_JSXGRAPH_CODE = 100_000;
export const MAX_TEXT_ALTERNATIVE = 5_000;
/** Author code must create a board: `JXG.JSXGraph.initBoard('box', {...})`. */
export const JSXGRAPH_INIT = /JXG\s*\.\s*JSXGraph\s*\.\s*initBoard\s*\(/;

export function hasJsxGraphInit(code: string): boolean {
  return JSXGRAPH_INIT.test(code);
}

export const jsxGraphPropsSchema = z.object({
  code: z
    .string()
    .check(
      z.maxLength(MAX_JSXGRAPH_CODE, { message: "jsxGraph.errors.tooLong" }),
      z.refine(hasJsxGraphInit, { message: "jsxGraph.errors.noInit" }),
    ),
  /**
   * What the construction shows, as text for screen readers (WCAG 1.1.1). Required for new
   * constructions as a checker warning, not a schema error, so older games still load.
   */
  textAlternative: z.string().check(z.maxLength(MAX_TEXT_ALTERNATIVE)),
});
export type JsxGraphProps = z.infer<typeof jsxGraphPropsSchema>;

export const DEFAULT_JSXGRAPH_CODE = `const board = JXG.JSXGraph.initBoard('jxgbox', {
  boundingbox: [-5, 5, 5, -5], axis: true, showCopyright: false, showNavigation: false
});
const a = board.create('point', [1, 2], { name: 'A', size: 4 });
const b = board.create('point', [-2, -1], { name: 'B', size: 4 });
board.create('line', [a, b]);
// Tell the game something: sendMessage('...') fires "JSXGraph message sent".
a.on('up', () => sendMessage(a.X().toFixed(0) + ',' + a.Y().toFixed(0)));`;

/**
 * The construction reacts to the pointer: it sends messages, listens to events, or has free
 * points, sliders or gliders (JSXGraph points can be dragged unless fixed). Such constructions
 * may not be operable by keyboard or screen reader: the checker says so.
 */
export function isInteractiveConstruction(code: string): boolean {
  return /sendMessage\s*\(|\.on\s*\(|['"](point|slider|glider|input|checkbox|button)['"]/.test(
    code,
  );
}

export const jsxGraphDefinition = defineElement<JsxGraphProps, undefined, never>({
  type: "jsx-graph",
  version: 1,
  schema: jsxGraphPropsSchema,
  defaultProps: () => ({ code: DEFAULT_JSXGRAPH_CODE, textAlternative: "" }),
  fields: {
    code: { kind: "code", language: "js", group: "content", order: 0, help: true },
    textAlternative: {
      kind: "multilineText",
      group: "accessibility",
      order: 10,
      rows: 4,
      help: true,
    },
  },
  effects: {},
  accessibility: {
    contentName: (props) => props.textAlternative,
    problems: (props) => [
      ...(props.textAlternative.trim()
        ? []
        : [{ code: "a11yMissingTextAlternative" as const, field: "textAlternative" }]),
      ...(isInteractiveConstruction(props.code)
        ? [{ code: "a11yInteractiveConstruction" as const, field: "code" }]
        : []),
    ],
  },
  defaultSize: { width: 480, height: 480 },
  migrations: [
    // Constructions from before text alternatives have none (the checker asks for one).
    {
      id: "jsx-graph/text-alternative",
      up: (props) => ({ ...(props as object), textAlternative: "" }),
    },
  ],
  properties: {},
  triggers: {
    /** The construction called sendMessage(text); a rule can filter on the text. */
    messageSent: { value: "string", fromPlayer: true },
  },
  actions: {},
});
