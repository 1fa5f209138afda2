import { describe, expect, it } from "vitest";
import type { Rule } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import {
  animation,
  boolVar,
  buildGame,
  click,
  cond,
  elementAction,
  goTo,
  numberVar,
  on,
  prop,
  ref,
  rule,
  sceneFrom,
  sceneTo,
  setVar,
  stringVar,
  val,
  variableChanged,
  type ElementSpec,
} from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { TestRuntime } from "../testing/test-runtime";

const registry = createFixtureRegistry();

/** Three scenes, one of each fixture element, a 'hit' flag and a few variables. */
function game(
  rules: Rule[],
  extra: { elements?: ElementSpec[]; variables?: GameDocument["variables"] } = {},
) {
  const doc = buildGame(registry, {
    scenes: [
      {
        id: "a",
        name: "Hall",
        elements: [
          { type: "box", id: "box", x: 0, y: 0, width: 100, height: 100, draggable: true },
          { type: "box", id: "goal", x: 500, y: 500, width: 200, height: 200 },
          { type: "text", id: "label" },
          { type: "timer", id: "timer", props: { startTimeInSeconds: 3, autoStart: false } },
          { type: "input", id: "answer" },
          {
            type: "number-code-input",
            id: "lock",
            props: { expectedCode: "42", autoValidate: false },
          },
          { type: "jsx-graph", id: "graph" },
          { type: "audio", id: "sound" },
          { type: "video", id: "clip" },
          ...(extra.elements ?? []),
        ],
      },
      { id: "b", name: "Library", elements: [{ type: "box", id: "bBox" }] },
      { id: "c", name: "Vault", transition: { type: "crossFade", durationMs: 300 } },
    ],
    variables: [boolVar("hit"), numberVar("n", 0), stringVar("s", "x"), ...(extra.variables ?? [])],
    rules,
  });
  const t = new TestRuntime(doc, { registry });
  t.start();
  expect(t.runtime.compileDiagnostics).toEqual([]);
  return t;
}
const hitWhen = (triggers: Rule["triggers"], more: Partial<Parameters<typeof rule>[1]> = {}) =>
  rule("hit", { triggers, actions: [setVar("hit", true)], ...more });

describe("triggers", () => {
  type Row = [
    name: string,
    triggers: Rule["triggers"],
    fire: (t: TestRuntime) => void,
    notFire: (t: TestRuntime) => void,
    helpers?: Rule[],
  ];
  const goRules = [
    rule("toB", { triggers: [click("box")], actions: [goTo("b")] }),
    rule("toC", { triggers: [click("goal")], actions: [goTo("c")] }),
  ];
  const rows: Row[] = [
    ["scene changed to", [sceneTo("b")], (t) => t.click("box"), (t) => t.click("goal"), goRules],
    [
      "scene changed from",
      [sceneFrom("a")],
      (t) => t.click("goal"),
      (t) => t.click("label"),
      goRules,
    ],
    ["scene changed to the first scene on start", [sceneTo("a")], () => {}, () => {}, []],
    [
      "variable changed",
      [variableChanged("n")],
      (t) => t.click("box"),
      (t) => t.click("goal"),
      [
        rule("inc", {
          triggers: [click("box")],
          actions: [{ type: "increaseVariable", variableId: "n", by: val(2) }],
        }),
        rule("same", { triggers: [click("goal")], actions: [setVar("n", 0)] }),
      ],
    ],
    [
      "variable changed to",
      [variableChanged("n", 4)],
      (t) => {
        t.click("box");
        t.click("box");
      },
      (t) => t.click("box"),
      [
        rule("inc", {
          triggers: [click("box")],
          actions: [{ type: "increaseVariable", variableId: "n", by: val(2) }],
        }),
      ],
    ],
    ["click", [click("box")], (t) => t.click("box"), (t) => t.click("goal")],
    ["drag end", [on("box", "dragEnd")], (t) => t.drag("box", 10, 10), (t) => t.click("box")],
    [
      "rotate end",
      [on("box", "rotateEnd")],
      (t) => t.rotate("box", 45),
      (t) => t.drag("box", 1, 1),
    ],
    [
      "resize end",
      [on("box", "resizeEnd")],
      (t) => t.resize("box", 5, 5),
      (t) => t.rotate("box", 1),
    ],
    ["mouse enter", [on("box", "mouseEnter")], (t) => t.hover("box"), (t) => t.leave("box")],
    ["mouse leave", [on("box", "mouseLeave")], (t) => t.leave("box"), (t) => t.hover("box")],
    [
      "timer time changed",
      [on("timer", "timeChanged")],
      (t) => {
        t.act("timer", "start");
        t.advance(1000);
      },
      (t) => {
        t.act("timer", "start");
        t.advance(999);
      },
    ],
    [
      "timer time changed to",
      [on("timer", "timeChanged", 1)],
      (t) => {
        t.act("timer", "start");
        t.advance(2000);
      },
      (t) => {
        t.act("timer", "start");
        t.advance(1999);
      },
    ],
    [
      "timer elapsed",
      [on("timer", "elapsed")],
      (t) => {
        t.act("timer", "start");
        t.advance(3000);
      },
      (t) => {
        t.act("timer", "start");
        t.advance(2999);
      },
    ],
    [
      "input value changed",
      [on("answer", "valueChanged")],
      (t) => t.type("answer", "Rome"),
      (t) => t.click("answer"),
    ],
    [
      "input value changed to",
      [on("answer", "valueChanged", "Paris")],
      (t) => t.type("answer", "Paris"),
      (t) => t.type("answer", "paris"),
    ],
    [
      "number code value changed",
      [on("lock", "valueChanged")],
      (t) => t.act("lock", "type", { value: "4" }),
      (t) => t.act("lock", "validate"),
    ],
    [
      "number code validated correctly",
      [on("lock", "validatedCorrectly")],
      (t) => {
        t.act("lock", "type", { value: "42" });
        t.act("lock", "validate");
      },
      (t) => {
        t.act("lock", "type", { value: "41" });
        t.act("lock", "validate");
      },
    ],
    [
      "number code validated incorrectly",
      [on("lock", "validatedIncorrectly")],
      (t) => {
        t.act("lock", "type", { value: "41" });
        t.act("lock", "validate");
      },
      (t) => {
        t.act("lock", "type", { value: "42" });
        t.act("lock", "validate");
      },
    ],
    [
      "jsxGraph message sent",
      [on("graph", "messageSent", "solved")],
      (t) => t.trigger("graph", "messageSent", "solved", { message: "solved" }),
      (t) => t.trigger("graph", "messageSent", "other", { message: "other" }),
    ],
  ];
  it.each(rows)("%s", (_name, triggers, fire, notFire, helpers = []) => {
    const negative = game([hitWhen(triggers), ...helpers]);
    if (
      triggers[0]?.type !== "sceneChanged" ||
      triggers[0].sceneId !== "a" ||
      triggers[0].direction !== "to"
    ) {
      notFire(negative);
      expect(negative.variable("hit")).toBe(false);
    }
    const positive = game([hitWhen(triggers), ...helpers]);
    fire(positive);
    expect(positive.variable("hit")).toBe(true);
    expect(positive.firedRules).toContain("hit");
  });

  it("refuses undeclared triggers and invalid payloads", () => {
    const t = game([hitWhen([on("graph", "messageSent")])]);
    expect(t.trigger("graph", "messageSent", "x", { message: 3 }).diagnostics).toMatchObject([
      { code: "invalidArgs" },
    ]);
    expect(t.trigger("graph", "nope").diagnostics).toMatchObject([{ code: "unknownTrigger" }]);
    expect(t.dispatch({ type: "click", elementId: "ghost" }).diagnostics).toMatchObject([
      { code: "unknownElement" },
    ]);
    expect(t.variable("hit")).toBe(false);
  });

  it("fires a rule once per event even if several of its triggers match", () => {
    const t = game([
      rule("r", {
        triggers: [click("box"), click("box")],
        actions: [{ type: "increaseVariable", variableId: "n", by: val(1) }],
      }),
    ]);
    t.click("box");
    expect(t.variable("n")).toBe(1);
  });
});

describe("rule scope", () => {
  it("disabled rules do not fire", () => {
    const t = game([hitWhen([click("box")], { enabled: false })]);
    t.click("box");
    expect(t.variable("hit")).toBe(false);
    expect(t.firedRules).toEqual([]);
  });
  it("rules scoped to another scene do not fire; rules of the current scene and of all scenes do", () => {
    const t = game([
      rule("onB", { sceneId: "b", triggers: [click("box")], actions: [setVar("hit", true)] }),
      rule("onA", {
        sceneId: "a",
        triggers: [click("box")],
        actions: [{ type: "increaseVariable", variableId: "n", by: val(1) }],
      }),
      rule("all", {
        triggers: [click("box")],
        actions: [{ type: "increaseVariable", variableId: "n", by: val(10) }],
      }),
    ]);
    t.click("box");
    expect(t.variable("hit")).toBe(false);
    expect(t.variable("n")).toBe(11);
  });
  it("a scene-from trigger is scoped to the scene left, a scene-to trigger to the scene entered", () => {
    const t = game([
      rule("go", { triggers: [click("box")], actions: [goTo("b")] }),
      rule("leaveA", {
        sceneId: "a",
        triggers: [sceneFrom("a")],
        actions: [{ type: "increaseVariable", variableId: "n", by: val(1) }],
      }),
      rule("enterB", {
        sceneId: "b",
        triggers: [sceneTo("b")],
        actions: [{ type: "increaseVariable", variableId: "n", by: val(10) }],
      }),
    ]);
    t.click("box");
    expect(t.variable("n")).toBe(11);
  });
});

describe("conditions", () => {
  const inc = { type: "increaseVariable", variableId: "n", by: val(1) } as const;
  it.each([
    ["and", undefined, 2, 1, 0],
    ["and", undefined, 3, 0, 0],
    ["or", undefined, 3, 1, 1],
    ["or", undefined, 1, 0, 0],
    ["partialAnd", 2, 3, 1, 0],
    ["partialAnd", 1, 3, 1, 1],
    ["partialAnd", undefined, 3, 0, 0],
    ["partialAnd", undefined, 2, 1, 0],
  ] as const)(
    "%s (required %s) of %i conditions",
    (operator, requiredCount, count, withBoth, withOne) => {
      const rules = (flag: boolean) => [
        rule("r", {
          triggers: [click("box")],
          operator,
          ...(requiredCount === undefined ? {} : { requiredCount }),
          conditions:
            count === 1
              ? [cond(ref("s"), "eq", val("never"))]
              : [
                  cond(ref("hit"), "is", val(true)),
                  cond(ref("s"), "eq", val("x")),
                  cond(ref("s"), "eq", val("never")),
                ].slice(0, count),
          actions: [inc],
        }),
        rule("set", { triggers: [click("goal")], actions: [setVar("hit", flag)] }),
      ];
      const both = game(rules(true));
      both.click("goal");
      both.click("box");
      expect(both.variable("n")).toBe(withBoth);
      const one = game(rules(false));
      one.click("box");
      expect(one.variable("n")).toBe(withOne);
    },
  );

  it("an empty condition list holds", () => {
    const t = game([rule("r", { triggers: [click("box")], operator: "or", actions: [inc] })]);
    t.click("box");
    expect(t.variable("n")).toBe(1);
  });

  it("compares properties with variables of the same type", () => {
    const t = game(
      [
        rule("r", {
          triggers: [click("box")],
          conditions: [
            cond(prop("label", "text"), "eq", ref("s")),
            cond(prop("box", "x"), "lt", ref("n")),
          ],
          actions: [setVar("hit", true)],
        }),
      ],
      { variables: [] },
    );
    t.click("box");
    expect(t.variable("hit")).toBe(false);
    const u = game([
      rule("prep", {
        triggers: [click("goal")],
        actions: [setVar("s", prop("label", "text")), setVar("n", 5)],
      }),
      rule("r", {
        triggers: [click("box")],
        conditions: [
          cond(prop("label", "text"), "eq", ref("s")),
          cond(prop("box", "x"), "lt", ref("n")),
        ],
        actions: [setVar("hit", true)],
      }),
    ]);
    u.click("goal");
    u.click("box");
    expect(u.variable("hit")).toBe(true);
  });

  it("conditions that do not compile are reported and never hold", () => {
    const doc = buildGame(registry, {
      scenes: [{ id: "a", elements: [{ type: "box", id: "box" }] }],
      variables: [numberVar("n")],
      rules: [
        rule("r", {
          triggers: [click("box")],
          conditions: [
            cond(ref("n"), "eq", val("1")),
            cond(ref("ghost"), "eq", val(1)),
            cond(prop("box", "x"), "is", val(1)),
          ],
          operator: "or",
          actions: [setVar("n", 9)],
        }),
      ],
    });
    const t = new TestRuntime(doc, { registry });
    t.start();
    t.click("box");
    expect(t.variable("n")).toBe(0);
    expect(t.runtime.compileDiagnostics.map((d) => [d.code, d.path])).toEqual([
      ["typeMismatch", "rules.0.conditions.items.0"],
      ["unknownVariable", "rules.0.conditions.items.1"],
      ["invalidComparator", "rules.0.conditions.items.2"],
    ]);
  });
});

describe("actions", () => {
  it("go to scene: changes scene, uses the action transition or the scene default", () => {
    const t = game([
      rule("r", {
        triggers: [click("box")],
        actions: [goTo("b", { transition: { type: "slideLeft", durationMs: 200 } })],
      }),
      rule("r2", { sceneId: "b", triggers: [click("bBox")], actions: [goTo("c")] }),
    ]);
    t.click("box");
    expect(t.sceneName).toBe("Library");
    t.click("bBox");
    expect(t.sceneName).toBe("Vault");
    expect(t.effects.filter((e) => e.type === "goToScene")).toMatchObject([
      { from: "a", sceneId: "b", transition: { type: "slideLeft", durationMs: 200 } },
      { from: "b", sceneId: "c", transition: { type: "crossFade", durationMs: 300 } },
    ]);
    expect(t.results.flatMap((r) => r.changes).filter((c) => c.kind === "scene")).toEqual([
      { kind: "scene", from: null, to: "a" },
      { kind: "scene", from: "a", to: "b" },
      { kind: "scene", from: "b", to: "c" },
    ]);
  });

  it("await holds the following actions for its duration", () => {
    const t = game([
      rule("r", {
        triggers: [click("box")],
        actions: [setVar("n", 1), { type: "await", durationMs: 1500 }, setVar("n", 2)],
      }),
    ]);
    t.click("box");
    expect(t.variable("n")).toBe(1);
    t.advance(1499);
    expect(t.variable("n")).toBe(1);
    t.advance(1);
    expect(t.variable("n")).toBe(2);
  });

  it("set / increase / decrease variable, from values, variables and properties", () => {
    const t = game([
      rule("r", {
        triggers: [click("box")],
        actions: [
          setVar("n", 10),
          { type: "increaseVariable", variableId: "n", by: val(5) },
          { type: "decreaseVariable", variableId: "n", by: prop("timer", "startTimeInSeconds") },
          setVar("s", prop("label", "text")),
          setVar("hit", val(true)),
        ],
      }),
    ]);
    t.click("box");
    expect([t.variable("n"), t.variable("s"), t.variable("hit")]).toEqual([
      12,
      "Click to edit",
      true,
    ]);
    expect(t.results.at(-1)!.changes.filter((c) => c.kind === "variable")).toHaveLength(5);
  });

  it("property change to a value or a variable; show; hide", () => {
    const t = game([
      rule("r", {
        triggers: [click("box")],
        actions: [
          { type: "setProperty", elementId: "label", property: "text", value: val("Hello") },
          { type: "setProperty", elementId: "label", property: "fontSizeInRem", value: ref("n") },
          { type: "setProperty", elementId: "goal", property: "x", value: val(7) },
          { type: "setProperty", elementId: "answer", property: "value", value: ref("s") },
          { type: "hide", elementId: "goal" },
        ],
      }),
      rule("r2", { triggers: [click("label")], actions: [{ type: "show", elementId: "goal" }] }),
    ]);
    t.click("box");
    // n is 0; the schema's minimum is 0.1 (clamped, see "property values stay in range")
    expect(t.element("label").props).toMatchObject({ text: "Hello", fontSizeInRem: 0.1 });
    expect(t.element("goal")).toMatchObject({ x: 7, visible: false });
    expect(t.element("answer").state).toEqual({ value: "x" });
    t.click("label");
    expect(t.element("goal").visible).toBe(true);
  });

  it("refuses writes to read-only or unknown properties and type mismatches at compile time", () => {
    const doc = buildGame(registry, {
      scenes: [
        {
          id: "a",
          elements: [
            { type: "number-code-input", id: "lock" },
            { type: "text", id: "label" },
          ],
        },
      ],
      variables: [numberVar("n")],
      rules: [
        rule("r", {
          triggers: [click("lock")],
          actions: [
            { type: "setProperty", elementId: "lock", property: "unlocked", value: val(true) },
            { type: "setProperty", elementId: "lock", property: "collision", value: val(true) },
            { type: "setProperty", elementId: "label", property: "nope", value: val(1) },
            { type: "setProperty", elementId: "label", property: "text", value: ref("n") },
            setVar("n", "text"),
            setVar("n", 3),
          ],
        }),
      ],
    });
    const t = new TestRuntime(doc, { registry });
    t.start();
    t.click("lock");
    expect(t.runtime.compileDiagnostics.map((d) => [d.code, d.actionId])).toEqual([
      ["readOnlyProperty", "r.a0"],
      ["readOnlyProperty", "r.a1"],
      ["unknownProperty", "r.a2"],
      ["variableTypeMismatch", "r.a3"],
      ["typeMismatch", "r.a4"],
    ]);
    expect(t.element("lock").state["unlocked"]).toBe(false);
    expect(t.variable("n")).toBe(3);
  });

  type Row = [name: string, action: string, args: unknown, check: (t: TestRuntime) => void];
  const rows: Row[] = [
    [
      "audio play",
      "sound",
      ["play"],
      (t) => {
        expect(t.element("sound").state).toEqual({ isPlaying: true });
        expect(t.effects.at(-1)).toMatchObject({
          type: "element",
          kind: "audio.play",
          data: { src: "sound.mp3" },
        });
      },
    ],
    [
      "audio stop",
      "sound",
      ["stop"],
      (t) => {
        expect(t.element("sound").state).toEqual({ isPlaying: false });
        expect(t.effects.at(-1)).toMatchObject({ kind: "audio.stop" });
      },
    ],
    [
      "video play",
      "clip",
      ["play"],
      (t) => expect(t.effects.at(-1)).toMatchObject({ kind: "video.play", elementId: "clip" }),
    ],
    [
      "video pause",
      "clip",
      ["pause"],
      (t) => expect(t.element("clip").state).toEqual({ status: "paused" }),
    ],
    [
      "video stop",
      "clip",
      ["stop"],
      (t) => expect(t.effects.at(-1)).toMatchObject({ kind: "video.stop" }),
    ],
    [
      "timer start",
      "timer",
      ["start"],
      (t) => {
        t.advance(2000);
        expect(t.element("timer").state).toEqual({ remaining: 1, running: true });
      },
    ],
    [
      "timer stop",
      "timer",
      ["start", "stop"],
      (t) => {
        t.advance(5000);
        expect(t.element("timer").state).toEqual({ remaining: 3, running: false });
      },
    ],
    [
      "timer reset",
      "timer",
      ["start", ["subtractSeconds", { seconds: 1 }], "reset"],
      (t) => {
        t.advance(5000);
        expect(t.element("timer").state).toEqual({ remaining: 3, running: false });
      },
    ],
    [
      "timer reset and start",
      "timer",
      [["subtractSeconds", { seconds: 2 }], "resetAndStart"],
      (t) => {
        t.advance(1000);
        expect(t.element("timer").state).toEqual({ remaining: 2, running: true });
      },
    ],
    [
      "timer add seconds",
      "timer",
      [["addSeconds", { seconds: 10 }]],
      (t) => expect(t.element("timer").state["remaining"]).toBe(13),
    ],
    [
      "timer subtract seconds",
      "timer",
      [["subtractSeconds", { seconds: 10 }]],
      (t) => expect(t.element("timer").state["remaining"]).toBe(0),
    ],
    [
      "number code validate",
      "lock",
      ["validate"],
      (t) =>
        expect(t.element("lock").state).toEqual({
          currentValue: "9",
          unlocked: false,
          incorrectAttempts: 1,
          hintsTaken: 0,
        }),
    ],
    [
      "number code reset",
      "lock",
      ["reset"],
      (t) => expect(t.element("lock").state["currentValue"]).toBe(""),
    ],
  ];
  it.each(rows)("%s", (_name, elementId, calls, check) => {
    const actions = (calls as (string | [string, unknown])[]).map((c) =>
      typeof c === "string" ? elementAction(elementId, c) : elementAction(elementId, c[0], c[1]),
    );
    const t = game([rule("r", { triggers: [click("box")], actions })]);
    if (elementId === "lock") t.act("lock", "type", { value: "9" });
    t.click("box");
    check(t);
  });

  it("element actions: internal ones and bad args are refused at compile time", () => {
    const doc = buildGame(registry, {
      scenes: [{ id: "a", elements: [{ type: "timer", id: "timer" }] }],
      rules: [
        rule("r", {
          triggers: [click("timer")],
          actions: [
            elementAction("timer", "tick"),
            elementAction("timer", "addSeconds", { seconds: "ten" }),
            elementAction("timer", "fly"),
          ],
        }),
      ],
    });
    const t = new TestRuntime(doc, { registry });
    expect(t.runtime.compileDiagnostics.map((d) => d.code)).toEqual([
      "unknownAction",
      "invalidArgs",
      "unknownAction",
    ]);
  });

  describe("animate", () => {
    const run = (anim: ReturnType<typeof animation>, extra: Partial<ElementSpec> = {}) => {
      const t = game(
        [
          rule("r", {
            triggers: [click("goal")],
            actions: [{ type: "animate", elementId: "box", animation: anim }],
          }),
        ],
        {
          elements: [],
        },
      );
      if (extra.x !== undefined) t.drag("box", extra.x, extra.y ?? 0);
      t.click("goal");
      return t;
    };
    it.each([
      ["fadeOut", animation({ name: "fadeOut" }), { visible: false }],
      ["fadeIn", animation({ name: "fadeIn" }), { visible: true }],
      ["moveTo XY", animation({ name: "moveTo", axis: "xy", x: 300, y: 200 }), { x: 300, y: 200 }],
      ["moveTo X", animation({ name: "moveTo", axis: "x", x: 300, y: 200 }), { x: 300, y: 0 }],
      ["moveBy Y", animation({ name: "moveBy", axis: "y", x: 300, y: 20 }), { x: 0, y: 20 }],
      [
        "rotateTo",
        animation({ name: "rotateTo", targetAngle: 90, direction: "auto" }),
        { rotation: 90 },
      ],
      ["rotateBy", animation({ name: "rotateBy", rotationAmount: -45 }), { rotation: -45 }],
      [
        "scaleTo",
        animation({ name: "scaleTo", scale: 2 }),
        { width: 200, height: 200, x: -50, y: -50 },
      ],
      [
        "flyToTarget",
        animation({ name: "flyToTarget", targetElementId: "goal" }),
        { x: 550, y: 550 },
      ],
      [
        "popOut with autoHide",
        animation({ name: "pulse", scale: 1.2, pulses: 2, autoHide: true }),
        { visible: false },
      ],
      [
        "shake changes nothing",
        animation({ name: "shake", intensity: 5 }),
        { x: 0, y: 0, rotation: 0, visible: true },
      ],
    ] as const)("%s", (_n, anim, expected) => {
      const t = run(anim);
      expect(t.element("box")).toMatchObject(expected);
      expect(t.effects.at(-1)).toMatchObject({
        type: "animate",
        elementId: "box",
        animation: anim,
      });
    });
    it("resetPosition restores the designed geometry", () => {
      const t = game([
        rule("r", {
          triggers: [click("goal")],
          actions: [
            {
              type: "animate",
              elementId: "box",
              animation: animation({ name: "scaleBy", scale: 3 }),
            },
            {
              type: "animate",
              elementId: "box",
              animation: animation({
                name: "resetPosition",
                resetOpacity: "full",
                resetDimensions: true,
              }),
            },
          ],
        }),
      ]);
      t.drag("box", 40, 40);
      t.click("goal");
      expect(t.element("box")).toMatchObject({ x: 0, y: 0, width: 100, height: 100, opacity: 1 });
    });
    it.each([
      ["target angle above 360", { name: "rotateTo", targetAngle: 361, direction: "auto" }],
      ["negative target angle", { name: "rotateTo", targetAngle: -1, direction: "auto" }],
      [
        "glow opacity above 1",
        { name: "glowOn", glowColor: "#ff0", glowSize: 10, glowOpacity: 1.5 },
      ],
      ["unknown easing", { name: "fadeIn", easing: { name: "wobble", direction: "in" } }],
      ["no cycles", { name: "fadeIn", cycles: 0 }],
    ])("refuses %s", (_n, spec) => {
      const doc = buildGame(registry, {
        scenes: [{ id: "a", elements: [{ type: "box", id: "box" }] }],
        rules: [
          rule("r", {
            triggers: [click("box")],
            actions: [{ type: "animate", elementId: "box", animation: animation(spec as never) }],
          }),
        ],
      });
      const t = new TestRuntime(doc, { registry });
      expect(t.runtime.compileDiagnostics).toMatchObject([
        { code: "invalidAnimation", actionId: "r.a0" },
      ]);
      t.start();
      t.click("box");
      expect(t.effects).toEqual([]);
    });
  });
});

describe("shouldAwait", () => {
  const rules = (shouldAwait: boolean) => [
    rule("r", {
      triggers: [click("box")],
      actions: [
        {
          type: "animate",
          elementId: "box",
          animation: animation({ name: "fadeOut" }),
          shouldAwait,
        },
        elementAction("sound", "play", undefined, shouldAwait),
        setVar("hit", true),
      ],
    }),
  ];
  const manual = (shouldAwait: boolean) => {
    const doc = game(rules(shouldAwait)).document;
    const t = new TestRuntime(doc, { registry, autoCompleteEffects: false });
    t.start();
    return t;
  };
  it("holds the next action until all effects of the action complete", () => {
    const t = manual(true);
    t.click("box");
    expect(t.variable("hit")).toBe(false);
    expect(t.pendingEffects.map((e) => e.type)).toEqual(["animate"]);
    t.completeEffect(t.pendingEffects[0]!.id);
    expect(t.pendingEffects.map((e) => e.type === "element" && e.kind)).toEqual(["audio.play"]);
    expect(t.variable("hit")).toBe(false);
    t.completeEffect(t.pendingEffects[0]!.id);
    expect(t.variable("hit")).toBe(true);
  });
  it("without shouldAwait the actions run at once", () => {
    const t = manual(false);
    t.click("box");
    expect(t.variable("hit")).toBe(true);
    expect(t.pendingEffects).toHaveLength(2);
  });
  it("completing an unknown or unawaited effect changes nothing", () => {
    const t = manual(false);
    t.click("box");
    expect(t.completeEffect("fx999")).toEqual({
      changes: [],
      effects: [],
      diagnostics: [],
      firedRules: [],
    });
  });
  it("a go-to-scene with transition can be awaited", () => {
    const doc = game([
      rule("r", {
        triggers: [click("goal")],
        actions: [goTo("c", { shouldAwait: true }), setVar("hit", true)],
      }),
    ]).document;
    const t = new TestRuntime(doc, { registry, autoCompleteEffects: false });
    t.start();
    t.click("goal");
    expect(t.sceneName).toBe("Vault");
    expect(t.variable("hit")).toBe(false);
    t.completeEffect(t.pendingEffects[0]!.id);
    expect(t.variable("hit")).toBe(true);
  });
});

describe("step limit", () => {
  it("ends a rule loop with a diagnostic and leaves the runtime usable", () => {
    const doc = buildGame(registry, {
      scenes: [
        {
          id: "a",
          elements: [
            { type: "box", id: "box" },
            { type: "box", id: "other" },
          ],
        },
      ],
      variables: [numberVar("n"), numberVar("m")],
      rules: [
        rule("start", {
          triggers: [click("box")],
          actions: [{ type: "increaseVariable", variableId: "n", by: val(1) }],
        }),
        rule("loop", {
          triggers: [variableChanged("n")],
          actions: [{ type: "increaseVariable", variableId: "n", by: val(1) }],
        }),
        rule("ok", {
          triggers: [click("other")],
          actions: [{ type: "increaseVariable", variableId: "m", by: val(1) }],
        }),
      ],
    });
    const t = new TestRuntime(doc, { registry, stepLimit: 100 });
    t.start();
    const result = t.click("box");
    expect(result.diagnostics).toMatchObject([{ code: "stepLimit", ruleId: "loop" }]);
    expect(t.variable("n")).toBeGreaterThan(40);
    expect(t.variable("n")).toBeLessThanOrEqual(100);
    expect(t.click("other").diagnostics).toEqual([]);
    expect(t.variable("m")).toBe(1);
  });
  it("also ends zero-delay await loops", () => {
    const doc = buildGame(registry, {
      scenes: [{ id: "a", elements: [{ type: "box", id: "box" }] }],
      variables: [boolVar("b")],
      rules: [
        rule("flip", {
          triggers: [click("box"), variableChanged("b")],
          actions: [
            { type: "await", durationMs: 0 },
            setVar("b", ref("b")),
            { type: "setVariable", variableId: "b", value: val(true) },
          ],
        }),
        rule("flop", { triggers: [variableChanged("b", true)], actions: [setVar("b", false)] }),
      ],
    });
    const t = new TestRuntime(doc, { registry, stepLimit: 50 });
    t.start();
    t.click("box");
    t.advance(0);
    expect(t.diagnostics).toMatchObject([{ code: "stepLimit" }]);
    expect(t.runtime.nextDueAt()).toBeUndefined();
  });
});

describe("a whole game", () => {
  it("plays: click, type, advance 30 s, expect scene 3", () => {
    const doc = buildGame(registry, {
      scenes: [
        { id: "s1", name: "Start", elements: [{ type: "box", id: "door", name: "Door" }] },
        {
          id: "s2",
          name: "Riddle",
          elements: [
            { type: "input", id: "answer", name: "Answer" },
            {
              type: "timer",
              id: "clock",
              name: "Clock",
              props: { startTimeInSeconds: 30, autoStart: true },
            },
          ],
        },
        { id: "s3", name: "Escape" },
        { id: "s4", name: "Too late" },
      ],
      variables: [numberVar("solved")],
      rules: [
        rule("open", { sceneId: "s1", triggers: [click("door")], actions: [goTo("s2")] }),
        rule("answer", {
          sceneId: "s2",
          triggers: [on("answer", "valueChanged", "42")],
          actions: [setVar("solved", 1)],
        }),
        rule("time", {
          sceneId: "s2",
          triggers: [on("clock", "elapsed")],
          conditions: [cond(ref("solved"), "eq", val(1))],
          actions: [goTo("s3")],
        }),
        rule("lose", {
          sceneId: "s2",
          triggers: [on("clock", "elapsed")],
          conditions: [cond(ref("solved"), "eq", val(0))],
          actions: [goTo("s4")],
        }),
      ],
    });
    const t = new TestRuntime(doc, { registry });
    t.start();
    t.click("Door");
    expect(t.sceneName).toBe("Riddle");
    t.type("Answer", "42");
    t.advance(29_999);
    expect(t.sceneName).toBe("Riddle");
    expect(t.element("Clock").state).toEqual({ remaining: 1, running: true });
    t.advance(1);
    expect(t.sceneName).toBe("Escape");
    expect(t.diagnostics).toEqual([]);
  });

  it("dispatch before start is refused", () => {
    const t = new TestRuntime(
      buildGame(registry, { scenes: [{ id: "a", elements: [{ type: "box", id: "b" }] }] }),
      { registry },
    );
    expect(t.click("b").diagnostics).toMatchObject([{ code: "notStarted" }]);
  });
});
