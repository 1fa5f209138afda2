/**
 * Per-type knowledge lives in element-plugins/src/<type>/: code anywhere else asks a
 * definition (fields, effects, chatPersona) or a manifest (meta) instead of naming a type.
 * This test reads the sources of every package and fails on code that names one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { definitions } from "../definitions";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SOURCES = ["engine/src", "element-plugins/src", "player/app", "editor/app", "api/src"];
const PLUGIN_FOLDERS = definitions.map((d) => `element-plugins/src/${d.type}/`);
/** Tests, fixtures and generated code may name types; so may the demo game, which is data. */
const EXEMPT = [/\.test\.tsx?$/, /\/e2e\//, /\/testing\//, /\/generated\//, /^api\/src\/seed\.ts$/];

const escape = (s: string) => s.replace(/[-.]/g, "\\$&");

/** Ways code names a type: compares with it, switches on it, keys a table by it, selects it. */
function typeNamingPatterns(types: readonly string[]): RegExp[] {
  const name = `(${types.map(escape).join("|")})`;
  const q = `(['"\`])`;
  return [
    new RegExp(`\\btype\\s*[!=]==?\\s*${q}${name}\\1`),
    new RegExp(`${q}${name}\\1\\s*[!=]==?\\s*[\\w.?]*\\btype\\b`),
    new RegExp(`\\bcase\\s+${q}${name}\\1\\s*:`),
    new RegExp(`^\\s*${q}${name}\\1\\s*:`),
    new RegExp(`\\[data-element-type=${q}?${name}`),
  ];
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(tsx?|css)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe("element types are named only inside their plugin folders", () => {
  const patterns = typeNamingPatterns(definitions.map((d) => d.type));

  it("recognises the ways code names a type", () => {
    const names = (code: string) => patterns.some((p) => p.test(code));
    expect(names(`if (el.type === "image") images.push(src);`)).toBe(true);
    expect(names(`const named = el.type !== 'text' ? el.name : undefined;`)).toBe(true);
    expect(names(`all.find((e) => "ai-chat" === e.type)`)).toBe(true);
    expect(names(`switch (el.type) {\n  case "audio":`)).toBe(true);
    expect(names(`  "svg-shape": { paintsBox: true },`)).toBe(true);
    expect(names(`.eg-element[data-element-type="svg-shape"] {`)).toBe(true);
    expect(names(`if (asset.kind === "image") images.push(asset.src);`)).toBe(false);
    expect(names(`<input type="text" />`)).toBe(false);
    expect(names(`ctx.effect("audio.play");`)).toBe(false);
  });

  it("finds no code outside element-plugins/src/<type>/ that names a type", () => {
    const files = SOURCES.flatMap(sourceFiles).filter(
      (file) =>
        !PLUGIN_FOLDERS.some((folder) => file.startsWith(folder)) &&
        !EXEMPT.some((re) => re.test(file)),
    );
    expect(files.length).toBeGreaterThan(100);
    const offending: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        if (patterns.some((p) => p.test(line))) offending.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offending).toEqual([]);
  });
});
