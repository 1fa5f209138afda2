/**
 * Each element type's strings (namespace `elements`, under the type's key; see labels.ts): the
 * editor and the API take all of them (i18n.ts); the play page takes a type's strings with its
 * view (the plugin carries them, see views.ts), so its first load carries none.
 */
import type { Locale } from "@exitgame/engine";
import type { ElementStrings } from "./contract/plugin";
import { aiChatManifest } from "./ai-chat/manifest";
import { aiChatStrings } from "./ai-chat/strings";
import { audioManifest } from "./audio/manifest";
import { audioStrings } from "./audio/strings";
import { imageManifest } from "./image/manifest";
import { imageStrings } from "./image/strings";
import { inputManifest } from "./input/manifest";
import { inputStrings } from "./input/strings";
import { jsxGraphManifest } from "./jsx-graph/manifest";
import { jsxGraphStrings } from "./jsx-graph/strings";
import { missingElementManifest } from "./missing-element/manifest";
import { missingElementStrings } from "./missing-element/strings";
import { numberCodeInputManifest } from "./number-code-input/manifest";
import { numberCodeInputStrings } from "./number-code-input/strings";
import { svgShapeManifest } from "./svg-shape/manifest";
import { svgShapeStrings } from "./svg-shape/strings";
import { textManifest } from "./text/manifest";
import { textStrings } from "./text/strings";
import { timerManifest } from "./timer/manifest";
import { timerStrings } from "./timer/strings";
import { videoManifest } from "./video/manifest";
import { videoStrings } from "./video/strings";

export const typeStrings: readonly (readonly [type: string, Record<Locale, ElementStrings>])[] = [
  [aiChatManifest.type, aiChatStrings],
  [audioManifest.type, audioStrings],
  [imageManifest.type, imageStrings],
  [inputManifest.type, inputStrings],
  [jsxGraphManifest.type, jsxGraphStrings],
  [missingElementManifest.type, missingElementStrings],
  [numberCodeInputManifest.type, numberCodeInputStrings],
  [svgShapeManifest.type, svgShapeStrings],
  [textManifest.type, textStrings],
  [timerManifest.type, timerStrings],
  [videoManifest.type, videoStrings],
];
