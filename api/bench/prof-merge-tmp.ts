import { applyOperation, createGameDocument, mergeOperations, footprint, type GameDocument, type Operation } from "@exitgame/engine";
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
const doc = bigDocument();
const theirs: Operation[] = Array.from({ length: 5 }, (_, k) => ({ type: "updateElements", ids: [`el_0_${k}`], patch: { x: k } }));
let current = doc; for (const op of theirs) current = (applyOperation(current, op, { registry }) as any).doc;
const mine: Operation[] = Array.from({ length: 50 }, (_, k) => k === 0 ? { type: "renameScene", id: "scene_2", name: `Szene x` } : { type: "updateElements", ids: [`el_${1 + (k % 4)}_${k % 100}`], patch: k % 2 ? { y: 3 } : { background: "#ff0000" } });
const w = footprint(doc, current).writes;
const s = performance.now();
for (let i = 0; i < 100; i++) mergeOperations({ base: doc, current, theirs: w, operations: mine, options: { registry } });
console.log("merge avg", (performance.now() - s) / 100);
