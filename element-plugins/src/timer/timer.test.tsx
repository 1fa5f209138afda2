import { numberVar, on, rule, setVar } from "@exitgame/engine/testing/builder";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { subscribeAnnouncements, type Announcement } from "../contract/announcer";
import { ELEMENT_ID, renderElement } from "../testing/harness";
import { formatTimer } from "./definition";

const countTrigger = rule("count", {
  triggers: [on(ELEMENT_ID, "timeChanged")],
  actions: [{ type: "increaseVariable", variableId: "changes", by: { kind: "value", value: 1 } }],
});
const elapsedRule = rule("done", {
  triggers: [on(ELEMENT_ID, "elapsed")],
  actions: [setVar("elapsed", 1)],
});

describe("timer", () => {
  it("formats minutes, seconds and hours", () => {
    expect(formatTimer(75)).toBe("01:15");
    expect(formatTimer(3725)).toBe("1:02:05");
    expect(formatTimer(0)).toBe("00:00");
  });

  it("announces only at 1 minute and at 10 seconds left (assertive), never every second", async () => {
    const announced: Announcement[] = [];
    const unsubscribe = subscribeAnnouncements((a) => announced.push(a));
    const h = await renderElement("timer", {
      props: { startTimeInSeconds: 63, autoStart: true },
      locale: "de",
    });
    h.advance(2000);
    expect(announced).toEqual([]);
    h.advance(1000);
    expect(announced.map((a) => [a.text, a.politeness])).toEqual([
      ["Die Zeit ist fast um: noch 1 Minute.", "assertive"],
    ]);
    h.advance(49_000);
    expect(announced).toHaveLength(1);
    h.advance(1000);
    expect(announced.map((a) => a.text)).toEqual([
      "Die Zeit ist fast um: noch 1 Minute.",
      "Die Zeit ist fast um: noch 10 Sekunden.",
    ]);
    h.advance(10_000);
    expect(announced).toHaveLength(2);
    unsubscribe();
  });

  it("auto-starts, counts down once a second, fires timeChanged and elapsed, and shows it", async () => {
    const h = await renderElement("timer", {
      props: { startTimeInSeconds: 3, autoStart: true },
      variables: [numberVar("changes"), numberVar("elapsed")],
      rules: [countTrigger, elapsedRule],
    });
    const timer = screen.getByRole("timer");
    expect(timer.textContent).toBe("00:03");
    expect(timer.getAttribute("aria-label")).toBe("Time remaining: 3 seconds");
    h.advance(1000);
    expect(timer.textContent).toBe("00:02");
    h.advance(2000);
    expect(timer.textContent).toBe("00:00");
    expect(h.variable("changes")).toBe(3);
    expect(h.variable("elapsed")).toBe(1);
    h.advance(5000);
    expect(h.variable("changes")).toBe(3);
  });

  it("start, stop, reset, resetAndStart, addSeconds and subtractSeconds from rules", async () => {
    const h = await renderElement("timer", {
      props: { startTimeInSeconds: 60 },
      others: [{ type: "text", id: "btn" }],
      variables: [numberVar("changes"), numberVar("elapsed")],
      rules: [countTrigger, elapsedRule],
    });
    const timer = screen.getByRole("timer");
    const run = async (action: string, args?: unknown) =>
      h.send({ type: "elementAction", elementId: ELEMENT_ID, action, ...(args ? { args } : {}) });
    h.advance(3000);
    expect(timer.textContent).toBe("01:00");
    await run("start");
    h.advance(2000);
    expect(timer.textContent).toBe("00:58");
    await run("stop");
    h.advance(5000);
    expect(timer.textContent).toBe("00:58");
    await run("addSeconds", { seconds: 10 });
    expect(timer.textContent).toBe("01:08");
    await run("subtractSeconds", { seconds: 30 });
    expect(timer.textContent).toBe("00:38");
    await run("reset");
    expect(timer.textContent).toBe("01:00");
    await run("resetAndStart");
    h.advance(1000);
    expect(timer.textContent).toBe("00:59");
    await run("subtractSeconds", { seconds: 100 });
    expect(timer.textContent).toBe("00:00");
    expect(h.variable("elapsed")).toBe(1);
    expect(h.game.element(ELEMENT_ID).state).toMatchObject({
      running: false,
      currentTimeInSeconds: 0,
    });
  });

  it("counts up to the start time, and fires timeChanged 'to' a value", async () => {
    const h = await renderElement("timer", {
      props: { startTimeInSeconds: 2, countDirection: "up", autoStart: true },
      variables: [numberVar("elapsed"), numberVar("one")],
      rules: [
        elapsedRule,
        rule("at1", { triggers: [on(ELEMENT_ID, "timeChanged", 1)], actions: [setVar("one", 1)] }),
      ],
    });
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe("Time elapsed: 0 seconds");
    h.advance(1000);
    expect(h.variable("one")).toBe(1);
    h.advance(1000);
    expect(screen.getByRole("timer").textContent).toBe("00:02");
    expect(h.variable("elapsed")).toBe(1);
  });

  it("speaks German", async () => {
    await renderElement("timer", { props: { startTimeInSeconds: 61 }, locale: "de" });
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBe(
      "Verbleibende Zeit: 1 Minute 1 Sekunde",
    );
  });
});
