import { describe, expectTypeOf, it } from "vitest";
import type { Geometry } from "./types";

describe("Geometry", () => {
  it("is derived from the common properties: numbers, visible, and no collision", () => {
    expectTypeOf<Geometry>().toEqualTypeOf<{
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      opacity: number;
      visible: boolean;
    }>();
  });
});
