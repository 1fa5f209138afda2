/** Issue 20 item 1 for the text input: an answer is checked once, and the student sees why not. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement, type Harness } from "../testing/harness";

const props = {
  label: "Name?",
  placeholder: "",
  buttonText: "Send",
  expectedAnswer: "Müller",
  alternatives: "",
  tolerant: true,
};
const checks = (h: Harness) =>
  h.effects.filter((e) => e.type === "checkAnswer").map((e) => (e as { value: string }).value);
const status = () => screen.getByRole("status").textContent;

describe("input checking", () => {
  it("a wrong answer sent again is not checked or counted again, and the student is told", async () => {
    const h = await renderElement("input", { props, locale: "de" });
    const field = screen.getByRole("textbox", { name: "Name?" });
    const user = userEvent.setup();
    await user.type(field, "Meier{Enter}");
    await user.clear(field);
    await user.type(field, " meier {Enter}");
    expect(checks(h)).toEqual(["Meier"]);
    expect(status()).toBe("Diese Antwort wurde schon geprüft: Sie ist leider falsch.");
    await user.type(field, "x");
    expect(status()).toBe("");
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({ rejected: ["Meier"] });
  });

  it("a throttled answer is kept and checked when the wait is over", async () => {
    let refuse = true;
    const h = await renderElement("input", {
      props,
      answer: (value) =>
        refuse
          ? { verdict: "unavailable", retryAfterSeconds: 12 }
          : { verdict: value === "Müller" ? "correct" : "incorrect" },
    });
    const field = screen.getByRole("textbox", { name: "Name?" });
    const user = userEvent.setup();
    await user.type(field, "Meier{Enter}");
    expect(status()).toBe("Please wait 12 seconds, then your answer is checked.");
    await user.clear(field);
    await user.type(field, "Müller{Enter}");
    expect(checks(h)).toEqual(["Meier"]);
    refuse = false;
    h.advance(12_000);
    expect(checks(h)).toEqual(["Meier", "Müller"]);
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({ value: "Müller", waitSeconds: 0 });
  });
});
