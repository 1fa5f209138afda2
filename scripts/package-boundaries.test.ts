/**
 * What each package of the workspace may import. The engine is framework-free and stands alone;
 * the element plugins build on it; the player and the editor compose both, and the editor takes
 * from the player package only its kit (`@exitgame/player/kit…`); the API takes the engine, the
 * element plugins' parts without React and the diagnostic wording, never an app. Packages reach
 * each other by name (the exports in package.json), never by a relative path into another
 * package's folder, and every library a package imports is declared in its package.json.
 * `no-restricted-imports` in .oxlintrc.json says the same while editing; this test reads every
 * source file (static, dynamic and CSS imports) so a gap in the lint globs cannot hide a crossing.
 */
import { builtinModules } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

interface Boundary {
  /** Source folders, relative to the repository. */
  sources: string[];
  /** Workspace imports allowed: a specifier matches an entry or starts with `entry/`. */
  workspace: string[];
  /** Bare imports allowed though not in package.json (besides the declared ones). */
  extra?: RegExp;
  /** Node built-ins allowed outside tests. */
  builtins: boolean;
  /** Fewer source files than this means the folders are wrong (default 10). */
  minFiles?: number;
}

const ELEMENT_PLUGINS_WITHOUT_REACT = [
  "@exitgame/element-plugins/definitions",
  "@exitgame/element-plugins/diagnostics",
  "@exitgame/element-plugins/jsx-graph/frame",
];

export const BOUNDARIES: Record<string, Boundary> = {
  engine: { sources: ["engine/src"], workspace: [], builtins: false },
  "element-plugins": {
    sources: ["element-plugins/src"],
    workspace: ["@exitgame/engine"],
    builtins: false,
  },
  player: {
    sources: ["player/app"],
    workspace: ["@exitgame/engine", "@exitgame/element-plugins", "@exitgame/schema"],
    // virtual modules of the build (react-router, vite)
    extra: /^(virtual:|\/)/,
    builtins: true,
  },
  editor: {
    sources: ["editor/app"],
    workspace: [
      "@exitgame/engine",
      "@exitgame/element-plugins",
      "@exitgame/schema",
      "@exitgame/player/kit",
    ],
    extra: /^(virtual:|\/)/,
    builtins: true,
  },
  api: {
    sources: ["api/src"],
    workspace: ["@exitgame/engine", "@exitgame/schema", ...ELEMENT_PLUGINS_WITHOUT_REACT],
    builtins: true,
  },
  // the printed SDL's typed documents: generated code and the index re-exporting it
  schema: {
    sources: ["schema/index.ts", "schema/generated"],
    workspace: [],
    builtins: false,
    minFiles: 3,
  },
};

/** Tests, benchmarks and test helpers may also use the repository's test tools. */
const TEST_FILE = /\.(test|bench)\.tsx?$|\/e2e\/|\/testing\//;
const ROOT_DEPS = declared(".");

/** Crossings on purpose, each with its reason. */
const EXCEPTIONS: Record<string, readonly string[]> = {
  // the version written into exported files is the editor's version number: data, not code
  "api/src/exchange/version.ts": ["../../../editor/package.json"],
};

function sources(dir: string): string[] {
  if (/\.(ts|tsx|mts|css)$/.test(dir)) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name === "node_modules" || entry.name === "generated" || entry.name.startsWith("."))
      return [];
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|css)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every module specifier in a file: import/export … from, import(), bare import, CSS @import. */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\b[^;"'`]*?\bfrom\s+["']([^"']+)["']/gm,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /^\s*import\s+["']([^"']+)["']/gm,
    /@import\s+(?:url\()?["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]!);
  return found;
}

/** The package name of a bare specifier ("@scope/name/x" → "@scope/name", "zod/v4" → "zod"). */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

function declared(pkg: string): Set<string> {
  const json = JSON.parse(readFileSync(join(ROOT, pkg, "package.json"), "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  return new Set(
    ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"].flatMap((k) =>
      Object.keys(json[k] ?? {}),
    ),
  );
}

const BUILTINS = new Set(builtinModules);
const isBuiltin = (s: string) => s.startsWith("node:") || BUILTINS.has(packageName(s));

/** Why `specifier` in `file` (of package `pkg`) crosses the package's boundary, or null. */
function crossing(pkg: string, file: string, specifier: string, deps: Set<string>): string | null {
  const rule = BOUNDARIES[pkg]!;
  const isTest = TEST_FILE.test(file);
  if (specifier.includes("://")) return null; // a URL in a stylesheet, not a module
  if (EXCEPTIONS[relative(ROOT, file)]?.includes(specifier)) return null;
  if (specifier.startsWith(".")) {
    const target = relative(join(ROOT, pkg), resolve(file, "..", specifier));
    return target.startsWith("..") ? "reaches into another package's folder" : null;
  }
  if (specifier.startsWith("@exitgame/")) {
    if (packageName(specifier) === `@exitgame/${pkg}`) return "imports its own package by name";
    const ok = rule.workspace.some((w) => specifier === w || specifier.startsWith(`${w}/`));
    return ok ? null : "imports a workspace package it may not use";
  }
  if (isBuiltin(specifier))
    return rule.builtins || isTest ? null : "imports a Node built-in outside tests";
  if (rule.extra?.test(specifier)) return null;
  if (deps.has(packageName(specifier))) return null;
  if (isTest && ROOT_DEPS.has(packageName(specifier))) return null;
  return "imports a library its package.json does not declare";
}

describe("package boundaries", () => {
  it("finds every kind of import", () => {
    expect(
      specifiers(
        'import a from "../a/x";\nexport { b } from "./y";\nconst c = import("../z");\nimport "./s.css";\n@import "../t.css";\nimport type {\n  D,\n} from "@exitgame/engine";',
      ),
    ).toEqual(["../a/x", "./y", "@exitgame/engine", "../z", "./s.css", "../t.css"]);
  });

  it("recognises a crossing", () => {
    const deps = new Set(["zod"]);
    const file = join(ROOT, "editor/app/x.ts");
    expect(crossing("editor", file, "@exitgame/player/kit", deps)).toBeNull();
    expect(crossing("editor", file, "@exitgame/player/kit/stage", deps)).toBeNull();
    expect(crossing("editor", file, "@exitgame/player/game", deps)).not.toBeNull();
    expect(crossing("editor", file, "@exitgame/player/kitchen", deps)).not.toBeNull();
    expect(crossing("editor", file, "../../player/app/game/x", deps)).not.toBeNull();
    const api = join(ROOT, "api/src/x.ts");
    expect(crossing("api", api, "@exitgame/element-plugins", deps)).not.toBeNull();
    expect(crossing("api", api, "@exitgame/element-plugins/diagnostics", deps)).toBeNull();
    expect(crossing("api", api, "@exitgame/player/kit", deps)).not.toBeNull();
    expect(
      crossing("player", join(ROOT, "player/app/x.ts"), "@exitgame/editor/x", deps),
    ).not.toBeNull();
    expect(crossing("engine", join(ROOT, "engine/src/x.ts"), "react", deps)).not.toBeNull();
    expect(crossing("engine", join(ROOT, "engine/src/x.ts"), "node:fs", deps)).not.toBeNull();
    expect(crossing("engine", join(ROOT, "engine/src/x.test.ts"), "node:fs", deps)).toBeNull();
    expect(crossing("engine", join(ROOT, "engine/src/x.ts"), "zod/mini", deps)).toBeNull();
    const schema = join(ROOT, "schema/generated/x.ts");
    expect(crossing("schema", schema, "@exitgame/engine", deps)).not.toBeNull();
    expect(crossing("schema", schema, "./graphql", deps)).toBeNull();
  });

  for (const [pkg, rule] of Object.entries(BOUNDARIES)) {
    it(`${pkg} imports only ${rule.workspace.join(", ") || "itself"} and its declared libraries`, () => {
      const deps = declared(pkg);
      const files = rule.sources.flatMap((dir) => sources(join(ROOT, dir)));
      expect(files.length).toBeGreaterThanOrEqual(rule.minFiles ?? 10);
      const found = files.flatMap((file) =>
        specifiers(readFileSync(file, "utf8")).flatMap((s) => {
          const why = crossing(pkg, file, s, deps);
          return why ? [`${relative(ROOT, file)}: ${s} (${why})`] : [];
        }),
      );
      expect(found).toEqual([]);
    });
  }
});
