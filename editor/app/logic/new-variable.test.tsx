// @vitest-environment jsdom
import { registry } from "@exitgame/element-plugins/definitions";
import { elementResources } from "@exitgame/element-plugins/i18n";
import {
  createElement,
  createGameDocument,
  type GameDocument,
  type Rule,
  type Variable,
} from "@exitgame/engine";
import { createI18n } from "@exitgame/player/kit";
import { Theme } from "@radix-ui/themes";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState, useSyncExternalStore } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { editorResources } from "../i18n";
import { EditorStore } from "../editor-shell/store";
import { draftProblems } from "./LogicEditor";
import { RuleBuilder } from "./RuleBuilder";

afterEach(cleanup);

function fixture(): GameDocument {
  const doc = createGameDocument({ locale: "de" });
  const lock = createElement(registry, "number-code-input", {
    locale: "de",
    id: "lock",
    name: "Zahlenschloss",
  });
  doc.scenes[0] = { ...doc.scenes[0]!, id: "s1", name: "Halle", elements: [lock] };
  return doc;
}

const rule: Rule = {
  id: "r1",
  enabled: true,
  sceneId: "s1",
  triggers: [{ type: "element", elementId: "lock", trigger: "validatedCorrectly" }],
  conditions: { operator: "and", items: [] },
  actions: [],
};

/** The builder on the editor store, as the logic editor wires it. */
function Harness({ store }: { store: EditorStore }) {
  const doc = useSyncExternalStore(
    store.subscribe,
    () => store.doc,
    () => store.doc,
  );
  const [draft, setDraft] = useState(rule);
  const createVariable = (variable: Variable) => {
    const result = store.apply({ type: "addVariable", elementId: null, variable });
    return result.ok ? null : result.error;
  };
  return (
    <RuleBuilder
      ctx={{ doc, registry, createVariable }}
      locale="de"
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

function show() {
  const store = new EditorStore(fixture(), registry);
  render(
    <I18nextProvider i18n={createI18n("de", editorResources, elementResources)}>
      <Theme>
        <Harness store={store} />
      </Theme>
    </I18nextProvider>,
  );
  return store;
}

describe("a variable made in the logic builder", () => {
  it("is created with name, type and start value in one undoable step and chosen at once", () => {
    const store = show();
    fireEvent.change(screen.getByTestId("add-action"), { target: { value: "increaseVariable" } });
    const action = screen.getByTestId("action");
    // no variable of the type yet: the picker says so and offers to make one
    expect(within(action).getByTestId("action-variable").textContent).toContain(
      "Keine Variable dieses Typs",
    );
    fireEvent.click(within(action).getByTestId("new-variable"));
    // increasing needs a number: only that type is offered
    const type = within(action).getByTestId("new-variable-type") as HTMLSelectElement;
    expect([...type.options].map((o) => o.value)).toEqual(["number"]);
    // a missing name is refused where it is typed, and nothing is added
    fireEvent.click(within(action).getByTestId("new-variable-create"));
    expect(within(action).getByTestId("new-variable-error").textContent).not.toBe("");
    expect(store.doc.variables).toEqual([]);
    fireEvent.change(within(action).getByTestId("new-variable-name"), {
      target: { value: "punkte" },
    });
    fireEvent.change(within(action).getByTestId("new-variable-value"), {
      target: { value: "5" },
    });
    fireEvent.click(within(action).getByTestId("new-variable-create"));

    expect(store.doc.variables).toEqual([
      { id: expect.any(String), name: "punkte", type: "number", initialValue: 5 },
    ]);
    const id = store.doc.variables[0]!.id;
    expect((within(action).getByTestId("action-variable") as HTMLSelectElement).value).toBe(id);
    expect(screen.queryByTestId("new-variable-form")).toBeNull();
    expect(screen.getByTestId("rule-sentence").textContent).toBe(
      "Wenn „Zahlenschloss“ richtig gelöst wird: erhöhe „punkte“ um 1",
    );
    // one step: undo takes the variable away again
    store.undo();
    expect(store.doc.variables).toEqual([]);
  });

  it("'Set variable' gets a start value of the new variable's type", () => {
    show();
    fireEvent.change(screen.getByTestId("add-action"), { target: { value: "setVariable" } });
    fireEvent.click(screen.getByTestId("new-variable"));
    fireEvent.change(screen.getByTestId("new-variable-name"), { target: { value: "offen" } });
    fireEvent.change(screen.getByTestId("new-variable-type"), { target: { value: "boolean" } });
    fireEvent.click(screen.getByTestId("new-variable-create"));
    expect(screen.getByTestId("rule-sentence").textContent).toBe(
      "Wenn „Zahlenschloss“ richtig gelöst wird: setze „offen“ auf wahr",
    );
    expect(screen.queryByTestId("inline-problems")).toBeNull();
  });
});
