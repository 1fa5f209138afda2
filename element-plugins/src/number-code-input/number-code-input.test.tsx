import {
  cond,
  elementAction,
  numberVar,
  on,
  prop,
  rule,
  setVar,
  stringVar,
  val,
} from "@exitgame/engine/testing/builder";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { subscribeAnnouncements } from "../contract/announcer";
import { ELEMENT_ID, renderElement } from "../testing/harness";

const rules = [
  rule("ok", { triggers: [on(ELEMENT_ID, "validatedCorrectly")], actions: [setVar("ok", 1)] }),
  rule("bad", {
    triggers: [on(ELEMENT_ID, "validatedIncorrectly")],
    actions: [{ type: "increaseVariable", variableId: "bad", by: val(1) }],
  }),
  rule("typed", {
    triggers: [on(ELEMENT_ID, "valueChanged")],
    actions: [setVar("typed", prop(ELEMENT_ID, "currentValue"))],
  }),
];
const variables = [numberVar("ok"), numberVar("bad"), stringVar("typed")];

describe("number-code-input", () => {
  let announced: string[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    announced = [];
    unsubscribe = subscribeAnnouncements((a) => announced.push(a.text));
  });
  afterEach(() => unsubscribe());

  it("typing fills the positions, auto-validates, and fires validatedCorrectly", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "4711" },
      rules,
      variables,
    });
    const cells = screen.getAllByRole("textbox");
    expect(cells).toHaveLength(4);
    // Each box says which lock it belongs to.
    expect(cells[0]!.getAttribute("aria-label")).toBe(`${ELEMENT_ID}, position 1 of 4`);
    expect(screen.getByRole("group", { name: ELEMENT_ID })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(cells[0]!);
    await user.keyboard("471");
    expect(h.variable("typed")).toBe("471");
    expect(document.activeElement).toBe(cells[3]);
    await user.keyboard("1");
    expect(h.variable("ok")).toBe(1);
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({
      currentValue: "4711",
      unlocked: true,
      incorrectAttempts: 0,
    });
    expect(screen.getByTestId("code-status").textContent).toBe("Correct! The lock is open.");
    // Said once through the player's live region, without moving focus.
    expect(announced).toEqual(["Correct! The lock is open."]);
    expect(screen.getByRole("img", { name: "Unlocked" })).toBeTruthy();
    // Opened: read-only, not disabled, so the box keeps the focus (a disabled one drops it to
    // the page's body); typing and Backspace change nothing.
    for (const cell of screen.getAllByRole("textbox")) {
      expect((cell as HTMLInputElement).disabled).toBe(false);
      expect((cell as HTMLInputElement).readOnly).toBe(true);
      expect(cell.getAttribute("aria-disabled")).toBe("true");
    }
    expect(document.activeElement).toBe(cells[3]);
    await user.keyboard("{Backspace}9");
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({
      currentValue: "4711",
      unlocked: true,
    });
  });

  it("a wrong code counts an incorrect attempt; Backspace corrects; letters and symbols work", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "A7#" },
      rules,
      variables,
      locale: "de",
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("textbox")[0]!);
    await user.keyboard("a7x");
    expect(h.variable("bad")).toBe(1);
    expect(screen.getByTestId("code-status").textContent).toBe(
      "Leider falsch. Versuch es noch einmal.",
    );
    expect(announced).toEqual(["Leider falsch. Versuch es noch einmal."]);
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({
      incorrectAttempts: 1,
      unlocked: false,
    });
    // Editing an entry judged wrong starts a new one.
    await user.keyboard("{Backspace}");
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({ currentValue: "" });
    await user.click(screen.getAllByRole("textbox")[0]!);
    await user.keyboard("a7#");
    expect(h.variable("ok")).toBe(1);
  });

  it("without autoValidate a Check button (or Enter) validates; paste fills every position", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "123", autoValidate: false },
      rules,
      variables,
    });
    const cells = screen.getAllByRole("textbox");
    fireEvent.paste(cells[0]!, { clipboardData: { getData: () => "129" } });
    expect(h.variable("typed")).toBe("129");
    expect(h.variable("bad")).toBe(0);
    await userEvent.setup().click(screen.getByRole("button", { name: "Check" }));
    expect(h.variable("bad")).toBe(1);
    fireEvent.paste(cells[0]!, { clipboardData: { getData: () => "123" } });
    fireEvent.keyDown(cells[2]!, { key: "Enter" });
    expect(h.variable("ok")).toBe(1);
  });

  it("opened with its Check button, the lock hands the button's focus to its last box", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "123", autoValidate: false },
      rules,
      variables,
    });
    const cells = screen.getAllByRole("textbox");
    fireEvent.paste(cells[0]!, { clipboardData: { getData: () => "123" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Check" }));
    expect(h.variable("ok")).toBe(1);
    expect(screen.queryByRole("button", { name: "Check" })).toBeNull();
    // Not the page's body: a Tab goes on from the lock.
    expect(document.activeElement).toBe(cells[2]);
  });

  it("rules validate, reset and set currentValue; unlocked and incorrectAttempts are readable", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "12", autoValidate: false },
      others: [
        { type: "text", id: "go" },
        { type: "text", id: "clear" },
      ],
      variables: [...variables, numberVar("opened")],
      rules: [
        ...rules,
        rule("go", {
          triggers: [on("go", "click")],
          actions: [
            {
              type: "setProperty",
              elementId: ELEMENT_ID,
              property: "currentValue",
              value: val("12"),
            },
            elementAction(ELEMENT_ID, "validate"),
          ],
        }),
        rule("clear", {
          triggers: [on("clear", "click")],
          actions: [elementAction(ELEMENT_ID, "reset")],
        }),
        rule("check", {
          triggers: [on(ELEMENT_ID, "validatedCorrectly")],
          conditions: [
            cond(prop(ELEMENT_ID, "unlocked"), "is", val(true)),
            cond(prop(ELEMENT_ID, "incorrectAttempts"), "eq", val(0)),
          ],
          actions: [setVar("opened", 1)],
        }),
      ],
    });
    await h.send({ type: "click", elementId: "go" });
    expect(h.variable("opened")).toBe(1);
    expect((screen.getAllByRole("textbox")[1] as HTMLInputElement).value).toBe("2");
    await h.send({ type: "click", elementId: "clear" });
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({ currentValue: "", unlocked: false });
    expect((screen.getAllByRole("textbox")[0] as HTMLInputElement).disabled).toBe(false);
  });
});
