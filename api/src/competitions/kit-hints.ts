/**
 * The hints of the printable kit (issue 24 item 6): the sentences the answer key prints under
 * each riddle and scene, and hint cards to cut out (one per hint, 2 × 4 on an A4 page with dashed
 * cut lines): where the hint belongs, "Tipp 2", the text (cut with "…" when it does not fit; the
 * answer key keeps it whole), the penalty and when it becomes available, and its image when the
 * server could turn it into PNG (otherwise the card says the image is in the game).
 */
import { rgb, type PDFDocument, type PDFFont, type PDFImage } from "pdf-lib";
import type { Locale } from "@exitgame/engine";
import { lines } from "./kit-text";

export interface KitHint {
  text: string;
  penaltySeconds: number;
  availableAfterMinutes: number;
  /** The hint has an image (an asset or an address). */
  hasImage: boolean;
  /** The image as PNG, when it could be read and converted; null: the card names it. */
  png: Uint8Array | null;
}

/** The hints of one riddle (element) or one scene, in the game's order. */
export interface KitHintList {
  targetId: string;
  kind: "element" | "scene";
  /** The element's or the scene's name. */
  name: string;
  sceneId: string | null;
  sceneName: string;
  hints: KitHint[];
}

export const HINT_TEXT = {
  de: {
    hint: (n: number) => `Tipp ${n}`,
    sceneHints: "Tipps zur Szene",
    scene: (name: string) => `Szene: ${name}`,
    penalty: (time: string) => `Strafe: +${time}`,
    noPenalty: "ohne Strafe",
    after: (minutes: number) => `verfügbar nach ${minutes} min`,
    atOnce: "sofort verfügbar",
    imageInGame: "(Bild im Spiel)",
    cards: "Tipp-Karten zum Ausschneiden",
  },
  en: {
    hint: (n: number) => `Hint ${n}`,
    sceneHints: "Hints for the scene",
    scene: (name: string) => `Scene: ${name}`,
    penalty: (time: string) => `Penalty: +${time}`,
    noPenalty: "no penalty",
    after: (minutes: number) => `available after ${minutes} min`,
    atOnce: "available at once",
    imageInGame: "(image in the game)",
    cards: "Hint cards to cut out",
  },
} as const;

/** 90 → "1 min 30 s", 120 → "2 min", 45 → "45 s". */
export function formatPenalty(seconds: number): string {
  const min = Math.floor(seconds / 60);
  const sec = seconds % 60;
  if (min === 0) return `${sec} s`;
  return sec === 0 ? `${min} min` : `${min} min ${sec} s`;
}

/** "Strafe: +30 s · verfügbar nach 5 min" */
export function hintTerms(hint: KitHint, locale: Locale): string {
  const t = HINT_TEXT[locale];
  const penalty =
    hint.penaltySeconds > 0 ? t.penalty(formatPenalty(hint.penaltySeconds)) : t.noPenalty;
  const when = hint.availableAfterMinutes > 0 ? t.after(hint.availableAfterMinutes) : t.atOnce;
  return `${penalty} · ${when}`;
}

/** The answer key's sentence for a hint: "Tipp 2 (Strafe: +30 s · sofort verfügbar): …". */
export function keyLine(hint: KitHint, index: number, locale: Locale): string {
  const t = HINT_TEXT[locale];
  const image = hint.hasImage ? ` ${t.imageInGame}` : "";
  return `${t.hint(index + 1)} (${hintTerms(hint, locale)}): ${hint.text}${image}`;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const COLUMNS = 2;
const ROWS = 4;
const GAP = 12;
const GREY = rgb(0.35, 0.35, 0.35);
const TEXT_SIZE = 9;
const LEADING = 11.5;

/**
 * Draws one card per hint, page after page. `pngs`: images already embedded, by the bytes
 * (a picture used by several hints is embedded once).
 */
export async function drawHintCards(
  pdf: PDFDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  title: string,
  lists: KitHintList[],
  locale: Locale,
): Promise<number> {
  const t = HINT_TEXT[locale];
  const { regular, bold } = fonts;
  const cards = lists.flatMap((list) => list.hints.map((hint, index) => ({ list, hint, index })));
  const cardW = (A4[0] - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;
  const cardH = (A4[1] - 2 * MARGIN - 24 - (ROWS - 1) * GAP) / ROWS;
  const pad = 10;
  const images = new Map<Uint8Array, PDFImage>();
  let page = undefined as ReturnType<PDFDocument["addPage"]> | undefined;
  for (let i = 0; i < cards.length; i++) {
    const slot = i % (COLUMNS * ROWS);
    if (slot === 0) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      page = pdf.addPage(A4);
      const [heading] = lines(`${title} – ${t.cards}`, bold, 12, A4[0] - 2 * MARGIN, 1);
      page.drawText(heading!, { x: MARGIN, y: A4[1] - MARGIN - 12, size: 12, font: bold });
    }
    const { list, hint, index } = cards[i]!;
    const x = MARGIN + (slot % COLUMNS) * (cardW + GAP);
    const top = A4[1] - MARGIN - 24 - Math.floor(slot / COLUMNS) * (cardH + GAP);
    const y = top - cardH;
    page!.drawRectangle({
      x,
      y,
      width: cardW,
      height: cardH,
      borderColor: GREY,
      borderWidth: 0.75,
      borderDashArray: [4, 3],
    });
    const fullW = cardW - 2 * pad;
    let cursor = top - pad - 8;
    const where = list.kind === "scene" ? t.scene(list.name) : `${list.sceneName} – ${list.name}`;
    for (const line of lines(where, regular, 8, fullW, 1)) {
      page!.drawText(line, { x: x + pad, y: cursor, size: 8, font: regular, color: GREY });
      cursor -= 16;
    }
    page!.drawText(t.hint(index + 1), { x: x + pad, y: cursor, size: 13, font: bold });
    cursor -= 12;
    for (const line of lines(hintTerms(hint, locale), regular, 7.5, fullW, 2)) {
      page!.drawText(line, { x: x + pad, y: cursor, size: 7.5, font: regular, color: GREY });
      cursor -= 9.5;
    }
    cursor -= 6;
    // The text on the left; an image (if any) in a box on the right.
    let textW = fullW;
    if (hint.png) {
      let image = images.get(hint.png);
      if (!image) {
        image = await pdf.embedPng(hint.png);
        images.set(hint.png, image);
      }
      const box = Math.min(fullW * 0.4, cursor + TEXT_SIZE - (y + pad));
      const scaled = image.scaleToFit(box, box);
      page!.drawImage(image, {
        x: x + cardW - pad - scaled.width,
        y: cursor + TEXT_SIZE - scaled.height,
        width: scaled.width,
        height: scaled.height,
      });
      textW = fullW - box - 8;
    }
    const room = Math.max(2, Math.floor((cursor - (y + pad)) / LEADING) + 1);
    const note = hint.hasImage && !hint.png ? t.imageInGame : "";
    const textLines = lines(hint.text, regular, TEXT_SIZE, textW, note ? room - 1 : room);
    if (note) textLines.push(note);
    for (const line of textLines) {
      page!.drawText(line, { x: x + pad, y: cursor, size: TEXT_SIZE, font: regular });
      cursor -= LEADING;
    }
  }
  return cards.length;
}
