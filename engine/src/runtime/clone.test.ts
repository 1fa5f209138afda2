import { describe, expect, it } from "vitest";
import { cloneData } from "./clone";

describe("cloneData", () => {
  it("copies plain data deeply, as structuredClone does", () => {
    const value = {
      a: 1,
      b: "x",
      c: [1, { d: true, e: null }, [2, 3]],
      f: { g: { h: undefined as unknown, i: -0 } },
    };
    const copy = cloneData(value);
    expect(copy).toEqual(structuredClone(value));
    expect(copy).not.toBe(value);
    expect(copy.c).not.toBe(value.c);
    expect(copy.c[1]).not.toBe(value.c[1]);
    expect(copy.f.g).not.toBe(value.f.g);
    expect("h" in copy.f.g).toBe(true);
    (copy.c[1] as { d: boolean }).d = false;
    expect((value.c[1] as { d: boolean }).d).toBe(true);
  });

  it("keeps scalars as they are", () => {
    for (const v of [0, 1.5, "", "s", true, false, null, undefined]) expect(cloneData(v)).toBe(v);
  });

  it("keeps an own __proto__ key a key, not a prototype", () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as Record<
      string,
      unknown
    >;
    const copy = cloneData(value);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "x"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("leaves other objects to structuredClone (its copies and its errors)", () => {
    const date = new Date(5);
    const copy = cloneData({ at: date, m: new Map([[1, 2]]) });
    expect(copy.at).toEqual(date);
    expect(copy.at).not.toBe(date);
    expect(copy.m.get(1)).toBe(2);
    expect(() => cloneData({ f: () => 1 })).toThrow();
  });
});
