import { describe, expect, it } from "vitest";
import { createElement } from "../document/create";
import { createFixtureRegistry } from "../testing/fixtures";
import { COMMON_FIELDS, commonFieldPatch, commonFieldValue, type CommonFieldName } from "./common";
import { INTERNAL, sortFields } from "./fields";

const element = createElement(createFixtureRegistry(), "box", { locale: "en" });

describe("common fields", () => {
  it("read and patch plain and nested common properties", () => {
    expect(commonFieldValue(element, "x")).toBe(element.x);
    expect(commonFieldValue(element, "speech.pitch")).toBe(element.speech.pitch);
    expect(commonFieldPatch(element, "opacity", 0.5)).toEqual({ opacity: 0.5 });
    expect(commonFieldPatch(element, "speech.pitch", 1.5)).toEqual({
      speech: { ...element.speech, pitch: 1.5 },
    });
  });

  it("edit every common value there is, in inspector order", () => {
    for (const name of Object.keys(COMMON_FIELDS) as CommonFieldName[])
      expect(commonFieldValue(element, name), name).not.toBeUndefined();
    const sorted = sortFields(COMMON_FIELDS);
    expect(sorted[0]!.name).toBe("name");
    expect(sorted.some((f) => f.name === "variables")).toBe(false);
    expect(COMMON_FIELDS.variables).toBe(INTERNAL);
  });
});
