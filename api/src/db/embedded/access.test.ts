import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unreachableDirectory, type DirInfo } from "./access";
import { startEmbeddedPostgres } from "./index";

/** Issue 8 item 9: as root, the embedded PostgreSQL runs as "postgres" and must reach its cluster. */
describe("can the postgres user reach the cluster directory?", () => {
  const dirs: Record<string, DirInfo> = {
    "/": { mode: 0o755, uid: 0, gid: 0 },
    "/tmp": { mode: 0o1777, uid: 0, gid: 0 },
    "/tmp/tmp.abc": { mode: 0o700, uid: 0, gid: 0 },
    "/srv": { mode: 0o750, uid: 0, gid: 50 },
    "/srv/data": { mode: 0o755, uid: 0, gid: 0 },
    "/home/pg": { mode: 0o700, uid: 70, gid: 70 },
  };
  const stat = (dir: string) => dirs[dir] ?? null;
  const postgres = { uid: 70, gids: [70] };

  it("finds the first directory on the way that the user cannot enter", () => {
    expect(unreachableDirectory("/tmp/tmp.abc/postgres", postgres, stat)).toEqual({
      dir: "/tmp/tmp.abc",
      mode: 0o700,
      uid: 0,
    });
    expect(unreachableDirectory("/srv/data/postgres", postgres, stat)?.dir).toBe("/srv");
    expect(unreachableDirectory("/srv/data/postgres", { uid: 70, gids: [50] }, stat)).toBeNull();
    expect(unreachableDirectory("/home/pg/cluster", postgres, stat)).toBeNull();
    expect(unreachableDirectory("/tmp/new/postgres", postgres, stat)).toBeNull();
  });

  it.runIf(process.getuid?.() === 0)(
    "as root with DATA_DIR from mktemp -d (mode 0700): stops at once with what to change",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "eg-root-"));
      fs.chmodSync(dataDir, 0o700);
      const started = Date.now();
      try {
        const error = await startEmbeddedPostgres({
          pgDataDir: path.join(dataDir, "postgres"),
        }).then(
          async (pg) => {
            await pg.stop();
            return null;
          },
          (e: unknown) => e as Error,
        );
        expect(error).toBeInstanceOf(Error);
        expect(error!.name).toBe("StartupProblem");
        expect(error!.message).toContain(`chmod o+x ${dataDir}`);
        expect(error!.message).toContain('"postgres"');
        expect(error!.message).not.toContain(".postgres.pw");
        expect(Date.now() - started).toBeLessThan(1000);
        // Nothing was created inside.
        expect(fs.readdirSync(dataDir)).toEqual([]);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
