import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, sessionCookieFrom, type ApiHarness } from "../testing/api-harness";
import { hashToken } from "./tokens";

let api: ApiHarness;

beforeAll(async () => {
  api = await createApiHarness();
});
afterAll(() => api?.close());

const REGISTER = `mutation($e: String!, $p: String!, $n: String!) { register(email: $e, password: $p, displayName: $n) }`;
const CONFIRM = `mutation($e: String!, $c: String!) { confirmRegistration(email: $e, code: $c) { viewer { id email emailVerified roles } } }`;
const PASSWORD = "lila-Pinguin-42";
let ipCounter = 0;
/** Each test its own client address, so that per-IP limits of one test do not spill into another. */
const freshIp = () => ({
  "X-Forwarded-For": `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  "Accept-Language": "en",
});

async function register(
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = freshIp(),
) {
  const { result, response } = await api.graphqlRaw<{ register: boolean }>(
    REGISTER,
    { e: email, p: password, n: "Ada" },
    headers,
  );
  return {
    result,
    cookie: sessionCookieFrom(response),
    setCookie: response.headers.getSetCookie(),
  };
}

/** Registers and logs in with the password (unverified: a session, but no rights yet). */
async function registerAndLogin(email: string) {
  await register(email);
  const cookie = await api.login(email, PASSWORD, freshIp());
  return { cookie };
}

function lastCode(to: string): string {
  const mail = api.mail.findLast((m) => m.to === to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe("registration and email verification", () => {
  it("registers without a session, mails a code; confirming it verifies and logs in", async () => {
    const { result, cookie } = await register("  Ada@Example.ORG ", PASSWORD, {
      ...freshIp(),
      "Accept-Language": "de",
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ register: true });
    expect(cookie).toBeUndefined();

    // German mail, code valid 10 minutes, stored hashed.
    const mail = api.mail.at(-1)!;
    expect(mail.to).toBe("ada@example.org");
    expect(mail.subject).toMatch(/^Dein Bestätigungscode: \d{6}$/);
    expect(mail.text).toContain("10 Minuten");
    const code = lastCode("ada@example.org");
    const user = await api.db.prisma.user.findUniqueOrThrow({
      where: { email: "ada@example.org" },
      include: { verificationCode: true },
    });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.verificationCode?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(user.verificationCode?.codeHash).not.toContain(code);
    const ttl = user.verificationCode!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);

    const wrong = await api.graphql(
      CONFIRM,
      { e: "ada@example.org", c: code === "000000" ? "111111" : "000000" },
      freshIp(),
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_CODE", attemptsLeft: 4 });
    const { result: ok, response } = await api.graphqlRaw<{
      confirmRegistration: { viewer: { emailVerified: boolean } };
    }>(CONFIRM, { e: " ADA@example.org", c: code }, freshIp());
    expect(ok.data?.confirmRegistration.viewer.emailVerified).toBe(true);
    const setCookie = response.headers.getSetCookie();
    expect(setCookie[0]).toMatch(
      /^session=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Expires=/,
    );
    expect(setCookie[0]).not.toContain("Secure");
    const as = api.withCookie(sessionCookieFrom(response)!);
    expect((await as("{ myGames { id } }")).errors).toBeUndefined();
    expect(await api.db.prisma.emailVerificationCode.count({ where: { userId: user.id } })).toBe(0);
    const again = await as(`mutation { verifyEmail(code: "${code}") { emailVerified } }`);
    expect(again.errors?.[0]?.extensions?.code).toBe("ALREADY_VERIFIED");
  });

  it("an unverified account that logs in has a session without rights until it verifies", async () => {
    const { cookie } = await registerAndLogin("later@example.org");
    const as = api.withCookie(cookie, freshIp());
    const games = await as("{ myGames { id } }");
    expect(games.errors?.[0]?.extensions?.code).toBe("EMAIL_NOT_VERIFIED");
    const code = lastCode("later@example.org");
    const ok = await as<{ verifyEmail: { emailVerified: boolean } }>(
      `mutation { verifyEmail(code: "${code}") { emailVerified } }`,
    );
    expect(ok.data?.verifyEmail.emailVerified).toBe(true);
    expect((await as("{ myGames { id } }")).errors).toBeUndefined();
  });

  it("voids a code after 5 wrong guesses and after 10 minutes; a new code replaces it", async () => {
    const { cookie } = await registerAndLogin("guess@example.org");
    const as = api.withCookie(cookie, freshIp());
    const code = lastCode("guess@example.org");
    const wrong = code === "123456" ? "654321" : "123456";
    const left: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await as(`mutation { verifyEmail(code: "${wrong}") { emailVerified } }`);
      left.push(res.errors?.[0]?.extensions?.attemptsLeft ?? res.errors?.[0]?.extensions?.code);
    }
    expect(left).toEqual([4, 3, 2, 1, "CODE_EXPIRED"]);
    const late = await as(`mutation { verifyEmail(code: "${code}") { emailVerified } }`);
    expect(late.errors?.[0]?.extensions?.code).toBe("CODE_EXPIRED");

    expect((await as("mutation { resendVerificationCode }")).data).toEqual({
      resendVerificationCode: true,
    });
    const fresh = lastCode("guess@example.org");
    await api.db.prisma.emailVerificationCode.updateMany({
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await as(`mutation { verifyEmail(code: "${fresh}") { emailVerified } }`);
    expect(expired.errors?.[0]?.extensions?.code).toBe("CODE_EXPIRED");
    expect(expired.errors?.[0]?.message).toMatch(/expired/);
  });

  it("limits resending codes per account", async () => {
    const { cookie } = await registerAndLogin("resend@example.org");
    const as = api.withCookie(cookie, freshIp());
    const codes: unknown[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await as("mutation { resendVerificationCode }")).errors?.[0]?.extensions?.code ?? "ok",
      );
    expect(codes).toEqual(["ok", "ok", "ok", "RATE_LIMITED"]);
  });

  it("refuses short, over-long and common passwords and bad addresses, with clear messages", async () => {
    const short = await register("p1@example.org", "kurz12");
    expect(short.result.errors?.[0]).toMatchObject({
      message: "The password needs at least 8 characters.",
      extensions: { code: "PASSWORD_TOO_SHORT" },
    });
    const common = await register("p2@example.org", "Password1");
    expect(common.result.errors?.[0]?.extensions?.code).toBe("PASSWORD_TOO_COMMON");
    expect(
      (await register("p3@example.org", "passwort123")).result.errors?.[0]?.extensions?.code,
    ).toBe("PASSWORD_TOO_COMMON");
    expect(
      (await register("p4@example.org", "x".repeat(257))).result.errors?.[0]?.extensions?.code,
    ).toBe("PASSWORD_TOO_LONG");
    // 64+ characters are fine.
    const long = await register(
      "p5@example.org",
      "ein langer Satz als Passwort, der mehr als vierundsechzig Zeichen hat!",
    );
    expect(long.result.errors).toBeUndefined();
    const bad = await register("not-an-email", "another-fine-password");
    expect(bad.result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { email: "invalid" },
    });
    expect(
      await api.db.prisma.user.count({
        where: { email: { in: ["p1@example.org", "p2@example.org", "p4@example.org"] } },
      }),
    ).toBe(0);
  });
});

describe("sessions", () => {
  it("stores only the token's SHA-256, issues a new token at every login and ends sessions by logout", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const a = await api.login(user.email, PASSWORD, freshIp());
    const b = await api.login(user.email.toUpperCase(), PASSWORD, freshIp());
    expect(a).not.toBe(b);
    const token = a.slice("session=".length);
    expect(token).toMatch(/^[a-z2-7]{32}$/); // 20 random bytes
    const row = await api.db.prisma.session.findUnique({ where: { id: hashToken(token) } });
    expect(row?.userId).toBe(user.id);
    expect(await api.db.prisma.session.findUnique({ where: { id: token } })).toBeNull();

    const viewer = await api.withCookie(a)<{ viewer: { id: string } | null }>("{ viewer { id } }");
    expect(viewer.data?.viewer?.id).toBe(user.id);
    const { response } = await api.graphqlRaw("mutation { logout }", {}, { Cookie: a });
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/,
    );
    expect((await api.withCookie(a)("{ viewer { id } }")).data).toEqual({ viewer: null });
    expect(
      (await api.withCookie(b)<{ viewer: { id: string } }>("{ viewer { id } }")).data?.viewer.id,
    ).toBe(user.id);
  });

  it("refuses wrong passwords and unknown accounts alike", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const q =
      "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { id } } }";
    const wrong = await api.graphql(q, { e: user.email, p: "wrong-password" }, freshIp());
    const unknown = await api.graphql(q, { e: "nobody@example.org", p: PASSWORD }, freshIp());
    expect(wrong.errors?.[0]).toMatchObject({
      message: "Email or password is wrong.",
      extensions: { code: "INVALID_CREDENTIALS" },
    });
    expect(unknown.errors?.[0]).toEqual(wrong.errors?.[0]);
  });

  it("slides: a session used in its second half is extended to 30 days; an expired one is gone", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const cookie = await api.login(user.email, PASSWORD, freshIp());
    const id = hashToken(cookie.slice("session=".length));
    const day = 86_400_000;
    await api.db.prisma.session.update({
      where: { id },
      data: { expiresAt: new Date(Date.now() + 20 * day) },
    });
    let res = await api.graphqlRaw("{ viewer { id } }", {}, { Cookie: cookie });
    expect(res.response.headers.getSetCookie()).toEqual([]); // first half: nothing to do
    await api.db.prisma.session.update({
      where: { id },
      data: { expiresAt: new Date(Date.now() + 10 * day) },
    });
    res = await api.graphqlRaw("{ viewer { id } }", {}, { Cookie: cookie });
    expect(res.response.headers.getSetCookie()[0]).toMatch(
      /^session=[a-z2-7]{32}; .*Max-Age=259\d{4}/,
    );
    const renewed = await api.db.prisma.session.findUniqueOrThrow({ where: { id } });
    expect(renewed.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * day);

    await api.db.prisma.session.update({
      where: { id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    res = await api.graphqlRaw("{ viewer { id } }", {}, { Cookie: cookie });
    expect(res.result.data).toEqual({ viewer: null });
    expect(res.response.headers.getSetCookie()[0]).toMatch(/^session=; .*Max-Age=0/);
    expect(await api.db.prisma.session.findUnique({ where: { id } })).toBeNull();
  });

  it("GET and DELETE /api/_auth/session answer JSON as the apps expect", async () => {
    const user = await api.createUser(["MODERATOR"], { password: PASSWORD });
    const cookie = await api.login(user.email, PASSWORD, freshIp());
    const server = await api.listen();
    try {
      const anon = await fetch(`${server.origin}/api/_auth/session`, {
        headers: { Accept: "application/json" },
      });
      expect(anon.status).toBe(200);
      expect(anon.headers.get("content-type")).toMatch(/^application\/json/);
      expect(anon.headers.get("cache-control")).toBe("no-store");
      expect(await anon.json()).toEqual({ user: null });

      const me = await fetch(`${server.origin}/api/_auth/session`, { headers: { Cookie: cookie } });
      expect(await me.json()).toEqual({
        user: {
          id: user.id,
          email: user.email,
          displayName: expect.any(String),
          roles: ["MODERATOR"],
          emailVerified: true,
        },
      });

      const forged = await fetch(`${server.origin}/api/_auth/session`, {
        headers: { Cookie: "session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
      });
      expect(await forged.json()).toEqual({ user: null });

      // Behind an HTTPS proxy on loopback (trusted), the cookie is Secure.
      const viaProxy = await fetch(`${server.origin}/api/_auth/session`, {
        method: "DELETE",
        headers: { Cookie: cookie, "X-Forwarded-Proto": "https" },
      });
      expect(viaProxy.status).toBe(200);
      expect(await viaProxy.json()).toEqual({ user: null });
      expect(viaProxy.headers.getSetCookie()[0]).toMatch(
        /^session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/,
      );
      const after = await fetch(`${server.origin}/api/_auth/session`, {
        headers: { Cookie: cookie },
      });
      expect(await after.json()).toEqual({ user: null });

      const put = await fetch(`${server.origin}/api/_auth/session`, { method: "PUT" });
      expect(put.status).toBe(405);
    } finally {
      await server.close();
    }
  });
});

describe("password reset and change", () => {
  const RESET = "mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }";

  function lastLink(to: string): string {
    const mail = api.mail.findLast((m) => m.to === to && m.text.includes("reset-password?token="));
    const link = /(http\S+reset-password\?token=[a-z2-7]+)/.exec(mail?.text ?? "")?.[1];
    if (!link) throw new Error(`no reset link mailed to ${to}`);
    return link;
  }

  it("mails a single-use link valid 1 hour, stored hashed; using it ends every session", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const oldSession = await api.login(user.email, PASSWORD, freshIp());
    const ip = freshIp();
    const req = await api.graphql(
      "mutation($e: String!) { requestPasswordReset(email: $e) }",
      { e: user.email },
      { ...ip, Host: "exit.example" },
    );
    expect(req.data).toEqual({ requestPasswordReset: true });
    const link = lastLink(user.email);
    expect(link.startsWith("http://localhost:3000/auth/reset-password?token=")).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    const row = await api.db.prisma.passwordResetToken.findUniqueOrThrow({
      where: { id: hashToken(token) },
    });
    const ttl = row.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    expect(
      (await api.graphql("query($t: String!) { passwordResetTokenValid(token: $t) }", { t: token }))
        .data,
    ).toEqual({ passwordResetTokenValid: true });
    const weak = await api.graphql(RESET, { t: token, p: "12345678" }, ip);
    expect(weak.errors?.[0]?.extensions?.code).toBe("PASSWORD_TOO_COMMON");
    const ok = await api.graphql(RESET, { t: token, p: "ein-neues-Passwort" }, ip);
    expect(ok.data).toEqual({ resetPassword: true });
    expect((await api.withCookie(oldSession)("{ viewer { id } }")).data).toEqual({ viewer: null });
    const reuse = await api.graphql(RESET, { t: token, p: "noch-ein-Passwort" }, ip);
    expect(reuse.errors?.[0]?.extensions?.code).toBe("INVALID_RESET_TOKEN");
    await expect(api.login(user.email, PASSWORD, freshIp())).rejects.toThrow(/INVALID_CREDENTIALS/);
    await api.login(user.email, "ein-neues-Passwort", freshIp());
    expect(api.mail.at(-1)?.subject).toBe("Your password was changed");
  });

  it("refuses expired and made-up tokens; unknown addresses get the same answer but no mail", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const ip = freshIp();
    await api.graphql(
      "mutation($e: String!) { requestPasswordReset(email: $e) }",
      { e: user.email },
      ip,
    );
    const token = new URL(lastLink(user.email)).searchParams.get("token")!;
    await api.db.prisma.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect(
      (await api.graphql(RESET, { t: token, p: "ein-neues-Passwort" }, ip)).errors?.[0]?.extensions
        ?.code,
    ).toBe("INVALID_RESET_TOKEN");
    expect(
      (await api.graphql(RESET, { t: "x".repeat(32), p: "ein-neues-Passwort" }, ip)).errors?.[0]
        ?.extensions?.code,
    ).toBe("INVALID_RESET_TOKEN");
    const before = api.mail.length;
    const unknown = await api.graphql(
      "mutation($e: String!) { requestPasswordReset(email: $e) }",
      { e: "ghost@example.org" },
      ip,
    );
    expect(unknown.data).toEqual({ requestPasswordReset: true });
    expect(api.mail.length).toBe(before);
  });

  it("changing the password ends all other sessions and keeps this browser logged in", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const elsewhere = await api.login(user.email, PASSWORD, freshIp());
    const here = await api.login(user.email, PASSWORD, freshIp());
    const CHANGE =
      "mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { viewer { id } } }";
    const wrong = await api.withCookie(here)(CHANGE, {
      c: "nope-nope-nope",
      n: "frisches-Passwort-1",
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe("WRONG_PASSWORD");
    const { result, response } = await api.graphqlRaw(
      CHANGE,
      { c: PASSWORD, n: "frisches-Passwort-1" },
      { Cookie: here },
    );
    expect(result.errors).toBeUndefined();
    const fresh = sessionCookieFrom(response)!;
    expect(await api.db.prisma.session.count({ where: { userId: user.id } })).toBe(1);
    expect((await api.withCookie(elsewhere)("{ viewer { id } }")).data).toEqual({ viewer: null });
    expect((await api.withCookie(here)("{ viewer { id } }")).data).toEqual({ viewer: null });
    expect(
      (await api.withCookie(fresh)<{ viewer: { id: string } }>("{ viewer { id } }")).data?.viewer
        .id,
    ).toBe(user.id);
  });
});
