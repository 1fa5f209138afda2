import { OPERATION_ERROR_CODES } from "@exitgame/engine/operations/types";
import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import { editorResources } from "./i18n";

// Every code an operation can refuse with reads as a sentence in both languages (the editor
// shows them; the engine only returns codes).
describe.each(["de", "en"])("operation messages (%s)", (lng) => {
  const i18n = createInstance();
  void i18n.init({ lng, resources: editorResources, ns: ["operations"], defaultNS: "operations" });
  const params = { id: "el_1", field: "opacity", name: "score", count: 2 };

  test.each(OPERATION_ERROR_CODES)("errors.%s", (code) => {
    const key = `errors.${code}`;
    expect(i18n.exists(key, { count: 1 })).toBe(true);
    const text = i18n.t(key, params);
    expect(text).not.toContain(key);
    expect(text).not.toMatch(/{{/);
  });
});
