/**
 * Every message key in the apps' catalogues (player/app/locales, editor/app/locales) is used
 * somewhere in the code: a key nobody reads is a translation nobody maintains. A key counts as
 * used when it appears quoted (with or without its namespace), when a template literal builds it
 * (`sort.${s}`, `upload.failed${kind}`: the literal's fixed start is a start of the key), or, for
 * sections the code reads as objects, when its last part is read as a property.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const CATALOGUES = ["player/app/locales", "editor/app/locales"];
const CODE = ["player/app", "editor/app", "element-plugins/src"];

/** Sections imported as objects and read by property (`WORDS = { de: de.sentence }`). */
const READ_AS_OBJECTS: Record<string, readonly string[]> = {
  "editor/app/locales/logic": ["sentence"],
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, test);
    return test(entry.name) ? [path] : [];
  });
}

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

/** The keys of `catalogue` that `code` never uses (see the file's comment). */
export function unusedKeys(
  keys: readonly string[],
  code: string,
  objectSections: readonly string[] = [],
): string[] {
  const heads = [...code.matchAll(/`([\w.:-]+)\$\{/g)].map((m) => m[1]!.replace(/^\w+:/, ""));
  return keys.filter((key) => {
    const base = key.replace(PLURAL, "");
    if (new RegExp(`["'\`:]${base.replaceAll(".", "\\.")}["'\`]`).test(code)) return false;
    if (heads.some((head) => head && base.startsWith(head))) return false;
    // read with a section around it (`t("changelog.entries", { returnObjects: true })`)
    const parts = base.split(".");
    for (let i = parts.length - 1; i > 0; i--)
      if (code.includes(`"${parts.slice(0, i).join(".")}"`)) return false;
    const section = objectSections.find((s) => base.startsWith(`${s}.`));
    if (section) return !new RegExp(`\\.${base.split(".").at(-1)}\\b`).test(code);
    return true;
  });
}

describe("message keys", () => {
  it("recognises the ways keys are used", () => {
    const code =
      't("a.b"); t(`sort.${s}`); t(`upload.failed${k}`); t("ns:c.d"); w.word; t(`page.${x}.title`); t("list", { returnObjects: true })';
    expect(
      unusedKeys(
        [
          "a.b",
          "a.c",
          "sort.asc",
          "upload.failedIMAGE",
          "c.d_one",
          "page.image.title",
          "s.word",
          "s.other",
          "list.0",
        ],
        code,
        ["s"],
      ),
    ).toEqual(["a.c", "s.other"]);
  });

  const code = CODE.flatMap((dir) =>
    files(join(ROOT, dir), (name) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)),
  )
    .map((path) => readFileSync(path, "utf8"))
    .join("\n");

  for (const dir of CATALOGUES)
    for (const path of files(join(ROOT, dir), (name) => /(^|\.)de\.json$/.test(name))) {
      const name = relative(ROOT, path).replace(/\.?de\.json$/, "");
      it(`${relative(ROOT, path)}: every key is used`, () => {
        const keys = keysOf(JSON.parse(readFileSync(path, "utf8")));
        expect(keys.length).toBeGreaterThan(0);
        expect(unusedKeys(keys, code, READ_AS_OBJECTS[name])).toEqual([]);
      });
    }
});
