import { registry } from "@exitgame/element-plugins/definitions";
import { pluginTypes } from "@exitgame/element-plugins/views";
import { createElement } from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import { assetFieldFor, assetTarget, galleryKind } from "./asset-fields";

// The types are found through the field declarations; the test only checks what they say.
const typesTaking = (kind: "IMAGE" | "VIDEO" | "AUDIO") =>
  pluginTypes.filter((type) => assetFieldFor(registry, type, kind) !== null);

describe("asset fields", () => {
  it("maps a field's accept to the gallery kind", () => {
    expect(galleryKind("image")).toBe("IMAGE");
    expect(galleryKind("audio")).toBe("AUDIO");
  });

  it("every media kind has a type that takes it, and a type without asset fields takes none", () => {
    for (const kind of ["IMAGE", "VIDEO", "AUDIO"] as const)
      expect(typesTaking(kind).length).toBeGreaterThan(0);
    const plain = pluginTypes.find((type) =>
      Object.values(registry.get(type).fields).every((f) => f === "internal" || f.kind !== "asset"),
    )!;
    expect(assetFieldFor(registry, plain, "IMAGE")).toBeNull();
    expect(assetFieldFor(registry, "no-such-type", "IMAGE")).toBeNull();
  });

  it("updates the selected element when it takes the kind, else adds a new element", () => {
    const imageType = typesTaking("IMAGE")[0]!;
    const audioType = typesTaking("AUDIO")[0]!;
    const image = createElement(registry, imageType, { locale: "en", name: "Pic" });
    expect(assetTarget(registry, pluginTypes, [image], "IMAGE")).toEqual({
      kind: "update",
      elementId: image.id,
      field: assetFieldFor(registry, imageType, "IMAGE"),
    });
    expect(assetTarget(registry, pluginTypes, [image], "AUDIO")).toEqual({
      kind: "add",
      type: audioType,
      field: assetFieldFor(registry, audioType, "AUDIO"),
    });
    expect(assetTarget(registry, pluginTypes, [], "IMAGE")).toMatchObject({ kind: "add" });
    // Two selected elements: a new element rather than guessing which one.
    expect(assetTarget(registry, pluginTypes, [image, image], "IMAGE")).toMatchObject({
      kind: "add",
    });
  });
});
