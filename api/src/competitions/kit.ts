/**
 * The printable kit of a competition (issue 24 item 6): an A4 PDF (pdf-lib, DejaVu Sans
 * embedded and subset, so umlauts and most scripts print) with
 * - one join card per access code, to cut out: the code, a QR code (npm `qrcode`) of the
 *   competition page with the code filled in (`?code=`; the page still asks for the names and
 *   the join checks the code as always), and the page's address for typing;
 * - the teacher's answer key: each riddle (answer-checking element) of the game, scene by scene,
 *   with the answers it accepts.
 *   Under each riddle its hints in order (text, penalty, when available), and each scene's own
 *   hints under the scene;
 * - hint cards to cut out, one per hint (./kit-hints.ts).
 * Codes that cannot join (revoked, expired, used) are printed crossed out, without a QR code.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import type { Locale } from "@exitgame/engine";
import type { RiddleOfGame } from "./debrief";
import { drawHintCards, HINT_TEXT, keyLine, type KitHintList } from "./kit-hints";
import { lines, wrap } from "./kit-text";

export type KitCodeState = "free" | "used" | "revoked" | "expired";

export interface KitInput {
  title: string;
  /** The competition page; each card's QR code opens it with `?code=`. */
  pageUrl: string;
  codes: { code: string; state: KitCodeState }[];
  riddles: RiddleOfGame[];
  /** The scenes in the game's order (null: the global elements), for the answer key. */
  scenes: { id: string | null; name: string }[];
  /** Every non-empty hint list of the game, in the game's order. */
  hints: KitHintList[];
  locale: Locale;
}

const TEXT = {
  de: {
    cards: "Zugangskarten",
    accessCode: "Zugangscode",
    step1: "QR-Code scannen oder diese Seite öffnen:",
    step2: "Der Code ist dann eingetragen. Tragt eure Vor- und Nachnamen ein.",
    unusable: {
      used: "Bereits benutzt",
      revoked: "Gesperrt – nicht ausgeben",
      expired: "Abgelaufen",
    },
    key: "Lösungsblatt für die Lehrkraft",
    keyNote:
      "Nicht an die Klasse ausgeben. Jedes Rätsel mit den Antworten, die es annimmt, und seinen Tipps.",
    noRiddles: "Dieses Spiel hat keine Rätsel mit Antworten.",
    noAnswer: "(keine Antwort hinterlegt)",
    or: "oder",
    page: "Seite",
  },
  en: {
    cards: "Join cards",
    accessCode: "Access code",
    step1: "Scan the QR code or open this page:",
    step2: "The code is filled in. Type your first and last names.",
    unusable: { used: "Already used", revoked: "Revoked – do not hand out", expired: "Expired" },
    key: "Answer key for the teacher",
    keyNote: "Do not hand out. Each riddle with the answers it accepts and its hints.",
    noRiddles: "This game has no riddles with answers.",
    noAnswer: "(no answer stored)",
    or: "or",
    page: "Page",
  },
} as const;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const COLUMNS = 2;
const ROWS = 4;
const GAP = 12;
const GREY = rgb(0.35, 0.35, 0.35);

let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fontFiles() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = {
      regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
      bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
    };
  }
  return fonts;
}

export function joinUrl(pageUrl: string, code: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set("code", code);
  return url.toString();
}

export async function buildKit(input: KitInput): Promise<Uint8Array> {
  const t = TEXT[input.locale];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${input.title} – ${t.cards}`);
  pdf.setLanguage(input.locale);
  pdf.setCreator("Exitgame Studio");
  const files = fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });

  const cardW = (A4[0] - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;
  const cardH = (A4[1] - 2 * MARGIN - 24 - (ROWS - 1) * GAP) / ROWS;
  let page: PDFPage | undefined;
  let titleLines: string[] | undefined;
  const laidOut = new Map<number, [string, PDFFont][]>();
  const stepsFor = (textW: number) => {
    let found = laidOut.get(textW);
    if (!found) {
      found = [
        ...wrap(t.step1, regular, 7.5, textW).map((l): [string, PDFFont] => [l, regular]),
        ...wrap(input.pageUrl, bold, 7, textW).map((l): [string, PDFFont] => [l, bold]),
        ...wrap(t.step2, regular, 7.5, textW).map((l): [string, PDFFont] => [l, regular]),
      ];
      laidOut.set(textW, found);
    }
    return found;
  };
  for (let i = 0; i < input.codes.length; i++) {
    const slot = i % (COLUMNS * ROWS);
    if (slot === 0) {
      // A page at a time, then other requests get their turn (a kit of 1 000 cards takes seconds).
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      page = pdf.addPage(A4);
      const [heading] = lines(`${input.title} – ${t.cards}`, bold, 12, A4[0] - 2 * MARGIN, 1);
      page.drawText(heading!, { x: MARGIN, y: A4[1] - MARGIN - 12, size: 12, font: bold });
    }
    const { code, state } = input.codes[i]!;
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
    // Top: the title and the code across the card; below: the steps (left) and the QR code.
    const pad = 10;
    const fullW = cardW - 2 * pad;
    let cursor = top - pad - 10;
    titleLines ??= lines(input.title, bold, 10, fullW, 2);
    for (const line of titleLines) {
      page!.drawText(line, { x: x + pad, y: cursor, size: 10, font: bold });
      cursor -= 13;
    }
    cursor -= 4;
    page!.drawText(t.accessCode, { x: x + pad, y: cursor, size: 8, font: regular, color: GREY });
    cursor -= 18;
    const codeSize = 16;
    page!.drawText(code, { x: x + pad, y: cursor, size: codeSize, font: bold });
    const codeBaseline = cursor;
    cursor -= 10;
    if (state === "free") {
      const qrSize = Math.min(104, cursor - (y + pad));
      const png = await QRCode.toBuffer(joinUrl(input.pageUrl, code), {
        type: "png",
        errorCorrectionLevel: "M",
        margin: 1,
        // Four pixels per module: sharp enough where viewers smooth scaled images.
        scale: 4,
      });
      const image = await pdf.embedPng(png);
      page!.drawImage(image, {
        x: x + cardW - pad - qrSize,
        y: y + pad,
        width: qrSize,
        height: qrSize,
      });
      const textW = fullW - qrSize - 10;
      cursor -= 8;
      // The same steps on every card: laid out once (measuring text is the slow part).
      const steps = stepsFor(textW);
      for (const [line, font] of steps) {
        if (cursor < y + pad) break;
        page!.drawText(line, { x: x + pad, y: cursor, size: 7.5, font });
        cursor -= 10;
      }
    } else {
      // Not usable: crossed out, no QR code to scan.
      page!.drawLine({
        start: { x: x + pad, y: codeBaseline + codeSize * 0.35 },
        end: {
          x: x + pad + bold.widthOfTextAtSize(code, codeSize),
          y: codeBaseline + codeSize * 0.35,
        },
        thickness: 1.5,
        color: rgb(0.7, 0, 0),
      });
      page!.drawText(t.unusable[state], {
        x: x + pad,
        y: cursor - 10,
        size: 10,
        font: bold,
        color: rgb(0.7, 0, 0),
      });
    }
  }

  // The answer key.
  let key = pdf.addPage(A4);
  let y = A4[1] - MARGIN - 14;
  const width = A4[0] - 2 * MARGIN;
  const line = (text: string, font: PDFFont, size: number, indent = 0, color = rgb(0, 0, 0)) => {
    for (const part of wrap(text, font, size, width - indent)) {
      if (y < MARGIN + size) {
        key = pdf.addPage(A4);
        y = A4[1] - MARGIN - size;
      }
      key.drawText(part, { x: MARGIN + indent, y, size, font, color });
      y -= size * 1.35;
    }
  };
  line(`${input.title} – ${t.key}`, bold, 14);
  line(t.keyNote, regular, 9, 0, GREY);
  y -= 6;
  if (input.riddles.length === 0 && input.hints.length === 0) line(t.noRiddles, regular, 10);
  const h = HINT_TEXT[input.locale];
  const hintLines = (list: KitHintList | undefined, indent: number) =>
    list?.hints.forEach((hint, i) => line(keyLine(hint, i, input.locale), regular, 9, indent));
  const listOf = new Map(input.hints.map((l) => [l.targetId, l]));
  for (const scene of input.scenes) {
    const riddles = input.riddles.filter((r) => r.sceneId === scene.id);
    const sceneList = input.hints.find((l) => l.kind === "scene" && l.targetId === scene.id);
    const riddleIds = new Set(riddles.map((r) => r.elementId));
    // Hints on elements that check no answer (their type has hints but no answer).
    const others = input.hints.filter(
      (l) => l.kind === "element" && l.sceneId === scene.id && !riddleIds.has(l.targetId),
    );
    if (riddles.length === 0 && !sceneList && others.length === 0) continue;
    y -= 6;
    line(scene.name, bold, 11);
    if (sceneList) {
      line(h.sceneHints, bold, 10, 12);
      hintLines(sceneList, 24);
    }
    for (const riddle of riddles) {
      line(riddle.elementName, bold, 10, 12);
      line(
        riddle.answers.length ? riddle.answers.join(`  ${t.or}  `) : t.noAnswer,
        regular,
        10,
        24,
      );
      hintLines(listOf.get(riddle.elementId), 24);
    }
    for (const list of others) {
      line(list.name, bold, 10, 12);
      hintLines(list, 24);
    }
  }
  await drawHintCards(pdf, { regular, bold }, input.title, input.hints, input.locale);
  const pages = pdf.getPages();
  pages.forEach((p, i) =>
    p.drawText(`${t.page} ${i + 1} / ${pages.length}`, {
      x: A4[0] - MARGIN - 60,
      y: MARGIN / 2,
      size: 7,
      font: regular,
      color: GREY,
    }),
  );
  return pdf.save();
}
