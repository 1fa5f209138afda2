/**
 * The two editor views (scene editor, logic builder) never import each other, and the shell they
 * share imports neither, nor do the field widgets both views render (fields/): what both use
 * lives there. Static, dynamic and CSS imports count.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = resolve(import.meta.dirname, "..");
const ROOMS = ["scene-editor", "logic", "editor-shell", "fields"] as const;
const FORBIDDEN: Record<(typeof ROOMS)[number], readonly string[]> = {
  "scene-editor": ["logic"],
  logic: ["scene-editor"],
  "editor-shell": ["scene-editor", "logic"],
  // the one field-widget map: both views use it, it imports neither
  fields: ["scene-editor", "logic"],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier in a file: import/export … from, import(), bare import, CSS @import. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /^\s*import\s+["']([^"']+)["']/gm,
    /@import\s+(?:url\()?["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]!);
  return found;
}

/** The room (top-level folder of editor/app) a relative import from `file` lands in. */
function roomOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const target = relative(APP, resolve(file, "..", specifier));
  return target.split(/[\\/]/)[0] ?? null;
}

describe("editor view boundaries", () => {
  it("finds every kind of import", () => {
    expect(
      specifiers(
        'import a from "../a/x";\nexport { b } from "./y";\nconst c = import("../z");\nimport "./s.css";\n@import "../t.css";',
      ),
    ).toEqual(["../a/x", "./y", "../z", "./s.css", "../t.css"]);
  });

  for (const room of ROOMS) {
    it(`${room} imports no ${FORBIDDEN[room].join(" or ")}`, () => {
      const files = sources(join(APP, room));
      expect(files.length).toBeGreaterThan(0);
      const crossing = files.flatMap((file) =>
        specifiers(readFileSync(file, "utf8"))
          .filter((s) => FORBIDDEN[room].includes(roomOf(file, s) ?? ""))
          .map((s) => `${relative(APP, file)} → ${s}`),
      );
      expect(crossing).toEqual([]);
    });
  }
});
