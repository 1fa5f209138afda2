// @vitest-environment jsdom
import { registry } from "@exitgame/element-plugins/definitions";
import { elementResources } from "@exitgame/element-plugins/i18n";
import {
  ACTION_TYPES,
  actionDefinition,
  COMMON_FIELDS,
  createElement,
  createGameDocument,
  INTERNAL,
  TRIGGER_DEFINITIONS,
  type FieldKind,
  type FieldSpec,
  type GameDocument,
} from "@exitgame/engine";
import { createI18n } from "@exitgame/player/kit";
import { Theme } from "@radix-ui/themes";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorResources } from "../i18n";
import { RuleArgField } from "./RuleArgField";
import type { FieldContext } from "./field-contract";
import { AutoField, BuilderRow, FIELD_WIDGETS, hasWidget } from "./field-widgets";

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix measures sliders and select lists with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** Every kind some declaration uses: element props, common fields, element action arguments, rules. */
function declaredKinds(): Set<string> {
  const kinds = new Set<string>();
  const add = (fields: Record<string, unknown> | undefined) => {
    for (const f of Object.values(fields ?? {}))
      if (f !== INTERNAL) kinds.add((f as { kind: string }).kind);
  };
  add(COMMON_FIELDS);
  for (const type of registry.types) {
    add(registry.get(type).fields as Record<string, unknown>);
    for (const action of Object.values(registry.vocabulary(type)?.actions ?? {}))
      add(action.argFields);
  }
  for (const type of ACTION_TYPES)
    for (const f of actionDefinition(type)!.fields) kinds.add(f.kind);
  for (const def of TRIGGER_DEFINITIONS) for (const f of def.fields) kinds.add(f.kind);
  return kinds;
}

function fixture(): GameDocument {
  const doc = createGameDocument({ locale: "en" });
  const lock = createElement(registry, "number-code-input", { locale: "en", id: "lock" });
  const timer = createElement(registry, "timer", { locale: "en", id: "clock", name: "Clock" });
  doc.scenes[0] = { ...doc.scenes[0]!, id: "s1", name: "Hall", elements: [lock, timer] };
  doc.variables.push({ id: "score", name: "score", type: "number", initialValue: 0 });
  return doc;
}

function wrap(children: ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n("en", editorResources, elementResources)}>
      <Theme>{children}</Theme>
    </I18nextProvider>,
  );
}

const ctx = (doc: GameDocument): FieldContext => ({
  doc,
  registry,
  Row: BuilderRow,
  elementType: null,
  optionLabel: (_name, option) => `option ${option}`,
  placeholder: () => "type here",
});

/** One declaration of every element field kind: the type makes a missing kind an error. */
const SAMPLES: { [K in FieldKind]: Extract<FieldSpec, { kind: K }> } = {
  text: { kind: "text", group: "content", order: 0, placeholder: true },
  multilineText: { kind: "multilineText", group: "content", order: 0 },
  number: { kind: "number", group: "content", order: 0, min: 0, max: 10 },
  slider: { kind: "slider", group: "content", order: 0, min: 0, max: 1, step: 0.1 },
  switch: { kind: "switch", group: "content", order: 0 },
  select: { kind: "select", group: "content", order: 0, options: ["a", "b"] },
  color: { kind: "color", group: "content", order: 0 },
  asset: { kind: "asset", group: "content", order: 0, accept: "image" },
  code: { kind: "code", group: "content", order: 0, language: "json" },
  colorTheme: { kind: "colorTheme", group: "content", order: 0 },
  chatTheme: { kind: "chatTheme", group: "content", order: 0 },
  variable: { kind: "variable", group: "content", order: 0, valueType: "number" },
  voice: { kind: "voice", group: "content", order: 0 },
  cssVariables: { kind: "cssVariables", group: "content", order: 0 },
  variant: { kind: "variant", group: "content", order: 0 },
  captions: { kind: "captions", group: "content", order: 0 },
  hints: { kind: "hints", group: "content", order: 0 },
};

describe("the one field-widget map", () => {
  it("has a widget for every field kind any declaration uses", () => {
    const kinds = declaredKinds();
    // element props, element action arguments and rule arguments are all in the list
    for (const kind of ["text", "hints", "number", "scene", "elementAction", "valueFilter"])
      expect(kinds).toContain(kind);
    expect([...kinds].filter((kind) => !hasWidget(kind))).toEqual([]);
    expect(hasWidget("noSuchKind")).toBe(false);
  });

  it.each(Object.values(SAMPLES))("names the control of a '$kind' field", async (field) => {
    wrap(
      <AutoField
        field={field}
        name="sample"
        id="sample-id"
        label={`Field of kind ${field.kind}`}
        value={undefined}
        values={{}}
        ctx={ctx(fixture())}
        onChange={() => {}}
        onPatch={() => {}}
      />,
    );
    const named = () => [
      ...screen.queryAllByLabelText(`Field of kind ${field.kind}`, { exact: false }),
      ...screen.queryAllByText(`Field of kind ${field.kind}`, { exact: false }),
    ];
    // the gallery's widgets load on demand
    await waitFor(() => expect(named().length).toBeGreaterThan(0));
  });

  it("text and number widgets commit typed values; a partial number stays a draft", () => {
    const onChange = vi.fn();
    const common = { name: "n", values: {}, ctx: ctx(fixture()), onChange, onPatch: () => {} };
    wrap(
      <>
        <AutoField {...common} field={SAMPLES.text} id="t" label="Words" value="" />
        <AutoField {...common} field={SAMPLES.number} id="n" label="Count" value={3} />
      </>,
    );
    expect(screen.getByLabelText("Words").getAttribute("placeholder")).toBe("type here");
    fireEvent.change(screen.getByLabelText("Words"), { target: { value: "hello" } });
    expect(onChange).toHaveBeenLastCalledWith("hello");
    const count = screen.getByLabelText("Count");
    fireEvent.change(count, { target: { value: "" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(count.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(count, { target: { value: "12" } });
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(count.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(count, { target: { value: "7" } });
    expect(count.getAttribute("aria-invalid")).toBeNull();
  });

  it("renders every argument of every rule action and trigger with a labelled control", () => {
    const doc = fixture();
    const first = { sceneId: "s1", variableId: "score", elementId: "lock" };
    const cases = [
      ...ACTION_TYPES.map((type) => ({
        prefix: "action" as const,
        fields: actionDefinition(type)!.fields,
        values: { id: "a", ...actionDefinition(type)!.create() } as Record<string, unknown>,
      })),
      ...TRIGGER_DEFINITIONS.flatMap((def) =>
        def.choices.map((choice) => ({
          prefix: "trigger" as const,
          fields: def.fields,
          values: choice.create({ type: "sceneChanged" }, first) as Record<string, unknown>,
        })),
      ),
    ];
    for (const { prefix, fields, values } of cases)
      for (const field of fields) {
        const { container, unmount } = wrap(
          <RuleArgField
            ctx={{ doc, registry }}
            field={field}
            values={values}
            testPrefix={prefix}
            onChange={() => {}}
          />,
        );
        const controls = container.querySelectorAll("select, input, button, [role=switch]");
        // a filter without a value type to filter by (no variable chosen yet) shows nothing
        if (field.kind !== "valueFilter")
          expect(controls.length, `${prefix} ${field.kind}`).toBeGreaterThan(0);
        for (const control of controls) {
          const name =
            control.getAttribute("aria-label") ??
            control.closest("label")?.textContent ??
            (control.id ? container.querySelector(`label[for="${control.id}"]`)?.textContent : "");
          expect(name, `${prefix} ${field.kind}: ${control.outerHTML}`).toBeTruthy();
        }
        unmount();
      }
  });

  it("choosing a rule's variable resets the value source it declares", () => {
    const onChange = vi.fn();
    const setVariable = actionDefinition("setVariable")!;
    const doc = fixture();
    doc.variables.push({ id: "word", name: "word", type: "string", initialValue: "" });
    wrap(
      <RuleArgField
        ctx={{ doc, registry }}
        field={setVariable.fields[0]!}
        values={{ id: "a", ...setVariable.create() }}
        testPrefix="action"
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByTestId("action-variable"), { target: { value: "word" } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ variableId: "word", value: { kind: "value", value: "" } }),
    );
  });

  it("keeps one entry per kind: no widget is registered under a kind nothing declares", () => {
    const kinds = declaredKinds();
    for (const kind of Object.keys(SAMPLES)) kinds.add(kind);
    expect(Object.keys(FIELD_WIDGETS).filter((kind) => !kinds.has(kind))).toEqual([]);
  });
});
