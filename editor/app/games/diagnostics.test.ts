import { describe, expect, it } from "vitest";
import { diagnosticsOf } from "./actions.server";

describe("the API's diagnostics on a refused publish", () => {
  it("are read from the error's extensions, with the count of all of them", () => {
    const d = { code: "unreachableScene", params: { scene: "Keller" }, path: "scenes.1" };
    expect(diagnosticsOf({ diagnostics: [d, { code: 3 }], diagnosticCount: 12 })).toEqual({
      items: [d],
      total: 12,
    });
    expect(diagnosticsOf({ code: "CONFLICT" })).toBeUndefined();
  });
});
