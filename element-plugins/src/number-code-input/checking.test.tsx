/**
 * Issue 20 item 1: a wrong code is checked once. Typing over a wrong entry, repeating it, a
 * running check and the host's wait (429) each leave one check and one wrong attempt at most,
 * and the student is told why nothing happens.
 */
import { numberVar, on, rule } from "@exitgame/engine/testing/builder";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement, type Harness } from "../testing/harness";

const rules = [
  rule("bad", {
    triggers: [on(ELEMENT_ID, "validatedIncorrectly")],
    actions: [{ type: "increaseVariable", variableId: "bad", by: { kind: "value", value: 1 } }],
  }),
];
const variables = [numberVar("bad")];
const checks = (h: Harness) => h.effects.filter((e) => e.type === "checkAnswer");
const state = (h: Harness) => h.game.element(ELEMENT_ID).state;
const status = () => screen.getByTestId("code-status").textContent;

describe("number-code-input checking", () => {
  it("typing 4711 over a wrong 1234 is one wrong attempt, not one per keystroke", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "4711" },
      rules,
      variables,
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("textbox")[0]!);
    await user.keyboard("1234");
    expect(state(h)).toMatchObject({ incorrectAttempts: 1, wrong: true });
    expect(status()).toBe("Sorry, that is wrong. Try again.");
    await user.click(screen.getAllByRole("textbox")[0]!);
    await user.keyboard("4");
    // The wrong entry is gone: the new one starts at the first position.
    expect(state(h)).toMatchObject({ currentValue: "4", wrong: false });
    await user.keyboard("711");
    expect(checks(h).map((c) => (c as { value: string }).value)).toEqual(["1234", "4711"]);
    expect(state(h)).toMatchObject({ incorrectAttempts: 1, unlocked: true });
    expect(h.variable("bad")).toBe(1);
  });

  it("a repeated identical wrong entry is shown wrong again without a check or a count", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "4711", autoValidate: false },
      rules,
      variables,
      locale: "de",
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("textbox")[0]!);
    await user.keyboard("1234{Enter}");
    await user.keyboard("{Backspace}");
    await user.keyboard("1234{Enter}");
    await user.keyboard("{Enter}");
    expect(checks(h)).toHaveLength(1);
    expect(state(h)).toMatchObject({ incorrectAttempts: 1, wrong: true, wrongShown: 3 });
    expect(h.variable("bad")).toBe(1);
    expect(status()).toBe("Leider falsch. Versuch es noch einmal.");
  });

  it("says it is checking while the verdict is out, and sends nothing twice meanwhile", async () => {
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "12" },
      answer: () => "hold",
      locale: "de",
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("textbox")[0]!);
    await user.keyboard("12{Enter}");
    expect(status()).toBe("Prüfe …");
    expect(checks(h)).toHaveLength(1);
    h.send({ type: "answerChecked", effectId: checks(h)[0]!.id, verdict: "correct" });
    expect(state(h)).toMatchObject({ unlocked: true, checking: false });
  });

  it("a throttled entry keeps every keystroke and is checked when the wait is over", async () => {
    let refuse = true;
    const h = await renderElement("number-code-input", {
      props: { expectedCode: "4711" },
      answer: (value) =>
        refuse
          ? { verdict: "unavailable", retryAfterSeconds: 30 }
          : { verdict: value === "4711" ? "correct" : "incorrect" },
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("textbox")[0]!);
    await user.keyboard("4712");
    expect(status()).toBe("Please wait 30 seconds, then your entry is checked.");
    // Typing on during the wait: every keystroke stays, nothing is sent.
    await user.keyboard("{Backspace}1");
    expect(state(h)).toMatchObject({ currentValue: "4711", waitSeconds: 30, unlocked: false });
    expect(checks(h)).toHaveLength(1);
    refuse = false;
    h.advance(30_000);
    expect(checks(h).map((c) => (c as { value: string }).value)).toEqual(["4712", "4711"]);
    expect(state(h)).toMatchObject({ unlocked: true, incorrectAttempts: 0, waitSeconds: 0 });
  });
});
