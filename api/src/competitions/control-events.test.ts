import { afterEach, describe, expect, it, vi } from "vitest";
import { BOARD_TICK_MS, publishTeamRows, type TeamControlRow } from "./control-events";

const MINUTE = 60_000;
const now = new Date("2026-03-02T10:00:00Z");
const competition = {
  endDate: new Date(now.getTime() + 30 * MINUTE),
  announcement: "Noch 30 Minuten",
  announcedAt: new Date(now.getTime() - MINUTE),
};
const team = (id: string, over: Partial<TeamControlRow> = {}): TeamControlRow => ({
  id,
  snapshotSeq: 4,
  currentSceneId: "one",
  createdAt: new Date(now.getTime() - 10 * MINUTE),
  finishedAt: null,
  extraMinutes: 0,
  pausedAt: null,
  pausedMs: 0,
  endedAt: null,
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("teacher control events", () => {
  it("tells each team its clock at once; the board hears of many changes once per tick", () => {
    vi.useFakeTimers();
    const board = { publish: vi.fn(), publishTeam: vi.fn() };
    for (let i = 0; i < 200; i++)
      publishTeamRows(board, now, "c1", competition, [
        team(`t${i}`, { extraMinutes: 5, pausedAt: new Date(now.getTime() - MINUTE) }),
      ]);
    publishTeamRows(board, now, "c2", competition, [team("other")]);
    expect(board.publishTeam).toHaveBeenCalledTimes(201);
    expect(board.publishTeam.mock.calls[0]![0]).toEqual({
      sessionId: "t0",
      version: 4,
      sceneId: "one",
      snapshot: null,
      gameTime: 9 * MINUTE,
      finished: false,
      paused: true,
      // The competition's end, its 5 extra minutes and the minute of pause so far.
      endsAt: new Date(competition.endDate.getTime() + 6 * MINUTE).toISOString(),
      over: false,
      announcement: { text: "Noch 30 Minuten", at: competition.announcedAt.toISOString() },
      controlOnly: true,
    });
    expect(board.publish).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BOARD_TICK_MS);
    expect(board.publish.mock.calls).toEqual([["c1"], ["c2"]]);
    // The next change after the tick: the board hears of it again.
    publishTeamRows(board, now, "c1", competition, [team("t1", { endedAt: now })]);
    expect(board.publishTeam.mock.calls.at(-1)![0]).toMatchObject({ over: true, paused: false });
    vi.advanceTimersByTime(BOARD_TICK_MS);
    expect(board.publish.mock.calls).toEqual([["c1"], ["c2"], ["c1"]]);
  });
});
