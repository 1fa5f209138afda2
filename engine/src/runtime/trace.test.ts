import { describe, expect, it } from "vitest";
import {
  buildGame,
  click,
  cond,
  goTo,
  numberVar,
  ref,
  rule,
  setVar,
  val,
  variableChanged,
} from "../testing/builder";
import { FakeClock } from "../testing/fake-clock";
import { createFixtureRegistry } from "../testing/fixtures";
import { createRuntime, type RuleTrace } from "./runtime";

const registry = createFixtureRegistry();

function setup() {
  const doc = buildGame(registry, {
    scenes: [
      { id: "a", name: "Hall", elements: [{ type: "box", id: "box" }] },
      { id: "b", name: "Vault" },
    ],
    variables: [numberVar("n", 0), numberVar("m", 0)],
    rules: [
      rule("open", {
        triggers: [click("box")],
        conditions: [cond(ref("n"), "gte", val(0)), cond(ref("n"), "lt", val(2))],
        actions: [{ type: "increaseVariable", variableId: "n", by: val(1) }],
      }),
      rule("hint", {
        triggers: [click("box")],
        conditions: [cond(ref("n"), "eq", val(0)), cond(ref("m"), "eq", val(5))],
        actions: [setVar("m", 1)],
      }),
      rule("seen", { triggers: [variableChanged("m")], actions: [goTo("b")] }),
    ],
  });
  const log: RuleTrace[] = [];
  const clock = new FakeClock();
  const runtime = createRuntime(doc, { registry, clock, trace: (e) => log.push(e) });
  runtime.start();
  return { runtime, log, clock };
}

describe("rule trace (preview log)", () => {
  it("reports every rule a trigger reached, fired or not, with each condition's result", () => {
    const { runtime, log } = setup();
    runtime.dispatch({ type: "click", elementId: "box" });
    expect(log).toEqual([
      { ruleId: "open", at: 0, fired: true, conditions: [true, true] },
      // evaluated after 'open' raised n to 1: condition 1 is false now
      { ruleId: "hint", at: 0, fired: false, conditions: [false, false] },
    ]);
    log.length = 0;
    runtime.dispatch({ type: "click", elementId: "box" });
    runtime.dispatch({ type: "click", elementId: "box" });
    expect(log.filter((e) => e.ruleId === "open").map((e) => [e.fired, e.conditions])).toEqual([
      [true, [true, true]],
      [false, [true, false]],
    ]);
  });

  it("the inspector sets variables (their triggers fire) and jumps to scenes", () => {
    const { runtime, log } = setup();
    const set = runtime.inspect.setVariable("m", 7);
    expect(runtime.variable("m")).toBe(7);
    expect(set.changes).toContainEqual({ kind: "variable", variableId: "m", from: 0, to: 7 });
    expect(set.firedRules).toEqual(["seen"]);
    expect(runtime.sceneId).toBe("b");
    expect(log.at(-1)).toMatchObject({ ruleId: "seen", fired: true, conditions: [] });
    // a value of another type, an unknown variable or scene change nothing
    expect(runtime.inspect.setVariable("m", "x").changes).toEqual([]);
    expect(runtime.inspect.setVariable("nope", 1).changes).toEqual([]);
    expect(runtime.inspect.goToScene("nope").changes).toEqual([]);
    const back = runtime.inspect.goToScene("a");
    expect(runtime.sceneId).toBe("a");
    expect(back.effects).toMatchObject([{ type: "goToScene", from: "b", sceneId: "a" }]);
  });

  it("reports rules a trigger reached on another scene than their scope as skipped", () => {
    const doc = buildGame(registry, {
      scenes: [
        { id: "a", name: "Hall", elements: [{ type: "box", id: "box" }] },
        { id: "b", name: "Vault" },
      ],
      variables: [numberVar("n", 0)],
      rules: [
        rule("everywhere", { triggers: [variableChanged("n")], actions: [] }),
        rule("vaultOnly", { sceneId: "b", triggers: [variableChanged("n")], actions: [] }),
        rule("hallOnly", { sceneId: "a", triggers: [click("box")], actions: [setVar("n", 1)] }),
      ],
    });
    const log: RuleTrace[] = [];
    const runtime = createRuntime(doc, {
      registry,
      clock: new FakeClock(),
      trace: (e) => log.push(e),
    });
    runtime.start();
    const result = runtime.dispatch({ type: "click", elementId: "box" });
    expect(result.firedRules).toEqual(["hallOnly", "everywhere"]);
    expect(log).toEqual([
      { ruleId: "hallOnly", at: 0, fired: true, conditions: [] },
      { ruleId: "everywhere", at: 0, fired: true, conditions: [] },
      {
        ruleId: "vaultOnly",
        at: 0,
        fired: false,
        conditions: [],
        skipped: "sceneScope",
        scope: "a",
      },
    ]);
    // Without a trace nothing changes: the scoped rule still does not fire.
    const plain = createRuntime(doc, { registry, clock: new FakeClock() });
    plain.start();
    expect(plain.dispatch({ type: "click", elementId: "box" }).firedRules).toEqual([
      "hallOnly",
      "everywhere",
    ]);
  });

  it("without a trace the results are the same", () => {
    const doc = setup().runtime.document;
    const plain = createRuntime(doc, { registry, clock: new FakeClock() });
    plain.start();
    const r = plain.dispatch({ type: "click", elementId: "box" });
    expect(r.firedRules).toEqual(["open"]);
  });
});
