import { defineElement, type ActionContext, type AnswerVerdict } from "@exitgame/engine";
import { z } from "zod";

export const MAX_ANSWER = 500;

export const inputPropsSchema = z.object({
  label: z.string().max(200),
  placeholder: z.string().max(200),
  /** Text of the submit button; empty = no button (Enter submits). */
  buttonText: z.string().max(100),
  /**
   * The answer the API checks a sent value against (secret: players get "•" when there is one,
   * "" when there is none); empty: sending only fires "value sent".
   */
  expectedAnswer: z.string().max(MAX_ANSWER),
  /** Further accepted answers, one per line (secret like the answer). */
  alternatives: z.string().max(5000),
  /** Tolerant matching (case, spaces, umlauts, decimal comma); see answerMatches. */
  tolerant: z.boolean(),
});
export type InputProps = z.infer<typeof inputPropsSchema>;
export interface InputState {
  value: string;
}

const MAX_VALUE = 2000;

/** The alternatives field as a list: one answer per line, empty lines dropped. */
export const alternativeAnswers = (text: string): string[] =>
  text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter(Boolean);

type Ctx = ActionContext<InputProps, InputState, never>;

function onVerdict(ctx: Ctx, verdict: AnswerVerdict) {
  if (verdict === "correct") ctx.emit("validatedCorrectly");
  else if (verdict === "incorrect") ctx.emit("validatedIncorrectly");
}

export const inputDefinition = defineElement<InputProps, InputState, never>({
  type: "input",
  version: 1,
  schema: inputPropsSchema,
  defaultProps: ({ locale }) => ({
    ...(locale === "de"
      ? { label: "Deine Antwort", placeholder: "Antwort eingeben …", buttonText: "Senden" }
      : { label: "Your answer", placeholder: "Type your answer …", buttonText: "Send" }),
    expectedAnswer: "",
    alternatives: "",
    tolerant: true,
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
  ],
  initialState: () => ({ value: "" }),
  properties: {
    value: { type: "string", read: true, write: true },
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
      args: z.object({ value: z.string().max(MAX_VALUE) }),
      run: (ctx, args: { value: string }) => {
        const value = args.value.trim();
        ctx.patch({ value });
        ctx.emit("valueChanged", value);
        if (ctx.props.expectedAnswer !== "" && value !== "") ctx.checkAnswer(value);
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
