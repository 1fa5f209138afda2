import { describe, expect, it } from "vitest";
import { describeChanges, diffDocuments, summarizeChanges } from "./diff";

const el = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: "", x: 0, ...extra });
const doc = (over: Record<string, unknown> = {}) => ({
  formatVersion: 1,
  scenes: [
    { id: "s1", name: "Szene 1", elements: [el("a")], preload: false },
    { id: "s2", name: "Keller", elements: [], preload: false },
  ],
  globalElements: [],
  variables: [{ id: "v1", name: "Punkte", initialValue: 0 }],
  rules: [{ id: "r1", name: "Tipp", actions: [] }],
  ...over,
});

describe("diffDocuments / summarizeChanges", () => {
  it("says nothing for equal documents", () => {
    expect(diffDocuments(doc(), doc())).toEqual([]);
    expect(summarizeChanges([], "de")).toBe("");
  });

  it("words added elements and a changed rule as the issue's example", () => {
    const before = doc();
    const after = doc({
      scenes: [
        { id: "s1", name: "Szene 1", elements: [el("a"), el("b"), el("c")], preload: false },
        { id: "s2", name: "Keller", elements: [], preload: false },
      ],
      rules: [{ id: "r1", name: "Tipp", actions: [{ id: "x" }] }],
    });
    const changes = diffDocuments(before, after);
    expect(summarizeChanges(changes, "de")).toBe(
      "2 Elemente in „Szene 1“ hinzugefügt, Regel „Tipp“ geändert",
    );
    expect(summarizeChanges(changes, "en")).toBe(
      "2 elements added in 'Szene 1', rule 'Tipp' changed",
    );
  });

  it("names scenes added, deleted, renamed and a single named element", () => {
    const before = doc();
    const after = doc({
      scenes: [
        { id: "s1", name: "Start", elements: [el("a", { name: "Tür", x: 5 })], preload: false },
        { id: "s3", name: "Dachboden", elements: [], preload: false },
      ],
    });
    expect(describeChanges(diffDocuments(before, after), "de")).toEqual([
      "Szene „Szene 1“ in „Start“ umbenannt",
      "Element „Tür“ in „Start“ geändert",
      "Szene „Dachboden“ hinzugefügt",
      "Szene „Keller“ gelöscht",
    ]);
    expect(describeChanges(diffDocuments(after, before), "en")).toContain("scene 'Keller' added");
  });

  it("counts many rules and variables, words global elements and reordering", () => {
    const rules = Array.from({ length: 5 }, (_, i) => ({ id: `n${i}`, name: `R${i}` }));
    const after = doc({
      scenes: [
        { id: "s2", name: "Keller", elements: [], preload: false },
        { id: "s1", name: "Szene 1", elements: [el("a")], preload: true },
      ],
      rules: [{ id: "r1", name: "Tipp", actions: [] }, ...rules],
      variables: [],
      globalElements: [el("g", { global: true })],
    });
    const parts = describeChanges(diffDocuments(doc(), after), "de");
    expect(parts).toEqual([
      "Einstellungen der Szene „Szene 1“ geändert",
      "Reihenfolge der Szenen geändert",
      "1 Element bei den globalen Elementen hinzugefügt",
      "5 Regeln hinzugefügt",
      "Variable „Punkte“ gelöscht",
    ]);
    expect(summarizeChanges(diffDocuments(doc(), after), "en", 2)).toBe(
      "Settings of scene 'Szene 1' changed, order of the scenes changed, 3 more changes",
    );
  });

  it("treats what is not a document as empty", () => {
    expect(diffDocuments(null, { scenes: [{ id: "s", name: "A", elements: [] }] })).toEqual([
      { kind: "sceneAdded", scene: "A" },
    ]);
  });
});
