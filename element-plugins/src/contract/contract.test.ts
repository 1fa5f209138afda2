import {
  COMMON_PROPERTIES,
  COMMON_TRIGGERS,
  createElement,
  LOCALES,
  parseGameDocument,
} from "@exitgame/engine";
import { buildGame } from "@exitgame/engine/testing/builder";
import { describe, expect, it } from "vitest";
import { definitions, redactForPlayers, registry } from "../definitions";
import { elementResources, isElementMessageKey } from "../i18n";
import { loadPlugin, pluginTypes } from "../views";
import { pluginMeta } from "./plugin";

const SPEC_TYPES = [
  "text",
  "svg-shape",
  "image",
  "video",
  "audio",
  "timer",
  "input",
  "number-code-input",
  "jsx-graph",
  "ai-chat",
];

describe("element plugin contract", () => {
  it("registers exactly the ten element types of spec §3, each with a lazily loaded view", () => {
    expect(definitions.map((d) => d.type).sort()).toEqual([...SPEC_TYPES].sort());
    expect([...pluginTypes].sort()).toEqual([...SPEC_TYPES].sort());
    expect(new Set(definitions.map((d) => d.type)).size).toBe(definitions.length);
  });

  describe.each(definitions.map((d) => [d.type, d] as const))("%s", (type, def) => {
    it("has valid defaults in both locales and version === migrations.length", () => {
      expect(def.version).toBe(def.migrations.length);
      expect(new Set(def.migrations.map((m) => m.id)).size).toBe(def.migrations.length);
      for (const locale of LOCALES) {
        const props = def.defaultProps({ locale });
        expect(def.schema.safeParse(props).success, `${type} defaults (${locale})`).toBe(true);
        const el = createElement(registry, type, { locale });
        expect(el.version).toBe(def.version);
      }
      expect(def.defaultSize.width).toBeGreaterThan(0);
      expect(def.defaultSize.height).toBeGreaterThan(0);
    });

    it("declares properties that exist in props or play state, with unique camelCase names", () => {
      const props = def.defaultProps({ locale: "en" }) as Record<string, unknown>;
      const state = (def.initialState?.(props) ?? {}) as Record<string, unknown>;
      for (const [name, decl] of Object.entries(def.properties)) {
        expect(Object.hasOwn(COMMON_PROPERTIES, name), `${name} is not common`).toBe(false);
        const value = Object.hasOwn(state, name) ? state[name] : props[name];
        expect(value, `${type}.${name} exists`).not.toBeUndefined();
        if (decl.type !== "collision") expect(typeof value).toBe(decl.type);
      }
      const names = [
        ...Object.keys(def.properties),
        ...Object.keys(def.triggers),
        ...Object.keys(def.actions),
      ];
      for (const name of names) expect(name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      for (const name of Object.keys(def.triggers))
        expect(Object.hasOwn(COMMON_TRIGGERS, name)).toBe(false);
      expect(new Set(Object.keys(def.triggers)).size).toBe(Object.keys(def.triggers).length);
    });

    it("loads a view that carries the same definition, and has translated labels", async () => {
      const plugin = await loadPlugin(type);
      expect(plugin.type).toBe(type);
      expect(plugin.schema).toBe(def.schema);
      expect(plugin.actions).toBe(def.actions);
      expect(typeof plugin.Renderer).toBe("function");
      const [ns, key] = pluginMeta(type).labelKey.split(".");
      for (const lng of ["de", "en"] as const) {
        const strings = (elementResources[lng].elements as Record<string, Record<string, unknown>>)[
          ns!
        ]!;
        expect(typeof strings[key!], `${lng} label of ${type}`).toBe("string");
      }
    });
  });

  it("gives every schema message that is a key a de and an en text", () => {
    expect(isElementMessageKey("video.errors.autoplayNeedsMuted")).toBe(true);
    expect(isElementMessageKey("jsxGraph.errors.noInit")).toBe(true);
    expect(isElementMessageKey("Required")).toBe(false);
  });

  it("de and en strings have the same keys", () => {
    const keys = (node: unknown, prefix = ""): string[] =>
      typeof node === "object" && node !== null
        ? Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.replace(/_(one|other)\.$/, ".").slice(0, -1)];
    expect(new Set(keys(elementResources.de))).toEqual(
      new Set(keys(elementResources.en).map((k) => k.replace(/^en/, "de"))),
    );
  });

  it("a document with every type parses, and players never receive server-only props", () => {
    const doc = buildGame(registry, {
      scenes: [{ id: "s", elements: SPEC_TYPES.map((type) => ({ type, id: type })) }],
    });
    const chat = doc.scenes[0]!.elements.find((e) => e.type === "ai-chat")!;
    (chat.props as { instructions: string }).instructions = "secret";
    expect(parseGameDocument(doc, registry).ok).toBe(true);
    const redacted = redactForPlayers(doc);
    expect(JSON.stringify(redacted)).not.toContain("secret");
    expect(JSON.stringify(doc)).toContain("secret");
    expect(parseGameDocument(redacted, registry).ok).toBe(true);
  });

  it("refuses bad props with translatable messages", () => {
    const doc = buildGame(registry, {
      scenes: [
        {
          id: "s",
          elements: [
            { type: "video", id: "v" },
            { type: "jsx-graph", id: "j" },
          ],
        },
      ],
    });
    Object.assign(doc.scenes[0]!.elements[0]!.props as object, { autoplay: true, muted: false });
    Object.assign(doc.scenes[0]!.elements[1]!.props as object, { code: "alert(1)" });
    const parsed = parseGameDocument(doc, registry);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((i) => i.params["messageKey"])).toEqual([
      "video.errors.autoplayNeedsMuted",
      "jsxGraph.errors.noInit",
    ]);
  });
});
