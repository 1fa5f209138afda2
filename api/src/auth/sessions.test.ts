/**
 * Requests of one session arriving together share one lookup (a teacher's 200 per-team calls at
 * once); each gets its own copy, and a logout lets no later request join a lookup under way.
 */
import { describe, expect, it } from "vitest";
import type { PrismaClient } from "../generated/prisma/client";
import { SessionStore } from "./sessions";
import { hashToken } from "./tokens";

const TOKEN = "abcdefghijklmnopqrstuvwxyz234567";
const OTHER = "bbcdefghijklmnopqrstuvwxyz234567";

function fakeDatabase() {
  const lookups: ((rows: unknown[]) => void)[] = [];
  const deleted: unknown[] = [];
  const prisma = {
    $queryRaw: () => new Promise((resolve) => lookups.push(resolve)),
    session: {
      deleteMany: async (args: unknown) => {
        deleted.push(args);
        return { count: 1 };
      },
    },
  } as unknown as PrismaClient;
  return { prisma, lookups, deleted };
}

const row = (expiresAt: number) => ({
  expiresAt: new Date(expiresAt),
  id: "user-1",
  email: "t@example.org",
  displayName: "T",
  roles: ["COMPETITION_MANAGER"],
  emailVerifiedAt: new Date(0),
});

describe("session lookups", () => {
  it("requests of one session arriving together share one lookup, each with its own copy", async () => {
    const db = fakeDatabase();
    const store = new SessionStore(db.prisma, () => 1_000);
    const together = [store.validate(TOKEN), store.validate(TOKEN), store.validate(TOKEN)];
    const other = store.validate(OTHER);
    expect(db.lookups).toHaveLength(2);
    db.lookups[0]!([row(10 * 86_400_000 + 1_000_000_000)]);
    db.lookups[1]!([]);
    const [a, b, c] = await Promise.all(together);
    expect(await other).toBeNull();
    expect(a!.user.id).toBe("user-1");
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(b).not.toBe(a);
    expect(b!.user).not.toBe(a!.user);
    // The lookup is over: the next request asks again.
    const next = store.validate(TOKEN);
    expect(db.lookups).toHaveLength(3);
    db.lookups[2]!([]);
    expect(await next).toBeNull();
  });

  it("after a logout no request joins the lookup under way", async () => {
    const db = fakeDatabase();
    const store = new SessionStore(db.prisma, () => 1_000);
    const before = store.validate(TOKEN);
    expect(db.lookups).toHaveLength(1);
    await store.invalidate(hashToken(TOKEN));
    const after = store.validate(TOKEN);
    expect(db.lookups).toHaveLength(2);
    db.lookups[0]!([row(2_000_000_000)]);
    db.lookups[1]!([]);
    expect(await before).not.toBeNull();
    expect(await after).toBeNull();
    // A password change (every session of the user ended elsewhere) does the same.
    const again = store.validate(TOKEN);
    store.forgetLookups();
    const later = store.validate(TOKEN);
    expect(db.lookups).toHaveLength(4);
    db.lookups[2]!([]);
    db.lookups[3]!([]);
    await Promise.all([again, later]);
  });
});
