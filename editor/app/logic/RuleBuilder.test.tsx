// @vitest-environment jsdom
import { registry } from "@exitgame/element-plugins/definitions";
import { elementResources } from "@exitgame/element-plugins/i18n";
import {
  createElement,
  createGameDocument,
  createScene,
  type GameDocument,
  type Rule,
} from "@exitgame/engine";
import { createI18n } from "@exitgame/player/kit";
import { Theme } from "@radix-ui/themes";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { editorResources } from "../i18n";
import { draftProblems } from "./LogicEditor";
import { RuleBuilder, tweenProblem } from "./RuleBuilder";

afterEach(cleanup);

function fixture(): GameDocument {
  const doc = createGameDocument({ locale: "en" });
  const lock = createElement(registry, "number-code-input", {
    locale: "en",
    id: "lock",
    name: "Lock",
  });
  const text = createElement(registry, "text", { locale: "en", id: "note", name: "Note" });
  const far = createElement(registry, "text", { locale: "en", id: "far", name: "Far away" });
  doc.scenes[0] = { ...doc.scenes[0]!, id: "s1", name: "Hall", elements: [lock, text] };
  doc.scenes.push(createScene("Vault", { id: "s2", elements: [far], preload: true }));
  doc.variables.push(
    { id: "score", name: "score", type: "number", initialValue: 0 },
    { id: "word", name: "word", type: "string", initialValue: "" },
    { id: "open", name: "open", type: "boolean", initialValue: false },
  );
  return doc;
}

const baseRule: Rule = {
  id: "r1",
  enabled: true,
  sceneId: "s1",
  triggers: [{ type: "element", elementId: "lock", trigger: "validatedCorrectly" }],
  conditions: { operator: "and", items: [] },
  actions: [],
};

function Harness({ doc, rule, locale }: { doc: GameDocument; rule: Rule; locale: "de" | "en" }) {
  const [draft, setDraft] = useState(rule);
  return (
    <RuleBuilder
      ctx={{ doc, registry }}
      locale={locale}
      draft={draft}
      isNew
      dirty
      problems={draftProblems(doc, draft, null)}
      showErrors
      onChange={setDraft}
      onSave={() => {}}
      onDiscard={() => {}}
    />
  );
}

function show(rule: Rule = baseRule, locale: "de" | "en" = "en", doc = fixture()) {
  render(
    <I18nextProvider i18n={createI18n(locale, editorResources, elementResources)}>
      <Theme>
        <Harness doc={doc} rule={rule} locale={locale} />
      </Theme>
    </I18nextProvider>,
  );
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => (o as HTMLOptionElement).value)
    .filter(Boolean);

describe("RuleBuilder", () => {
  it("shows the rule as a sentence and offers the element's own triggers", () => {
    show();
    expect(screen.getByTestId("rule-sentence").textContent).toBe(
      "When “Lock” is solved correctly: does nothing",
    );
    const events = options(screen.getByTestId("trigger-event"));
    expect(events).toEqual(
      expect.arrayContaining([
        "click",
        "valueChanged",
        "validatedCorrectly",
        "validatedIncorrectly",
      ]),
    );
  });

  it("comparators follow the left side's type; variables are offered by type", () => {
    show();
    fireEvent.click(screen.getByTestId("add-condition"));
    // first variable: score (number)
    expect(options(screen.getByTestId("condition-comparator"))).toEqual([
      "eq",
      "neq",
      "gt",
      "lt",
      "gte",
      "lte",
    ]);
    fireEvent.change(screen.getByTestId("condition-variable"), { target: { value: "open" } });
    expect(options(screen.getByTestId("condition-comparator"))).toEqual(["is", "isNot"]);
    fireEvent.change(screen.getByTestId("condition-variable"), { target: { value: "word" } });
    expect(options(screen.getByTestId("condition-comparator"))).toEqual(["eq", "neq"]);
    // compared with a variable: only text variables fit
    fireEvent.change(screen.getByTestId("condition-right-kind"), {
      target: { value: "variable" },
    });
    expect(options(screen.getByTestId("condition-right-variable"))).toEqual(["word"]);
    // a property: collision compares with another element
    fireEvent.change(screen.getByTestId("condition-left-kind"), { target: { value: "property" } });
    fireEvent.change(screen.getByTestId("condition-element"), { target: { value: "note" } });
    fireEvent.change(screen.getByTestId("condition-property"), {
      target: { value: "collision" },
    });
    expect(options(screen.getByTestId("condition-comparator"))).toEqual([
      "overlaps",
      "notOverlaps",
      "encloses",
      "notEncloses",
      "enclosedBy",
      "notEnclosedBy",
    ]);
    expect(screen.getByTestId("condition-right-element")).toBeTruthy();
  });

  it("Multiple asks for the count; increase offers number variables only", () => {
    show();
    fireEvent.change(screen.getByTestId("condition-operator"), {
      target: { value: "partialAnd" },
    });
    expect(screen.getByTestId("required-count")).toBeTruthy();
    fireEvent.change(screen.getByTestId("add-action"), { target: { value: "increaseVariable" } });
    expect(options(screen.getByTestId("action-variable"))).toEqual(["score"]);
  });

  it("the animation editor shows exactly each kind's parameters", () => {
    show();
    fireEvent.change(screen.getByTestId("add-action"), { target: { value: "animate" } });
    const editor = screen.getByTestId("animation-editor");
    const params = () =>
      [...editor.querySelectorAll("[data-testid^='animation-']")]
        .map((e) => e.getAttribute("data-testid")!.slice("animation-".length))
        .filter(
          (k) =>
            ![
              "kind",
              "duration",
              "easing",
              "easing-direction",
              "cycles",
              "infinite",
              "autoShow",
              "autoHide",
              "editor",
            ].includes(k),
        );
    expect(params()).toEqual(["intensity"]);
    fireEvent.change(screen.getByTestId("animation-kind"), { target: { value: "rotateTo" } });
    expect(params()).toEqual(["targetAngle", "direction"]);
    expect(options(screen.getByTestId("animation-direction"))).toEqual([
      "auto",
      "clockwise",
      "counterclockwise",
    ]);
    fireEvent.change(screen.getByTestId("animation-kind"), { target: { value: "glow" } });
    expect(params()).toEqual(["glowColor", "glowSize", "glowOpacity", "pulses"]);
    fireEvent.change(screen.getByTestId("animation-kind"), { target: { value: "custom" } });
    expect(params()).toEqual(["tween"]);
    fireEvent.change(screen.getByTestId("animation-tween"), { target: { value: "{ scale: 1" } });
    expect(screen.getByTestId("tween-error").textContent).toBe("This is not valid JSON.");
    fireEvent.change(screen.getByTestId("animation-tween"), { target: { value: '{"scale": 2}' } });
    expect(screen.queryByTestId("tween-error")).toBeNull();
    expect(screen.getByTestId("rule-sentence").textContent).toContain("Custom animation");
    // a target angle outside 0–360 is marked
    fireEvent.change(screen.getByTestId("animation-kind"), { target: { value: "rotateTo" } });
    fireEvent.change(screen.getByTestId("animation-targetAngle"), { target: { value: "400" } });
    expect(screen.getByTestId("animation-targetAngle").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the spec's two warnings at the action they concern (German)", () => {
    show(
      {
        ...baseRule,
        actions: [
          { id: "a1", type: "show", shouldAwait: false, elementId: "far" },
          {
            id: "a2",
            type: "goToScene",
            shouldAwait: false,
            sceneId: "s2",
            transition: { type: "crossFade", durationMs: 500 },
          },
        ],
      },
      "de",
    );
    const actions = screen.getAllByTestId("action");
    expect(within(actions[0]!).getByTestId("inline-problems").textContent).toMatch(/Szene/);
    expect(
      within(actions[0]!)
        .getByTestId("inline-problems")
        .querySelector("[data-code]")!
        .getAttribute("data-code"),
    ).toBe("actionOnOtherScene");
    expect(
      within(actions[1]!)
        .getByTestId("inline-problems")
        .querySelector("[data-code]")!
        .getAttribute("data-code"),
    ).toBe("preloadWithTransition");
    expect(screen.getByTestId("rule-sentence").textContent).toBe(
      "Wenn „Lock“ richtig gelöst wird: zeige „Far away“, dann gehe zu „Vault“ mit Überblenden",
    );
  });

  it("errors are shown where they are: an action without its element", () => {
    show({
      ...baseRule,
      actions: [{ id: "a1", type: "hide", shouldAwait: false, elementId: "" }],
    });
    const action = screen.getByTestId("action");
    expect(
      within(action).getByTestId("inline-problems").querySelector("[data-severity=error]"),
    ).toBeTruthy();
  });

  it("'Go to scene' and 'Show' start without a scene or element: the author chooses", () => {
    show(baseRule, "de");
    fireEvent.change(screen.getByTestId("add-action"), { target: { value: "goToScene" } });
    fireEvent.change(screen.getByTestId("add-action"), { target: { value: "show" } });
    const [go, reveal] = screen.getAllByTestId("action");
    const scene = within(go!).getByTestId("action-scene") as HTMLSelectElement;
    const element = within(reveal!).getByTestId("action-element") as HTMLSelectElement;
    expect(scene.value).toBe("");
    expect(element.value).toBe("");
    // until then, each is an error that says what to choose
    expect(within(go!).getByTestId("inline-problems").textContent).toBe(
      "Regel 1: Wähle in Aktion 1 die Szene, zu der gewechselt wird.",
    );
    expect(within(reveal!).getByTestId("inline-problems").textContent).toBe(
      "Regel 1: Wähle in Aktion 2 das Element.",
    );
    fireEvent.change(scene, { target: { value: "s2" } });
    fireEvent.change(element, { target: { value: "note" } });
    expect(screen.getByTestId("rule-sentence").textContent).toBe(
      "Wenn „Lock“ richtig gelöst wird: gehe zu „Vault“, dann zeige „Note“",
    );
  });
});

describe("tween JSON check", () => {
  it("accepts an object of numbers, strings, booleans only", () => {
    expect(tweenProblem('{"scale": 1.2, "opacity": 0.5}')).toBeNull();
    expect(tweenProblem("[1]")).toBe("notObject");
    expect(tweenProblem('{"a": {"b": 1}}')).toBe("badValue");
    expect(tweenProblem("{")).toBe("syntax");
  });
});
