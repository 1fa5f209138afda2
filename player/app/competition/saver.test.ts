import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import { CompetitionApiError } from "./api";
import { SnapshotSaver, type SaverSource } from "./saver";

function snap(sceneId: string, time: number, value = 0): GameSnapshot {
  return {
    kind: "exitgame-snapshot",
    snapshotVersion: 1,
    formatVersion: 1,
    started: true,
    sceneId,
    time,
    variables: { v: value },
    elements: {},
    schedules: [],
    continuations: [],
    counters: { effect: 0, schedule: 0, continuation: 0 },
  };
}

function source(initial: GameSnapshot) {
  let current = initial;
  const listeners = new Set<() => void>();
  const s: SaverSource & { set(next: GameSnapshot, sceneChange?: boolean): void } = {
    snapshot: () => current,
    onSceneChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next, sceneChange = false) {
      current = next;
      if (sceneChange) for (const l of listeners) l();
    },
  };
  return s;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("snapshot saver", () => {
  it("saves at once on attach and scene change, then only when the state changed, with rising numbers", async () => {
    const calls: { sequence: number; sceneId: string }[] = [];
    const api = {
      saveState: vi.fn(async (body: { sequence: number; gameSnapshot: GameSnapshot }) => {
        calls.push({ sequence: body.sequence, sceneId: body.gameSnapshot.sceneId });
        return { sequence: body.sequence, stored: true };
      }),
    };
    const saver = new SnapshotSaver({
      sessionId: "s",
      competitionId: "c",
      startSequence: 7,
      api,
      intervalMs: 3000,
    });
    const game = source(snap("a", 1));
    saver.attach(game);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ sequence: 8, sceneId: "a" }]);
    // Only the clock moved: nothing to save.
    game.set(snap("a", 5000));
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(1);
    game.set(snap("b", 6000), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toEqual({ sequence: 9, sceneId: "b" });
    game.set(snap("b", 7000, 3));
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.at(-1)).toEqual({ sequence: 10, sceneId: "b" });
    saver.detach();
  });

  it("retries a failed save with a newer number and stops when the competition has ended", async () => {
    let fail: "network" | "ended" | null = "network";
    const sequences: number[] = [];
    const onEnded = vi.fn();
    const api = {
      saveState: vi.fn(async (body: { sequence: number }) => {
        sequences.push(body.sequence);
        if (fail === "network") throw new TypeError("offline");
        if (fail === "ended")
          throw new CompetitionApiError(
            409,
            "competitionApi.ended",
            "Competition has already ended",
          );
        return { sequence: body.sequence, stored: true };
      }),
    };
    const saver = new SnapshotSaver({
      sessionId: "s",
      competitionId: "c",
      startSequence: 0,
      api,
      onEnded,
    });
    const game = source(snap("a", 1));
    saver.attach(game);
    await vi.advanceTimersByTimeAsync(0);
    fail = null;
    await vi.advanceTimersByTimeAsync(3000);
    expect(sequences).toEqual([1, 2]);
    fail = "ended";
    game.set(snap("b", 2), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onEnded).toHaveBeenCalledOnce();
    game.set(snap("c", 3), true);
    await vi.advanceTimersByTimeAsync(6000);
    expect(sequences).toEqual([1, 2, 3]);
  });
});
