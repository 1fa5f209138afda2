import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { registry } from "../definitions";
import { renderElement } from "../testing/harness";

describe("missing-element", () => {
  it("is the registry's stand-in and keeps the original data", () => {
    expect(registry.standIn?.type).toBe("missing-element");
    const props = registry.standIn!.standIn!.wrap({
      type: "hologram",
      version: 4,
      props: { a: 1 },
    });
    expect(props).toEqual({
      originalType: "hologram",
      originalVersion: 4,
      originalProps: { a: 1 },
    });
  });

  it("shows a visible placeholder naming the unknown type, in both languages", async () => {
    const props = { originalType: "hologram", originalVersion: 4, originalProps: { a: 1 } };
    await renderElement("missing-element", { props });
    expect(screen.getByRole("note").textContent).toContain("Unknown element type “hologram”");
    await renderElement("missing-element", { props, locale: "de" });
    expect(screen.getByText("Unbekannter Elementtyp „hologram“")).toBeTruthy();
  });
});
