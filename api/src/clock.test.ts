import { describe, expect, it } from "vitest";
import { createClock } from "./clock";
import { loadConfig } from "./config";

describe("server clock", () => {
  it("can only be moved when TEST_CLOCK is on", () => {
    const fixed = createClock({ adjustable: false });
    expect(() => fixed.setOffset(1000)).toThrow(/not adjustable/);
    const test = createClock({ adjustable: true });
    test.setOffset(86_400_000);
    expect(test.now().getTime() - Date.now()).toBeGreaterThan(86_399_000);
  });

  it("TEST_CLOCK is refused for a server others can reach", () => {
    expect(() => loadConfig({ TEST_CLOCK: "1" })).toThrow(/TEST_CLOCK: only for tests/);
    expect(() => loadConfig({ TEST_CLOCK: "1", HOST: "10.0.0.5" })).toThrow(/TEST_CLOCK/);
    expect(() =>
      loadConfig({ TEST_CLOCK: "1", HOST: "127.0.0.1", PUBLIC_URL: "https://exit.example.org" }),
    ).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: "1", HOST: "127.0.0.1" }).TEST_CLOCK).toBe("1");
    expect(loadConfig({}).TEST_CLOCK).toBe("0");
  });
});
