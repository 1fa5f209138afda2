import { elementAction, on, rule, setVar, stringVar, val } from "@exitgame/engine/testing/builder";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";

describe("input", () => {
  it("submitting with the button or Enter fires valueChanged with the trimmed value", async () => {
    const h = await renderElement("input", {
      props: { label: "Capital of France?", placeholder: "Answer", buttonText: "Send" },
      variables: [stringVar("answer"), stringVar("paris")],
      rules: [
        rule("any", {
          triggers: [on(ELEMENT_ID, "valueChanged")],
          actions: [
            setVar("answer", { kind: "property", elementId: ELEMENT_ID, property: "value" }),
          ],
        }),
        rule("to", {
          triggers: [on(ELEMENT_ID, "valueChanged", "Paris")],
          actions: [setVar("paris", "yes")],
        }),
      ],
    });
    const field = screen.getByRole("textbox", { name: "Capital of France?" });
    expect(field.getAttribute("placeholder")).toBe("Answer");
    const user = userEvent.setup();
    await user.type(field, "  Lyon ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(h.variable("answer")).toBe("Lyon");
    expect(h.variable("paris")).toBe("");
    await user.clear(field);
    await user.type(field, "Paris{Enter}");
    expect(h.variable("paris")).toBe("yes");
  });

  it("rules set and clear the value; the field follows", async () => {
    const h = await renderElement("input", {
      props: { label: "", placeholder: "", buttonText: "" },
      common: { name: "Answer field" },
      others: [
        { type: "text", id: "set" },
        { type: "text", id: "clear" },
      ],
      rules: [
        rule("set", {
          triggers: [on("set", "click")],
          actions: [
            { type: "setProperty", elementId: ELEMENT_ID, property: "value", value: val("42") },
          ],
        }),
        rule("clear", {
          triggers: [on("clear", "click")],
          actions: [elementAction(ELEMENT_ID, "clear")],
        }),
      ],
    });
    const field = screen.getByRole("textbox", { name: "Answer field" }) as HTMLInputElement;
    expect(screen.queryByRole("button")).toBeNull();
    await h.send({ type: "click", elementId: "set" });
    expect(field.value).toBe("42");
    await h.send({ type: "click", elementId: "clear" });
    expect(field.value).toBe("");
  });

  it("has German defaults", async () => {
    await renderElement("input", {
      locale: "de",
      props: { label: "Deine Antwort", placeholder: "Antwort eingeben …", buttonText: "Senden" },
    });
    expect(screen.getByRole("button", { name: "Senden" })).toBeTruthy();
  });
});
