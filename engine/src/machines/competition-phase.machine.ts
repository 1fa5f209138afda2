/**
 * Competition phase as the player's competition page sees it: upcoming (waiting view with a
 * countdown) → active (registration or login) → ended (end view), driven by the clock. When the
 * countdown ends while waiting, the login appears.
 */
import { assign, setup } from "xstate";

export interface CompetitionPhaseInput {
  /** Epoch ms. */
  startDate: number;
  endDate: number;
  now: () => number;
}
interface Context extends CompetitionPhaseInput {
  /** The page was open during the countdown: show the login when it ends. */
  waited: boolean;
}
export type CompetitionPhaseEvent =
  { type: "SHOW_LOGIN" } | { type: "SHOW_REGISTRATION" } | { type: "CLOCK_CHECK" };

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}
/** Time left for the waiting view's countdown (never negative; seconds rounded up). */
export function countdown(ms: number): Countdown {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

export const competitionPhaseMachine = setup({
  types: {
    input: {} as CompetitionPhaseInput,
    context: {} as Context,
    events: {} as CompetitionPhaseEvent,
  },
  guards: {
    notStarted: ({ context }) => context.now() < context.startDate,
    over: ({ context }) => context.now() >= context.endDate,
    waited: ({ context }) => context.waited,
  },
  delays: {
    untilStart: ({ context }) => Math.max(0, context.startDate - context.now()),
    untilEnd: ({ context }) => Math.max(0, context.endDate - context.now()),
  },
}).createMachine({
  id: "competitionPhase",
  context: ({ input }) => ({ ...input, waited: false }),
  initial: "resolving",
  states: {
    resolving: {
      always: [
        { guard: "over", target: "ended" },
        { guard: "notStarted", target: "upcoming" },
        { target: "active" },
      ],
    },
    upcoming: {
      entry: assign({ waited: true }),
      after: { untilStart: { target: "resolving" } },
      // timers can fire late (a sleeping laptop); the view asks again on focus or every second
      on: { CLOCK_CHECK: { target: "resolving" } },
    },
    active: {
      initial: "choosing",
      after: { untilEnd: { target: "ended" } },
      on: { CLOCK_CHECK: { guard: "over", target: "ended" } },
      states: {
        choosing: { always: [{ guard: "waited", target: "login" }, { target: "registration" }] },
        registration: { on: { SHOW_LOGIN: "login" } },
        login: { on: { SHOW_REGISTRATION: "registration" } },
      },
    },
    ended: { type: "final" },
  },
});
