/**
 * Each element type's strings in German (namespace `elements`, under the type's key; see
 * labels.ts): the German editor page takes these (i18n.de.ts), type-strings.ts both languages.
 */
import type { ElementStrings } from "./contract/plugin";
import { aiChatManifest } from "./ai-chat/manifest";
import { aiChatStringsDe } from "./ai-chat/strings.de";
import { audioManifest } from "./audio/manifest";
import { audioStringsDe } from "./audio/strings.de";
import { imageManifest } from "./image/manifest";
import { imageStringsDe } from "./image/strings.de";
import { inputManifest } from "./input/manifest";
import { inputStringsDe } from "./input/strings.de";
import { jsxGraphManifest } from "./jsx-graph/manifest";
import { jsxGraphStringsDe } from "./jsx-graph/strings.de";
import { missingElementManifest } from "./missing-element/manifest";
import { missingElementStringsDe } from "./missing-element/strings.de";
import { numberCodeInputManifest } from "./number-code-input/manifest";
import { numberCodeInputStringsDe } from "./number-code-input/strings.de";
import { svgShapeManifest } from "./svg-shape/manifest";
import { svgShapeStringsDe } from "./svg-shape/strings.de";
import { textManifest } from "./text/manifest";
import { textStringsDe } from "./text/strings.de";
import { timerManifest } from "./timer/manifest";
import { timerStringsDe } from "./timer/strings.de";
import { videoManifest } from "./video/manifest";
import { videoStringsDe } from "./video/strings.de";

export const typeStringsDe: readonly (readonly [type: string, ElementStrings])[] = [
  [aiChatManifest.type, aiChatStringsDe],
  [audioManifest.type, audioStringsDe],
  [imageManifest.type, imageStringsDe],
  [inputManifest.type, inputStringsDe],
  [jsxGraphManifest.type, jsxGraphStringsDe],
  [missingElementManifest.type, missingElementStringsDe],
  [numberCodeInputManifest.type, numberCodeInputStringsDe],
  [svgShapeManifest.type, svgShapeStringsDe],
  [textManifest.type, textStringsDe],
  [timerManifest.type, timerStringsDe],
  [videoManifest.type, videoStringsDe],
];
