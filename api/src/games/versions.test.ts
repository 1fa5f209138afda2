import { describe, expect, it } from "vitest";
import { versionsToThin, type ThinnableVersion } from "./versions";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The test clock: every age is measured from here. */
const NOW = new Date("2026-06-15T12:00:00.000Z");
let n = 0;
const v = (
  ageMs: number,
  kind: ThinnableVersion["kind"] = "AUTO",
  bytes = 1_000,
): ThinnableVersion => ({
  id: `v${String(++n).padStart(4, "0")}`,
  kind,
  createdAt: new Date(NOW.getTime() - ageMs),
  bytes,
});

describe("versionsToThin (all of the last day, one per day for 30 days, one per month after)", () => {
  it("keeps every automatic version of the last day", () => {
    const list = Array.from({ length: 40 }, (_, i) => v(i * 30 * 60_000)); // every 30 min, 20 h
    expect(versionsToThin(list, NOW)).toEqual([]);
  });

  it("keeps the newest of each day between 1 and 30 days", () => {
    const day3late = v(3 * DAY - 11 * HOUR); // 2026-06-12T23:00
    const day3early = v(3 * DAY + 10 * HOUR); // 2026-06-12T02:00
    const day5 = v(5 * DAY);
    expect(versionsToThin([day3early, day5, day3late], NOW)).toEqual([day3early.id]);
  });

  it("keeps the newest of each month after 30 days", () => {
    const may = [v(40 * DAY), v(41 * DAY), v(44 * DAY)]; // 6 May, 5 May, 2 May
    const april = [v(60 * DAY), v(70 * DAY)]; // 16 Apr, 6 Apr
    const drop = versionsToThin([...may, ...april], NOW);
    expect(drop.sort()).toEqual([may[1]!.id, may[2]!.id, april[1]!.id].sort());
  });

  it("never thins named, publish or restore versions", () => {
    const kept = [
      v(2 * DAY, "NAMED"),
      v(2 * DAY + HOUR, "PUBLISH"),
      v(2 * DAY + 2 * HOUR, "RESTORE"),
    ];
    expect(versionsToThin([...kept, v(2 * DAY + 3 * HOUR)], NOW)).toEqual([]);
  });

  it("moves with the clock: yesterday's versions thin out a day later", () => {
    const list = [v(20 * HOUR), v(22 * HOUR)];
    expect(versionsToThin(list, NOW)).toEqual([]);
    const later = new Date(NOW.getTime() + 2 * DAY);
    expect(versionsToThin(list, later)).toEqual([list[1]!.id]);
  });

  it("bounds the automatic versions per game by count and bytes (oldest go, newest stays)", () => {
    const list = Array.from({ length: 10 }, (_, i) => v(i * 60_000, "AUTO", 100));
    expect(versionsToThin(list, NOW, { maxCount: 4, maxBytes: 10_000 })).toEqual(
      list.slice(4).map((x) => x.id),
    );
    expect(versionsToThin(list, NOW, { maxCount: 100, maxBytes: 250 })).toEqual(
      list.slice(2).map((x) => x.id),
    );
    const huge = [v(0, "AUTO", 1e9)];
    expect(versionsToThin(huge, NOW, { maxCount: 4, maxBytes: 10 })).toEqual([]);
  });
});
