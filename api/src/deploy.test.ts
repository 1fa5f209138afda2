/**
 * The deployment files at the repository's root, checked where no container can be built or
 * run (README "Running several instances"): compose.yaml parsed and cross-checked against the
 * server's configuration, the Dockerfile held to the usual lint rules (hadolint's main ones),
 * and the backup and restore scripts run for real: dump, restore into a fresh database, start.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "./config";
import { openDatabase } from "./db";
import {
  createTestDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from "./db/test/helpers";
import { createLogger } from "./logger";
import { ROOT_DIR } from "./paths";
import { startServer } from "./server";
import { createAssetService } from "./assets/service";
import { createStorage } from "./assets/storage";
import { seed } from "./seed";
import { seedOnce } from "./startup";

const read = (file: string) => readFileSync(path.join(ROOT_DIR, file), "utf8");

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  command?: string[] | string;
  volumes?: string[];
  healthcheck?: unknown;
}

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml"), { merge: true }) as {
    services: Record<string, Service>;
  };
  const { services } = compose;

  it("has two instances, PostgreSQL, Redis, MinIO and a proxy", () => {
    for (const name of ["api-1", "api-2", "postgres", "redis", "minio", "proxy"])
      expect(services[name], name).toBeDefined();
    expect(services.postgres!.image).toMatch(/^postgres:\d+/);
    expect(services.redis!.image).toMatch(/^redis:\d+/);
  });

  it("both instances run the image of the Dockerfile with a configuration the server accepts", () => {
    for (const name of ["api-1", "api-2"]) {
      const api = services[name]!;
      expect(api.build).toBe(".");
      const env = api.environment!;
      const config = loadConfig(env);
      expect(config.DATABASE_URL).toBeDefined();
      expect(config.REDIS_URL).toBeDefined();
      expect(config.S3_BUCKET).toBeDefined();
      // Several instances: mails through SMTP, metrics behind a token.
      expect(config.SMTP_URL).toBeDefined();
      expect(config.METRICS_TOKEN).toBeDefined();
      expect(Object.keys(api.depends_on as object)).toEqual(
        expect.arrayContaining(["postgres", "redis"]),
      );
    }
  });

  it("the instances' settings match the services they name", () => {
    const env = services["api-1"]!.environment!;
    const db = new URL(env.DATABASE_URL!);
    const pg = services.postgres!.environment!;
    expect(db.hostname).toBe("postgres");
    expect(decodeURIComponent(db.username)).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(db.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(new URL(env.REDIS_URL!).hostname).toBe("redis");
    expect(new URL(env.S3_ENDPOINT!).hostname).toBe("minio");
    const minio = services.minio!.environment!;
    expect(env.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    const makeBucket = [services["minio-bucket"]!.command].flat().join(" ");
    expect(makeBucket).toContain(`local/${env.S3_BUCKET}`);
    expect(new URL(env.SMTP_URL!).hostname in services).toBe(true);
  });

  it("the proxy balances over both instances by their /readyz and streams unbuffered", () => {
    const caddyfile = read("deploy/Caddyfile");
    expect(services.proxy!.volumes!.join()).toContain("./deploy/Caddyfile");
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(caddyfile).toMatch(/flush_interval -1/);
  });
});

describe("Dockerfile", () => {
  const lines = read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const stages = lines.filter((l) => l.startsWith("FROM "));
  const final = lines.slice(lines.lastIndexOf(stages.at(-1)!));

  it("is multi-stage, on pinned base images", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const from of stages) expect(from).toMatch(/^FROM [^:\s]+:[^\s]+ AS \w+$/);
    for (const from of stages) expect(from).not.toMatch(/:latest\b/);
  });

  it("runs as a user other than root, with production dependencies only", () => {
    const user = final.filter((l) => l.startsWith("USER "));
    expect(user.at(-1)).toBeDefined();
    expect(user.at(-1)).not.toMatch(/^USER (root|0)\b/);
    // Dependencies come from the stage that installed without dev dependencies.
    const deps = lines.find((l) => /pnpm install .*--prod/.test(l));
    expect(deps).toBeDefined();
    const copies = final.filter((l) => l.startsWith("COPY --from="));
    expect(copies.some((l) => /node_modules/.test(l) && /--from=build/.test(l))).toBe(false);
  });

  it("holds the built apps and the migrations, and starts the production server", () => {
    const copied = final.filter((l) => l.startsWith("COPY ")).join("\n");
    for (const dir of ["api/dist", "api/prisma", "player/build", "editor/build"])
      expect(copied).toContain(dir);
    expect(final.at(-1)).toBe('CMD ["node", "api/dist/prod.js"]');
    // hadolint DL3020 (COPY, not ADD, for files), DL4006-ish: no `cd` in RUN (WORKDIR instead).
    expect(lines.some((l) => l.startsWith("ADD "))).toBe(false);
    expect(lines.some((l) => l.startsWith("RUN cd "))).toBe(false);
    const ignored = read(".dockerignore");
    expect(ignored).toMatch(/node_modules/);
  });

  it("installs the pnpm version the repository uses", () => {
    const ci = read(".ci/run");
    const version = /pnpm@(\d+\.\d+\.\d+)/.exec(ci)?.[1];
    expect(version).toBeDefined();
    for (const l of lines.filter((l) => l.includes("npm install -g pnpm@")))
      expect(l).toContain(`pnpm@${version}`);
  });
});

const hasPgTools =
  spawnSync("pg_dump", ["--version"]).status === 0 && spawnSync("psql", ["--version"]).status === 0;
if (!hasPgTools) console.log("backup/restore test skipped: pg_dump or psql is not installed");

describe.skipIf(!hasPgTools)("backup and restore (scripts/db-backup.sh, db-restore.sh)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eg-backup-"));
  const restored = uniqueDatabaseName("restored");
  afterAll(async () => {
    await dropDatabase(restored);
    rmSync(dir, { recursive: true, force: true });
  });

  it("dumps a running installation, restores it into a fresh database and starts on it", async () => {
    const source = await createTestDatabase("backup");
    const logger = createLogger("silent");
    const env = {
      NODE_ENV: "test",
      DATA_DIR: dir,
      PORT: "0",
      HOST: "127.0.0.1",
      ADMIN_EMAIL: "admin@backup.test",
      ADMIN_PASSWORD: "a-long-password",
    };
    try {
      const config = loadConfig({ ...env, DATABASE_URL: source.url });
      const db = await openDatabase({ dataDir: dir, databaseUrl: source.url, log: () => {} });
      // The admin and the demo game (without the starter library: its conversions take long).
      await seed({ prisma: db.prisma, config, logger, storage: createStorage(config) });
      const games = await db.prisma.game.findMany({ select: { id: true, title: true } });
      await db.stop();

      const file = path.join(dir, "exitgame.dump");
      execFileSync("bash", [path.join(ROOT_DIR, "scripts/db-backup.sh"), source.url, file]);
      execFileSync("bash", [
        path.join(ROOT_DIR, "scripts/db-restore.sh"),
        file,
        databaseUrl(restored),
      ]);

      // Start on the restored database: nothing to migrate or seed, the same games, ready.
      const logs: string[] = [];
      const again = await openDatabase({
        dataDir: dir,
        databaseUrl: databaseUrl(restored),
        log: (msg) => logs.push(msg),
      });
      expect(logs).toContain("database schema is up to date");
      const restoredConfig = loadConfig({ ...env, DATABASE_URL: databaseUrl(restored) });
      const { seeded } = await seedOnce({
        db: again,
        config: restoredConfig,
        logger,
        assets: createAssetService({ prisma: again.prisma, config: restoredConfig }),
      });
      expect(seeded).toBe(false);
      const server = await startServer({ config: restoredConfig, logger, db: again });
      try {
        const ready = await fetch(`${server.origin}/readyz`);
        expect(ready.status).toBe(200);
        const login = await fetch(`${server.origin}/graphql`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            query:
              "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { email } } }",
            variables: { e: "admin@backup.test", p: "a-long-password" },
          }),
        });
        expect(((await login.json()) as { data: unknown }).data).toEqual({
          login: { viewer: { email: "admin@backup.test" } },
        });
        expect(await again.prisma.game.findMany({ select: { id: true, title: true } })).toEqual(
          games,
        );
      } finally {
        await server.close();
      }
      // A second restore into the same (now existing) database is refused, not merged.
      const twice = spawnSync("bash", [
        path.join(ROOT_DIR, "scripts/db-restore.sh"),
        file,
        databaseUrl(restored),
      ]);
      expect(twice.status).not.toBe(0);
    } finally {
      await source.drop();
    }
  });
});
