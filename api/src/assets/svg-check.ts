/**
 * SVG can carry script and load other files. Every SVG is rasterised to WebP (nothing of it
 * survives but pixels), and the ones that try to run code or reach anything outside themselves
 * are refused outright: that refusal is the documented contract. The file is parsed with a real
 * namespace-aware XML parser (saxes) and judged by namespace URI and local name, never by prefix,
 * so `<s:script xmlns:s="http://www.w3.org/2000/svg">` is a script like `<script>`.
 *
 * Refused: anything that is not well-formed XML with an SVG root; a doctype with entities;
 * processing instructions other than the XML declaration (`<?xml-stylesheet?>`); `script`,
 * `foreignObject`, `iframe`, `embed`, `object` in any namespace and every XHTML element; event
 * handler attributes (`on…`) in any namespace; `href`/`src` (any namespace) other than a fragment
 * of the file itself or an embedded raster image; `javascript:` anywhere in an attribute; any
 * `url(…)` in an attribute, a `style` attribute or a `<style>` rule that is not `#fragment` or an
 * embedded raster image (so also relative paint servers `url(other.svg#g)`); `@import` and CSS
 * escapes in styles.
 */
import { SaxesParser } from "saxes";

export const SVG_NS = "http://www.w3.org/2000/svg";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const FORBIDDEN_ELEMENTS = new Set(["script", "foreignobject", "iframe", "embed", "object"]);

/** A reference the file may hold: a fragment of itself or an embedded raster image. */
function localReference(target: string): boolean {
  const value = target.trim();
  return value.startsWith("#") || /^data:image\/(png|jpe?g|gif|webp|avif);/i.test(value);
}

/** Every `url(…)` target in a text (CSS or an attribute). */
function urlTargets(text: string): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(/url\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi))
    targets.push(match[1] ?? match[2] ?? match[3] ?? "");
  return targets;
}

/** A style sheet or style attribute that imports, escapes or points outside the file. */
function cssIsUnsafe(css: string): boolean {
  if (/@import/i.test(css) || css.includes("\\") || /expression\s*\(/i.test(css)) return true;
  // `url(` without a closing parenthesis cannot be judged.
  const opened = (css.match(/url\s*\(/gi) ?? []).length;
  const targets = urlTargets(css);
  return opened !== targets.length || targets.some((t) => !localReference(t));
}

function attributeIsUnsafe(local: string, value: string): boolean {
  const name = local.toLowerCase();
  if (name.startsWith("on")) return true;
  // Browsers drop tabs, newlines and other control characters inside a scheme.
  // oxlint-disable-next-line no-control-regex -- exactly those characters
  if (/javascript:/i.test(value.replace(/[\s\u0000-\u001f]+/g, ""))) return true;
  if ((name === "href" || name === "src") && !localReference(value)) return true;
  if (name === "style" && cssIsUnsafe(value)) return true;
  return /url\s*\(/i.test(value) && cssIsUnsafe(value);
}

export function svgIsUnsafe(svg: string): boolean {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let unsafe = false;
  let root = true;
  let styleDepth = 0;
  let styleText = "";
  parser.on("error", () => {
    unsafe = true;
  });
  parser.on("doctype", (doctype) => {
    if (/<!ENTITY/i.test(doctype)) unsafe = true;
  });
  parser.on("processinginstruction", () => {
    unsafe = true;
  });
  parser.on("opentag", (tag) => {
    const local = tag.local.toLowerCase();
    // A hand-written file without xmlns is still an SVG to the rasteriser.
    if (root && ((tag.uri !== SVG_NS && tag.uri !== "") || local !== "svg")) unsafe = true;
    root = false;
    if (FORBIDDEN_ELEMENTS.has(local) || tag.uri === XHTML_NS) unsafe = true;
    for (const attribute of Object.values(tag.attributes))
      if (attributeIsUnsafe(attribute.local, attribute.value)) unsafe = true;
    if (local === "style" || styleDepth > 0) styleDepth++;
  });
  const collect = (text: string) => {
    if (styleDepth > 0) styleText += text;
  };
  parser.on("text", collect);
  parser.on("cdata", collect);
  parser.on("closetag", () => {
    if (styleDepth === 0) return;
    styleDepth--;
    if (styleDepth === 0) {
      if (cssIsUnsafe(styleText)) unsafe = true;
      styleText = "";
    }
  });
  try {
    parser.write(svg.replace(/^\uFEFF/, "")).close();
  } catch {
    unsafe = true;
  }
  return unsafe || root;
}
