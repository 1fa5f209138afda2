/**
 * Each element type's strings (namespace `elements`, under the type's key; see labels.ts): the
 * editor and the API take all of them (i18n.ts); the play page takes a type's strings with its
 * view (the plugin carries them, see views.ts), so its first load carries none.
 */
import type { Locale } from "@exitgame/engine";
import type { ElementStrings } from "./contract/plugin";
import { aiChatStrings } from "./ai-chat/strings";
import { audioStrings } from "./audio/strings";
import { imageStrings } from "./image/strings";
import { inputStrings } from "./input/strings";
import { jsxGraphStrings } from "./jsx-graph/strings";
import { missingElementStrings } from "./missing-element/strings";
import { numberCodeInputStrings } from "./number-code-input/strings";
import { svgShapeStrings } from "./svg-shape/strings";
import { textStrings } from "./text/strings";
import { timerStrings } from "./timer/strings";
import { videoStrings } from "./video/strings";

export const typeStrings: Readonly<Record<string, Record<Locale, ElementStrings>>> = {
  "ai-chat": aiChatStrings,
  audio: audioStrings,
  image: imageStrings,
  input: inputStrings,
  "jsx-graph": jsxGraphStrings,
  "missing-element": missingElementStrings,
  "number-code-input": numberCodeInputStrings,
  "svg-shape": svgShapeStrings,
  text: textStrings,
  timer: timerStrings,
  video: videoStrings,
};
