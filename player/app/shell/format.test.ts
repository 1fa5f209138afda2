import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTime } from "./format";

describe("date and time formats (spec §1)", () => {
  const morning = new Date(2026, 2, 7, 9, 5);
  const evening = new Date(2026, 11, 24, 21, 30);
  it("formats dates as dd.mm.yy in German and dd/mm/yy in English", () => {
    expect(formatDate(morning, "de")).toBe("07.03.26");
    expect(formatDate(morning, "en")).toBe("07/03/26");
  });
  it("uses a 24-hour clock in German and a 12-hour clock in English", () => {
    expect(formatTime(evening, "de")).toBe("21:30");
    expect(formatTime(evening, "en")).toBe("9:30 PM");
    expect(formatTime(new Date(2026, 0, 1, 0, 15), "en")).toBe("12:15 AM");
    expect(formatTime(new Date(2026, 0, 1, 12, 0), "en")).toBe("12:00 PM");
  });
  it("joins both", () => {
    expect(formatDateTime(morning, "de")).toBe("07.03.26 09:05");
  });
});
