#!/usr/bin/env node
// Runs `prisma generate` without network. The Prisma CLI wants to download its native schema
// engine even for `generate`, which does not use it; pointing PRISMA_SCHEMA_ENGINE_BINARY at any
// existing file stops that. The client itself (generator "prisma-client" + driver adapter) needs
// no native engine. Runs on `pnpm install` (postinstall) and before `build`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = path.join(apiDir, "node_modules", ".bin");
const prisma = path.join(bin, process.platform === "win32" ? "prisma.cmd" : "prisma");
if (!fs.existsSync(prisma)) {
  console.error(`prisma-generate: ${prisma} not found; run pnpm install first`);
  process.exit(1);
}
const env = {
  ...process.env,
  // Generators such as prisma-pothos-types are looked up on PATH.
  PATH: [bin, process.env.PATH].filter(Boolean).join(path.delimiter),
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = fs.existsSync("/bin/false") ? "/bin/false" : process.execPath;
}
const result = spawnSync(prisma, ["generate", ...process.argv.slice(2)], {
  cwd: apiDir,
  env,
  stdio: "inherit",
  shell: process.platform === "win32",
});
process.exit(result.status ?? 1);
