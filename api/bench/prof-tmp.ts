import { applyOperation, checkDocumentLimits, checkGameDocument, createGameDocument, mergeOperations, footprint, type GameDocument, type Operation } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
const ELEMENTS = 500;
function bigDocument(): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const template = doc.scenes[0]!;
  const scenes = Array.from({ length: 5 }, (_, s) => ({
    ...template,
    id: `scene_${s}`,
    name: `Szene ${s + 1}`,
    elements: Array.from({ length: ELEMENTS / 5 }, (_, e) => ({
      id: `el_${s}_${e}`,
      type: "svg-shape",
      version: 0,
      name: `Form ${s}.${e}`,
      locked: false,
      global: false,
      visible: true,
      x: e * 3,
      y: s * 20,
      width: 80,
      height: 80,
      rotation: 0,
      opacity: 1,
      background: "#ffffff",
      border: "transparent",
      borderWidth: 0,
      radius: 0,
      variant: "default",
      draggable: false,
      rotatable: false,
      resizable: false,
      keepAspectRatio: false,
      mirrorH: false,
      mirrorV: false,
      variables: [],
      speech: { voice: null, speed: 1, pitch: 1 },
      styleOverrides: {},
      accessibleName: "",
      accessibleDescription: "",
      decorative: false,
      colorTheme: "blue" as const,
      themeMode: "light" as const,
      props: { shape: "isosceles-triangle" },
    })),
  }));
  return { ...doc, scenes };
}
const t = (name: string, f: () => unknown, n = 10) => { f(); const xs: number[] = []; for (let i = 0; i < n; i++) { const s = performance.now(); f(); xs.push(performance.now() - s); } xs.sort((a, b) => a - b); console.log(name, xs[Math.floor(n / 2)]!.toFixed(2)); };
const doc = bigDocument();
const json = JSON.stringify(doc);
console.log("bytes", json.length);
t("stringify", () => JSON.stringify(doc));
t("parse", () => JSON.parse(json));
t("limits", () => checkDocumentLimits(doc));
t("check", () => checkGameDocument(doc, registry));
const theirs: Operation[] = Array.from({ length: 5 }, (_, k) => ({ type: "updateElements", ids: [`el_0_${k}`], patch: { x: k } }));
let current = doc; for (const op of theirs) current = (applyOperation(current, op, { registry }) as any).doc;
const mine: Operation[] = Array.from({ length: 50 }, (_, k) => k === 0 ? { type: "renameScene", id: "scene_2", name: `Szene x` } : { type: "updateElements", ids: [`el_${1 + (k % 4)}_${k % 100}`], patch: k % 2 ? { y: 3 } : { background: "#ff0000" } });
const w = footprint(doc, current).writes;
t("inverse5", () => { let b = current; for (const op of theirs) b = (applyOperation(b, op, { registry }) as any).doc; });
t("merge", () => mergeOperations({ base: doc, current, theirs: w, operations: mine, options: { registry } }));
const parsedDoc = JSON.parse(json);
t("merge-fresh", () => mergeOperations({ base: JSON.parse(json), current: JSON.parse(json), theirs: w, operations: mine, options: { registry } }));
const m = await import("../../engine/src/document/parse");
const v = await import("../../engine/src/rules/validate");
const ep = await import("../../engine/src/rules/element-problems");
const ac = await import("../../engine/src/rules/accessibility");
t("parse", () => m.parseGameDocument(doc, registry));
const p = (m.parseGameDocument(doc, registry) as any).document;
t("validate", () => v.validate(p, registry));
t("elementProblems", () => ep.elementProblems(p, registry));
t("a11y", () => ac.accessibilityProblems(p, registry));
const { applyEach } = await import("../../engine/src/operations/rebase");
t("applyEach50", () => applyEach(current, mine, { registry }));
const after = applyEach(current, mine, { registry }).doc;
t("footprint", () => footprint(current, after));
t("single-op", () => applyOperation(current, mine[1]!, { registry }));
