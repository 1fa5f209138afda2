import { definitions } from "@exitgame/element-plugins/definitions";
import { describe, expect, it } from "vitest";
import { EFFECT_ROUTES, effectAdapter } from "./routes";

describe("effect routes", () => {
  const declared = definitions.flatMap((def) =>
    Object.entries(def.effects).map(([kind, decl]) => ({ type: def.type, kind, decl })),
  );

  it("route every declared effect the way its plugin declares it, and nothing else", () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const { type, kind, decl } of declared) {
      expect(Object.hasOwn(EFFECT_ROUTES, kind), `${type}: ${kind} has a route`).toBe(true);
      expect(effectAdapter(kind) === null ? "renderer" : "player", `${type}: ${kind}`).toBe(
        decl.handledBy,
      );
    }
    expect(Object.keys(EFFECT_ROUTES).sort()).toEqual(
      [...new Set(declared.map((d) => d.kind))].sort(),
    );
  });

  it("hands effects no route names to the element's renderer", () => {
    expect(effectAdapter("confetti.burst")).toBeNull();
    expect(effectAdapter("audio.play")).toBe("audio");
  });
});
