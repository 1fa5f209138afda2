import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyMigrations,
  createMigration,
  createPrismaClient,
  migrationDrift,
  openDatabase,
} from "./index";
import { defaultMigrationsDir, defaultSchemaPath } from "./migrate";
import {
  ADMIN_URL,
  createTestDatabase,
  databaseUrl,
  dropDatabase,
  query,
  uniqueDatabaseName,
  type TestDatabase,
} from "./test/helpers";

const migrationsDir = defaultMigrationsDir();
const migrationNames = fs
  .readdirSync(migrationsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe("migrations (WebAssembly schema engine)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("migrate");
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("apply on an empty database, with Prisma CLI bookkeeping, and are idempotent", async () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    expect(await applyMigrations(db.url)).toEqual(migrationNames);

    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
    }>(
      db.url,
      "SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name",
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      const sql = fs.readFileSync(path.join(migrationsDir, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex")); // what `prisma migrate` checks
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }

    expect(await applyMigrations(db.url)).toEqual([]);
    expect(await query(db.url, "SELECT 1 FROM _prisma_migrations")).toHaveLength(
      migrationNames.length,
    );
  });

  it("give a schema the Prisma client works with", async () => {
    const prisma = createPrismaClient(db.url);
    try {
      const user = await prisma.user.create({
        data: { email: "owner@example.org", passwordHash: "hash", roles: ["ADMIN", "MODERATOR"] },
      });
      const game = await prisma.game.create({
        data: { title: "Demo", ownerId: user.id, document: { scenes: [{ name: "First Scene" }] } },
      });
      expect(game.id).toBeTypeOf("number");
      expect(game.status).toBe("DRAFT");
      expect(game.documentVersion).toBe(1);
      expect(game.document).toEqual({ scenes: [{ name: "First Scene" }] });

      // Optimistic concurrency: only a writer holding the current version wins.
      const ok = await prisma.game.updateMany({
        where: { id: game.id, documentVersion: 1 },
        data: { document: {}, documentVersion: { increment: 1 } },
      });
      const stale = await prisma.game.updateMany({
        where: { id: game.id, documentVersion: 1 },
        data: { document: {}, documentVersion: { increment: 1 } },
      });
      expect([ok.count, stale.count]).toEqual([1, 0]);

      await prisma.session.create({
        data: { id: "a".repeat(64), userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
      });
      const reference = await prisma.paymentReference.create({
        data: {
          paymentReferenceId: "PAY-1",
          validUntil: new Date("2030-01-01"),
          accessCodes: { create: [{ code: "ABC123", validUntil: new Date("2030-01-01") }] },
        },
      });
      await prisma.paymentReference.delete({ where: { id: reference.id } });
      expect(await prisma.accessCode.count()).toBe(0); // cascade

      await expect(prisma.user.delete({ where: { id: user.id } })).rejects.toThrow(); // games are kept (restrict)
      await prisma.game.delete({ where: { id: game.id } });
      await prisma.user.delete({ where: { id: user.id } });
      expect(await prisma.session.count()).toBe(0); // cascade
    } finally {
      await prisma.$disconnect();
    }
  });
});

describe("schema drift", () => {
  it("schema.prisma matches the migrations folder (otherwise run `pnpm db:migration <name>`)", async () => {
    const drift = await migrationDrift({ url: ADMIN_URL });
    expect(drift, `schema.prisma has changes without a migration:\n${drift}`).toBeNull();
  });

  it("is detected, and createMigration writes the missing migration", async () => {
    const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), "exitgame-migrations-"));
    const db = await createTestDatabase("create");
    try {
      await fsp.cp(migrationsDir, tmp, { recursive: true });
      const schema = (await fsp.readFile(defaultSchemaPath(), "utf8")).replace(
        /(model Tag \{\n)/,
        "$1  color     String?\n",
      );
      const drift = await migrationDrift({ url: ADMIN_URL, migrationsDir: tmp, schema });
      expect(drift).toContain('ALTER TABLE "Tag" ADD COLUMN     "color" TEXT');

      const created = await createMigration("Add tag colour", {
        url: ADMIN_URL,
        migrationsDir: tmp,
        schema,
      });
      expect(created?.name).toMatch(/^\d{14}_add_tag_colour$/);
      expect(await fsp.readFile(path.join(created!.dir, "migration.sql"), "utf8")).toContain(
        '"color" TEXT',
      );
      expect(await migrationDrift({ url: ADMIN_URL, migrationsDir: tmp, schema })).toBeNull();
      expect(
        await createMigration("nothing", { url: ADMIN_URL, migrationsDir: tmp, schema }),
      ).toBeNull();

      expect(await applyMigrations(db.url, { migrationsDir: tmp })).toEqual([
        ...migrationNames,
        created!.name,
      ]);
      expect(
        await query(
          db.url,
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'Tag' AND column_name = 'color'`,
        ),
      ).toHaveLength(1);
    } finally {
      await fsp.rm(tmp, { recursive: true, force: true });
      await db.drop();
    }
    // The engine's shadow databases are gone again.
    expect(
      await query(
        ADMIN_URL,
        `SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'`,
      ),
    ).toEqual([]);
  });
});

describe("openDatabase with a database URL", () => {
  it("creates the database when missing, migrates it and returns a client", async () => {
    const name = uniqueDatabaseName("open");
    const logs: string[] = [];
    try {
      const db = await openDatabase({
        dataDir: "/nonexistent",
        databaseUrl: databaseUrl(name),
        log: (msg) => logs.push(msg),
      });
      expect(await db.prisma.game.count()).toBe(0);
      await db.stop();
      await db.stop(); // idempotent
      expect(logs).toContain("creating database");
      expect(logs).toContain("applied database migrations");
    } finally {
      await dropDatabase(name);
    }
  });
});
