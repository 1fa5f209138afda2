import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS, type ErrorCode } from "./codes";
import { defaultMessageKey, errorMessage, type ErrorMessageKey } from "./messages";

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

describe("the apps word every code as the API does", () => {
  /** Where a code's message in the apps is the API's for one situation, not the code's default. */
  const SITUATION: Partial<Record<ErrorCode, ErrorMessageKey>> = {
    // The editor meets TOO_BUSY at a save (the REST body gate's message names no save).
    TOO_BUSY: "game.busy",
  };
  /** The API's message names the limit; the apps' fallback does not know it. */
  const SKIP = new Set(["PAYLOAD_TOO_LARGE"]);

  for (const app of ["editor", "player"])
    for (const locale of ["de", "en"] as const) {
      const file = path.resolve(SRC, `../../${app}/app/locales/${locale}.json`);
      const catalogue = (JSON.parse(readFileSync(file, "utf8")) as { errors?: object }).errors;
      if (!catalogue) continue;
      it(`${app} ${locale}`, () => {
        const texts = catalogue as Record<string, string>;
        const differing: string[] = [];
        for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
          if (SKIP.has(code)) continue;
          for (const [suffix, count] of [
            ["", 2],
            ["_one", 1],
            ["_other", 2],
          ] as const) {
            const client = texts[code + suffix];
            if (client === undefined) continue;
            // The apps count with i18next's {{count}}; the API's params are named.
            const params = { attemptsLeft: count, minutes: count, min: 8, max: 8 };
            const key = SITUATION[code] ?? defaultMessageKey(code, params);
            const api = errorMessage(locale, key, params);
            const expected = client
              .replace(/\{\{count\}\}/g, String(count))
              .replace(/\{\{(min|max)\}\}/g, "8");
            if (api !== expected)
              differing.push(`${code + suffix}: API "${api}" ≠ app "${expected}"`);
          }
        }
        expect(differing).toEqual([]);
      });
    }
});
