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

  /**
   * Validations under way, by session id: requests of one session arriving together (a teacher's
   * 200 per-team calls at once) share one lookup instead of 200. Only while it runs: the next
   * request after it asks the database again (a logout holds from then on).
   */
  private inFlight = new Map<string, Promise<ValidSession | null>>();

  validate(token: string): Promise<ValidSession | null> {
    if (!/^[a-z2-7]{32}$/.test(token)) return Promise.resolve(null);
    const id = hashToken(token);
    const flight = this.inFlight.get(id);
    // Each request its own copy (a request's context may not change another's viewer).
    if (flight) return flight.then((s) => s && { ...s, user: { ...s.user } });
    const own = this.lookUp(id).finally(() => {
      if (this.inFlight.get(id) === own) this.inFlight.delete(id);
    });
    this.inFlight.set(id, own);
    return own;
  }

  private async lookUp(id: string): Promise<ValidSession | null> {
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
    this.inFlight.delete(sessionId);
    await this.prisma.session.deleteMany({ where: { id: sessionId } });
  }

  /** Sessions were deleted elsewhere (password change or reset): no request joins an older lookup. */
  forgetLookups(): void {
    this.inFlight.clear();
  }

  async invalidateAllOf(userId: string): Promise<number> {
    this.forgetLookups();
    return (await this.prisma.session.deleteMany({ where: { userId } })).count;
  }

  /** Housekeeping: drops expired rows (they are refused anyway). */
  async deleteExpired(): Promise<number> {
    return (
      await this.prisma.session.deleteMany({ where: { expiresAt: { lt: new Date(this.now()) } } })
    ).count;
  }
}
