import {
  defineElement,
  HintListSchema,
  normalizeAnswer,
  type ActionContext,
  type AnswerDetail,
  type AnswerVerdict,
} from "@exitgame/engine";
import { z } from "zod/mini";

export const MAX_ANSWER = 500;

export const inputPropsSchema = z.object({
  label: z.string().check(z.maxLength(200)),
  placeholder: z.string().check(z.maxLength(200)),
  /** Text of the submit button; empty = no button (Enter submits). */
  buttonText: z.string().check(z.maxLength(100)),
  /**
   * The answer the API checks a sent value against (secret: players get "•" when there is one,
   * "" when there is none); empty: sending only fires "value sent".
   */
  expectedAnswer: z.string().check(z.maxLength(MAX_ANSWER)),
  /** Further accepted answers, one per line (secret like the answer). */
  alternatives: z.string().check(z.maxLength(5000)),
  /** Tolerant matching (case, spaces, umlauts, decimal comma); see answerMatches. */
  tolerant: z.boolean(),
  /** Hints for this question, in the order players get them (secret until taken). */
  hints: HintListSchema,
});
export type InputProps = z.infer<typeof inputPropsSchema>;
export interface InputState {
  value: string;
  /** The sent value is being checked; the verdict has not arrived. */
  checking: boolean;
  /** > 0: the host takes no answers for so many seconds; the value is checked afterwards. */
  waitSeconds: number;
  /** Wrong answers checked so far, newest last (at most MAX_REJECTED): not checked again. */
  rejected: string[];
  /** Counts sends of an answer judged wrong before (the renderer says so each time). */
  repeated: number;
  /** Hints taken on this question (the runtime keeps it, see HINTS_TAKEN_PROPERTY). */
  hintsTaken: number;
}

const MAX_REJECTED = 50;
const initialState = (): InputState => ({
  value: "",
  checking: false,
  waitSeconds: 0,
  rejected: [],
  repeated: 0,
  hintsTaken: 0,
});

const MAX_VALUE = 2000;

/** The alternatives field as a list: one answer per line, empty lines dropped. */
export const alternativeAnswers = (text: string): string[] =>
  text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter(Boolean);

type Ctx = ActionContext<InputProps, InputState, never>;

const sameAnswer = (a: string, b: string, props: InputProps) =>
  props.tolerant ? normalizeAnswer(a) === normalizeAnswer(b) : a === b;

/** One answer is checked once: not during a check or a wait, and a known wrong one not again. */
function check(ctx: Ctx) {
  const { state, props } = ctx;
  const value = state.value;
  if (props.expectedAnswer === "" || value === "") return;
  if (state.checking || (state.waitSeconds ?? 0) > 0) return;
  if ((state.rejected ?? []).some((r) => sameAnswer(r, value, props))) {
    ctx.patch({ repeated: (state.repeated ?? 0) + 1 });
    return;
  }
  ctx.patch({ checking: true });
  ctx.checkAnswer(value);
}

function onVerdict(ctx: Ctx, verdict: AnswerVerdict, value: string, detail: AnswerDetail) {
  if (verdict === "unavailable") {
    const seconds = detail.retryAfterSeconds;
    ctx.patch({ checking: false, ...(seconds ? { waitSeconds: seconds } : {}) });
    // The value sent last is checked when the wait is over.
    if (seconds) ctx.schedule("retry", seconds * 1000, "retry");
    return;
  }
  ctx.patch({ checking: false });
  if (verdict === "correct") return ctx.emit("validatedCorrectly");
  const rejected = ctx.state.rejected ?? [];
  if (rejected.some((r) => sameAnswer(r, value, ctx.props))) return;
  ctx.patch({ rejected: [...rejected, value].slice(-MAX_REJECTED) });
  ctx.emit("validatedIncorrectly");
}

export const inputDefinition = defineElement<InputProps, InputState, never>({
  type: "input",
  version: 2,
  schema: inputPropsSchema,
  defaultProps: ({ locale }) => ({
    ...(locale === "de"
      ? { label: "Deine Antwort", placeholder: "Antwort eingeben …", buttonText: "Senden" }
      : { label: "Your answer", placeholder: "Type your answer …", buttonText: "Send" }),
    expectedAnswer: "",
    alternatives: "",
    tolerant: true,
    hints: [],
  }),
  fields: {
    label: { kind: "text", group: "content", order: 0 },
    placeholder: { kind: "text", group: "content", order: 1, help: true },
    buttonText: { kind: "text", group: "content", order: 2, help: true },
    expectedAnswer: {
      kind: "text",
      group: "content",
      order: 3,
      secret: true,
      // Players' copy only says whether there is an answer to check.
      redact: "presence",
      help: true,
    },
    alternatives: {
      kind: "multilineText",
      group: "content",
      order: 4,
      rows: 3,
      secret: true,
      help: true,
    },
    tolerant: { kind: "switch", group: "content", order: 5, help: true },
    hints: { kind: "hints", group: "content", order: 10, secret: true, redact: "hints" },
  },
  effects: {},
  defaultSize: { width: 360, height: 96 },
  migrations: [
    {
      id: "input/expected-answer",
      up: (props) => ({
        ...(props as object),
        expectedAnswer: "",
        alternatives: "",
        tolerant: true,
      }),
    },
    { id: "input/hints", up: (props) => ({ ...(props as object), hints: [] }) },
  ],
  initialState,
  properties: {
    value: { type: "string", read: true, write: true },
    hintsTaken: { type: "number", read: true, write: false },
  },
  triggers: {
    /** The player submitted a value (button or Enter); surrounding spaces are removed. */
    valueChanged: { value: "string" },
    /** The sent value is the expected answer (or an alternative). */
    validatedCorrectly: {},
    /** The sent value is not the expected answer. */
    validatedIncorrectly: {},
  },
  actions: {
    /** Sent by the renderer when the player submits. */
    submit: {
      internal: true,
      fromPlayer: true,
      args: z.object({ value: z.string().check(z.maxLength(MAX_VALUE)) }),
      run: (ctx, args: { value: string }) => {
        const value = args.value.trim();
        ctx.patch({ value, repeated: 0 });
        ctx.emit("valueChanged", value);
        check(ctx);
      },
    },
    /** The host's wait is over: the value sent last is checked. */
    retry: {
      internal: true,
      run: (ctx) => {
        ctx.patch({ waitSeconds: 0 });
        check(ctx);
      },
    },
    clear: {
      run: (ctx) => {
        if (ctx.state.value !== "") ctx.patch({ value: "" });
      },
    },
  },
  answer: (props) => ({
    expected: props.expectedAnswer,
    alternatives: alternativeAnswers(props.alternatives),
    tolerant: props.tolerant,
  }),
  answerEntry: { property: "value", field: "expectedAnswer", trigger: "valueChanged" },
  onAnswerChecked: onVerdict,
});
