import { elementAction, on, rule, setVar, stringVar, val } from "@exitgame/engine/testing/builder";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";
import { inputDefinition } from "./definition";

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

  it("checks a sent value against its expected answer, tolerantly by default", async () => {
    const h = await renderElement("input", {
      props: {
        label: "Name?",
        placeholder: "",
        buttonText: "Send",
        expectedAnswer: "Müller",
        alternatives: "Miller\n\n",
        tolerant: true,
      },
      variables: [stringVar("verdict")],
      rules: [
        rule("right", {
          triggers: [on(ELEMENT_ID, "validatedCorrectly")],
          actions: [setVar("verdict", "right")],
        }),
        rule("wrong", {
          triggers: [on(ELEMENT_ID, "validatedIncorrectly")],
          actions: [setVar("verdict", "wrong")],
        }),
      ],
    });
    const field = screen.getByRole("textbox", { name: "Name?" });
    const user = userEvent.setup();
    await user.type(field, "Meier{Enter}");
    expect(h.variable("verdict")).toBe("wrong");
    expect(h.effects.filter((e) => e.type === "checkAnswer")).toHaveLength(1);
    for (const [i, accepted] of ["Muller", " mueller ", "MILLER"].entries()) {
      await user.clear(field);
      await user.type(field, `Meier${i}{Enter}`);
      expect(h.variable("verdict")).toBe("wrong");
      await user.clear(field);
      await user.type(field, `${accepted}{Enter}`);
      expect(h.variable("verdict"), accepted).toBe("right");
    }
  });

  it("without an expected answer nothing is checked", async () => {
    const h = await renderElement("input", {
      props: { label: "Free", placeholder: "", buttonText: "" },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Free" }), "anything{Enter}");
    expect(h.effects.filter((e) => e.type === "checkAnswer")).toEqual([]);
  });

  it("migrates version 0 props: no answer, tolerant", () => {
    const [migration] = inputDefinition.migrations;
    expect(migration!.up({ label: "a", placeholder: "b", buttonText: "c" })).toEqual({
      label: "a",
      placeholder: "b",
      buttonText: "c",
      expectedAnswer: "",
      alternatives: "",
      tolerant: true,
    });
  });
});
