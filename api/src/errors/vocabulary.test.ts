import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "./codes";

/**
 * Issue 21 item 4 guard: one error class (ApiError; protocol errors by `protocolError`), and
 * "may this viewer …?" answered by permissions.ts (games/access.ts for the game roles) only.
 */
const SRC = path.resolve(__dirname, "..");

function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join("/");

function offenders(pattern: RegExp, allowed: readonly string[]): string[] {
  return sources().flatMap((file) => {
    const name = rel(file);
    if (allowed.some((a) => name === a || name.startsWith(`${a}/`))) return [];
    return readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
  });
}

describe("one error and permission vocabulary", () => {
  it("builds GraphQL errors only in errors/ (ApiError, protocolError)", () => {
    expect(offenders(/new GraphQLError\(/, ["errors"])).toEqual([]);
  });

  it("asks viewers' roles only in permissions.ts and games/access.ts", () => {
    expect(
      offenders(/viewer\??\.roles\.includes\(/, ["permissions.ts", "games/access.ts"]),
    ).toEqual([]);
  });

  it("compares owners with the viewer only in permissions.ts and games/access.ts", () => {
    const owner =
      /\b(ownerId|createdById)\s*[!=]==?\s*[\w.!?]*viewer\b|viewer[\w.!?]*\.id\s*[!=]==?\s*[\w.!?]*\b(ownerId|createdById)\b/;
    expect(offenders(owner, ["permissions.ts", "games/access.ts"])).toEqual([]);
  });

  it("sends only error codes of the one list as GraphQL `extensions.code`", () => {
    const codes = new Set(Object.keys(ERROR_STATUS));
    const used = sources().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/extensions: \{ code: "([A-Z_]+)"/g)].map(
        (m) => `${rel(file)}: ${m[1]}`,
      ),
    );
    expect(used.filter((u) => !codes.has(u.split(": ")[1]!))).toEqual([]);
  });
});
