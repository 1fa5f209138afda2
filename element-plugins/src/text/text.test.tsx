import { elementAction, on, rule, val } from "@exitgame/engine/testing/builder";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";

describe("text", () => {
  it("shows its text at its rem size; rules change text and size; speak asks for speech", async () => {
    const h = await renderElement("text", {
      props: { text: "Hello", fontSizeInRem: 2 },
      others: [{ type: "text", id: "btn" }],
      rules: [
        rule("r", {
          triggers: [on("btn", "click")],
          actions: [
            { type: "setProperty", elementId: ELEMENT_ID, property: "text", value: val("Bye") },
            {
              type: "setProperty",
              elementId: ELEMENT_ID,
              property: "fontSizeInRem",
              value: val(3),
            },
            elementAction(ELEMENT_ID, "speak"),
            elementAction(ELEMENT_ID, "stopSpeaking"),
          ],
        }),
      ],
    });
    const el = screen.getByText("Hello");
    expect(el.style.fontSize).toBe("2rem");
    await h.send({ type: "click", elementId: "btn" });
    expect(screen.getByText("Bye").style.fontSize).toBe("3rem");
    expect(h.effects.map((e) => (e.type === "element" ? [e.kind, e.data] : e.type))).toEqual([
      ["speech.speak", { text: "Bye" }],
      ["speech.cancel", {}],
    ]);
  });
});
