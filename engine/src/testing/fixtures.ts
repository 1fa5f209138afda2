/**
 * Small element definitions for engine tests (the engine never imports element-plugins). They
 * mirror the behaviour the real plugins need so that every trigger and action of the rule vocabulary can be
 * exercised headlessly.
 */
import { HintListSchema, type Hint } from "../hints/hints";
import { z } from "zod/mini";
import { defineElement } from "../elements/contract";
import { createRegistry } from "../elements/registry";

export const textFixture = defineElement({
  type: "text",
  version: 1,
  schema: z.object({ text: z.string(), fontSizeInRem: z.number().check(z.gte(0.1)) }),
  defaultProps: ({ locale }) => ({
    text: locale === "de" ? "Zum Bearbeiten klicken" : "Click to edit",
    fontSizeInRem: 1,
  }),
  defaultSize: { width: 200, height: 50 },
  // v0 stored the font size in px as `fontSize`.
  fields: {
    text: { kind: "multilineText", group: "content", order: 0 },
    fontSizeInRem: { kind: "number", group: "content", order: 1, unit: "rem" },
  },
  effects: {},
  migrations: [
    {
      id: "text/001-font-size-rem",
      up: (props) => {
        const { fontSize, ...rest } = props as { fontSize?: number };
        return { ...rest, fontSizeInRem: typeof fontSize === "number" ? fontSize / 16 : 1 };
      },
    },
  ],
  properties: {
    text: { type: "string", read: true, write: true },
    fontSizeInRem: { type: "number", read: true, write: true },
  },
  triggers: {},
  actions: {},
});

export const boxFixture = defineElement({
  type: "box",
  version: 0,
  schema: z.object({}),
  defaultProps: () => ({}),
  defaultSize: { width: 100, height: 100 },
  fields: {},
  effects: {},
  migrations: [],
  properties: {},
  triggers: {},
  actions: {},
});

interface TimerState {
  remaining: number;
  running: boolean;
}
export const timerFixture = defineElement<
  { startTimeInSeconds: number; autoStart: boolean },
  TimerState
>({
  type: "timer",
  version: 0,
  schema: z.object({
    startTimeInSeconds: z.number().check(z.int(), z.gte(0)),
    autoStart: z.boolean(),
  }),
  defaultProps: () => ({ startTimeInSeconds: 60, autoStart: false }),
  defaultSize: { width: 160, height: 60 },
  fields: {
    startTimeInSeconds: { kind: "number", group: "content", order: 0, unit: "s" },
    autoStart: { kind: "switch", group: "behaviour", order: 0 },
  },
  effects: {},
  migrations: [],
  initialState: (props) => ({ remaining: props.startTimeInSeconds, running: false }),
  properties: {
    startTimeInSeconds: { type: "number", read: true, write: true },
    remaining: { type: "number", read: true, write: false },
  },
  triggers: { timeChanged: { value: "number" }, elapsed: {} },
  actions: {
    start: {
      run: (ctx) => {
        if (!ctx.state.running && ctx.state.remaining > 0) {
          ctx.patch({ running: true });
          ctx.schedule("tick", 1000, "tick");
        }
      },
    },
    stop: {
      run: (ctx) => {
        ctx.patch({ running: false });
        ctx.cancelSchedule("tick");
      },
    },
    reset: {
      run: (ctx) => {
        ctx.patch({ running: false, remaining: ctx.props.startTimeInSeconds });
        ctx.cancelSchedule("tick");
      },
    },
    resetAndStart: {
      run: (ctx) => {
        ctx.patch({ running: true, remaining: ctx.props.startTimeInSeconds });
        ctx.schedule("tick", 1000, "tick");
      },
    },
    addSeconds: {
      args: z.object({ seconds: z.number().check(z.gte(0)) }),
      run: (ctx, args: { seconds: number }) => {
        const remaining = ctx.state.remaining + args.seconds;
        ctx.patch({ remaining });
        ctx.emit("timeChanged", remaining);
      },
    },
    subtractSeconds: {
      args: z.object({ seconds: z.number().check(z.gte(0)) }),
      run: (ctx, args: { seconds: number }) => {
        const remaining = Math.max(0, ctx.state.remaining - args.seconds);
        ctx.patch({ remaining });
        ctx.emit("timeChanged", remaining);
        if (remaining === 0) {
          ctx.patch({ running: false });
          ctx.cancelSchedule("tick");
          ctx.emit("elapsed");
        }
      },
    },
    tick: {
      internal: true,
      run: (ctx) => {
        if (!ctx.state.running) return;
        const remaining = ctx.state.remaining - 1;
        ctx.patch({ remaining });
        ctx.emit("timeChanged", remaining);
        if (remaining <= 0) {
          ctx.patch({ running: false });
          ctx.emit("elapsed");
        } else ctx.schedule("tick", 1000, "tick");
      },
    },
  },
  onSceneEnter: (ctx) => {
    if (ctx.props.autoStart && !ctx.state.running) {
      ctx.patch({ running: true });
      ctx.schedule("tick", 1000, "tick");
    }
  },
});

export const inputFixture = defineElement<{ placeholder: string }, { value: string }>({
  type: "input",
  version: 0,
  schema: z.object({ placeholder: z.string() }),
  defaultProps: () => ({ placeholder: "" }),
  defaultSize: { width: 240, height: 48 },
  fields: { placeholder: { kind: "text", group: "content", order: 0 } },
  effects: {},
  migrations: [],
  initialState: () => ({ value: "" }),
  properties: { value: { type: "string", read: true, write: true } },
  triggers: { valueChanged: { value: "string" } },
  actions: {
    /** Sent by the renderer when the player submits a value. */
    submit: {
      args: z.object({ value: z.string() }),
      run: (ctx, args: { value: string }) => {
        ctx.patch({ value: args.value });
        ctx.emit("valueChanged", args.value);
      },
    },
  },
});

export const audioFixture = defineElement<
  { src: string; stopOnSceneLeave: boolean },
  { isPlaying: boolean }
>({
  type: "audio",
  version: 0,
  schema: z.object({ src: z.string(), stopOnSceneLeave: z.boolean() }),
  defaultProps: () => ({ src: "sound.mp3", stopOnSceneLeave: true }),
  defaultSize: { width: 48, height: 48 },
  fields: {
    src: { kind: "asset", accept: "audio", group: "content", order: 0 },
    stopOnSceneLeave: { kind: "switch", group: "behaviour", order: 0 },
  },
  effects: { "audio.play": { handledBy: "player" }, "audio.stop": { handledBy: "player" } },
  migrations: [],
  initialState: () => ({ isPlaying: false }),
  properties: { isPlaying: { type: "boolean", read: true, write: false } },
  triggers: {},
  actions: {
    play: {
      run: (ctx) => {
        ctx.patch({ isPlaying: true });
        ctx.effect("audio.play", { src: ctx.props.src });
      },
    },
    stop: {
      run: (ctx) => {
        ctx.patch({ isPlaying: false });
        ctx.effect("audio.stop");
      },
    },
    /** Sent by the player's adapter when the sound ends by itself. */
    ended: { internal: true, run: (ctx) => ctx.patch({ isPlaying: false }) },
  },
  onSceneLeave: (ctx) => {
    if (ctx.props.stopOnSceneLeave && ctx.state.isPlaying) {
      ctx.patch({ isPlaying: false });
      ctx.effect("audio.stop");
    }
  },
});

export const videoFixture = defineElement<
  { src: string },
  { status: "stopped" | "playing" | "paused" }
>({
  type: "video",
  version: 0,
  schema: z.object({ src: z.string() }),
  defaultProps: () => ({ src: "clip.mp4" }),
  defaultSize: { width: 640, height: 360 },
  fields: { src: { kind: "asset", accept: "video", group: "content", order: 0 } },
  effects: {
    "video.play": { handledBy: "renderer" },
    "video.pause": { handledBy: "renderer" },
    "video.stop": { handledBy: "renderer" },
  },
  migrations: [],
  initialState: () => ({ status: "stopped" }),
  properties: {},
  triggers: {},
  actions: {
    play: {
      run: (ctx) => {
        ctx.patch({ status: "playing" });
        ctx.effect("video.play");
      },
    },
    pause: {
      run: (ctx) => {
        ctx.patch({ status: "paused" });
        ctx.effect("video.pause");
      },
    },
    stop: {
      run: (ctx) => {
        ctx.patch({ status: "stopped" });
        ctx.effect("video.stop");
      },
    },
  },
});

interface LockState {
  currentValue: string;
  unlocked: boolean;
  incorrectAttempts: number;
  hintsTaken: number;
}
export const numberCodeFixture = defineElement<
  { expectedCode: string; autoValidate: boolean; hints: Hint[] },
  LockState
>({
  type: "number-code-input",
  version: 0,
  schema: z.object({
    expectedCode: z.string().check(z.minLength(1)),
    autoValidate: z.boolean(),
    hints: HintListSchema,
  }),
  defaultProps: () => ({ expectedCode: "1234", autoValidate: false, hints: [] }),
  defaultSize: { width: 300, height: 80 },
  fields: {
    expectedCode: { kind: "text", group: "content", order: 0, secret: true },
    autoValidate: { kind: "switch", group: "behaviour", order: 0 },
    hints: { kind: "hints", group: "content", order: 1, secret: true, redact: "hints" },
  },
  effects: {},
  migrations: [],
  initialState: () => ({ currentValue: "", unlocked: false, incorrectAttempts: 0, hintsTaken: 0 }),
  properties: {
    currentValue: { type: "string", read: true, write: true },
    unlocked: { type: "boolean", read: true, write: false },
    incorrectAttempts: { type: "number", read: true, write: false },
    hintsTaken: { type: "number", read: true, write: false },
  },
  triggers: { valueChanged: { value: "string" }, validatedCorrectly: {}, validatedIncorrectly: {} },
  actions: {
    type: {
      internal: true,
      fromPlayer: true,
      args: z.object({ value: z.string() }),
      run: (ctx, args: { value: string }) => {
        ctx.patch({ currentValue: args.value });
        ctx.emit("valueChanged", args.value);
        if (ctx.props.autoValidate && args.value.length === ctx.props.expectedCode.length)
          validate(ctx);
      },
    },
    validate: { fromPlayer: true, run: (ctx) => validate(ctx) },
    reset: { run: (ctx) => ctx.patch({ currentValue: "", unlocked: false }) },
  },
  answer: (props) => ({ expected: props.expectedCode, tolerant: false }),
  answerEntry: { property: "currentValue", field: "expectedCode", trigger: "valueChanged" },
  onAnswerChecked: (ctx, verdict) => onVerdict(ctx, verdict),
});
/** Like the real lock: the host checks the code (ctx.checkAnswer), the verdict comes back. */
function validate(ctx: { state: LockState; checkAnswer(value: string): string }) {
  if (ctx.state.unlocked) return;
  ctx.checkAnswer(ctx.state.currentValue);
}
function onVerdict(
  ctx: { state: LockState; patch(p: Partial<LockState>): void; emit(t: string): void },
  verdict: "correct" | "incorrect" | "unavailable",
) {
  if (ctx.state.unlocked || verdict === "unavailable") return;
  if (verdict === "correct") {
    ctx.patch({ unlocked: true });
    ctx.emit("validatedCorrectly");
  } else {
    ctx.patch({ incorrectAttempts: ctx.state.incorrectAttempts + 1 });
    ctx.emit("validatedIncorrectly");
  }
}

export const jsxGraphFixture = defineElement({
  type: "jsx-graph",
  version: 0,
  schema: z.object({ code: z.string() }),
  defaultProps: () => ({ code: 'JXG.JSXGraph.initBoard("box", {})' }),
  defaultSize: { width: 400, height: 400 },
  fields: { code: { kind: "code", language: "js", group: "content", order: 0 } },
  effects: {},
  migrations: [],
  properties: {},
  triggers: {
    messageSent: { value: "string", payload: z.object({ message: z.string() }), fromPlayer: true },
  },
  actions: {},
});

export const FIXTURE_DEFINITIONS = [
  textFixture,
  boxFixture,
  timerFixture,
  inputFixture,
  audioFixture,
  videoFixture,
  numberCodeFixture,
  jsxGraphFixture,
];
export const createFixtureRegistry = () => createRegistry(FIXTURE_DEFINITIONS);
