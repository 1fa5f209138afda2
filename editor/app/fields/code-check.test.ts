import { describe, expect, it } from "vitest";
import { checkJson, lineColumn, TypingBursts } from "./code-check";

describe("checkJson", () => {
  it("accepts valid JSON and an empty field", () => {
    expect(checkJson('{ "a": [1, 2, { "b": null }] }')).toBeNull();
    expect(checkJson("  \n")).toBeNull();
    expect(checkJson("42")).toBeNull();
  });

  it("says where the text breaks, as line and column", () => {
    // The missing comma: the parser stops at the second key on line 3.
    expect(checkJson('{\n  "a": 1\n  "b": 2\n}')).toEqual({ line: 3, column: 3 });
    expect(checkJson("[1, 2,]")).toEqual({ line: 1, column: 7 });
    expect(checkJson('{"a": tru}')).toEqual({ line: 1, column: 10 });
    expect(checkJson("1 2")).toEqual({ line: 1, column: 3 });
    expect(checkJson('{"a": "x\\q"}')).toEqual({ line: 1, column: 10 });
  });

  it("points at the end of a text that stops too early", () => {
    const problem = checkJson('{"a": ');
    expect(problem).not.toBeNull();
    expect(problem!.line).toBe(1);
    expect(problem!.column).toBeGreaterThanOrEqual(6);
  });

  it("counts lines and columns from an offset", () => {
    expect(lineColumn("ab\ncd\nef", 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn("ab", 99)).toEqual({ line: 1, column: 3 });
  });
});

describe("TypingBursts", () => {
  it("keeps one key while typing goes on, a new one after a pause or a blur", () => {
    const bursts = new TypingBursts(1000);
    const a = bursts.key(0);
    expect(bursts.key(400)).toBe(a);
    expect(bursts.key(1300)).toBe(a);
    const b = bursts.key(2400);
    expect(b).not.toBe(a);
    expect(bursts.key(2500)).toBe(b);
    bursts.end();
    expect(bursts.key(2600)).not.toBe(b);
  });
});
