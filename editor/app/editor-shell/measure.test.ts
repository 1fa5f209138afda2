// @vitest-environment node
import { createElement } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createGameDocument } from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import { clippedWarnings } from "./clipped";
import { contentHeight, isClipped } from "./measure";

describe("measuring on the server", () => {
  it("measures nothing and finds nothing cut off (no document to lay out in)", () => {
    const doc = createGameDocument({ locale: "de" });
    const text = createElement(registry, "text", { locale: "de", name: "T" });
    doc.scenes[0]!.elements.push(text);
    expect(contentHeight(text)).toBeNull();
    expect(isClipped(text)).toBe(false);
    expect(clippedWarnings(doc)).toEqual([]);
  });
});
