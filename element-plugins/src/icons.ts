/**
 * An icon per element type for the editor's lists, without React or the definitions, so the
 * editor's first chunk stays small. Each type's icon lives in its folder (icon.ts); this is the
 * list of them, one line per type, as in views.ts.
 */
import { textIcon } from "./text/icon";
import { svgShapeIcon } from "./svg-shape/icon";
import { imageIcon } from "./image/icon";
import { videoIcon } from "./video/icon";
import { audioIcon } from "./audio/icon";
import { timerIcon } from "./timer/icon";
import { inputIcon } from "./input/icon";
import { numberCodeInputIcon } from "./number-code-input/icon";
import { jsxGraphIcon } from "./jsx-graph/icon";
import { aiChatIcon } from "./ai-chat/icon";
import { missingElementIcon } from "./missing-element/icon";

export interface ElementIcon {
  type: string;
  /** 24×24 SVG path data, drawn stroked. */
  path: string;
}

const ICONS = new Map(
  [
    textIcon,
    svgShapeIcon,
    imageIcon,
    videoIcon,
    audioIcon,
    timerIcon,
    inputIcon,
    numberCodeInputIcon,
    jsxGraphIcon,
    aiChatIcon,
    missingElementIcon,
  ].map((icon) => [icon.type, icon.path]),
);

/** Path data for a type (a plain square for a type without its own icon). */
export function elementIcon(type: string): string {
  return ICONS.get(type) ?? "M5 5h14v14H5Z";
}
