import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderElement } from "../testing/harness";
import { SHAPES, shapePoints } from "./definition";

describe("svg-shape", () => {
  it("draws every shape, filled and outlined with the common background and border", async () => {
    for (const shape of SHAPES)
      if (shape !== "ellipse") expect(shapePoints(shape)).toMatch(/^[\d, ]+$/);
    await renderElement("svg-shape", {
      props: { shape: "right-triangle" },
      common: { background: "#ff0000", border: "#000000", borderWidth: 3 },
    });
    const img = screen.getByRole("img", { name: "el" });
    const polygon = img.querySelector("polygon")!;
    expect(polygon.getAttribute("points")).toBe("0,0 100,100 0,100");
    expect(polygon.getAttribute("fill")).toBe("#ff0000");
    expect(polygon.getAttribute("stroke")).toBe("#000000");
  });

  it("falls back to the theme accent and names the shape when the element has no name", async () => {
    await renderElement("svg-shape", {
      props: { shape: "ellipse" },
      common: { name: "" },
      locale: "de",
    });
    const img = screen.getByRole("img", { name: "Ellipse" });
    expect(img.querySelector("ellipse")!.getAttribute("fill")).toBe("var(--eg-accent)");
    await renderElement("svg-shape", {
      props: { shape: "isosceles-triangle" },
      common: { name: "" },
      locale: "de",
    });
    expect(screen.getByRole("img", { name: "Gleichschenkliges Dreieck" })).toBeTruthy();
  });
});
