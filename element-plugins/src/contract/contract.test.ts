import {
  HINTS_TAKEN_PROPERTY,
  ActionSchema,
  ANIMATION_NAMES,
  ComparatorSchema,
  ConditionGroupSchema,
  SCENE_TRANSITIONS,
  SceneChangedTriggerSchema,
  COMMON_FIELDS,
  COMMON_PROPERTIES,
  COMMON_TRIGGERS,
  createElement,
  ElementSchema,
  INTERNAL,
  LOCALES,
  parseGameDocument,
  sortFields,
  type ActionContext,
  type AnyElementDefinition,
  type FieldSpec,
} from "@exitgame/engine";
import { buildGame } from "@exitgame/engine/testing/builder";
import { describe, expect, it } from "vitest";
import { definitions, redactForPlayers, registry } from "../definitions";
import { elementResources, elementString, isElementMessageKey } from "../i18n";
import { elementIcon } from "../icons";
import { loadPlugin, manifests, pluginMeta, pluginTypes } from "../views";
import {
  actionArgKey,
  actionKey,
  chatThemeKey,
  colorThemeKey,
  fieldKey,
  optionKey,
  propertyKey,
  ruleKey,
  triggerKey,
  typeLabelKey,
} from "./labels";
import { CHAT_THEME_IDS, COLOR_THEMES } from "./themes";

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
  // not in the spec: stands in for element types this installation does not know (imports)
  "missing-element",
];

type ZodLike = { def?: { type?: string; innerType?: ZodLike; entries?: Record<string, string> } };

/** The keys of a props schema (an object schema, possibly refined). */
function schemaShape(def: AnyElementDefinition): Record<string, ZodLike> {
  return (def.schema as unknown as { shape: Record<string, ZodLike> }).shape;
}

/** The zod type name of a schema, through optional/nullable/default wrappers. */
function zodType(schema: ZodLike | undefined): string {
  const type = schema?.def?.type ?? "unknown";
  if (["optional", "default", "nullable"].includes(type)) return zodType(schema?.def?.innerType);
  return type;
}

function enumValues(schema: ZodLike | undefined): string[] | undefined {
  const entries = schema?.def?.type === "enum" ? schema.def.entries : undefined;
  return entries ? Object.values(entries) : undefined;
}

/** A field kind edits values of the schema's type (a switch edits a boolean …). */
function fitsSchema(field: FieldSpec, schema: ZodLike | undefined): boolean {
  const type = zodType(schema);
  switch (field.kind) {
    case "switch":
      return type === "boolean";
    case "number":
    case "slider": {
      // The field's range lies within the schema's (zod reports ±Infinity, or null, when open).
      const { minValue, maxValue } = schema as {
        minValue?: number | null;
        maxValue?: number | null;
      };
      const low = minValue ?? -Infinity;
      const high = maxValue ?? Infinity;
      return (
        type === "number" &&
        (field.min ?? low) >= low &&
        (field.max ?? high) <= high &&
        (field.kind === "number" || (field.min >= low && field.max <= high))
      );
    }
    case "select":
    case "colorTheme":
      return type === "enum";
    case "captions":
    case "hints":
      return type === "array";
    default:
      return type === "string";
  }
}

function fieldLabelKeys(type: string | null, name: string, field: FieldSpec): string[] {
  return [
    fieldKey(type, name),
    ...(field.help ? [fieldKey(type, name, "help")] : []),
    ...(field.kind === "text" && field.placeholder ? [fieldKey(type, name, "placeholder")] : []),
    ...(field.kind === "select" ? field.options.map((o) => optionKey(type, name, o)) : []),
  ];
}

/** Every string key a definition's declarations need. */
function labelKeysOf(def: AnyElementDefinition): string[] {
  const { type } = def;
  return [
    typeLabelKey(type),
    ...sortFields(def.fields).flatMap((f) => fieldLabelKeys(type, f.name, f)),
    ...Object.keys(def.properties).map((p) => propertyKey(type, p)),
    ...Object.keys(def.triggers).flatMap((t) => [
      triggerKey(type, t, "label"),
      triggerKey(type, t, "sentence"),
    ]),
    ...Object.entries(def.actions)
      .filter(([, a]) => !a.internal)
      .flatMap(([name, a]) => [
        actionKey(type, name, "label"),
        actionKey(type, name, "sentence"),
        ...Object.keys(a.argFields ?? {}).map((arg) => actionArgKey(type, name, arg)),
      ]),
    ...(def.variants ?? []).map((v) => `${typeLabelKey(type).replace(/label$/, "variants")}.${v}`),
  ];
}

/**
 * Every effect kind a definition's actions and scene hooks ask for, with props that switch
 * every option on and fill every asset (so that play, autoplay and the like do something).
 */
function effectsAskedFor(def: AnyElementDefinition): Set<string> {
  const kinds = new Set<string>();
  const props = { ...(def.defaultProps({ locale: "en" }) as Record<string, unknown>) };
  for (const field of sortFields(def.fields)) {
    if (field.kind === "switch") props[field.name] = true;
    if (field.kind === "asset") props[field.name] = "asset1";
  }
  const run = (hook: (ctx: ActionContext) => void, state: Record<string, unknown>) => {
    const ctx: ActionContext = {
      elementId: "e",
      props,
      get state() {
        return state;
      },
      now: 0,
      patch: (patch) => Object.assign(state, patch),
      patchProps: (patch) => Object.assign(props, patch),
      emit: () => {},
      effect: (kind) => {
        kinds.add(kind);
        return kind;
      },
      schedule: () => {},
      cancelSchedule: () => {},
      checkAnswer: () => "check",
    };
    hook(ctx);
  };
  const fresh = () => ({ ...(def.initialState?.(props) as Record<string, unknown>) });
  const state = fresh();
  if (def.onSceneEnter) run((ctx) => def.onSceneEnter!(ctx), state);
  for (const action of Object.values(def.actions)) {
    // Internal actions with arguments are the renderers' reports; they ask for no effects.
    if (action.internal && action.args) continue;
    const args = Object.fromEntries(
      Object.entries(action.argFields ?? {}).map(([arg, field]) => [
        arg,
        field.kind === "number" || field.kind === "slider" ? 1 : "",
      ]),
    );
    // Once from the initial state, once after the scene was entered (a pause needs a play).
    run((ctx) => action.run(ctx, args), fresh());
    run((ctx) => action.run(ctx, args), state);
  }
  if (def.onSceneLeave) run((ctx) => def.onSceneLeave!(ctx), state);
  return kinds;
}

/** The {slots} of a sentence, sorted. */
const slots = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe("element plugin contract", () => {
  it("registers exactly the ten element types of the product, each with a lazily loaded view", () => {
    expect(definitions.map((d) => d.type).sort()).toEqual([...SPEC_TYPES].sort());
    expect([...pluginTypes].sort()).toEqual([...SPEC_TYPES].sort());
    expect(new Set(definitions.map((d) => d.type)).size).toBe(definitions.length);
  });

  it("gives every type its own icon in icons.ts (not the plain square of an unknown type)", () => {
    const unknown = elementIcon("no-such-type");
    for (const def of definitions) expect(elementIcon(def.type), def.type).not.toBe(unknown);
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
      expect(plugin.meta).toBe(pluginMeta(type));
      for (const lng of LOCALES) expect(elementString(lng, typeLabelKey(type))).toBeTruthy();
    });

    it("with a hint list, declares the count of hints taken for conditions (HINTS_TAKEN_PROPERTY)", () => {
      const hasHints = Object.values(def.fields).some((f) => f !== INTERNAL && f.kind === "hints");
      if (!hasHints) return;
      expect(def.properties[HINTS_TAKEN_PROPERTY]).toEqual({
        type: "number",
        read: true,
        write: false,
      });
      expect(
        (def.initialState!(def.defaultProps({ locale: "en" })) as Record<string, unknown>)[
          HINTS_TAKEN_PROPERTY
        ],
      ).toBe(0);
    });

    it("declares a field for every schema key (or marks it internal), fitting the schema", () => {
      const shape = schemaShape(def);
      expect(Object.keys(def.fields).sort(), `${type}: fields = schema keys`).toEqual(
        Object.keys(shape).sort(),
      );
      for (const [name, field] of Object.entries(def.fields)) {
        if (field === INTERNAL) continue;
        expect(fitsSchema(field, shape[name]), `${type}.${name}: ${field.kind}`).toBe(true);
        if (field.kind === "select")
          expect([...field.options].sort(), `${type}.${name} options`).toEqual(
            [...enumValues(shape[name])!].sort(),
          );
      }
      const defaults = def.defaultProps({ locale: "en" }) as Record<string, unknown>;
      for (const field of sortFields(def.fields))
        expect(defaults[field.name], `${type}.${field.name} has a default`).not.toBeUndefined();
    });

    it("labels every field, property, trigger, action and argument in de and en", () => {
      for (const lng of LOCALES) {
        const missing = labelKeysOf(def).filter((key) => !elementString(lng, key));
        expect(missing, `${lng} strings of ${type}`).toEqual([]);
      }
    });

    it("writes logic-builder sentences with the slots the builder fills", () => {
      for (const lng of LOCALES) {
        for (const [name, decl] of Object.entries(def.triggers)) {
          const sentence = elementString(lng, triggerKey(type, name, "sentence"))!;
          expect(slots(sentence), `${lng} ${type}.${name}`).toEqual(["element"]);
          const withValue = elementString(lng, `${triggerKey(type, name, "sentence")}WithValue`);
          if (decl.value)
            expect(slots(withValue ?? ""), `${type}.${name}`).toEqual(["element", "value"]);
          else expect(withValue).toBeUndefined();
        }
        for (const [name, decl] of Object.entries(def.actions)) {
          if (decl.internal) continue;
          const sentence = elementString(lng, actionKey(type, name, "sentence"))!;
          expect(slots(sentence), `${lng} ${type}.${name}`).toEqual(
            ["element", ...Object.keys(decl.argFields ?? {})].sort(),
          );
        }
      }
    });

    it("declares how the logic builder edits each argument of its actions", () => {
      for (const [name, decl] of Object.entries(def.actions)) {
        if (decl.internal || !decl.args) continue;
        const shape = (decl.args as unknown as { shape: Record<string, ZodLike> }).shape;
        expect(Object.keys(decl.argFields ?? {}).sort(), `${type}.${name} args`).toEqual(
          Object.keys(shape).sort(),
        );
        for (const [arg, field] of Object.entries(decl.argFields ?? {}))
          expect(fitsSchema(field, shape[arg]), `${type}.${name}.${arg}`).toBe(true);
      }
    });
  });

  it("asks only for the effects the definitions declare, and for each of them", () => {
    for (const def of definitions) {
      const emitted = effectsAskedFor(def);
      expect([...emitted].sort(), `${def.type} effects`).toEqual(Object.keys(def.effects).sort());
    }
  });

  it("gives the logic builder words for every rule trigger, group, comparator and action", () => {
    const ACTION_SLOTS: Record<string, string[]> = {
      goToScene: ["scene"],
      await: ["duration"],
      setVariable: ["value", "variable"],
      increaseVariable: ["value", "variable"],
      decreaseVariable: ["value", "variable"],
      setProperty: ["element", "property", "value"],
      show: ["element"],
      hide: ["element"],
      animate: ["animation", "element"],
      elementAction: ["action"],
    };
    const actionTypes = ActionSchema.def.options.map((o) => o.shape.type.def.values[0]!);
    expect(Object.keys(ACTION_SLOTS).sort()).toEqual([...actionTypes].sort());
    for (const lng of LOCALES) {
      const word = (key: string) => elementString(lng, key) ?? `missing ${lng} ${key}`;
      for (const type of actionTypes) {
        expect(elementString(lng, ruleKey("actions", type, "label"))).toBeTruthy();
        expect(slots(word(ruleKey("actions", type, "sentence"))), type).toEqual(ACTION_SLOTS[type]);
      }
      for (const comparator of ComparatorSchema.options)
        expect(slots(word(ruleKey("comparators", comparator))), comparator).toEqual([
          "left",
          "right",
        ]);
      for (const operator of ConditionGroupSchema.shape.operator.options)
        expect(slots(word(ruleKey("groups", operator, "sentence"))), operator).toEqual(
          operator === "partialAnd" ? ["count"] : [],
        );
      for (const direction of SceneChangedTriggerSchema.shape.direction.options)
        expect(slots(word(ruleKey("triggers", `sceneChanged.${direction}`, "sentence")))).toEqual([
          "scene",
        ]);
      expect(slots(word(ruleKey("triggers", "variableChanged", "sentence")))).toEqual(["variable"]);
      expect(slots(word(ruleKey("triggers", "variableChanged", "sentenceWithValue")))).toEqual([
        "value",
        "variable",
      ]);
      for (const name of ANIMATION_NAMES)
        expect(elementString(lng, ruleKey("animations", name)), name).toBeTruthy();
      for (const name of SCENE_TRANSITIONS)
        expect(elementString(lng, ruleKey("transitions", name)), name).toBeTruthy();
    }
  });

  it("names every colour theme and chat theme in de and en", () => {
    for (const lng of LOCALES) {
      for (const theme of COLOR_THEMES)
        expect(elementString(lng, colorThemeKey(theme))).toBeTruthy();
      for (const id of CHAT_THEME_IDS)
        expect(elementString(lng, chatThemeKey(id)), id).toBeTruthy();
    }
  });

  it("lists each definition's manifest in the list of views", () => {
    expect(manifests.map((m) => m.type)).toEqual(definitions.map((d) => d.type));
  });

  it("declares every common property of an element once, fitting the element schema", () => {
    const speechShape = ElementSchema.shape.speech.shape as unknown as Record<string, ZodLike>;
    const shape = ElementSchema.shape as unknown as Record<string, ZodLike>;
    for (const field of sortFields(COMMON_FIELDS)) {
      const [key, sub] = field.name.split(".");
      const schema = sub ? speechShape[sub] : shape[key!];
      if (field.kind === "voice") expect(zodType(schema)).toBe("string");
      else if (field.kind === "cssVariables") expect(zodType(schema)).toBe("record");
      else if (field.kind === "variant") expect(zodType(schema)).toBe("string");
      else expect(fitsSchema(field, schema), field.name).toBe(true);
    }
  });

  it("declares every common property of an element once, with labels in de and en", () => {
    const own = Object.keys(ElementSchema.shape).filter(
      (k) => !["id", "type", "version", "props"].includes(k),
    );
    const declared = Object.keys(COMMON_FIELDS).map((k) => k.split(".")[0]!);
    expect([...new Set(declared)].sort()).toEqual(own.sort());
    const speech = Object.keys(ElementSchema.shape.speech.shape).map((k) => `speech.${k}`);
    for (const name of speech) expect(Object.hasOwn(COMMON_FIELDS, name), name).toBe(true);
    const keys = [
      ...sortFields(COMMON_FIELDS).flatMap((f) => fieldLabelKeys(null, f.name, f)),
      ...Object.keys(COMMON_PROPERTIES).map((p) => propertyKey(null, p)),
      ...Object.keys(COMMON_TRIGGERS).flatMap((t) => [
        triggerKey(null, t, "label"),
        triggerKey(null, t, "sentence"),
      ]),
      "common.variants.default",
    ];
    for (const lng of LOCALES)
      expect(
        keys.filter((key) => !elementString(lng, key)),
        `${lng} common strings`,
      ).toEqual([]);
    for (const name of Object.keys(COMMON_TRIGGERS))
      for (const lng of LOCALES)
        expect(slots(elementString(lng, triggerKey(null, name, "sentence"))!)).toEqual(["element"]);
    const themeMode = COMMON_FIELDS.themeMode;
    expect([...themeMode.options].sort()).toEqual(
      [...ElementSchema.shape.themeMode.options].sort(),
    );
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
