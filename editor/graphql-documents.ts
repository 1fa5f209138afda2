/**
 * Typed GraphQL documents, one import each: `graphql(\`query X …\`)` from @exitgame/schema looks
 * its document up in one map of every operation of both apps (schema/generated/gql.ts), so any
 * page that sends one query downloads them all. This plugin does at build time what the client
 * preset's babel plugin does: it replaces each call by an import of that very document from
 * schema/generated/graphql.ts, so that the bundler keeps only the documents a chunk uses. The
 * lookup is by the exact source text, as the runtime map's; a call whose text is not in the map
 * (codegen not run) stays as it is and the build says so.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const generated = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../schema/generated");

/** Source text → export name of its document in graphql.ts, read from gql.ts's map. */
export function documentNames(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf("const documents");
  const end = gqlSource.indexOf("\n};", start);
  if (start < 0 || end < 0) throw new Error("schema/generated/gql.ts: no documents map");
  const names = new Map<string, string>();
  for (const m of gqlSource.slice(start, end).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm))
    names.set(JSON.parse(m[1]!) as string, m[2]!);
  return names;
}

// A template without interpolation (`${`) or escapes, as the client preset requires.
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/** Rewrites the `graphql(\`…\`)` calls of one module; null when it has none it knows. */
export function rewriteDocuments(
  code: string,
  names: ReadonlyMap<string, string>,
  from: string,
  warn: (message: string) => void,
): string | null {
  if (!code.includes("graphql(")) return null;
  const used = new Set<string>();
  const out = code.replace(CALL, (call, source: string) => {
    const name = names.get(source);
    if (!name) {
      warn(
        `a graphql() document is not in schema/generated (run pnpm codegen): ${source.trim().slice(0, 60)}`,
      );
      return call;
    }
    used.add(name);
    // The same lines as the call, so that the lines after it keep their numbers.
    return `__document_${name}` + "\n".repeat(call.split("\n").length - 1);
  });
  if (used.size === 0) return null;
  const imports = [...used].map((n) => `${n} as __document_${n}`).join(", ");
  // At the end: imports are hoisted, and every line keeps its number.
  return `${out}\nimport { ${imports} } from ${JSON.stringify(from)};\n`;
}

export function graphqlDocuments(): Plugin {
  let names: Map<string, string> | null = null;
  const target = path.join(generated, "graphql.ts");
  return {
    name: "exitgame-graphql-documents",
    enforce: "pre",
    transform: {
      filter: { id: /\.tsx?$/, code: "graphql(" },
      handler(code, id) {
        if (id.startsWith(generated)) return null;
        names ??= documentNames(readFileSync(path.join(generated, "gql.ts"), "utf8"));
        const out = rewriteDocuments(code, names, target, (message) =>
          this.warn(`${path.relative(process.cwd(), id)}: ${message}`),
        );
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
