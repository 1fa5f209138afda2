import type { PrismaClient, Role } from "../generated/prisma/client";
import { generateToken, hashToken } from "./tokens";

const DAY = 24 * 60 * 60 * 1000;
/** Sessions live 30 days and slide: used in their second half, they are extended to 30 days again. */
export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_RENEW_WITHIN_MS = 15 * DAY;

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  roles: Role[];
  emailVerified: boolean;
}

export interface ValidSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
  /** True when this validation extended the session: the cookie must be sent again. */
  renewed: boolean;
}

export const sessionUserSelect = {
  id: true,
  email: true,
  displayName: true,
  roles: true,
  emailVerifiedAt: true,
} as const;

export function toSessionUser(user: {
  id: string;
  email: string;
  displayName: string | null;
  roles: Role[];
  emailVerifiedAt: Date | null;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    roles: user.roles,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** Session storage after the lucia guide: the token goes to the cookie, only its SHA-256 to the database. */
export class SessionStore {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => number = Date.now,
  ) {}

  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = generateToken();
    const expiresAt = new Date(this.now() + SESSION_LIFETIME_MS);
    await this.prisma.session.create({ data: { id: hashToken(token), userId, expiresAt } });
    return { token, expiresAt };
  }

  async validate(token: string): Promise<ValidSession | null> {
    if (!/^[a-z2-7]{32}$/.test(token)) return null;
    const id = hashToken(token);
    // One round trip on every request of a logged-in user (Prisma's include would take two).
    const [row] = await this.prisma.$queryRaw<
      {
        expiresAt: Date;
        id: string;
        email: string;
        displayName: string | null;
        roles: Role[];
        emailVerifiedAt: Date | null;
      }[]
    >`SELECT s."expiresAt", u."id", u."email", u."displayName", u."roles"::text[] AS "roles",
             u."emailVerifiedAt"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId"
      WHERE s."id" = ${id}`;
    if (!row) return null;
    const now = this.now();
    if (now >= row.expiresAt.getTime()) {
      await this.prisma.session.deleteMany({ where: { id } });
      return null;
    }
    let expiresAt = row.expiresAt;
    let renewed = false;
    if (now >= row.expiresAt.getTime() - SESSION_RENEW_WITHIN_MS) {
      expiresAt = new Date(now + SESSION_LIFETIME_MS);
      await this.prisma.session.update({ where: { id }, data: { expiresAt } });
      renewed = true;
    }
    return { id, expiresAt, user: toSessionUser(row), renewed };
  }

  async invalidate(sessionId: string): Promise<void> {
    await this.prisma.session.deleteMany({ where: { id: sessionId } });
  }

  async invalidateAllOf(userId: string): Promise<number> {
    return (await this.prisma.session.deleteMany({ where: { userId } })).count;
  }

  /** Housekeeping: drops expired rows (they are refused anyway). */
  async deleteExpired(): Promise<number> {
    return (
      await this.prisma.session.deleteMany({ where: { expiresAt: { lt: new Date(this.now()) } } })
    ).count;
  }
}
