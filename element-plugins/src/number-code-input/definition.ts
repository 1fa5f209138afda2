import { defineElement, type ActionContext, type AnswerVerdict } from "@exitgame/engine";
import { z } from "zod";

export const MAX_CODE_LENGTH = 16;

export const numberCodeInputPropsSchema = z.object({
  /** Digits, letters and special characters; no spaces. */
  expectedCode: z
    .string()
    .min(1, { message: "numberCodeInput.errors.codeRequired" })
    .max(MAX_CODE_LENGTH, { message: "numberCodeInput.errors.codeTooLong" })
    .regex(/^\S+$/u, { message: "numberCodeInput.errors.codeSpaces" }),
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
});
export type NumberCodeInputProps = z.infer<typeof numberCodeInputPropsSchema>;
export interface NumberCodeInputState {
  currentValue: string;
  unlocked: boolean;
  incorrectAttempts: number;
}
type Ctx = ActionContext<NumberCodeInputProps, NumberCodeInputState, never>;

export const codeLength = (props: NumberCodeInputProps) => [...props.expectedCode].length;

/** The code is secret: the host (the API for a published game) checks it, see onAnswerChecked. */
function validate(ctx: Ctx) {
  if (ctx.state.unlocked) return;
  ctx.checkAnswer(ctx.state.currentValue);
}

function onVerdict(ctx: Ctx, verdict: AnswerVerdict) {
  if (ctx.state.unlocked || verdict === "unavailable") return;
  if (verdict === "correct") {
    ctx.patch({ unlocked: true });
    ctx.emit("validatedCorrectly");
  } else {
    ctx.patch({ incorrectAttempts: ctx.state.incorrectAttempts + 1 });
    ctx.emit("validatedIncorrectly");
  }
}

function setValue(ctx: Ctx, raw: string) {
  if (ctx.state.unlocked) return;
  const value = [...raw.replace(/\s/gu, "")].slice(0, codeLength(ctx.props)).join("");
  if (value === ctx.state.currentValue) return;
  ctx.patch({ currentValue: value });
  ctx.emit("valueChanged", value);
  if (ctx.props.autoValidate && [...value].length === codeLength(ctx.props)) validate(ctx);
}

export const numberCodeInputDefinition = defineElement<
  NumberCodeInputProps,
  NumberCodeInputState,
  never
>({
  type: "number-code-input",
  version: 0,
  schema: numberCodeInputPropsSchema,
  defaultProps: () => ({
    expectedCode: "1234",
    autoValidate: true,
    caseSensitive: false,
    showBackground: true,
    showBorder: true,
    showPlaceholder: true,
    showIconOnSuccess: true,
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
  },
  effects: {},
  defaultSize: { width: 320, height: 120 },
  migrations: [],
  initialState: () => ({ currentValue: "", unlocked: false, incorrectAttempts: 0 }),
  answer: (props) => ({
    expected: props.expectedCode,
    tolerant: false,
    caseSensitive: props.caseSensitive,
  }),
  answerEntry: { property: "currentValue", field: "expectedCode", trigger: "valueChanged" },
  onAnswerChecked: onVerdict,
  properties: {
    currentValue: { type: "string", read: true, write: true },
    unlocked: { type: "boolean", read: true, write: false },
    incorrectAttempts: { type: "number", read: true, write: false },
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
      args: z.object({ value: z.string().max(256) }),
      run: (ctx, args: { value: string }) => setValue(ctx, args.value),
    },
    validate: { fromPlayer: true, run: validate },
    /** Clears the entry and locks again; the count of wrong attempts stays. */
    reset: {
      run: (ctx) => {
        if (ctx.state.currentValue !== "" || ctx.state.unlocked)
          ctx.patch({ currentValue: "", unlocked: false });
      },
    },
  },
});
