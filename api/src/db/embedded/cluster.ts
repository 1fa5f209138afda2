/** Creating a new cluster with initdb. */
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { postgresBinDir, run } from "./binaries";
import { isEmptyDir, writeJsonAtomic } from "./files";
import { chownIfNeeded, type RunAs } from "./os-user";
import { META_FILE, type DbLogger, type Meta } from "./types";

/**
 * Creates the cluster with initdb in a sibling temporary directory and renames it into place,
 * so that a kill during initialisation never leaves a half-initialised data directory.
 */
export async function initialise(pgDataDir: string, as: RunAs, log: DbLogger): Promise<Meta> {
  if (!(await isEmptyDir(pgDataDir))) {
    throw new Error(
      `${pgDataDir} is neither empty nor a PostgreSQL data directory (no PG_VERSION); refusing to touch it`,
    );
  }
  const parent = path.dirname(pgDataDir);
  await fsp.mkdir(parent, { recursive: true });
  const staging = path.join(parent, `.${path.basename(pgDataDir)}.initdb`);
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(staging, { mode: 0o700 });
  await chownIfNeeded(staging, as);

  const meta: Meta = {
    version: 1,
    port: 0,
    user: "postgres",
    password: randomBytes(24).toString("base64url"),
  };
  const pwFile = path.join(parent, `.${path.basename(pgDataDir)}.pw`);
  await fsp.writeFile(pwFile, `${meta.password}\n`, { mode: 0o600 });
  await chownIfNeeded(pwFile, as);
  log("initialising embedded PostgreSQL data directory", { pgDataDir });
  try {
    const output = await run(
      path.join(postgresBinDir(), "initdb"),
      [
        `--pgdata=${staging}`,
        `--username=${meta.user}`,
        `--pwfile=${pwFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--no-locale",
        "--no-instructions",
      ],
      as,
    );
    if (output.code !== 0)
      throw new Error(`initdb failed (exit code ${output.code}):\n${output.text}`);
  } finally {
    await fsp.rm(pwFile, { force: true });
  }
  await writeJsonAtomic(path.join(staging, META_FILE), meta, as);
  await fsp.rm(pgDataDir, { recursive: true, force: true }); // empty (checked above)
  await fsp.rename(staging, pgDataDir);
  return meta;
}
