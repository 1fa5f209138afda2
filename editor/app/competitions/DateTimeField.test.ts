/** Issue 20: the competition form's calendar keeps the typed time and the viewer's format. */
import { describe, expect, it } from "vitest";
import { dayOf, withDay } from "./DateTimeField";

describe("date field calendar", () => {
  it("reads the day of a typed text in the viewer's format", () => {
    expect(dayOf("24.11.2026 14:30", "de")).toEqual(new Date(2026, 10, 24));
    expect(dayOf("24/11/26 2:30 PM", "en")).toEqual(new Date(2026, 10, 24));
    expect(dayOf("31.02.2026 10:00", "de")).toBeUndefined();
    expect(dayOf("", "en")).toBeUndefined();
  });

  it("a picked day keeps the typed time, or takes 8 o'clock", () => {
    const day = new Date(2027, 0, 5);
    expect(withDay("24.11.2026 14:30", day, "de")).toBe("05.01.2027 14:30");
    expect(withDay("24/11/2026 2:30 PM", day, "en")).toBe("05/01/2027 2:30 PM");
    expect(withDay("", day, "de")).toBe("05.01.2027 08:00");
    expect(withDay("nonsense", day, "en")).toBe("05/01/2027 8:00 AM");
  });
});
