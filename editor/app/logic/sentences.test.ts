import { registry } from "@exitgame/element-plugins/definitions";
import {
  ANIMATION_NAMES,
  ComparatorSchema,
  SCENE_TRANSITIONS,
  createElement,
  createGameDocument,
  createScene,
  type Action,
  type GameDocument,
  type Locale,
  type Rule,
} from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import { defaultAnimation } from "./model";
import {
  actionSentence,
  conditionSentence,
  groupSentence,
  ruleSummary,
  triggerSentence,
  type SentenceContext,
} from "./sentences";

const LOCALES: Locale[] = ["de", "en"];

function fixture(): GameDocument {
  const doc = createGameDocument({ locale: "en" });
  const elements = registry.types.map((type) =>
    createElement(registry, type, { locale: "en", id: `el-${type}`, name: `My ${type}` }),
  );
  elements[0]!.variables.push({ id: "ev", name: "clicks", type: "number", initialValue: 0 });
  doc.scenes[0] = { ...doc.scenes[0]!, id: "s1", name: "Hall", elements };
  doc.scenes.push(createScene("Solved", { id: "s2" }));
  doc.variables.push(
    { id: "vn", name: "score", type: "number", initialValue: 0 },
    { id: "vs", name: "answer", type: "string", initialValue: "" },
    { id: "vb", name: "open", type: "boolean", initialValue: false },
  );
  return doc;
}

const doc = fixture();
const ctx = (locale: Locale): SentenceContext => ({ doc, registry, locale });

/** A sentence is complete: no slot left, no key, no "undefined". */
function complete(sentence: string) {
  expect(sentence.length).toBeGreaterThan(3);
  expect(sentence).not.toMatch(/\{\w+\}/);
  expect(sentence).not.toMatch(/undefined|common\.rules|\.sentence/);
}

describe("trigger sentences", () => {
  it("scene entered / left and variable changed, in both languages", () => {
    expect(
      triggerSentence(ctx("en"), { type: "sceneChanged", direction: "to", sceneId: "s2" }),
    ).toBe("When “Solved” is entered");
    expect(
      triggerSentence(ctx("de"), { type: "sceneChanged", direction: "from", sceneId: "s2" }),
    ).toBe("Wenn „Solved“ verlassen wird");
    expect(triggerSentence(ctx("en"), { type: "variableChanged", variableId: "vn" })).toBe(
      "When “score” changes",
    );
    expect(triggerSentence(ctx("de"), { type: "variableChanged", variableId: "vn", to: 3 })).toBe(
      "Wenn „score“ sich auf 3 ändert",
    );
    expect(triggerSentence(ctx("en"), { type: "variableChanged", variableId: "ev", to: 2.5 })).toBe(
      "When “My " + registry.types[0] + ".clicks” changes to 2.5",
    );
  });

  it("every trigger of every element type, with and without a value", () => {
    let count = 0;
    for (const type of registry.types) {
      const vocab = registry.vocabulary(type)!;
      for (const trigger of Object.values(vocab.triggers)) {
        const base = { type: "element" as const, elementId: `el-${type}`, trigger: trigger.name };
        const sentences = LOCALES.map((l) => triggerSentence(ctx(l), base));
        for (const s of sentences) {
          complete(s);
          expect(s).toContain(`My ${type}`);
        }
        expect(sentences[0]).not.toBe(sentences[1]);
        if (trigger.value) {
          const to = trigger.value === "number" ? 0 : trigger.value === "boolean" ? true : "Paris";
          for (const l of LOCALES) {
            const s = triggerSentence(ctx(l), { ...base, to });
            complete(s);
            expect(s).toContain(to === true ? (l === "de" ? "wahr" : "true") : String(to));
          }
        }
        count++;
      }
    }
    // the six common triggers on every type, plus the plugins' own
    expect(count).toBeGreaterThan(registry.types.length * 6);
  });

  it("a timer reaching 0 and a lock solved read naturally", () => {
    expect(
      triggerSentence(ctx("en"), {
        type: "element",
        elementId: "el-timer",
        trigger: "timeChanged",
        to: 0,
      }),
    ).toBe("When the time of “My timer” reaches 0 seconds");
    expect(
      triggerSentence(ctx("de"), {
        type: "element",
        elementId: "el-number-code-input",
        trigger: "valueChanged",
        to: "1234",
      }),
    ).toBe("Wenn in „My number-code-input“ „1234“ eingegeben ist");
  });
});

describe("condition sentences", () => {
  it("every comparator in both languages", () => {
    for (const comparator of ComparatorSchema.options) {
      const collision = ["overlaps", "encloses", "enclosed"].some((p) =>
        comparator.toLowerCase().includes(p.toLowerCase()),
      );
      const condition = collision
        ? {
            id: "c",
            left: { kind: "property" as const, elementId: "el-image", property: "collision" },
            comparator,
            right: { kind: "element" as const, elementId: "el-text" },
          }
        : {
            id: "c",
            left: { kind: "variable" as const, variableId: "vn" },
            comparator,
            right: { kind: "value" as const, value: 5 },
          };
      const [de, en] = LOCALES.map((l) => conditionSentence(ctx(l), condition));
      complete(de!);
      complete(en!);
      expect(de).not.toBe(en);
    }
    expect(
      conditionSentence(ctx("en"), {
        id: "c",
        left: { kind: "property", elementId: "el-text", property: "x" },
        comparator: "gte",
        right: { kind: "variable", variableId: "vn" },
      }),
    ).toBe("X position of “My text” is greater than or equal to “score”");
    expect(
      conditionSentence(ctx("de"), {
        id: "c",
        left: { kind: "variable", variableId: "vb" },
        comparator: "isNot",
        right: { kind: "value", value: true },
      }),
    ).toBe("„open“ ist nicht wahr");
    expect(
      conditionSentence(ctx("en"), {
        id: "c",
        left: { kind: "property", elementId: "el-image", property: "collision" },
        comparator: "enclosedBy",
        right: { kind: "element", elementId: "el-text" },
      }),
    ).toBe("Collision of “My image” lies within “My text”");
  });

  it("groups: and, or, Multiple with its count", () => {
    expect(groupSentence(ctx("en"), { operator: "and", items: [] })).toBe("and all of these hold:");
    expect(groupSentence(ctx("de"), { operator: "or", items: [] })).toBe(
      "und mindestens eine davon gilt:",
    );
    expect(groupSentence(ctx("de"), { operator: "partialAnd", requiredCount: 2, items: [] })).toBe(
      "und mindestens 2 davon gelten:",
    );
  });
});

describe("action sentences", () => {
  const el = "el-text";
  const rule: Action[] = [
    { id: "a1", type: "goToScene", shouldAwait: false, sceneId: "s2" },
    {
      id: "a2",
      type: "goToScene",
      shouldAwait: false,
      sceneId: "s2",
      transition: { type: "crossFade", durationMs: 500 },
    },
    { id: "a3", type: "await", shouldAwait: true, durationMs: 1500 },
    {
      id: "a4",
      type: "setVariable",
      shouldAwait: false,
      variableId: "vs",
      value: { kind: "value", value: "Paris" },
    },
    {
      id: "a5",
      type: "increaseVariable",
      shouldAwait: false,
      variableId: "vn",
      by: { kind: "value", value: 1 },
    },
    {
      id: "a6",
      type: "decreaseVariable",
      shouldAwait: false,
      variableId: "vn",
      by: { kind: "variable", variableId: "ev" },
    },
    {
      id: "a7",
      type: "setProperty",
      shouldAwait: false,
      elementId: el,
      property: "opacity",
      value: { kind: "value", value: 0.5 },
    },
    { id: "a8", type: "show", shouldAwait: false, elementId: el },
    { id: "a9", type: "hide", shouldAwait: false, elementId: el },
  ];

  it("every rule action in both languages", () => {
    for (const action of rule) {
      const [de, en] = LOCALES.map((l) => actionSentence(ctx(l), action));
      complete(de!);
      complete(en!);
      expect(de).not.toBe(en);
    }
    expect(LOCALES.map((l) => actionSentence(ctx(l), rule[1]!))).toEqual([
      "Gehe zu „Solved“ mit Überblenden",
      "Go to “Solved” with cross-fade",
    ]);
    expect(actionSentence(ctx("en"), rule[2]!)).toBe("Wait 1.5 s");
    expect(actionSentence(ctx("de"), rule[2]!)).toBe("Warte 1,5 s");
    expect(actionSentence(ctx("en"), rule[6]!)).toBe("Set Opacity of “My text” to 0.5");
  });

  it("every animation", () => {
    for (const name of ANIMATION_NAMES) {
      const action: Action = {
        id: "an",
        type: "animate",
        shouldAwait: true,
        elementId: el,
        animation: defaultAnimation(name, "el-image"),
      };
      const [de, en] = LOCALES.map((l) => actionSentence(ctx(l), action));
      complete(de!);
      complete(en!);
      expect(de).not.toBe(en);
    }
  });

  it("every element action of every type, with its arguments", () => {
    let count = 0;
    for (const type of registry.types) {
      for (const action of Object.values(registry.vocabulary(type)!.actions)) {
        const args = action.argFields
          ? Object.fromEntries(Object.keys(action.argFields).map((k) => [k, 7]))
          : undefined;
        const a: Action = {
          id: "ea",
          type: "elementAction",
          shouldAwait: false,
          elementId: `el-${type}`,
          action: action.name,
          ...(args ? { args } : {}),
        };
        const [de, en] = LOCALES.map((l) => actionSentence(ctx(l), a));
        complete(de!);
        complete(en!);
        expect(de).toContain(`My ${type}`);
        if (args) expect(en).toContain("7");
        count++;
      }
    }
    expect(count).toBeGreaterThan(10);
    expect(
      actionSentence(ctx("en"), {
        id: "t",
        type: "elementAction",
        shouldAwait: false,
        elementId: "el-timer",
        action: "addSeconds",
        args: { seconds: 30 },
      }),
    ).toBe("Add 30 seconds to “My timer”");
  });

  it("transitions are named in both languages", () => {
    for (const type of SCENE_TRANSITIONS.filter((t) => t !== "none")) {
      const action: Action = {
        id: "g",
        type: "goToScene",
        shouldAwait: false,
        sceneId: "s2",
        transition: { type, durationMs: 300 },
      };
      for (const l of LOCALES) complete(actionSentence(ctx(l), action));
    }
  });
});

describe("rule summary", () => {
  it("reads as one sentence: triggers, conditions, actions in order", () => {
    const rule: Rule = {
      id: "r",
      enabled: true,
      sceneId: "all",
      triggers: [
        { type: "element", elementId: "el-number-code-input", trigger: "validatedCorrectly" },
      ],
      conditions: { operator: "and", items: [] },
      actions: [
        {
          id: "a",
          type: "elementAction",
          shouldAwait: false,
          elementId: "el-audio",
          action: "play",
        },
        {
          id: "b",
          type: "goToScene",
          shouldAwait: false,
          sceneId: "s2",
          transition: { type: "crossFade", durationMs: 500 },
        },
      ],
    };
    const en = ruleSummary(ctx("en"), rule);
    expect(en).toMatch(
      /^When “My number-code-input” .+: play “My audio”, then go to “Solved” with /,
    );
    const de = ruleSummary(ctx("de"), {
      ...rule,
      conditions: {
        operator: "partialAnd",
        requiredCount: 1,
        items: [
          {
            id: "c1",
            left: { kind: "variable", variableId: "vn" },
            comparator: "gt",
            right: { kind: "value", value: 2 },
          },
          {
            id: "c2",
            left: { kind: "variable", variableId: "vb" },
            comparator: "is",
            right: { kind: "value", value: true },
          },
        ],
      },
    });
    expect(de).toContain(
      "und mindestens 1 davon gelten („score“ ist größer als 2; „open“ ist wahr)",
    );
    expect(de).toContain(", dann gehe zu „Solved“ mit Überblenden");
    expect(ruleSummary(ctx("en"), { ...rule, triggers: [], actions: [] })).toBe(
      "Without a trigger: does nothing",
    );
  });
});
