import { describe, expect, it } from "vitest";
import type { GameDocument } from "../document/schema";
import {
  animation,
  boolVar,
  buildGame,
  click,
  cond,
  el,
  elementAction,
  goTo,
  numberVar,
  on,
  prop,
  ref,
  rule,
  sceneTo,
  setVar,
  stringVar,
  val,
  variableChanged,
} from "../testing/builder";
import { createFixtureRegistry } from "../testing/fixtures";
import { hasErrors, validate, type Diagnostic } from "./validate";

const registry = createFixtureRegistry();

/** A small, clean game: every variable read and written, every scene reachable. */
function cleanGame(): GameDocument {
  return buildGame(registry, {
    scenes: [
      {
        id: "a",
        name: "Hall",
        elements: [
          { type: "box", id: "door" },
          { type: "number-code-input", id: "lock" },
          { type: "text", id: "label" },
        ],
      },
      { id: "b", name: "Vault", elements: [{ type: "box", id: "chest" }] },
    ],
    globalElements: [{ type: "timer", id: "clock" }],
    variables: [numberVar("tries"), boolVar("open")],
    rules: [
      rule("count", {
        sceneId: "a",
        triggers: [on("lock", "validatedIncorrectly")],
        actions: [
          { type: "increaseVariable", variableId: "tries", by: val(1) },
          { type: "setProperty", elementId: "label", property: "text", value: val("Try again") },
        ],
      }),
      rule("unlock", {
        sceneId: "a",
        triggers: [on("lock", "validatedCorrectly")],
        conditions: [cond(ref("tries"), "lt", val(3))],
        actions: [setVar("open", true), goTo("b")],
      }),
      rule("gate", {
        triggers: [variableChanged("open", true)],
        conditions: [cond(ref("open"), "is", val(true))],
        actions: [elementAction("clock", "stop")],
      }),
    ],
  });
}

const codes = (d: Diagnostic[]) => d.map((x) => `${x.severity}:${x.code}@${x.path}`);

describe("validate", () => {
  it("finds nothing wrong with a clean game", () => {
    expect(validate(cleanGame(), registry)).toEqual([]);
  });

  type Row = [name: string, mutate: (doc: GameDocument) => void, expected: string];
  const rows: Row[] = [
    [
      "unknown element type",
      (d) => {
        d.scenes[0]!.elements[0]!.type = "hologram";
      },
      "error:unknownElementType@scenes.0.elements.0.type",
    ],
    [
      "duplicate variable name",
      (d) => {
        d.variables.push({ ...numberVar("tries"), id: "tries2" });
      },
      "error:duplicateVariableName@variables.2.name",
    ],
    [
      "element variable shadowing a global",
      (d) => {
        d.scenes[0]!.elements[0]!.variables.push({ ...numberVar("open"), id: "own" });
      },
      "error:duplicateVariableName@scenes.0.elements.0",
    ],
    [
      "rule without trigger",
      (d) => {
        d.rules[0]!.triggers = [];
      },
      "error:ruleWithoutTrigger@rules.0.triggers",
    ],
    [
      "rule without actions",
      (d) => {
        d.rules[2]!.actions = [];
      },
      "warning:ruleWithoutActions@rules.2.actions",
    ],
    [
      "rule scoped to a missing scene",
      (d) => {
        d.rules[0]!.sceneId = "zzz";
      },
      "error:unknownScene@rules.0.sceneId",
    ],
    [
      "trigger on a missing element",
      (d) => {
        d.rules[0]!.triggers = [click("ghost")];
      },
      "error:unknownElement@rules.0.triggers.0.elementId",
    ],
    [
      "undeclared trigger",
      (d) => {
        d.rules[0]!.triggers = [on("door", "validatedCorrectly")];
      },
      "error:unknownTrigger@rules.0.triggers.0.trigger",
    ],
    [
      "trigger value of the wrong type",
      (d) => {
        d.rules[0]!.triggers = [on("lock", "valueChanged", 12)];
      },
      "error:typeMismatch@rules.0.triggers.0.to",
    ],
    [
      "trigger value on a trigger without value",
      (d) => {
        d.rules[0]!.triggers = [on("door", "click", "x")];
      },
      "error:typeMismatch@rules.0.triggers.0.to",
    ],
    [
      "variable changed to a value of the wrong type",
      (d) => {
        d.rules[2]!.triggers = [variableChanged("open", 1)];
      },
      "error:variableTypeMismatch@rules.2.triggers.0.to",
    ],
    [
      "condition with a variable of the wrong type",
      (d) => {
        d.rules[1]!.conditions.items[0]!.right = ref("open");
      },
      "error:variableTypeMismatch@rules.1.conditions.items.0.right",
    ],
    [
      "condition with a literal of the wrong type",
      (d) => {
        d.rules[1]!.conditions.items[0]!.right = val("3");
      },
      "error:typeMismatch@rules.1.conditions.items.0.right",
    ],
    [
      "comparator that does not fit the type",
      (d) => {
        d.rules[1]!.conditions.items[0]!.comparator = "is";
      },
      "error:invalidComparator@rules.1.conditions.items.0.comparator",
    ],
    [
      "collision compared with a value",
      (d) => {
        d.rules[1]!.conditions.items[0] = {
          id: "c",
          left: prop("door", "collision"),
          comparator: "overlaps",
          right: val(1),
        };
      },
      "error:typeMismatch@rules.1.conditions.items.0.right",
    ],
    [
      "unknown property in a condition",
      (d) => {
        d.rules[1]!.conditions.items[0]!.left = prop("door", "text");
      },
      "error:unknownProperty@rules.1.conditions.items.0.left.property",
    ],
    [
      "write to a read-only property",
      (d) => {
        d.rules[0]!.actions[1] = {
          id: "x",
          type: "setProperty",
          shouldAwait: false,
          elementId: "lock",
          property: "unlocked",
          value: val(true),
        };
      },
      "error:readOnlyProperty@rules.0.actions.1.property",
    ],
    [
      "property set from a variable of the wrong type",
      (d) => {
        d.rules[0]!.actions[1] = {
          id: "x",
          type: "setProperty",
          shouldAwait: false,
          elementId: "label",
          property: "text",
          value: ref("tries"),
        };
      },
      "error:variableTypeMismatch@rules.0.actions.1.value",
    ],
    [
      "increase a boolean variable",
      (d) => {
        d.rules[0]!.actions[0] = {
          id: "x",
          type: "increaseVariable",
          shouldAwait: false,
          variableId: "open",
          by: val(1),
        };
      },
      "error:variableTypeMismatch@rules.0.actions.0.variableId",
    ],
    [
      "set a missing variable",
      (d) => {
        d.rules[0]!.actions.push({
          id: "x",
          type: "setVariable",
          shouldAwait: false,
          variableId: "nope",
          value: val(1),
        });
      },
      "error:unknownVariable@rules.0.actions.2.variableId",
    ],
    [
      "go to a missing scene",
      (d) => {
        d.rules[1]!.actions[1] = { id: "x", type: "goToScene", shouldAwait: false, sceneId: "zzz" };
      },
      "error:unknownScene@rules.1.actions.1.sceneId",
    ],
    [
      "internal or unknown element action",
      (d) => {
        d.rules[2]!.actions[0] = {
          id: "x",
          type: "elementAction",
          shouldAwait: false,
          elementId: "clock",
          action: "tick",
        };
      },
      "error:unknownAction@rules.2.actions.0.action",
    ],
    [
      "element action with bad args",
      (d) => {
        d.rules[2]!.actions[0] = {
          id: "x",
          type: "elementAction",
          shouldAwait: false,
          elementId: "clock",
          action: "addSeconds",
          args: { seconds: -1 },
        };
      },
      "error:invalidArgs@rules.2.actions.0.args",
    ],
    [
      "animation with target angle out of range",
      (d) => {
        d.rules[0]!.actions.push({
          id: "x",
          type: "animate",
          shouldAwait: false,
          elementId: "label",
          animation: animation({ name: "rotateTo", targetAngle: 400, direction: "auto" }),
        });
      },
      "error:invalidAnimation@rules.0.actions.2.animation.targetAngle",
    ],
    [
      "animation with glow opacity out of range",
      (d) => {
        d.rules[0]!.actions.push({
          id: "x",
          type: "animate",
          shouldAwait: false,
          elementId: "label",
          animation: animation({
            name: "glow",
            glowColor: "red",
            glowSize: 3,
            glowOpacity: -0.1,
            pulses: 1,
          }),
        });
      },
      "error:invalidAnimation@rules.0.actions.2.animation.glowOpacity",
    ],
    [
      "fly to a missing element",
      (d) => {
        d.rules[0]!.actions.push({
          id: "x",
          type: "animate",
          shouldAwait: false,
          elementId: "label",
          animation: animation({ name: "flyToTarget", targetElementId: "ghost" }),
        });
      },
      "error:unknownElement@rules.0.actions.2.animation.targetElementId",
    ],
    [
      "awaiting an infinite animation",
      (d) => {
        d.rules[0]!.actions.push({
          id: "x",
          type: "animate",
          shouldAwait: true,
          elementId: "label",
          animation: animation({ name: "pulse", scale: 1.1, pulses: 1, infinite: true }),
        });
      },
      "warning:awaitNeverCompletes@rules.0.actions.2.shouldAwait",
    ],
    [
      "action on an element of another scene",
      (d) => {
        d.rules[0]!.actions.push({ id: "x", type: "hide", shouldAwait: false, elementId: "chest" });
      },
      "warning:actionOnOtherScene@rules.0.actions.2.elementId",
    ],
    [
      "rule for all scenes with a scene-less trigger acting on a scene element",
      (d) => {
        d.rules[2]!.actions.push({ id: "x", type: "show", shouldAwait: false, elementId: "door" });
      },
      "warning:actionOnOtherScene@rules.2.actions.1.elementId",
    ],
    [
      "preloaded scene with a transition",
      (d) => {
        d.scenes[1]!.preload = true;
        d.scenes[1]!.transition = { type: "crossFade", durationMs: 400 };
      },
      "warning:preloadWithTransition@scenes.1",
    ],
    [
      "preloaded scene entered with a transition",
      (d) => {
        d.scenes[1]!.preload = true;
        d.rules[1]!.actions[1] = {
          id: "x",
          type: "goToScene",
          shouldAwait: false,
          sceneId: "b",
          transition: { type: "slideLeft", durationMs: 300 },
        };
      },
      "warning:preloadWithTransition@rules.1.actions.1.transition",
    ],
    [
      "unreachable scene",
      (d) => {
        d.rules[1]!.actions.pop();
      },
      "warning:unreachableScene@scenes.1",
    ],
    [
      "variable never read",
      (d) => {
        d.variables.push(stringVar("unused"));
      },
      "warning:variableNeverRead@variables.2",
    ],
    [
      "partialAnd needing more conditions than it has",
      (d) => {
        d.rules[1]!.conditions = {
          ...d.rules[1]!.conditions,
          operator: "partialAnd",
          requiredCount: 2,
        };
      },
      "warning:conditionNeverHolds@rules.1.conditions.requiredCount",
    ],
    [
      "contradicting equalities",
      (d) => {
        d.rules[2]!.conditions.items.push({
          id: "c2",
          left: ref("open"),
          comparator: "is",
          right: val(false),
        });
      },
      "warning:conditionNeverHolds@rules.2.conditions.items.1",
    ],
  ];
  it.each(rows)("%s", (_name, mutate, expected) => {
    const doc = cleanGame();
    mutate(doc);
    const diagnostics = validate(doc, registry);
    expect(codes(diagnostics)).toContain(expected);
    expect(hasErrors(diagnostics)).toBe(expected.startsWith("error"));
    // data, not sentences: a code, plain parameters and a path into the document
    for (const d of diagnostics) {
      expect(d).not.toHaveProperty("message");
      for (const value of Object.values(d.params))
        expect(["string", "number"]).toContain(typeof value);
      expect(d.path).toMatch(/^(rules|scenes|variables|globalElements)\./);
    }
  });

  it("a variable never written: warns, and flags conditions that can then never hold", () => {
    const doc = cleanGame();
    doc.variables.push(numberVar("level", 1));
    doc.rules.push(
      rule("lvl", {
        triggers: [click("door")],
        conditions: [cond(ref("level"), "gt", val(1))],
        actions: [goTo("b")],
      }),
    );
    doc.rules.push(
      rule("lvl2", {
        triggers: [click("door")],
        conditions: [cond(ref("level"), "eq", val(1))],
        actions: [goTo("b")],
      }),
    );
    const result = codes(validate(doc, registry));
    expect(result).toContain("warning:variableNeverWritten@variables.2");
    expect(result).toContain("warning:conditionNeverHolds@rules.3.conditions.items.0");
    expect(result).not.toContain("warning:conditionNeverHolds@rules.4.conditions.items.0");
  });

  it("accepts collision conditions against elements, scene triggers and global targets", () => {
    const doc = cleanGame();
    doc.rules.push(
      rule("drop", {
        sceneId: "a",
        triggers: [on("door", "dragEnd"), sceneTo("a")],
        conditions: [cond(prop("door", "collision"), "overlaps", el("lock"))],
        actions: [elementAction("clock", "start"), { type: "hide", elementId: "door" }],
      }),
    );
    expect(validate(doc, registry)).toEqual([]);
  });
});
