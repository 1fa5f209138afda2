/**
 * The editor's Radix Themes `Theme` holds no tooltip provider (theme-radix.ts): a Radix Themes
 * `Tooltip` rendered anywhere else would throw ("Tooltip must be used within TooltipProvider").
 * Tooltips go through overlay-tooltip.tsx (with its provider), loaded by lazy-overlay.tsx.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = resolve(import.meta.dirname, "..");
const THEMES_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@radix-ui\/themes["']/g;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Radix Themes tooltips in the editor", () => {
  it("are imported only by overlay-tooltip.tsx, which brings the tooltip provider", () => {
    const importers = walk(APP)
      .filter((path) =>
        [...readFileSync(path, "utf8").matchAll(THEMES_IMPORT)].some((m) =>
          m[1]!.split(",").some((name) => /^\s*(type\s+)?Tooltip(\s+as\s+\w+)?\s*$/.test(name)),
        ),
      )
      .map((path) => relative(APP, path));
    expect(importers).toEqual(["components/overlay-tooltip.tsx"]);
  });
});
