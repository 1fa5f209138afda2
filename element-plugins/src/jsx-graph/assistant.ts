/**
 * The JSXGraph assistant's part that knows JSXGraph (no React): working code for common
 * constructions from a few parameters, and the check for pasted code. The editor's assistant
 * dialog calls these; the code runs in the sandboxed frame like any author code.
 */
import { hasJsxGraphInit, jsxGraphDefinition, MAX_JSXGRAPH_CODE } from "./definition";

/** The element type and the prop the code goes into, for the editor's "insert" buttons. */
export const JSXGRAPH_TYPE = jsxGraphDefinition.type;
export const JSXGRAPH_CODE_PROP = "code";

export interface Slider {
  name: string;
  min: number;
  max: number;
  value: number;
}

export type Construction =
  | { kind: "functionPlot"; expression: string; sliders: Slider[] }
  | { kind: "pointOnLine"; a: [number, number]; b: [number, number] }
  | { kind: "triangle"; a: [number, number]; b: [number, number]; c: [number, number] };

export const CONSTRUCTIONS = ["functionPlot", "pointOnLine", "triangle"] as const;

const num = (n: number) => (Number.isFinite(n) ? String(n) : "0");
const ident = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : "s");

/** Only arithmetic, x, slider names and Math functions: nothing else reaches the code. */
export function isSafeExpression(expression: string, sliders: readonly string[]): boolean {
  if (!/^[0-9a-zA-Z_+\-*/^().,\s]*$/.test(expression) || expression.trim() === "") return false;
  const allowed = new Set([
    "x",
    ...sliders,
    "sin",
    "cos",
    "tan",
    "sqrt",
    "abs",
    "exp",
    "log",
    "PI",
    "E",
  ]);
  return (expression.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).every((word) => allowed.has(word));
}

const BOARD = (box: string) =>
  `const board = JXG.JSXGraph.initBoard('jxgbox', {
  boundingbox: ${box}, axis: true, showCopyright: false, showNavigation: false
});`;

/** JSXGraph code for a construction; null when a parameter is not usable (an unsafe expression). */
export function constructionCode(c: Construction): string | null {
  switch (c.kind) {
    case "functionPlot": {
      const names = c.sliders.map((s) => ident(s.name));
      if (!isSafeExpression(c.expression, names)) return null;
      // '^' is a power for teachers; Math functions without the prefix.
      const js = c.expression
        .replace(/\^/g, "**")
        .replace(/\b(sin|cos|tan|sqrt|abs|exp|log|PI|E)\b/g, "Math.$1");
      const sliders = c.sliders
        .map(
          (s, i) =>
            `const ${ident(s.name)}Slider = board.create('slider', [[-4, ${4 - i}], [0, ${4 - i}], [${num(s.min)}, ${num(s.value)}, ${num(s.max)}]], { name: '${ident(s.name)}' });`,
        )
        .join("\n");
      const reads = c.sliders
        .map((s) => `const ${ident(s.name)} = ${ident(s.name)}Slider.Value();`)
        .join(" ");
      return `${BOARD("[-5, 5, 5, -5]")}
${sliders}
board.create('functiongraph', [(x) => { ${reads} return ${js}; }], { strokeWidth: 2 });`;
    }
    case "pointOnLine":
      return `${BOARD("[-5, 5, 5, -5]")}
const a = board.create('point', [${num(c.a[0])}, ${num(c.a[1])}], { name: 'A', size: 4 });
const b = board.create('point', [${num(c.b[0])}, ${num(c.b[1])}], { name: 'B', size: 4 });
const line = board.create('line', [a, b]);
const p = board.create('glider', [0, 0, line], { name: 'P', size: 5 });
// Tell the game where P is when it is let go ("JSXGraph message sent").
p.on('up', () => sendMessage(p.X().toFixed(1) + ',' + p.Y().toFixed(1)));`;
    case "triangle":
      return `${BOARD("[-6, 6, 6, -6]")}
const a = board.create('point', [${num(c.a[0])}, ${num(c.a[1])}], { name: 'A', size: 4 });
const b = board.create('point', [${num(c.b[0])}, ${num(c.b[1])}], { name: 'B', size: 4 });
const c = board.create('point', [${num(c.c[0])}, ${num(c.c[1])}], { name: 'C', size: 4 });
board.create('polygon', [a, b, c], { fillOpacity: 0.15 });
const m = board.create('circumcenter', [a, b, c], { name: 'M' });
board.create('circle', [m, a], { strokeOpacity: 0.6 });
board.create('perpendicularbisector', [a, b], { dash: 2 });
board.create('perpendicularbisector', [b, c], { dash: 2 });`;
  }
}

/** Pasted code: null when usable, else the i18n key (namespace `elements`) of why not. */
export function checkPastedCode(code: string): string | null {
  if (code.length > MAX_JSXGRAPH_CODE) return "jsxGraph.errors.tooLong";
  if (!hasJsxGraphInit(code)) return "jsxGraph.errors.noInit";
  return null;
}
