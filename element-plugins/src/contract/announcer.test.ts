import { describe, expect, it } from "vitest";
import { createAnnouncer, crossedThreshold, REPEAT_WINDOW_MS } from "./announcer";

describe("announcer", () => {
  it("hands every announcement to the live region, polite unless asked otherwise", () => {
    const a = createAnnouncer(() => 0);
    const heard: [string, string][] = [];
    const off = a.subscribe((x) => heard.push([x.text, x.politeness]));
    a.announce("Leider falsch.");
    a.announce("Die Zeit ist fast um.", { politeness: "assertive" });
    a.announce("   ");
    expect(heard).toEqual([
      ["Leider falsch.", "polite"],
      ["Die Zeit ist fast um.", "assertive"],
    ]);
    off();
    a.announce("after");
    expect(heard).toHaveLength(2);
  });

  it("drops the same text repeated within the window, says it again after it", () => {
    let now = 1000;
    const a = createAnnouncer(() => now);
    const heard: number[] = [];
    a.subscribe((x) => heard.push(x.seq));
    a.announce("Leider falsch.");
    now += 100;
    a.announce("Leider falsch.");
    expect(heard).toEqual([1]);
    a.announce("Richtig!");
    a.announce("Leider falsch.");
    expect(heard).toEqual([1, 2, 3]);
    now += REPEAT_WINDOW_MS;
    a.announce("Leider falsch.");
    expect(heard).toEqual([1, 2, 3, 4]);
  });

  it("a countdown crosses 1 minute and 10 seconds once each, never on every second", () => {
    const crossings: number[] = [];
    for (let t = 600; t > 0; t--) {
      const c = crossedThreshold(t, t - 1);
      if (c !== null) crossings.push(c);
    }
    expect(crossings).toEqual([60, 10]);
    // Time added (going up) or the end (0) announce nothing; a jump over both names the lower.
    expect(crossedThreshold(50, 650)).toBeNull();
    expect(crossedThreshold(1, 0)).toBeNull();
    expect(crossedThreshold(120, 5)).toBe(10);
  });
});
