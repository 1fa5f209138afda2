import { readFileSync } from "node:fs";
import path from "node:path";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import { ROOT_DIR } from "../paths";
import { printedSchema } from "./schema";

describe("committed GraphQL artefacts", () => {
  it("schema/schema.graphql is the printed Pothos schema (run `pnpm --filter @exitgame/api schema:print`)", () => {
    const committed = readFileSync(path.join(ROOT_DIR, "schema", "schema.graphql"), "utf8");
    expect(committed).toBe(printedSchema());
  });

  it("schema/generated matches what codegen writes from it (run `pnpm codegen`)", async () => {
    const cwd = process.cwd();
    process.chdir(ROOT_DIR);
    try {
      const config = (await import(path.join(ROOT_DIR, "codegen.ts"))).default;
      const files = await generate({ ...config, cwd: ROOT_DIR, silent: true }, false);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const committed = readFileSync(path.resolve(ROOT_DIR, file.filename), "utf8");
        expect(committed, `${file.filename} is out of date`).toBe(file.content);
      }
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});
