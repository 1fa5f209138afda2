import { defineElement } from "@exitgame/engine";
import { z } from "zod";

export const inputPropsSchema = z.object({
  label: z.string().max(200),
  placeholder: z.string().max(200),
  /** Text of the submit button; empty = no button (Enter submits). */
  buttonText: z.string().max(100),
});
export type InputProps = z.infer<typeof inputPropsSchema>;
export interface InputState {
  value: string;
}

const MAX_VALUE = 2000;

export const inputDefinition = defineElement<InputProps, InputState, never>({
  type: "input",
  version: 0,
  schema: inputPropsSchema,
  defaultProps: ({ locale }) =>
    locale === "de"
      ? { label: "Deine Antwort", placeholder: "Antwort eingeben …", buttonText: "Senden" }
      : { label: "Your answer", placeholder: "Type your answer …", buttonText: "Send" },
  fields: {
    label: { kind: "text", group: "content", order: 0 },
    placeholder: { kind: "text", group: "content", order: 1, help: true },
    buttonText: { kind: "text", group: "content", order: 2, help: true },
  },
  effects: {},
  defaultSize: { width: 360, height: 96 },
  migrations: [],
  initialState: () => ({ value: "" }),
  properties: {
    value: { type: "string", read: true, write: true },
  },
  triggers: {
    /** The player submitted a value (button or Enter); surrounding spaces are removed. */
    valueChanged: { value: "string" },
  },
  actions: {
    /** Sent by the renderer when the player submits. */
    submit: {
      internal: true,
      args: z.object({ value: z.string().max(MAX_VALUE) }),
      run: (ctx, args: { value: string }) => {
        const value = args.value.trim();
        ctx.patch({ value });
        ctx.emit("valueChanged", value);
      },
    },
    clear: {
      run: (ctx) => {
        if (ctx.state.value !== "") ctx.patch({ value: "" });
      },
    },
  },
});
