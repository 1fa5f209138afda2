import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTime, isTimeZone } from "./format";

describe("date and time formats (spec §1)", () => {
  // 2026-03-07 09:05 and 2026-12-24 21:30 in Berlin.
  const morning = new Date("2026-03-07T08:05:00Z");
  const evening = new Date("2026-12-24T20:30:00Z");
  it("formats dates as dd.mm.yy in German and dd/mm/yy in English", () => {
    expect(formatDate(morning, "de", "Europe/Berlin")).toBe("07.03.26");
    expect(formatDate(morning, "en", "Europe/Berlin")).toBe("07/03/26");
  });
  it("uses a 24-hour clock in German and a 12-hour clock in English", () => {
    expect(formatTime(evening, "de", "Europe/Berlin")).toBe("21:30");
    expect(formatTime(evening, "en", "Europe/Berlin")).toBe("9:30 PM");
    expect(formatTime(new Date("2026-01-01T00:15:00Z"), "en", "UTC")).toBe("12:15 AM");
    expect(formatTime(new Date("2026-01-01T12:00:00Z"), "en", "UTC")).toBe("12:00 PM");
  });
  it("shows the instant in the given time zone, the day included", () => {
    const lateUtc = new Date("2026-06-30T23:30:00Z");
    expect(formatDateTime(lateUtc, "de", "UTC")).toBe("30.06.26 23:30");
    expect(formatDateTime(lateUtc, "de", "Europe/Berlin")).toBe("01.07.26 01:30");
    expect(formatDateTime(lateUtc, "en", "America/New_York")).toBe("30/06/26 7:30 PM");
  });
  it("knows valid zone names", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
