import { createRegistry, migrateElementProps } from "@exitgame/engine";
import { elementAction, on, rule, val } from "@exitgame/engine/testing/builder";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";
import { textDefinition, textPropsSchema } from "./definition";
import { fitFontSize, MIN_FONT_SIZE_IN_REM } from "./fit";

const textRegistry = createRegistry([textDefinition]);

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

describe("text fit", () => {
  it("new texts grow with their text; documents from before keep their look (no fitting)", () => {
    expect(textDefinition.version).toBe(1);
    expect(textDefinition.defaultProps({ locale: "de" }).fit).toBe("grow");
    const [migration] = textDefinition.migrations;
    const old = { text: "a", fontSizeInRem: 1.5, textAlign: "center", color: "", bold: false };
    const migrated = migration!.up(old);
    expect(migrated).toEqual({ ...old, fit: "none" });
    expect(textPropsSchema.safeParse(migrated).success).toBe(true);
    expect(textPropsSchema.safeParse(old).success).toBe(false);
  });

  it("shrinking picks the largest size that fits, and stops at the minimum", () => {
    expect(fitFontSize(2, MIN_FONT_SIZE_IN_REM, () => true)).toBe(2);
    expect(fitFontSize(2, MIN_FONT_SIZE_IN_REM, (s) => s <= 1.3)).toBe(1.25);
    expect(fitFontSize(2, MIN_FONT_SIZE_IN_REM, () => false)).toBe(MIN_FONT_SIZE_IN_REM);
    expect(fitFontSize(0.25, MIN_FONT_SIZE_IN_REM, () => false)).toBe(0.25);
  });
});

describe("text documents from before fit", () => {
  it("load with fit 'none', so their boxes look as they did", () => {
    const props = { text: "a", fontSizeInRem: 1.5, textAlign: "left", color: "", bold: false };
    const element = {
      id: "t1",
      type: "text",
      version: 0,
      name: "T",
      props,
    } as unknown as Parameters<typeof migrateElementProps>[1];
    const { element: migrated, issues } = migrateElementProps(textRegistry, element);
    expect(issues).toEqual([]);
    expect(migrated.props).toEqual({ ...props, fit: "none" });
    expect(migrated.version).toBe(1);
  });
});
