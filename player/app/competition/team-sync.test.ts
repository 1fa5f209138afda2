import { describe, expect, it, vi } from "vitest";
import type { GameSnapshot } from "@exitgame/engine/runtime/snapshot";
import type { PlayerInput } from "@exitgame/engine/runtime/inputs";
import { CompetitionApiError } from "./api";
import { TeamSync, type InputReply, type TeamState } from "./team-sync";

const snap = (sceneId: string, time = 0, extra: Partial<GameSnapshot> = {}): GameSnapshot => ({
  kind: "exitgame-snapshot",
  snapshotVersion: 1,
  formatVersion: 1,
  started: true,
  sceneId,
  time,
  variables: {},
  elements: {},
  schedules: [],
  continuations: [],
  checks: [],
  counters: { effect: 0, schedule: 0, continuation: 0 },
  ...extra,
});
const state = (version: number, sceneId: string, time = 0): TeamState => ({
  sessionId: "s",
  version,
  sceneId,
  snapshot: snap(sceneId, time),
  gameTime: time,
  finished: false,
});

function target(initial: GameSnapshot) {
  let current = initial;
  let clock = initial.time;
  let listener: ((input: PlayerInput) => void) | undefined;
  return {
    resumed: [] as string[],
    snapshot: () => current,
    gameTime: () => clock,
    resume(s: GameSnapshot, gameTime?: number) {
      current = s;
      clock = gameTime ?? s.time;
      this.resumed.push(s.sceneId);
    },
    subscribeInputs(l: (input: PlayerInput) => void) {
      listener = l;
      return () => (listener = undefined);
    },
    input: (i: PlayerInput) => listener?.(i),
    set: (s: GameSnapshot) => (current = s),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a competition team's device (TeamSync)", () => {
  it("sends inputs in order, one at a time, and again under the same number after a failure", async () => {
    const sent: [number, string][] = [];
    let fail = true;
    const sync = new TeamSync({
      competitionId: "c",
      startSeq: 7,
      startVersion: 3,
      sleep: () => Promise.resolve(),
      sendInput: async (_c, seq, input) => {
        sent.push([seq, input.type]);
        if (fail) {
          fail = false;
          throw new TypeError("offline");
        }
        return {
          seq,
          applied: true,
          deviceSeq: seq,
          verdicts: [],
          state: state(3 + seq, "one"),
        } as InputReply;
      },
    });
    const game = target(snap("one"));
    sync.attach(game, true);
    game.input({ type: "click", elementId: "a" });
    await flush();
    await flush();
    expect(sent).toEqual([
      [8, "start"],
      [8, "start"],
      [9, "click"],
    ]);
  });

  it("gives verdicts from the reply; applies the server's state only when it differs and is newer", async () => {
    let reply: (r: InputReply) => void = () => {};
    const sync = new TeamSync({
      competitionId: "c",
      startSeq: 0,
      startVersion: 5,
      sendInput: () => new Promise((resolve) => (reply = resolve)),
    });
    const game = target(snap("one", 100));
    sync.attach(game, false);
    const verdict = vi.fn();
    game.input({ type: "elementAction", elementId: "lock", action: "type", args: { value: "1" } });
    sync.decide({ id: "fx3" }, verdict);
    // Another device moved the team while this one waits for its reply: applied after it.
    sync.receive(state(7, "two"));
    expect(game.resumed).toEqual([]);
    reply({
      seq: 1,
      applied: true,
      deviceSeq: 1,
      verdicts: [{ effectId: "fx3", elementId: "lock", verdict: "incorrect" }],
      state: state(6, "one"),
    });
    await flush();
    expect(verdict).toHaveBeenCalledWith("incorrect");
    expect(game.resumed).toEqual(["two"]);
    // Older states never go back; the same state a little later changes nothing; a clock that
    // drifted by more than 1.5 s follows the server's.
    sync.receive(state(6, "one"));
    sync.receive(state(7, "two", 1000));
    expect(game.resumed).toEqual(["two"]);
    sync.receive(state(7, "two", 5000));
    expect(game.resumed).toEqual(["two", "two"]);
  });

  it("another tab of the same browser used its numbers: it continues after them", async () => {
    const sent: number[] = [];
    const sync = new TeamSync({
      competitionId: "c",
      startSeq: 2,
      startVersion: 0,
      sendInput: async (_c, seq) => {
        sent.push(seq);
        const taken = seq <= 6;
        return {
          seq,
          applied: !taken,
          ...(taken ? { duplicate: true as const } : {}),
          deviceSeq: taken ? 6 : seq,
          verdicts: [],
          state: state(1, "one"),
        };
      },
    });
    sync.attach(target(snap("one")), true);
    await flush();
    await flush();
    expect(sent).toEqual([3, 7]);
  });

  it("waits when answers are throttled and stops when the competition has ended", async () => {
    const throttled = vi.fn();
    const ended = vi.fn();
    const sleeps: number[] = [];
    let calls = 0;
    const sync = new TeamSync({
      competitionId: "c",
      startSeq: 0,
      startVersion: 0,
      onThrottled: throttled,
      onEnded: ended,
      sleep: async (ms) => void sleeps.push(ms),
      sendInput: async () => {
        calls++;
        if (calls === 1) throw new CompetitionApiError(429, "answers.tooManyAttempts", "", {}, 12);
        throw new CompetitionApiError(409, "competitionApi.ended", "");
      },
    });
    sync.attach(target(snap("one")), true);
    await flush();
    await flush();
    expect(throttled).toHaveBeenCalledWith(12);
    expect(sleeps).toEqual([12_000]);
    expect(ended).toHaveBeenCalled();
  });

  it("waits while the teacher has paused the team and sends the same input again; control events change no state", async () => {
    const sent: number[] = [];
    const waits: number[] = [];
    const onPaused = vi.fn();
    let paused = true;
    const sync = new TeamSync({
      competitionId: "c",
      startSeq: 0,
      startVersion: 2,
      onPaused,
      sleep: (ms) => {
        waits.push(ms);
        paused = false;
        return Promise.resolve();
      },
      sendInput: async (_c, seq) => {
        sent.push(seq);
        if (paused) throw new CompetitionApiError(409, "competitionApi.paused", "");
        return { seq, applied: true, deviceSeq: seq, verdicts: [], state: state(3, "one") };
      },
    });
    const game = target(snap("one"));
    sync.attach(game, false);
    game.input({ type: "click", elementId: "a" });
    await flush();
    await flush();
    expect(onPaused).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([2000]);
    expect(sent).toEqual([1, 1]);
    // A control event (pause, extra time) has no snapshot and moves no version: the game stays
    // as it is, and the team's next real state still applies.
    sync.receive({ ...state(9, "three"), snapshot: null, controlOnly: true, paused: true });
    expect(game.resumed).toEqual([]);
    sync.receive(state(5, "two"));
    expect(game.resumed).toEqual(["two"]);
  });
});
