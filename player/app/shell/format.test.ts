import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDateTimeInput,
  formatTime,
  isTimeZone,
  parseDateTimeInput,
} from "./format";

describe("date and time formats", () => {
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

describe("date-and-time fields in the viewer's format and time zone", () => {
  const iso = (d: Date | null) => d?.toISOString() ?? null;

  it("reads German dd.mm.yyyy HH:mm and English dd/mm/yyyy h:mm AM/PM", () => {
    expect(iso(parseDateTimeInput("24.11.2026 14:30", "de", "Europe/Berlin"))).toBe(
      "2026-11-24T13:30:00.000Z",
    );
    expect(iso(parseDateTimeInput("24.11.26, 9:05 Uhr", "de", "Europe/Berlin"))).toBe(
      "2026-11-24T08:05:00.000Z",
    );
    expect(iso(parseDateTimeInput("24/11/2026 2:30 PM", "en", "Europe/Berlin"))).toBe(
      "2026-11-24T13:30:00.000Z",
    );
    expect(iso(parseDateTimeInput("24/11/2026 12:15 am", "en", "Europe/Berlin"))).toBe(
      "2026-11-23T23:15:00.000Z",
    );
    expect(iso(parseDateTimeInput("24/11/2026 14:30", "en", "Europe/Berlin"))).toBe(
      "2026-11-24T13:30:00.000Z",
    );
  });

  it("takes the wall time in the viewer's zone, across clock changes", () => {
    expect(iso(parseDateTimeInput("01.07.2026 08:00", "de", "Europe/Berlin"))).toBe(
      "2026-07-01T06:00:00.000Z",
    );
    expect(iso(parseDateTimeInput("01/07/2026 8:00 AM", "en", "America/New_York"))).toBe(
      "2026-07-01T12:00:00.000Z",
    );
    expect(iso(parseDateTimeInput("01/12/2026 8:00 AM", "en", "America/New_York"))).toBe(
      "2026-12-01T13:00:00.000Z",
    );
    // 29.03.2026 02:30 does not exist in Berlin (clocks jump from 2:00 to 3:00)
    expect(parseDateTimeInput("29.03.2026 02:30", "de", "Europe/Berlin")).toBeNull();
    expect(iso(parseDateTimeInput("29.03.2026 03:30", "de", "Europe/Berlin"))).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });

  it("refuses what is not a real date and time in that format", () => {
    for (const text of [
      "",
      "2026-11-24 14:30",
      "31.02.2026 10:00",
      "24.11.2026 25:00",
      "24.11.2026 10:60",
      "24.13.2026 10:00",
      "24.11.2026",
      "24/11/2026 14:30", // an English date in German
    ])
      expect(parseDateTimeInput(text, "de", "Europe/Berlin"), text).toBeNull();
    for (const text of ["24.11.2026 14:30", "24/11/2026 13:00 PM", "24/11/2026 0:30 AM"])
      expect(parseDateTimeInput(text, "en", "Europe/Berlin"), text).toBeNull();
  });

  it("writes what it reads", () => {
    const instant = new Date("2026-12-24T20:30:00Z");
    for (const [locale, zone, text] of [
      ["de", "Europe/Berlin", "24.12.2026 21:30"],
      ["en", "Europe/Berlin", "24/12/2026 9:30 PM"],
      ["en", "America/New_York", "24/12/2026 3:30 PM"],
    ] as const) {
      expect(formatDateTimeInput(instant, locale, zone)).toBe(text);
      expect(iso(parseDateTimeInput(text, locale, zone))).toBe(instant.toISOString());
    }
  });
});
