import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import {
  CHUNK_RELOAD_GUARD_MS,
  isUpdateEligiblePath,
  RESHOW_AFTER_CANCEL_MS,
  updateNoticeMachine,
  type UpdateNoticeEmitted,
} from "./update-notice.machine";

function make(path: string, extra: { disabled?: boolean; lastChunkReloadAt?: number } = {}) {
  const clock = new SimulatedClock();
  clock.set(100_000);
  const actor = createActor(updateNoticeMachine, {
    clock,
    input: { path, now: () => clock.now(), ...extra },
  });
  const emitted: UpdateNoticeEmitted[] = [];
  actor.on("*", (e) => emitted.push(e));
  actor.start();
  const notice = () => (actor.getSnapshot().value as { notice: string }).notice;
  const guard = () => (actor.getSnapshot().value as { chunkGuard: string }).chunkGuard;
  return { actor, clock, emitted, notice, guard };
}

describe("update notice machine", () => {
  it.each([
    ["/dashboard", true],
    ["/dashboard/games", true],
    ["/editor/12/logic", true],
    ["/admin?tab=env", true],
    ["/", false],
    ["/games/1/play", false],
    ["/play/1", false],
    ["/auth/login", false],
    ["/competitions/3", false],
    ["/dashboardx", false],
  ])("eligible path %s → %s", (path, eligible) => {
    expect(isUpdateEligiblePath(path)).toBe(eligible);
  });

  it("shows a persistent toast on eligible paths and hides it when the update is gone or the path changes", () => {
    const { actor, clock, notice } = make("/games/1/play");
    actor.send({ type: "UPDATE_DETECTED" });
    expect(notice()).toBe("hidden");
    actor.send({ type: "PATH_CHANGED", path: "/dashboard" });
    expect(notice()).toBe("toast");
    clock.increment(24 * 3_600_000);
    expect(notice()).toBe("toast");
    actor.send({ type: "PATH_CHANGED", path: "/auth/login" });
    expect(notice()).toBe("hidden");
    actor.send({ type: "PATH_CHANGED", path: "/admin" });
    expect(notice()).toBe("toast");
    actor.send({ type: "UPDATE_GONE" });
    expect(notice()).toBe("hidden");
  });

  it("reloads at once outside the editor or without unsaved changes", () => {
    const { actor, emitted, notice } = make("/editor/4");
    actor.send({ type: "UPDATE_DETECTED" });
    actor.send({ type: "UNSAVED_CHANGED", unsaved: false });
    actor.send({ type: "RELOAD" });
    expect(notice()).toBe("reloading");
    expect(emitted).toEqual([{ type: "reload", reason: "update" }]);
    const dash = make("/dashboard");
    dash.actor.send({ type: "UNSAVED_CHANGED", unsaved: true });
    dash.actor.send({ type: "UPDATE_DETECTED" });
    dash.actor.send({ type: "RELOAD" });
    expect(dash.emitted).toEqual([{ type: "reload", reason: "update" }]);
  });

  it("asks first in the editor with unsaved changes; one dialog at a time; cancel re-shows after 100 ms", () => {
    const { actor, clock, emitted, notice } = make("/editor/4");
    actor.send({ type: "UPDATE_DETECTED" });
    actor.send({ type: "UNSAVED_CHANGED", unsaved: true });
    actor.send({ type: "RELOAD" });
    expect(notice()).toBe("confirming");
    actor.send({ type: "RELOAD" });
    expect(notice()).toBe("confirming");
    actor.send({ type: "CANCEL" });
    expect(notice()).toBe("cancelled");
    clock.increment(RESHOW_AFTER_CANCEL_MS - 1);
    expect(notice()).toBe("cancelled");
    clock.increment(1);
    expect(notice()).toBe("toast");
    actor.send({ type: "RELOAD" });
    actor.send({ type: "CONFIRM" });
    expect(notice()).toBe("reloading");
    expect(emitted).toEqual([{ type: "reload", reason: "update" }]);
  });

  it("after cancel the toast does not come back if it no longer applies", () => {
    const { actor, clock, notice } = make("/editor/4");
    actor.send({ type: "UPDATE_DETECTED" });
    actor.send({ type: "UNSAVED_CHANGED", unsaved: true });
    actor.send({ type: "RELOAD" });
    actor.send({ type: "CANCEL" });
    actor.send({ type: "PATH_CHANGED", path: "/games/4/play" });
    clock.increment(RESHOW_AFTER_CANCEL_MS);
    expect(notice()).toBe("hidden");
  });

  it("a public runtime setting disables the notice", () => {
    const { actor, notice, emitted } = make("/dashboard", { disabled: true });
    actor.send({ type: "UPDATE_DETECTED" });
    actor.send({ type: "RELOAD" });
    expect(notice()).toBe("disabled");
    expect(emitted).toEqual([]);
  });

  it("reloads once on a chunk load error, then guards for 10 s", () => {
    const { actor, clock, emitted, guard } = make("/");
    actor.send({ type: "CHUNK_LOAD_ERROR" });
    expect(emitted).toEqual([
      { type: "chunkReload", at: 100_000 },
      { type: "reload", reason: "chunkLoadError" },
    ]);
    actor.send({ type: "CHUNK_LOAD_ERROR" });
    expect(emitted).toHaveLength(2);
    clock.increment(CHUNK_RELOAD_GUARD_MS - 1);
    expect(guard()).toBe("guarded");
    clock.increment(1);
    expect(guard()).toBe("ready");
    actor.send({ type: "CHUNK_LOAD_ERROR" });
    expect(emitted).toHaveLength(4);
  });

  it("the guard survives the reload (the app passes the last chunk reload time back in)", () => {
    const { actor, clock, emitted, guard } = make("/", { lastChunkReloadAt: 100_000 - 4000 });
    expect(guard()).toBe("guarded");
    actor.send({ type: "CHUNK_LOAD_ERROR" });
    expect(emitted).toEqual([]);
    clock.increment(6000);
    expect(guard()).toBe("ready");
    expect(make("/", { lastChunkReloadAt: 100_000 - CHUNK_RELOAD_GUARD_MS }).guard()).toBe("ready");
  });
});
