import type { Locale } from "@exitgame/engine";
import type { PrismaClient, Role } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { AppError } from "./errors";
import type { Mailer } from "./mail/mailer";
import {
  accountExistsMail,
  loginCodeMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from "./mail/templates";
import { hashPassword, verifyPassword } from "./password";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-policy";
import { RateLimitedError, type LimitName, type RateLimits } from "./rate-limit";
import { SessionStore, sessionUserSelect, toSessionUser, type SessionUser } from "./sessions";
import { constantTimeEqualHex, generateOtp, generateToken, hashOtp, hashToken } from "./tokens";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Who is asking: language for messages and mails, address for rate limits, origin for links. */
export interface RequestInfo {
  locale: Locale;
  ip: string;
  origin: string;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  user: SessionUser;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 80;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// A real argon2id hash of a random password: verifying against it when the account does not
// exist makes a wrong email cost as much time as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(generateToken()));

export class AuthService {
  readonly sessions: SessionStore;

  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      mailer: Mailer;
      limits: RateLimits;
      logger: Logger;
      now?: () => number;
    },
  ) {
    this.sessions = new SessionStore(deps.prisma, deps.now);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private async limit(
    req: RequestInfo,
    name: LimitName,
    key: string,
    mode: "consume" | "check" = "consume",
  ) {
    try {
      if (mode === "consume") await this.deps.limits.consume(name, key);
      else await this.deps.limits.check(name, key);
    } catch (error) {
      if (error instanceof RateLimitedError) {
        this.deps.logger.warn(
          { limit: name, ip: req.ip, retryAfterSeconds: error.retryAfterSeconds },
          "rate limit hit",
        );
        throw new AppError("RATE_LIMITED", req.locale, {
          minutes: error.minutes,
          retryAfterSeconds: error.retryAfterSeconds,
        });
      }
      throw error;
    }
  }

  private checkPassword(password: string, locale: Locale, field = "password") {
    const problem = passwordProblem(password);
    if (problem)
      throw new AppError(
        problem,
        locale,
        { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
        { field },
      );
  }

  private checkEmail(email: string, locale: Locale): string {
    const normalized = normalizeEmail(email);
    if (!EMAIL_RE.test(normalized) || normalized.length > EMAIL_MAX_LENGTH) {
      throw new AppError("BAD_USER_INPUT", locale, {}, { fields: { email: "invalid" } });
    }
    return normalized;
  }

  /**
   * Answers the same whether the address is new or taken (no account enumeration): a new or
   * still unconfirmed address gets a code (the account exists once the code confirms it, see
   * confirmRegistration); the owner of a confirmed account gets a note by mail instead.
   */
  async register(
    req: RequestInfo,
    input: { email: string; password: string; displayName: string },
  ): Promise<void> {
    const email = this.checkEmail(input.email, req.locale);
    const displayName = input.displayName.trim();
    if (!displayName || [...displayName].length > DISPLAY_NAME_MAX_LENGTH) {
      throw new AppError(
        "BAD_USER_INPUT",
        req.locale,
        {},
        { fields: { displayName: displayName ? "tooLong" : "required" } },
      );
    }
    this.checkPassword(input.password, req.locale);
    await this.limit(req, "registerIp", req.ip);
    // Hashed in every branch, so that a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    const existing = await this.deps.prisma.user.findUnique({
      where: { email },
      select: { id: true, email: true, displayName: true, emailVerifiedAt: true },
    });
    // Mails per address are bounded (nobody can flood an inbox through this form).
    const mayMail = await this.deps.limits.consume("registerMailAccount", email).then(
      () => true,
      (error: unknown) => {
        if (error instanceof RateLimitedError) return false;
        throw error;
      },
    );
    if (existing?.emailVerifiedAt) {
      await this.deps.limits.reset("registerDecoy", email);
      this.deps.logger.info({ userId: existing.id }, "registration attempt for a taken address");
      if (mayMail)
        await this.deps.mailer.send(
          accountExistsMail(req.locale, existing.email, {
            name: existing.displayName ?? existing.email,
            loginLink: `${req.origin}/auth/login`,
            resetLink: `${req.origin}/auth/forgot-password`,
          }),
        );
      return;
    }
    // An unconfirmed account belongs to nobody yet: the newest registration replaces it, and
    // whoever reads the mailbox confirms it.
    let userId: string;
    if (existing) {
      await this.deps.prisma.user.update({
        where: { id: existing.id },
        data: { passwordHash, displayName },
      });
      userId = existing.id;
    } else {
      try {
        userId = (
          await this.deps.prisma.user.create({
            data: { email, passwordHash, displayName },
            select: { id: true },
          })
        ).id;
      } catch (error) {
        if ((error as { code?: string }).code === "P2002") return; // registered concurrently
        throw error;
      }
      this.deps.logger.info({ userId }, "user registered");
    }
    if (mayMail) await this.sendVerificationCode(req, userId);
  }

  /**
   * The code of a registration: confirms the address and logs in. Wrong codes for an address
   * without a pending registration are counted like real ones (same answers).
   */
  async confirmRegistration(
    req: RequestInfo,
    emailInput: string,
    code: string,
  ): Promise<NewSession> {
    const email = normalizeEmail(emailInput);
    const user = email
      ? await this.deps.prisma.user.findUnique({ where: { email }, select: sessionUserSelect })
      : null;
    if (user && !user.emailVerifiedAt) {
      const verified = await this.checkCodeAndVerify(req, user.id, code);
      const session = await this.sessions.create(user.id);
      return { ...session, user: verified };
    }
    await this.limit(req, "verifyIp", req.ip);
    let left: number;
    try {
      left = await this.deps.limits.consume("registerDecoy", email);
    } catch (error) {
      if (error instanceof RateLimitedError) throw new AppError("CODE_EXPIRED", req.locale);
      throw error;
    }
    if (left <= 0) throw new AppError("CODE_EXPIRED", req.locale);
    throw new AppError("INVALID_CODE", req.locale, { attemptsLeft: left });
  }

  /** A new code for a pending registration; answers the same for every address. */
  async resendRegistrationCode(req: RequestInfo, emailInput: string): Promise<void> {
    const email = this.checkEmail(emailInput, req.locale);
    await this.limit(req, "registerMailAccount", email);
    const user = await this.deps.prisma.user.findUnique({
      where: { email },
      select: { id: true, emailVerifiedAt: true },
    });
    if (user && !user.emailVerifiedAt) await this.sendVerificationCode(req, user.id);
    else await this.deps.limits.reset("registerDecoy", email);
  }

  async login(
    req: RequestInfo,
    input: { email: string; password: string; code?: string | null },
  ): Promise<NewSession> {
    const email = normalizeEmail(input.email);
    // Failed logins per address: a class of teachers behind one school address still logs in.
    await this.limit(req, "loginIp", req.ip, "check");
    const locked = await this.deps.limits.check("loginAccount", email).then(
      () => false,
      (error: unknown) => {
        if (error instanceof RateLimitedError) return true;
        throw error;
      },
    );
    if (locked) return this.loginDuringLock(req, email, input);
    const user =
      email && input.password.length <= PASSWORD_MAX_LENGTH * 4
        ? await this.deps.prisma.user.findUnique({
            where: { email },
            select: { ...sessionUserSelect, passwordHash: true },
          })
        : null;
    let ok = false;
    if (user) ok = await verifyPassword(user.passwordHash, input.password);
    else await verifyPassword(await getDummyHash(), input.password);
    if (!user || !ok) {
      for (const [name, key] of [
        ["loginAccount", email],
        ["loginIp", req.ip],
      ] as const) {
        await this.deps.limits.consume(name, key).catch((error: unknown) => {
          if (!(error instanceof RateLimitedError)) throw error;
        });
      }
      this.deps.logger.info({ ip: req.ip }, "login failed");
      throw new AppError("INVALID_CREDENTIALS", req.locale);
    }
    await this.deps.limits.reset("loginAccount", email);
    const session = await this.sessions.create(user.id);
    if (!user.emailVerifiedAt) {
      const pending = await this.deps.prisma.emailVerificationCode.findUnique({
        where: { userId: user.id },
      });
      if (
        !pending ||
        pending.expiresAt.getTime() <= this.now() ||
        pending.attempts >= OTP_MAX_ATTEMPTS
      ) {
        await this.sendVerificationCode(req, user.id).catch((err) =>
          this.deps.logger.warn({ err }, "could not send a verification code at login"),
        );
      }
    }
    return { ...session, user: toSessionUser(user) };
  }

  /**
   * After LIMITS.loginAccount failures the account is locked against guessing, but not against
   * its owner: logging in then takes the password and a code mailed to the account. Without a
   * code the answer is always LOGIN_CODE_REQUIRED (the password is not even looked at, so the
   * answer tells nothing); with one, a wrong code or password counts against the code's
   * attempts, so guessing stays bounded by the mails the owner receives.
   */
  private async loginDuringLock(
    req: RequestInfo,
    email: string,
    input: { password: string; code?: string | null },
  ): Promise<NewSession> {
    const user = await this.deps.prisma.user.findUnique({
      where: { email },
      select: { ...sessionUserSelect, passwordHash: true },
    });
    const code = input.code?.replace(/\s+/g, "") ?? "";
    if (!code) {
      if (user) {
        const mayMail = await this.deps.limits.consume("loginCodeAccount", email).then(
          () => true,
          (error: unknown) => {
            if (error instanceof RateLimitedError) return false;
            throw error;
          },
        );
        if (mayMail) await this.sendVerificationCode(req, user.id, "login");
      }
      this.deps.logger.info({ ip: req.ip }, "login to a locked account: code required");
      throw new AppError("LOGIN_CODE_REQUIRED", req.locale);
    }
    const pending = user
      ? await this.deps.prisma.emailVerificationCode.findUnique({ where: { userId: user.id } })
      : null;
    const usable =
      pending !== null &&
      pending.expiresAt.getTime() > this.now() &&
      pending.attempts < OTP_MAX_ATTEMPTS;
    const codeOk =
      usable && user !== null && constantTimeEqualHex(hashOtp(user.id, code), pending.codeHash);
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await getDummyHash(), input.password);
    if (!user || !codeOk || !passwordOk) {
      if (user && usable)
        await this.deps.prisma.emailVerificationCode.update({
          where: { userId: user.id },
          data: { attempts: { increment: 1 } },
        });
      await this.deps.limits.consume("loginIp", req.ip).catch((error: unknown) => {
        if (!(error instanceof RateLimitedError)) throw error;
      });
      this.deps.logger.info({ ip: req.ip }, "login to a locked account failed");
      throw new AppError("LOGIN_CODE_INVALID", req.locale);
    }
    // The code proves the mailbox: the address counts as verified from here on.
    await this.deps.prisma.$transaction([
      this.deps.prisma.emailVerificationCode.delete({ where: { userId: user.id } }),
      this.deps.prisma.user.update({
        where: { id: user.id },
        data: { emailVerifiedAt: user.emailVerifiedAt ?? new Date(this.now()) },
      }),
    ]);
    await this.deps.limits.reset("loginAccount", email);
    this.deps.logger.info({ userId: user.id }, "logged in to a locked account with a mailed code");
    const session = await this.sessions.create(user.id);
    return {
      ...session,
      user: toSessionUser({
        ...user,
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(this.now()),
      }),
    };
  }

  private async sendVerificationCode(
    req: RequestInfo,
    userId: string,
    purpose: "verify" | "login" = "verify",
  ): Promise<void> {
    const code = generateOtp();
    const expiresAt = new Date(this.now() + OTP_TTL_MS);
    const user = await this.deps.prisma.user.update({
      where: { id: userId },
      data: {
        verificationCode: {
          upsert: {
            create: { codeHash: hashOtp(userId, code), expiresAt },
            update: {
              codeHash: hashOtp(userId, code),
              expiresAt,
              attempts: 0,
              createdAt: new Date(this.now()),
            },
          },
        },
      },
      select: { email: true, displayName: true },
    });
    const mail = purpose === "login" ? loginCodeMail : verificationMail;
    await this.deps.mailer.send(
      mail(req.locale, user.email, {
        name: user.displayName ?? user.email,
        code,
        minutes: OTP_TTL_MS / 60_000,
      }),
    );
  }

  async resendVerificationCode(req: RequestInfo, user: SessionUser): Promise<void> {
    if (user.emailVerified) throw new AppError("ALREADY_VERIFIED", req.locale);
    await this.limit(req, "resendAccount", user.id);
    await this.sendVerificationCode(req, user.id);
  }

  async verifyEmail(req: RequestInfo, user: SessionUser, code: string): Promise<SessionUser> {
    if (user.emailVerified) throw new AppError("ALREADY_VERIFIED", req.locale);
    return this.checkCodeAndVerify(req, user.id, code);
  }

  /** Checks a mailed code (5 attempts, 10 minutes) and marks the address verified. */
  private async checkCodeAndVerify(
    req: RequestInfo,
    userId: string,
    code: string,
  ): Promise<SessionUser> {
    await this.limit(req, "verifyIp", req.ip);
    await this.limit(req, "verifyAccount", userId);
    const pending = await this.deps.prisma.emailVerificationCode.findUnique({
      where: { userId },
    });
    if (
      !pending ||
      pending.expiresAt.getTime() <= this.now() ||
      pending.attempts >= OTP_MAX_ATTEMPTS
    ) {
      throw new AppError("CODE_EXPIRED", req.locale);
    }
    const normalized = code.replace(/\s+/g, "");
    if (!constantTimeEqualHex(hashOtp(userId, normalized), pending.codeHash)) {
      // Counted in the database, atomically: parallel guesses cannot exceed the limit.
      const updated = await this.deps.prisma.emailVerificationCode.update({
        where: { userId },
        data: { attempts: { increment: 1 } },
      });
      const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - updated.attempts);
      if (attemptsLeft === 0) throw new AppError("CODE_EXPIRED", req.locale);
      throw new AppError("INVALID_CODE", req.locale, { attemptsLeft });
    }
    const [, verified] = await this.deps.prisma.$transaction([
      this.deps.prisma.emailVerificationCode.delete({ where: { userId } }),
      this.deps.prisma.user.update({
        where: { id: userId },
        data: { emailVerifiedAt: new Date(this.now()) },
        select: sessionUserSelect,
      }),
    ]);
    this.deps.logger.info({ userId }, "email verified");
    return toSessionUser(verified);
  }

  /** Always answers the same, whether the account exists or not (no account enumeration). */
  async requestPasswordReset(req: RequestInfo, emailInput: string): Promise<void> {
    const email = this.checkEmail(emailInput, req.locale);
    await this.limit(req, "resetRequestIp", req.ip);
    await this.limit(req, "resetRequestAccount", email);
    const user = await this.deps.prisma.user.findUnique({
      where: { email },
      select: { id: true, email: true, displayName: true },
    });
    if (!user) {
      this.deps.logger.info({ ip: req.ip }, "password reset requested for an unknown address");
      return;
    }
    const token = generateToken();
    await this.deps.prisma.passwordResetToken.create({
      data: {
        id: hashToken(token),
        userId: user.id,
        expiresAt: new Date(this.now() + RESET_TTL_MS),
      },
    });
    const link = `${req.origin}/auth/reset-password?token=${token}`;
    await this.deps.mailer.send(
      passwordResetMail(req.locale, user.email, {
        name: user.displayName ?? user.email,
        link,
        minutes: RESET_TTL_MS / 60_000,
      }),
    );
  }

  async isResetTokenValid(token: string): Promise<boolean> {
    if (!/^[a-z2-7]{32}$/.test(token)) return false;
    const row = await this.deps.prisma.passwordResetToken.findUnique({
      where: { id: hashToken(token) },
    });
    return row !== null && row.expiresAt.getTime() > this.now();
  }

  /** Single use: the token and every other reset token of the user go; so do all sessions. */
  async resetPassword(req: RequestInfo, token: string, password: string): Promise<void> {
    await this.limit(req, "resetSubmitIp", req.ip);
    const id = /^[a-z2-7]{32}$/.test(token) ? hashToken(token) : null;
    const row = id ? await this.deps.prisma.passwordResetToken.findUnique({ where: { id } }) : null;
    if (!row || row.expiresAt.getTime() <= this.now())
      throw new AppError("INVALID_RESET_TOKEN", req.locale);
    this.checkPassword(password, req.locale);
    const passwordHash = await hashPassword(password);
    // Deleting the token in the same transaction is the single-use guarantee: a second,
    // concurrent use finds nothing to delete and fails.
    const user = await this.deps.prisma.$transaction(async (tx) => {
      const deleted = await tx.passwordResetToken.deleteMany({ where: { id: row.id } });
      if (deleted.count !== 1) throw new AppError("INVALID_RESET_TOKEN", req.locale);
      await tx.passwordResetToken.deleteMany({ where: { userId: row.userId } });
      await tx.session.deleteMany({ where: { userId: row.userId } });
      // The mail reached the address, so the address is verified too.
      const user = await tx.user.update({
        where: { id: row.userId },
        data: { passwordHash },
        select: { email: true, displayName: true, emailVerifiedAt: true, id: true },
      });
      if (!user.emailVerifiedAt)
        await tx.user.update({
          where: { id: user.id },
          data: { emailVerifiedAt: new Date(this.now()) },
        });
      return user;
    });
    this.sessions.forgetLookups();
    await this.deps.limits.reset("loginAccount", user.email);
    this.deps.logger.info({ userId: user.id }, "password reset; all sessions ended");
    await this.deps.mailer
      .send(passwordChangedMail(req.locale, user.email, { name: user.displayName ?? user.email }))
      .catch((err) => this.deps.logger.warn({ err }, "could not send the password-changed notice"));
  }

  /** Ends every session of the user, then opens a new one for this browser. */
  async changePassword(
    req: RequestInfo,
    user: SessionUser,
    current: string,
    next: string,
  ): Promise<NewSession> {
    await this.limit(req, "loginAccount", user.email, "check");
    const row = await this.deps.prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true },
    });
    if (!(await verifyPassword(row.passwordHash, current))) {
      await this.limit(req, "loginAccount", user.email);
      throw new AppError("WRONG_PASSWORD", req.locale, {}, { field: "currentPassword" });
    }
    this.checkPassword(next, req.locale, "newPassword");
    const passwordHash = await hashPassword(next);
    await this.deps.prisma.$transaction([
      this.deps.prisma.user.update({ where: { id: user.id }, data: { passwordHash } }),
      this.deps.prisma.session.deleteMany({ where: { userId: user.id } }),
      this.deps.prisma.passwordResetToken.deleteMany({ where: { userId: user.id } }),
    ]);
    this.sessions.forgetLookups();
    this.deps.logger.info({ userId: user.id }, "password changed; all sessions ended");
    await this.deps.mailer
      .send(passwordChangedMail(req.locale, user.email, { name: user.displayName ?? user.email }))
      .catch((err) => this.deps.logger.warn({ err }, "could not send the password-changed notice"));
    const session = await this.sessions.create(user.id);
    return { ...session, user };
  }

  async updateProfile(
    req: RequestInfo,
    user: SessionUser,
    displayName: string,
  ): Promise<SessionUser> {
    const name = displayName.trim();
    if (!name || [...name].length > DISPLAY_NAME_MAX_LENGTH) {
      throw new AppError(
        "BAD_USER_INPUT",
        req.locale,
        {},
        { fields: { displayName: name ? "tooLong" : "required" } },
      );
    }
    const updated = await this.deps.prisma.user.update({
      where: { id: user.id },
      data: { displayName: name },
      select: sessionUserSelect,
    });
    return toSessionUser(updated);
  }

  async setRoles(req: RequestInfo, actor: SessionUser, userId: string, roles: Role[]) {
    const unique = [...new Set(roles)];
    if (actor.id === userId && !unique.includes("ADMIN"))
      throw new AppError("CANNOT_REMOVE_OWN_ADMIN", req.locale);
    const exists = await this.deps.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true },
    });
    if (!exists) throw new AppError("USER_NOT_FOUND", req.locale);
    const updated = await this.deps.prisma.user.update({
      where: { id: userId },
      data: { roles: unique },
    });
    this.deps.logger.info({ actorId: actor.id, userId, roles: unique }, "roles changed");
    return updated;
  }
}
