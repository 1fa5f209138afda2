import { defineElement, type ActionContext, type FieldSpec } from "@exitgame/engine";
import { z } from "zod/mini";

export const MAX_TIMER_SECONDS = 100 * 3600 - 1;

export const timerPropsSchema = z.object({
  /** Counting down: where it starts. Counting up: where it stops (0 = never). */
  startTimeInSeconds: z.number().check(z.int(), z.gte(0), z.lte(MAX_TIMER_SECONDS)),
  countDirection: z.enum(["down", "up"]),
  autoStart: z.boolean(),
  /** CSS colour of the digits; empty = the element's theme. */
  color: z.string().check(z.maxLength(100)),
  fontSizeInRem: z.number().check(z.gte(0.25), z.lte(20)),
});
export type TimerProps = z.infer<typeof timerPropsSchema>;
export interface TimerState {
  currentTimeInSeconds: number;
  running: boolean;
}
type Ctx = ActionContext<TimerProps, TimerState, never>;

const TICK = "tick";
const origin = (props: TimerProps) =>
  props.countDirection === "down" ? props.startTimeInSeconds : 0;
/** Counting up stops at startTimeInSeconds when that is set. */
const isDone = (props: TimerProps, time: number) =>
  props.countDirection === "down"
    ? time <= 0
    : props.startTimeInSeconds > 0 && time >= props.startTimeInSeconds;

function start(ctx: Ctx) {
  if (ctx.state.running || isDone(ctx.props, ctx.state.currentTimeInSeconds)) return;
  ctx.patch({ running: true });
  ctx.schedule(TICK, 1000, TICK);
}
function stop(ctx: Ctx) {
  if (ctx.state.running) ctx.patch({ running: false });
  ctx.cancelSchedule(TICK);
}
/** Sets the time, reports it and stops with `elapsed` when the end is reached. */
function setTime(ctx: Ctx, time: number) {
  const clamped = Math.min(MAX_TIMER_SECONDS, Math.max(0, Math.round(time)));
  if (clamped === ctx.state.currentTimeInSeconds) return;
  ctx.patch({ currentTimeInSeconds: clamped });
  ctx.emit("timeChanged", clamped);
  if (isDone(ctx.props, clamped)) {
    const wasRunning = ctx.state.running;
    stop(ctx);
    if (wasRunning || clamped === 0 || ctx.props.countDirection === "up") ctx.emit("elapsed");
  }
}

const Seconds = z.object({ seconds: z.number().check(z.gte(0), z.lte(MAX_TIMER_SECONDS)) });
const SECONDS_FIELDS = {
  seconds: {
    kind: "number",
    group: "content",
    order: 0,
    unit: "s",
    min: 0,
    max: MAX_TIMER_SECONDS,
    step: 1,
  },
} as const satisfies Record<string, FieldSpec>;

export const timerDefinition = defineElement<TimerProps, TimerState, never>({
  type: "timer",
  version: 0,
  schema: timerPropsSchema,
  defaultProps: () => ({
    startTimeInSeconds: 300,
    countDirection: "down",
    autoStart: false,
    color: "",
    fontSizeInRem: 2.5,
  }),
  fields: {
    startTimeInSeconds: {
      kind: "number",
      group: "content",
      order: 0,
      unit: "s",
      min: 0,
      max: MAX_TIMER_SECONDS,
      step: 1,
      help: true,
    },
    countDirection: { kind: "select", group: "content", order: 1, options: ["down", "up"] },
    color: { kind: "color", group: "content", order: 2, allowEmpty: true, help: true },
    fontSizeInRem: {
      kind: "number",
      group: "content",
      order: 3,
      unit: "rem",
      min: 0.25,
      max: 20,
      step: 0.25,
    },
    autoStart: { kind: "switch", group: "behaviour", order: 0 },
  },
  defaultSize: { width: 200, height: 80 },
  migrations: [],
  initialState: (props) => ({ currentTimeInSeconds: origin(props), running: false }),
  properties: {
    startTimeInSeconds: { type: "number", read: true, write: true },
    currentTimeInSeconds: { type: "number", read: true, write: false },
    running: { type: "boolean", read: true, write: false },
  },
  effects: {},
  triggers: {
    /** Every second while running, and when seconds are added or subtracted. */
    timeChanged: { value: "number" },
    /** Counting down reached 0, or counting up reached the start time. */
    elapsed: {},
  },
  actions: {
    start: { run: start },
    stop: { run: stop },
    reset: {
      run: (ctx) => {
        stop(ctx);
        const time = origin(ctx.props);
        if (time !== ctx.state.currentTimeInSeconds) {
          ctx.patch({ currentTimeInSeconds: time });
          ctx.emit("timeChanged", time);
        }
      },
    },
    resetAndStart: {
      run: (ctx) => {
        ctx.cancelSchedule(TICK);
        const time = origin(ctx.props);
        if (time !== ctx.state.currentTimeInSeconds) {
          ctx.patch({ currentTimeInSeconds: time });
          ctx.emit("timeChanged", time);
        }
        ctx.patch({ running: false });
        start(ctx);
      },
    },
    addSeconds: {
      args: Seconds,
      argFields: SECONDS_FIELDS,
      run: (ctx, { seconds }: { seconds: number }) =>
        setTime(ctx, ctx.state.currentTimeInSeconds + seconds),
    },
    subtractSeconds: {
      args: Seconds,
      argFields: SECONDS_FIELDS,
      run: (ctx, { seconds }: { seconds: number }) =>
        setTime(ctx, ctx.state.currentTimeInSeconds - seconds),
    },
    tick: {
      internal: true,
      run: (ctx) => {
        if (!ctx.state.running) return;
        setTime(
          ctx,
          ctx.state.currentTimeInSeconds + (ctx.props.countDirection === "down" ? -1 : 1),
        );
        if (ctx.state.running) ctx.schedule(TICK, 1000, TICK);
      },
    },
  },
  onSceneEnter: (ctx) => {
    if (ctx.props.autoStart) start(ctx);
  },
});

/** 75 → '01:15', 3725 → '1:02:05'. */
export function formatTimer(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
