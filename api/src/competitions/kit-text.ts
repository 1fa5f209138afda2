/** Text layout for the printable kit: wrapping and cutting to the space a card has. */
import type { PDFFont } from "pdf-lib";

/** Widths of words at size 1, per font: measuring is the slow part (a kit has thousands). */
const measured = new WeakMap<PDFFont, Map<string, number>>();
function widthAt1(font: PDFFont, text: string): number {
  let cache = measured.get(font);
  if (!cache) {
    cache = new Map();
    measured.set(font, cache);
  }
  let found = cache.get(text);
  if (found === undefined) {
    found = font.widthOfTextAtSize(text, 1);
    if (cache.size < 50_000) cache.set(text, found);
  }
  return found;
}

/**
 * `text` cut into lines of at most `width` points (words kept whole where they fit). A line's
 * width is the sum of its words and spaces, each measured once (half a point spare for kerning).
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  const limit = width - 0.5;
  const space = widthAt1(font, " ") * size;
  for (const paragraph of text.split(/\n/)) {
    let line = "";
    let lineW = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordW = widthAt1(font, word) * size;
      const candidateW = line ? lineW + space + wordW : wordW;
      if (candidateW <= limit) {
        line = line ? `${line} ${word}` : word;
        lineW = candidateW;
        continue;
      }
      if (line) out.push(line);
      // A word longer than the line (an address): cut by characters.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > limit) {
        let n = rest.length;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > limit) n--;
        out.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
      lineW = font.widthOfTextAtSize(rest, size);
    }
    out.push(line);
  }
  return out;
}

/** At most `max` lines of `text`; the last one ends with "…" when text was left out. */
export function lines(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  max: number,
): string[] {
  const all = wrap(text, font, size, width);
  if (all.length <= max) return all;
  const kept = all.slice(0, max);
  let last = `${kept[max - 1]!}…`;
  while (last.length > 1 && font.widthOfTextAtSize(last, size) > width)
    last = `${last.slice(0, -2)}…`;
  kept[max - 1] = last;
  return kept;
}
