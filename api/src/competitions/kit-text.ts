/** Text layout for the printable kit: wrapping and cutting to the space a card has. */
import type { PDFFont } from "pdf-lib";

/** `text` cut into lines of at most `width` points (words kept whole where they fit). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      // A word longer than the line (an address): cut by characters.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let n = rest.length;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
        out.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
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
