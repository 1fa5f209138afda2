import { defineElement } from "@exitgame/engine";
import { z } from "zod/mini";
import { themeVariables } from "../contract/themes";

export const TEXT_DEFAULT: Record<"de" | "en", string> = {
  de: "Zum Bearbeiten klicken",
  en: "Click to edit",
};

export const textPropsSchema = z.object({
  text: z.string().check(z.maxLength(20_000)),
  /** Relative to the stage's 16 px root size, so text scales with the stage. */
  fontSizeInRem: z.number().check(z.gte(0.25), z.lte(20)),
  textAlign: z.enum(["left", "center", "right"]),
  /** CSS colour; empty = the element's theme text colour. */
  color: z.string().check(z.maxLength(100)),
  bold: z.boolean(),
  /**
   * How the text fits its box: "grow" (the editor keeps the box as high as the text), "shrink"
   * (the font size goes down until the text fits) or "none" (the text may be cut off).
   */
  fit: z.enum(["grow", "shrink", "none"]),
});
export type TextProps = z.infer<typeof textPropsSchema>;

export const textDefinition = defineElement<TextProps, undefined, "speech.speak" | "speech.cancel">(
  {
    type: "text",
    version: 1,
    schema: textPropsSchema,
    defaultProps: ({ locale }) => ({
      text: TEXT_DEFAULT[locale],
      fontSizeInRem: 1.5,
      textAlign: "center",
      color: "",
      bold: false,
      fit: "grow",
    }),
    fields: {
      text: { kind: "multilineText", group: "content", order: 0, rows: 4 },
      fontSizeInRem: {
        kind: "number",
        group: "content",
        order: 1,
        unit: "rem",
        min: 0.25,
        max: 20,
        step: 0.25,
      },
      textAlign: {
        kind: "select",
        group: "content",
        order: 2,
        options: ["left", "center", "right"],
      },
      color: { kind: "color", group: "content", order: 3, allowEmpty: true, help: true },
      bold: { kind: "switch", group: "content", order: 4 },
      fit: {
        kind: "select",
        group: "content",
        order: 5,
        options: ["grow", "shrink", "none"],
        help: true,
      },
    },
    accessibility: {
      contentName: (props) => props.text,
      text: (props, element) => {
        if (!props.text.trim()) return null;
        // "" is the theme's text colour, which the author may override with --eg-text.
        const color =
          props.color ||
          element.styleOverrides["--eg-text"] ||
          themeVariables(element.colorTheme, element.themeMode)["--eg-text"]!;
        const px = props.fontSizeInRem * 16;
        return { color, large: px >= 24 || (props.bold && px >= 18.66) };
      },
    },
    defaultSize: { width: 320, height: 80 },
    migrations: [
      // Documents from before "fit" keep their look: their boxes stay as they were drawn.
      { id: "text/fit", up: (props) => ({ ...(props as object), fit: "none" }) },
    ],
    properties: {
      text: { type: "string", read: true, write: true },
      fontSizeInRem: { type: "number", read: true, write: true },
    },
    triggers: {},
    effects: {
      "speech.speak": { handledBy: "player" },
      "speech.cancel": { handledBy: "player" },
    },
    actions: {
      /** Read the text aloud with the element's voice, speed and pitch (speech synthesis). */
      speak: { run: (ctx) => void ctx.effect("speech.speak", { text: ctx.props.text }) },
      /** Stop reading aloud. */
      stopSpeaking: { run: (ctx) => void ctx.effect("speech.cancel") },
    },
  },
);
