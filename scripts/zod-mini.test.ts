/**
 * Code the browser loads uses zod's functional API (`zod/mini`): classic zod puts every method
 * on every schema, so a bundle that imports it carries all of zod (about 25 KB gzip in the
 * editor's first load instead of about 9). The API (server only) may keep classic zod; both
 * share zod's core, so the engine's schemas work there unchanged.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const CLIENT_DIRS = ["engine/src", "element-plugins/src", "editor/app", "player/app"];
const SOURCE = /\.(ts|tsx)$/;
const CLASSIC = /from\s+["']zod(\/v4|\/v3)?["']|import\(\s*["']zod(\/v4|\/v3)?["']\s*\)/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : SOURCE.test(entry.name) ? [path] : [];
  });
}

describe("zod in client code", () => {
  it("recognises a classic import", () => {
    expect(CLASSIC.test('import { z } from "zod";')).toBe(true);
    expect(CLASSIC.test('import type { ZodType } from "zod/v4";')).toBe(true);
    expect(CLASSIC.test('import { z } from "zod/mini";')).toBe(false);
    expect(CLASSIC.test('import en from "zod/v4/locales/en.js";')).toBe(false);
  });

  it("engine, element plugins, editor and player import zod/mini, never classic zod", () => {
    const classic = CLIENT_DIRS.flatMap((dir) => walk(resolve(ROOT, dir)))
      .filter((path) => CLASSIC.test(readFileSync(path, "utf8")))
      .map((path) => relative(ROOT, path));
    expect(classic).toEqual([]);
  });
});
