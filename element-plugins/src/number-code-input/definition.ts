import {
  defineElement,
  HintListSchema,
  type ActionContext,
  type AnswerDetail,
  type AnswerVerdict,
} from "@exitgame/engine";
import { z } from "zod/mini";

export const MAX_CODE_LENGTH = 16;

export const numberCodeInputPropsSchema = z.object({
  /** Digits, letters and special characters; no spaces. */
  expectedCode: z
    .string()
    .check(
      z.maxLength(MAX_CODE_LENGTH, { message: "numberCodeInput.errors.codeTooLong" }),
      z.regex(/^\S*$/u, { message: "numberCodeInput.errors.codeSpaces" }),
    ),
  /** Validate as soon as every position is filled. */
  autoValidate: z.boolean(),
  /** Letters compare without regard to case unless set. */
  caseSensitive: z.boolean(),
  showBackground: z.boolean(),
  showBorder: z.boolean(),
  /** Show a dot in empty positions. */
  showPlaceholder: z.boolean(),
  /** Show an open lock once the code is right. */
  showIconOnSuccess: z.boolean(),
  /** Hints for this lock, in the order players get them (secret until taken). */
  hints: HintListSchema,
});
export type NumberCodeInputProps = z.infer<typeof numberCodeInputPropsSchema>;
export interface NumberCodeInputState {
  currentValue: string;
  unlocked: boolean;
  /** Distinct wrong entries checked (an entry judged wrong before is not counted again). */
  incorrectAttempts: number;
  /** The entry was sent for checking; the verdict has not arrived. */
  checking: boolean;
  /** The entry shown was judged wrong: the next keystroke starts a new entry. */
  wrong: boolean;
  /** Counts every time a wrong entry is shown (the renderer shakes once per count). */
  wrongShown: number;
  /** The wrong entries judged so far, newest last (at most MAX_REJECTED). */
  rejected: string[];
  /** > 0: the host takes no answers for so many seconds; the entry is checked afterwards. */
  waitSeconds: number;
  /** Hints taken on this lock (the runtime keeps it, see HINTS_TAKEN_PROPERTY). */
  hintsTaken: number;
}
type Ctx = ActionContext<NumberCodeInputProps, NumberCodeInputState, never>;

const MAX_REJECTED = 50;

/** Codes a class tries first (the old default 1234 among them). */
const OBVIOUS_CODES = new Set(["1234", "0000", "1111", "4321", "12345", "123456"]);

export const codeLength = (props: NumberCodeInputProps) => [...props.expectedCode].length;

const initialState = (): NumberCodeInputState => ({
  currentValue: "",
  unlocked: false,
  incorrectAttempts: 0,
  checking: false,
  wrong: false,
  wrongShown: 0,
  rejected: [],
  waitSeconds: 0,
  hintsTaken: 0,
});

/** Snapshots saved before these fields existed lack them. */
const rejectedOf = (state: NumberCodeInputState) => state.rejected ?? [];
const same = (a: string, b: string, props: NumberCodeInputProps) =>
  props.caseSensitive ? a === b : a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The code is secret: the host (the API for a published game) checks it, see onAnswerChecked.
 * One entry is checked once: not while a check or a wait is running, and an entry judged wrong
 * before is shown as wrong again without asking (and without counting).
 */
function validate(ctx: Ctx) {
  const { state, props } = ctx;
  if (state.unlocked || state.checking || (state.waitSeconds ?? 0) > 0) return;
  const value = state.currentValue;
  if (value === "") return;
  if (rejectedOf(state).some((r) => same(r, value, props))) {
    ctx.patch({ wrong: true, wrongShown: (state.wrongShown ?? 0) + 1 });
    return;
  }
  ctx.patch({ checking: true });
  ctx.checkAnswer(value);
}

function onVerdict(ctx: Ctx, verdict: AnswerVerdict, value: string, detail: AnswerDetail) {
  const { state } = ctx;
  if (state.unlocked) return;
  if (verdict === "unavailable") {
    const seconds = detail.retryAfterSeconds;
    ctx.patch({ checking: false, ...(seconds ? { waitSeconds: seconds } : {}) });
    // The entry (with every keystroke made meanwhile) is checked when the wait is over.
    if (seconds) ctx.schedule("retry", seconds * 1000, "retry");
    return;
  }
  if (verdict === "correct") {
    ctx.patch({ checking: false, unlocked: true, wrong: false, currentValue: value });
    ctx.emit("validatedCorrectly");
    return;
  }
  const known = rejectedOf(state).some((r) => same(r, value, ctx.props));
  const stillShown = state.currentValue === value;
  ctx.patch({
    checking: false,
    incorrectAttempts: state.incorrectAttempts + (known ? 0 : 1),
    rejected: known ? rejectedOf(state) : [...rejectedOf(state), value].slice(-MAX_REJECTED),
    ...(stillShown ? { wrong: true, wrongShown: (state.wrongShown ?? 0) + 1 } : {}),
  });
  if (!known) ctx.emit("validatedIncorrectly");
}

function setValue(ctx: Ctx, raw: string) {
  if (ctx.state.unlocked) return;
  const value = [...raw.replace(/\s/gu, "")].slice(0, codeLength(ctx.props)).join("");
  if (value === ctx.state.currentValue) return;
  ctx.patch({ currentValue: value, wrong: false });
  ctx.emit("valueChanged", value);
  if (ctx.props.autoValidate && [...value].length === codeLength(ctx.props)) validate(ctx);
}

export const numberCodeInputDefinition = defineElement<
  NumberCodeInputProps,
  NumberCodeInputState,
  never
>({
  type: "number-code-input",
  version: 1,
  schema: numberCodeInputPropsSchema,
  defaultProps: () => ({
    // The author chooses the code: an empty (or an obvious) one is a problem in the panel.
    expectedCode: "",
    autoValidate: true,
    caseSensitive: false,
    showBackground: true,
    showBorder: true,
    showPlaceholder: true,
    showIconOnSuccess: true,
    hints: [],
  }),
  fields: {
    expectedCode: {
      kind: "text",
      group: "content",
      order: 0,
      secret: true,
      // The lock shows one box per character: players get a mask of the code's length.
      redact: "mask",
      help: true,
    },
    autoValidate: { kind: "switch", group: "behaviour", order: 0 },
    caseSensitive: { kind: "switch", group: "behaviour", order: 1 },
    showBackground: { kind: "switch", group: "appearance", order: 10 },
    showBorder: { kind: "switch", group: "appearance", order: 11 },
    showPlaceholder: { kind: "switch", group: "appearance", order: 12 },
    showIconOnSuccess: { kind: "switch", group: "appearance", order: 13 },
    hints: { kind: "hints", group: "content", order: 10, secret: true, redact: "hints" },
  },
  effects: {},
  defaultSize: { width: 320, height: 120 },
  migrations: [
    { id: "number-code-input/hints", up: (props) => ({ ...(props as object), hints: [] }) },
  ],
  initialState,
  answer: (props) => ({
    expected: props.expectedCode,
    tolerant: false,
    caseSensitive: props.caseSensitive,
  }),
  answerEntry: { property: "currentValue", field: "expectedCode", trigger: "valueChanged" },
  onAnswerChecked: onVerdict,
  problems: (props) =>
    props.expectedCode === ""
      ? [{ messageKey: "numberCodeInput.problems.codeEmpty", field: "expectedCode" }]
      : OBVIOUS_CODES.has(props.expectedCode)
        ? [{ messageKey: "numberCodeInput.problems.codeObvious", field: "expectedCode" }]
        : [],
  properties: {
    currentValue: { type: "string", read: true, write: true },
    unlocked: { type: "boolean", read: true, write: false },
    incorrectAttempts: { type: "number", read: true, write: false },
    hintsTaken: { type: "number", read: true, write: false },
  },
  triggers: {
    valueChanged: { value: "string" },
    validatedCorrectly: {},
    validatedIncorrectly: {},
  },
  actions: {
    /** Sent by the renderer as the player types. */
    type: {
      internal: true,
      fromPlayer: true,
      args: z.object({ value: z.string().check(z.maxLength(256)) }),
      run: (ctx, args: { value: string }) => setValue(ctx, args.value),
    },
    validate: { fromPlayer: true, run: validate },
    /** The host's wait is over: the entry as it is now is checked (if every position is filled). */
    retry: {
      internal: true,
      run: (ctx) => {
        ctx.patch({ waitSeconds: 0 });
        if ([...ctx.state.currentValue].length === codeLength(ctx.props)) validate(ctx);
      },
    },
    /** Clears the entry and locks again; the count of wrong attempts stays. */
    reset: {
      run: (ctx) => {
        if (ctx.state.currentValue !== "" || ctx.state.unlocked || ctx.state.wrong)
          ctx.patch({ currentValue: "", unlocked: false, wrong: false });
      },
    },
  },
});
