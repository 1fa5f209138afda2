import { createElement, valueGuard } from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import { registry } from "../definitions";

/** Every property a rule may write, with the value a rule could put there. */
const writable = registry.types
  .map((type) => registry.get(type))
  .flatMap((def) =>
    Object.entries(def.properties)
      .filter(([, decl]) => decl.write)
      .map(([name, decl]) => ({ def, name, type: decl.type })),
  );

describe("what rules write stays valid for the plugin (clamped or refused)", () => {
  it.each(writable.map((w) => [`${w.def.type}.${w.name}`, w] as const))("%s", (_label, w) => {
    expect.hasAssertions();
    const guard = valueGuard(w.def, w.name);
    const element = createElement(registry, w.def.type, { locale: "en", id: "e" });
    const props = element.props as Record<string, unknown>;
    const candidates =
      w.type === "number"
        ? [-1e12, -1, 0, 0.5, 3, 1e12]
        : w.type === "string"
          ? ["", "x".repeat(5)]
          : [true, false];
    if (!Object.hasOwn(props, w.name)) {
      // not a prop but play-time state (an input's entry): the write lands in the element's
      // state, which has that key from the start, and a value of the declared type passes as is
      const state = (w.def.initialState?.(props) ?? {}) as Record<string, unknown>;
      expect(Object.keys(state)).toContain(w.name);
      for (const value of candidates) expect(guard(value), `${value}`).toEqual({ ok: true, value });
      return;
    }
    for (const value of candidates) {
      const result = guard(value);
      if (!result.ok) continue;
      // a value the guard lets through (as it is, or clamped) passes the plugin's schema
      expect(w.def.schema.safeParse({ ...props, [w.name]: result.value }).success, `${value}`).toBe(
        true,
      );
    }
  });
});
