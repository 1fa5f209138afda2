/**
 * Test-only child process: runs a Legacy import against the test database and kills itself
 * with SIGKILL right after the first asset the import created was stored (see
 * exchange/legacy-crash.test.ts). Env: DATABASE_URL, DATA_DIR, ARCHIVE, USER_ID (TMPDIR decides
 * where its temporary files go).
 */
import { readFile } from "node:fs/promises";
import { createAssetService } from "../assets/service";
import { bufferToTempFile } from "../assets/temp-file";
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { legacyImport } from "../exchange/legacy-import";

const env = process.env;
const config = loadConfig({
  NODE_ENV: "test",
  DATABASE_URL: env.DATABASE_URL,
  DATA_DIR: env.DATA_DIR,
  LOG_LEVEL: "silent",
});
const db = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: env.DATABASE_URL!,
  log: () => {},
});
const assets = createAssetService({ prisma: db.prisma, config });
const upload = await bufferToTempFile(await readFile(env.ARCHIVE!));
await legacyImport(
  {
    prisma: db.prisma,
    assets,
    onAssetStored: () => {
      process.kill(process.pid, "SIGKILL");
      return new Promise<void>(() => {});
    },
  },
  { file: upload, viewer: { id: env.USER_ID!, roles: [] }, name: "Absturz" },
);
// Never reached: the import stores its first asset before it could end.
process.exit(3);
