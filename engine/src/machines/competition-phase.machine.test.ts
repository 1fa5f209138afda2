import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { competitionPhaseMachine, countdown } from "./competition-phase.machine";

const HOUR = 3_600_000;
function start(now: number, startDate = 10 * HOUR, endDate = 12 * HOUR) {
  const clock = new SimulatedClock();
  clock.set(now);
  const actor = createActor(competitionPhaseMachine, {
    clock,
    input: { startDate, endDate, now: () => clock.now() },
  }).start();
  return { clock, actor, state: () => actor.getSnapshot().value };
}

describe("competition phase machine", () => {
  it("starts in the phase the clock says", () => {
    expect(start(0).state()).toBe("upcoming");
    expect(start(10 * HOUR).state()).toEqual({ active: "registration" });
    expect(start(12 * HOUR).state()).toBe("ended");
  });

  it("upcoming → active with the login when the countdown ends → ended", () => {
    const { clock, state, actor } = start(9 * HOUR);
    clock.increment(HOUR - 1);
    expect(state()).toBe("upcoming");
    clock.increment(1);
    expect(state()).toEqual({ active: "login" });
    actor.send({ type: "SHOW_REGISTRATION" });
    expect(state()).toEqual({ active: "registration" });
    clock.increment(2 * HOUR);
    expect(state()).toBe("ended");
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("registration and login can be switched while active", () => {
    const { actor, state } = start(11 * HOUR);
    actor.send({ type: "SHOW_LOGIN" });
    expect(state()).toEqual({ active: "login" });
    actor.send({ type: "SHOW_REGISTRATION" });
    expect(state()).toEqual({ active: "registration" });
  });

  it("a late clock check catches up (timers can fire late)", () => {
    let now = 0;
    const clock = new SimulatedClock();
    const actor = createActor(competitionPhaseMachine, {
      clock,
      input: { startDate: 100, endDate: 200, now: () => now },
    }).start();
    now = 150; // the machine's timer has not fired, but time has passed
    actor.send({ type: "CLOCK_CHECK" });
    expect(actor.getSnapshot().value).toEqual({ active: "login" });
    now = 250;
    actor.send({ type: "CLOCK_CHECK" });
    expect(actor.getSnapshot().value).toBe("ended");
  });

  it("formats the countdown", () => {
    expect(countdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdown(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdown(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
