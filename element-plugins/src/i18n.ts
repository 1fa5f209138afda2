/** Strings of every element type, namespace `elements`; each plugin owns its own part. */
import { aiChatStrings } from "./ai-chat/strings";
import { audioStrings } from "./audio/strings";
import { imageStrings } from "./image/strings";
import { inputStrings } from "./input/strings";
import { jsxGraphStrings } from "./jsx-graph/strings";
import { numberCodeInputStrings } from "./number-code-input/strings";
import { svgShapeStrings } from "./svg-shape/strings";
import { textStrings } from "./text/strings";
import { timerStrings } from "./timer/strings";
import { videoStrings } from "./video/strings";

const parts = {
  text: textStrings,
  svgShape: svgShapeStrings,
  image: imageStrings,
  video: videoStrings,
  audio: audioStrings,
  timer: timerStrings,
  input: inputStrings,
  numberCodeInput: numberCodeInputStrings,
  jsxGraph: jsxGraphStrings,
  aiChat: aiChatStrings,
};

const pick = (lng: "de" | "en") =>
  Object.fromEntries(Object.entries(parts).map(([key, strings]) => [key, strings[lng]]));

export const ELEMENTS_NS = "elements";
export const elementResources = { de: { elements: pick("de") }, en: { elements: pick("en") } };

/**
 * Plugin schemas report problems as i18n keys ('video.errors.autoplayNeedsMuted'); this tells
 * whether a validation message is one of them, so apps can translate it.
 */
export function isElementMessageKey(message: string): boolean {
  const [type, ...rest] = message.split(".");
  if (!type || rest.length === 0 || !Object.hasOwn(parts, type)) return false;
  let node: unknown = (parts as Record<string, { en: unknown }>)[type]!.en;
  for (const key of rest)
    node =
      typeof node === "object" && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  return typeof node === "string";
}
