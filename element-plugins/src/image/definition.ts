import { defineElement } from "@exitgame/engine";
import { z } from "zod/mini";
import { MAX_MEDIA_SRC } from "../contract/media";

export const imagePropsSchema = z.object({
  /** An image asset id of the game gallery (or an https/data URL). Empty until one is chosen. */
  src: z.string().check(z.maxLength(MAX_MEDIA_SRC)),
  /** Alternative text (the element's accessible name unless the author sets one in common). */
  alt: z.string().check(z.maxLength(500)),
  fit: z.enum(["contain", "cover", "fill"]),
});
export type ImageProps = z.infer<typeof imagePropsSchema>;

export const imageDefinition = defineElement<ImageProps, undefined, never>({
  type: "image",
  version: 0,
  schema: imagePropsSchema,
  defaultProps: () => ({ src: "", alt: "", fit: "contain" }),
  fields: {
    src: { kind: "asset", accept: "image", group: "content", order: 0 },
    alt: { kind: "text", group: "content", order: 1, help: true },
    fit: { kind: "select", group: "content", order: 2, options: ["contain", "cover", "fill"] },
  },
  accessibility: { altText: (props) => props.alt },
  defaultSize: { width: 320, height: 240 },
  migrations: [],
  properties: {},
  triggers: {},
  actions: {},
  effects: {},
});
