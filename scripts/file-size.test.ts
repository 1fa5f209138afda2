/**
 * No source file outside tests and generated code is over 600 lines: a file that grows past it
 * holds more than one room and is split (see the README's architecture section). Tests,
 * end-to-end specs, benchmarks, test helpers, generated code and data (the Prisma schema,
 * catalogues in JSON) are not counted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
export const MAX_LINES = 600;

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const NOT_COUNTED =
  /\.(test|spec|bench)\.[cm]?[jt]sx?$|(^|\/)(e2e|bench|testing|generated)\/|\.d\.ts$|(^|\/)\.react-router\//;

const PACKAGES = ["engine", "element-plugins", "player", "editor", "api", "schema", "scripts"];
const SKIPPED_DIRS = new Set(["node_modules", "build", "dist", "test-results", "coverage"]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [relative(ROOT, path)];
  });
}

/** Whether `path` (relative to the repository) is a source file the limit applies to. */
export function counted(path: string): boolean {
  return SOURCE.test(path) && !NOT_COUNTED.test(path);
}

describe("file size", () => {
  it("counts sources, not tests, benchmarks, helpers or generated code", () => {
    expect(counted("player/app/stage/Stage.tsx")).toBe(true);
    expect(counted("element-plugins/src/contract/elements.css")).toBe(true);
    expect(counted("api/scripts/prisma-generate.mjs")).toBe(true);
    expect(counted("engine/src/runtime/runtime.test.ts")).toBe(false);
    expect(counted("editor/e2e/scene-editor.spec.ts")).toBe(false);
    expect(counted("api/bench/operations.ts")).toBe(false);
    expect(counted("api/src/testing/redis.ts")).toBe(false);
    expect(counted("schema/generated/graphql.ts")).toBe(false);
    expect(counted("api/prisma/schema.prisma")).toBe(false);
  });

  it(`no source file is over ${MAX_LINES} lines`, () => {
    const files = PACKAGES.flatMap((dir) => walk(join(ROOT, dir))).filter(counted);
    expect(files.length).toBeGreaterThan(100);
    const over = files.flatMap((path) => {
      const text = readFileSync(join(ROOT, path), "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      return lines > MAX_LINES ? [`${path}: ${lines} lines`] : [];
    });
    expect(over).toEqual([]);
  });
});
