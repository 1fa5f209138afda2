/**
 * The build's GraphQL plugin (editor/graphql-documents.ts) replaces every `graphql(`…`)` call of
 * the apps by the one document it means, so that no chunk carries the map of all documents.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { documentNames, rewriteDocuments } from "../graphql-documents";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const generated = (file: string) => readFileSync(path.join(root, "schema/generated", file), "utf8");
const names = documentNames(generated("gql.ts"));

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(root, dir, f));
}

describe("graphql documents at build time", () => {
  it("reads every document of the generated map", () => {
    const exported = new Set(
      [...generated("graphql.ts").matchAll(/^export const (\w+) = /gm)].map((m) => m[1]),
    );
    expect(names.size).toBeGreaterThan(50);
    for (const name of names.values()) expect(exported).toContain(name);
  });

  it("replaces each call of both apps by an import of its document", () => {
    let calls = 0;
    for (const file of [...sources("editor/app"), ...sources("player/app")]) {
      const code = readFileSync(file, "utf8");
      if (!/\bgraphql\(`/.test(code)) continue;
      const warnings: string[] = [];
      const out = rewriteDocuments(code, names, "/generated.ts", (w) => warnings.push(w));
      expect(warnings, file).toEqual([]);
      expect(out, file).not.toMatch(/\bgraphql\(`/);
      expect(out!.split("\n").length, "lines keep their numbers").toBe(code.split("\n").length + 2);
      calls += code.match(/\bgraphql\(`/g)!.length;
    }
    expect(calls).toBeGreaterThan(50);
  });

  it("keeps a call whose text codegen does not know, and says so", () => {
    const code = "const Q = graphql(`\n  query Unknown { me { id } }\n`);\n";
    const warnings: string[] = [];
    expect(rewriteDocuments(code, names, "/g.ts", (w) => warnings.push(w))).toBeNull();
    expect(warnings).toHaveLength(1);
    const known = [...names][0]!;
    const out = rewriteDocuments(`const Q = graphql(\`${known[0]}\`);`, names, "/g.ts", () => {});
    expect(out).toContain(`const Q = __document_${known[1]}`);
    expect(out).toContain(`import { ${known[1]} as __document_${known[1]} } from "/g.ts";`);
  });
});
