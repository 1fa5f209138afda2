import { describe, expect, it } from "vitest";
import { DOCUMENT_MIGRATIONS, FORMAT_VERSION, migrateDocument } from "./migrations";

const migration = (id: string) => {
  const found = DOCUMENT_MIGRATIONS.find((m) => m.id === id);
  if (!found) throw new Error(`no migration ${id}`);
  return found;
};

// Every migration must have a case here; the last test fails when one is added without a test.
const tested = new Set<string>();
const testMigration = (id: string, fn: () => void) => {
  tested.add(id);
  it(id, fn);
};

describe("document migrations", () => {
  testMigration("001-hoist-global-elements", () => {
    const out = migration("001-hoist-global-elements").up({
      scenes: [
        {
          id: "s1",
          elements: [
            { id: "a", global: false },
            { id: "g1", global: true },
          ],
        },
        {
          id: "s2",
          elements: [
            { id: "g2", global: true },
            { id: "b", global: false },
          ],
        },
      ],
    });
    expect(out["globalElements"]).toEqual([
      { id: "g1", global: true },
      { id: "g2", global: true },
    ]);
    expect(out["scenes"]).toEqual([
      { id: "s1", elements: [{ id: "a", global: false }] },
      { id: "s2", elements: [{ id: "b", global: false }] },
    ]);
  });

  testMigration("002-condition-groups", () => {
    const item = {
      id: "c",
      left: { kind: "variable", variableId: "v" },
      comparator: "is",
      right: { kind: "value", value: true },
    };
    const out = migration("002-condition-groups").up({
      rules: [
        { id: "r1", conditions: [item] },
        { id: "r2", conditions: { operator: "or", items: [] } },
      ],
    });
    expect(out["rules"]).toEqual([
      { id: "r1", conditions: { operator: "and", items: [item] } },
      { id: "r2", conditions: { operator: "or", items: [] } },
    ]);
  });

  testMigration("003-speech-settings", () => {
    const out = migration("003-speech-settings").up({
      scenes: [
        {
          id: "s",
          elements: [
            { id: "a", speechVoice: "Anna", speechSpeed: 1.5, speechPitch: 0.8 },
            { id: "b" },
          ],
        },
      ],
      globalElements: [{ id: "g", speech: { voice: null, speed: 2, pitch: 1 } }],
    });
    expect(out["scenes"]).toEqual([
      {
        id: "s",
        elements: [
          { id: "a", speech: { voice: "Anna", speed: 1.5, pitch: 0.8 } },
          { id: "b", speech: { voice: null, speed: 1, pitch: 1 } },
        ],
      },
    ]);
    expect(out["globalElements"]).toEqual([
      { id: "g", speech: { voice: null, speed: 2, pitch: 1 } },
    ]);
  });

  it("every migration has a test, ids are unique and FORMAT_VERSION counts them", () => {
    expect(DOCUMENT_MIGRATIONS.map((m) => m.id).filter((id) => !tested.has(id))).toEqual([]);
    expect(new Set(DOCUMENT_MIGRATIONS.map((m) => m.id)).size).toBe(DOCUMENT_MIGRATIONS.length);
    expect(FORMAT_VERSION).toBe(DOCUMENT_MIGRATIONS.length);
  });

  it("runs only the migrations a document still needs", () => {
    const result = migrateDocument({
      formatVersion: 2,
      scenes: [],
      rules: [{ id: "r", conditions: [] }],
    });
    expect(result).toMatchObject({
      ok: true,
      applied: ["003-speech-settings"],
      newerFormat: false,
    });
    // 002 did not run again: the bare array is left as it was
    if (result.ok)
      expect((result.document["rules"] as { conditions: unknown }[])[0]?.conditions).toEqual([]);
    const missingVersion = migrateDocument({ scenes: [] });
    expect(missingVersion.ok && missingVersion.applied).toEqual(
      DOCUMENT_MIGRATIONS.map((m) => m.id),
    );
  });

  it("passes newer formats through and refuses garbage", () => {
    expect(migrateDocument({ formatVersion: FORMAT_VERSION + 1 })).toMatchObject({
      ok: true,
      newerFormat: true,
      applied: [],
    });
    expect(migrateDocument([])).toMatchObject({ ok: false });
    expect(migrateDocument({ formatVersion: -1 })).toMatchObject({ ok: false });
    expect(migrateDocument({ formatVersion: "3" })).toMatchObject({ ok: false });
  });
});
