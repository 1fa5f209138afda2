/**
 * The editor loads the classroom pages' strings (competitions, debriefing, LTI, SCORM, tags)
 * only under the dashboard's and admin area's layouts and the projector (catalogues.ts): no page
 * outside them may reach a component that speaks them, or it would show keys. The scene editor's
 * first paint has only the catalogue (the logic builder's, the galleries' and the dialogs' words
 * load with them): what its code reaches without a dynamic import finds its words there, and the
 * catalogue holds no namespace it does not use. And the split loses no string: the parts together
 * are every namespace, in both languages alike.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import builderEn from "./locales/builder.en";
import catalogueDe from "./locales/catalogue.de";
import catalogueEn from "./locales/catalogue.en";
import classroomDe from "./locales/classroom.de";
import classroomEn from "./locales/classroom.en";
import dialogsEn from "./locales/dialogs.en";

const app = path.dirname(fileURLToPath(import.meta.url));
const CLASSROOM = Object.keys(classroomEn);
const speaksClassroom = new RegExp(
  `useTranslation\\((\\[[^\\]]*)?"(${CLASSROOM.join("|")})"|["'\`](${CLASSROOM.join("|")}):`,
);

/**
 * The app's modules a file imports (relative imports, static or dynamic; with `dynamic: false`
 * what loads with it: static imports that are not type-only), resolved.
 */
function imports(file: string, { dynamic = true } = {}): string[] {
  const code = readFileSync(file, "utf8");
  const out: string[] = [];
  const specifiers = dynamic
    ? [...code.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1]!)
    : [...code.matchAll(/^(?:import|export)\b(\s+type\b)?([^;]*?from)?\s*"(\.{1,2}\/[^"]+)"/gm)]
        .filter((m) => !m[1])
        .map((m) => m[3]!);
  for (const specifier of specifiers) {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
      (f) => existsSync(f) && /\.tsx?$/.test(f),
    );
    if (found) out.push(found);
  }
  return out;
}

function reachable(entry: string, options: { dynamic?: boolean } = {}): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...imports(file, options));
  }
  return seen;
}

/** "a.b.c" for every leaf of a namespace. */
function keysOf(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("the classroom strings' split", () => {
  it("no page outside the dashboard, the admin area and the projector reaches them", () => {
    const routes = readdirSync(path.join(app, "routes"), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
      .filter((f) => !/^(dashboard|admin)[\\/]/.test(f) || f.endsWith("invite.tsx"));
    expect(routes).toContain(path.join("editor", "scene.tsx"));
    for (const route of [
      ...routes.map((r) => path.join(app, "routes", r)),
      path.join(app, "root.tsx"),
    ])
      for (const file of reachable(route))
        expect(speaksClassroom.test(readFileSync(file, "utf8")), `${route} reaches ${file}`).toBe(
          false,
        );
    // The test sees them where they are.
    expect(
      speaksClassroom.test(readFileSync(path.join(app, "routes/dashboard/tags.tsx"), "utf8")),
    ).toBe(true);
  });

  it("loses no namespace, in either language", () => {
    expect(Object.keys(classroomDe).sort()).toEqual([...CLASSROOM].sort());
    expect(Object.keys(catalogueDe).sort()).toEqual(Object.keys(catalogueEn).sort());
    for (const ns of CLASSROOM) expect(Object.keys(catalogueEn)).not.toContain(ns);
    const files = readdirSync(path.join(app, "locales")).filter(
      (f) => f.endsWith(".en.json") && !f.endsWith(".scene.en.json"),
    );
    const namespaces = new Set(
      [catalogueEn, builderEn, dialogsEn, classroomEn].flatMap((part) => Object.keys(part)),
    );
    expect(namespaces.size).toBeGreaterThanOrEqual(files.length);
  });
});

describe("the scene editor's first paint", () => {
  // The editor route's modules and what they import statically (a dynamic import's part waits
  // for its strings: lazyWithStrings, PartStrings).
  const files = new Set(
    ["root.tsx", "routes/editor/layout.tsx", "routes/editor/scene.tsx"].flatMap((entry) => [
      ...reachable(path.join(app, entry), { dynamic: false }),
    ]),
  );
  const code = [...files].map((file) => readFileSync(file, "utf8")).join("\n");
  const known = new Map(Object.entries(catalogueEn).map(([ns, tree]) => [ns, keysOf(tree)]));
  // Namespaces that come in parts: their other words load with the builder and the dialogs.
  const PARTED = ["logic", "gallery", "import", "export", "sharing"];

  it("finds every word it asks for in the catalogue", () => {
    expect(files.has(path.join(app, "scene-editor/SceneEditor.tsx"))).toBe(true);
    for (const m of code.matchAll(/["'`](\w+):([\w.]+)["'`]/g)) {
      const [, ns, key] = m as unknown as [string, string, string];
      if (!PARTED.includes(ns)) continue;
      const keys = known.get(ns) ?? [];
      const found = keys.some((k) => k === key || k.replace(/_(one|other)$/, "") === key);
      expect(found, `${ns}:${key}`).toBe(true);
    }
    for (const ns of PARTED)
      expect(code, `useTranslation("${ns}")`).not.toMatch(new RegExp(`useTranslation\\("${ns}"`));
  });

  it("holds no namespace it does not use", () => {
    // The stage and the previews speak the player's and the element types' strings.
    for (const ns of Object.keys(catalogueEn).filter((ns) => ns !== "player" && ns !== "elements"))
      expect(code, ns).toMatch(new RegExp(`["'\`]${ns}[:"'\`]`));
    for (const ns of PARTED.filter((ns) => ns in catalogueEn))
      for (const key of known.get(ns)!)
        expect(code, `${ns}:${key}`).toContain(`${ns}:${key.replace(/_(one|other)$/, "")}`);
  });
});
