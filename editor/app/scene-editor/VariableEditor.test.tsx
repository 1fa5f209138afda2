// @vitest-environment jsdom
import { registry } from "@exitgame/element-plugins/definitions";
import { elementResources } from "@exitgame/element-plugins/i18n";
import { createGameDocument } from "@exitgame/engine";
import { createI18n } from "@exitgame/player/kit";
import { Theme } from "@radix-ui/themes";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { editorResources } from "../i18n";
import { EditorActions } from "../editor-shell/actions";
import { EditorStore } from "../editor-shell/store";
import { VariableEditor } from "./VariableEditor";

afterEach(cleanup);

// Radix Select asks the DOM for pointer capture, scrolling and resizes, which jsdom lacks.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function show() {
  const store = new EditorStore(createGameDocument({ locale: "de" }), registry);
  const actions = new EditorActions(store, registry, "de", vi.fn());
  render(
    <I18nextProvider i18n={createI18n("de", editorResources, elementResources)}>
      <Theme>
        <VariableEditor store={store} actions={actions} open onOpenChange={() => {}} />
      </Theme>
    </I18nextProvider>,
  );
  return store;
}

function chooseType(label: string) {
  const trigger = screen.getByRole("combobox", { name: "Typ der neuen Variable" });
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
  fireEvent.click(screen.getByRole("option", { name: label }));
}

describe("the variable editor's add row", () => {
  it("after adding, the type it shows is the type it will add, with its start value editable", async () => {
    const store = show();
    fireEvent.change(screen.getByLabelText("Name der neuen Variable"), {
      target: { value: "punkte" },
    });
    chooseType("Zahl");
    fireEvent.change(screen.getByLabelText("Startwert der neuen Variable"), {
      target: { value: "3" },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    });
    expect(store.doc.variables).toEqual([
      { id: expect.any(String), name: "punkte", type: "number", initialValue: 3 },
    ]);
    // the empty row: the type shown and the start value field agree
    const type = screen.getByRole("combobox", { name: "Typ der neuen Variable" });
    const value = screen.getByLabelText("Startwert der neuen Variable") as HTMLInputElement;
    expect(type.textContent).toBe("Zahl");
    expect(value.disabled).toBe(false);
    expect(value.value).toBe("0");
    // and adding another one of that type needs only a name
    fireEvent.change(screen.getByLabelText("Name der neuen Variable"), {
      target: { value: "runden" },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Hinzufügen" }));
    });
    expect(store.doc.variables.map((v) => [v.name, v.type, v.initialValue])).toEqual([
      ["punkte", "number", 3],
      ["runden", "number", 0],
    ]);
  });
});
