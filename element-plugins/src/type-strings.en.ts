/**
 * Each element type's strings in English (namespace `elements`, under the type's key; see
 * labels.ts): the English editor page takes these (i18n.en.ts), type-strings.ts both languages.
 */
import type { ElementStrings } from "./contract/plugin";
import { aiChatManifest } from "./ai-chat/manifest";
import { aiChatStringsEn } from "./ai-chat/strings.en";
import { audioManifest } from "./audio/manifest";
import { audioStringsEn } from "./audio/strings.en";
import { imageManifest } from "./image/manifest";
import { imageStringsEn } from "./image/strings.en";
import { inputManifest } from "./input/manifest";
import { inputStringsEn } from "./input/strings.en";
import { jsxGraphManifest } from "./jsx-graph/manifest";
import { jsxGraphStringsEn } from "./jsx-graph/strings.en";
import { missingElementManifest } from "./missing-element/manifest";
import { missingElementStringsEn } from "./missing-element/strings.en";
import { numberCodeInputManifest } from "./number-code-input/manifest";
import { numberCodeInputStringsEn } from "./number-code-input/strings.en";
import { svgShapeManifest } from "./svg-shape/manifest";
import { svgShapeStringsEn } from "./svg-shape/strings.en";
import { textManifest } from "./text/manifest";
import { textStringsEn } from "./text/strings.en";
import { timerManifest } from "./timer/manifest";
import { timerStringsEn } from "./timer/strings.en";
import { videoManifest } from "./video/manifest";
import { videoStringsEn } from "./video/strings.en";

export const typeStringsEn: readonly (readonly [type: string, ElementStrings])[] = [
  [aiChatManifest.type, aiChatStringsEn],
  [audioManifest.type, audioStringsEn],
  [imageManifest.type, imageStringsEn],
  [inputManifest.type, inputStringsEn],
  [jsxGraphManifest.type, jsxGraphStringsEn],
  [missingElementManifest.type, missingElementStringsEn],
  [numberCodeInputManifest.type, numberCodeInputStringsEn],
  [svgShapeManifest.type, svgShapeStringsEn],
  [textManifest.type, textStringsEn],
  [timerManifest.type, timerStringsEn],
  [videoManifest.type, videoStringsEn],
];
