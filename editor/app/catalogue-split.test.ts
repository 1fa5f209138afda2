/**
 * The editor loads the classroom pages' strings (competitions, debriefing, LTI, SCORM, tags)
 * only under the dashboard's and admin area's layouts and the projector (catalogues.ts): no page
 * outside them may reach a component that speaks them, or it would show keys. And the split
 * loses no string: both parts together are every namespace, in both languages alike.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import catalogueDe from "./locales/catalogue.de";
import catalogueEn from "./locales/catalogue.en";
import classroomDe from "./locales/classroom.de";
import classroomEn from "./locales/classroom.en";

const app = path.dirname(fileURLToPath(import.meta.url));
const CLASSROOM = Object.keys(classroomEn);
const speaksClassroom = new RegExp(
  `useTranslation\\((\\[[^\\]]*)?"(${CLASSROOM.join("|")})"|["'\`](${CLASSROOM.join("|")}):`,
);

/** The app's modules a file imports (relative imports, static or dynamic), resolved. */
function imports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
    const base = path.resolve(path.dirname(file), m[1]!);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
      (f) => existsSync(f) && /\.tsx?$/.test(f),
    );
    if (found) out.push(found);
  }
  return out;
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...imports(file));
  }
  return seen;
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
    const files = readdirSync(path.join(app, "locales")).filter((f) => f.endsWith(".en.json"));
    expect(Object.keys(catalogueEn).length + CLASSROOM.length).toBeGreaterThanOrEqual(files.length);
  });
});
