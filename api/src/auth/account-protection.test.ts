/**
 * Issue 8 items 10 and 11: a lock after wrong passwords must not lock the owner out, and
 * registration must not tell whether an address already has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, sessionCookieFrom, type ApiHarness } from "../testing/api-harness";
import { LIMITS } from "./rate-limit";

const LOGIN =
  "mutation($e: String!, $p: String!, $c: String) { login(email: $e, password: $p, code: $c) { viewer { id emailVerified } } }";
const REGISTER =
  "mutation($e: String!, $p: String!, $n: String!) { register(email: $e, password: $p, displayName: $n) }";
const CONFIRM =
  "mutation($e: String!, $c: String!) { confirmRegistration(email: $e, code: $c) { viewer { id emailVerified } } }";
const PASSWORD = "Wattenmeer bei Ebbe";

let api: ApiHarness;
beforeAll(async () => {
  api = await createApiHarness();
});
afterAll(() => api?.close());

let ipCounter = 0;
const freshIp = (locale = "en") => ({
  "X-Forwarded-For": `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  "Accept-Language": locale,
});

function codeIn(to: string, since: number): string | undefined {
  const mail = api.mail.slice(since).findLast((m) => m.to === to);
  return /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
}

async function lockAccount(email: string) {
  const attacker = { "X-Forwarded-For": "203.0.113.66" };
  for (let i = 0; i < LIMITS.loginAccount.points; i++)
    await api.graphql(LOGIN, { e: email, p: `guess-${i}-of-the-attacker` }, attacker);
}

describe("10. a locked account: the owner gets in with the mailed code, guessing stays bounded", () => {
  it("after 5 wrong passwords, the right password plus the mailed code logs the owner in", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    await lockAccount(user.email);
    const before = api.mail.length;
    const owner = freshIp("de");
    const first = await api.graphql(LOGIN, { e: user.email, p: PASSWORD }, owner);
    expect(first.errors?.[0]?.extensions?.code).toBe("LOGIN_CODE_REQUIRED");
    expect(first.errors?.[0]?.message).toMatch(/Code/);
    const code = codeIn(user.email, before);
    expect(code).toMatch(/^\d{6}$/);
    const { result, response } = await api.graphqlRaw<{ login: { viewer: { id: string } } }>(
      LOGIN,
      { e: user.email, p: PASSWORD, c: code },
      owner,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.login.viewer.id).toBe(user.id);
    expect(sessionCookieFrom(response)).toBeDefined();
    // The lock is lifted for the owner: the next login needs no code.
    await api.login(user.email, PASSWORD, freshIp());
  });

  it("tells an attacker nothing during the lock and voids the code after 5 wrong guesses", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    await lockAccount(user.email);
    const attacker = freshIp();
    const right = await api.graphql(LOGIN, { e: user.email, p: PASSWORD }, attacker);
    const wrong = await api.graphql(LOGIN, { e: user.email, p: "not-the-password" }, attacker);
    expect(right.errors?.[0]).toEqual(wrong.errors?.[0]);
    expect(right.data ?? null).toBeNull();
    // An unknown address answers the same way and mails nothing.
    await lockAccount("nobody-here@example.org");
    const before = api.mail.length;
    const unknown = await api.graphql(
      LOGIN,
      { e: "nobody-here@example.org", p: PASSWORD },
      attacker,
    );
    expect(unknown.errors?.[0]).toEqual(wrong.errors?.[0]);
    expect(api.mail.length).toBe(before);

    // Guessing the code with the right password: five tries, then the code is void.
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.graphql(
        LOGIN,
        { e: user.email, p: PASSWORD, c: String(100000 + i) },
        freshIp(),
      );
      codes.push(res.errors?.[0]?.extensions?.code);
    }
    expect(codes.every((c) => c === "LOGIN_CODE_INVALID")).toBe(true);
    const mailed = codeIn(user.email, 0)!;
    const late = await api.graphql(LOGIN, { e: user.email, p: PASSWORD, c: mailed }, freshIp());
    expect(late.errors?.[0]?.extensions?.code).toBe("LOGIN_CODE_INVALID");
    expect(await api.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a right code with a wrong password does not log in", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    await lockAccount(user.email);
    const before = api.mail.length;
    await api.graphql(LOGIN, { e: user.email, p: PASSWORD }, freshIp());
    const code = codeIn(user.email, before)!;
    const res = await api.graphql(
      LOGIN,
      { e: user.email, p: "wrong-password", c: code },
      freshIp(),
    );
    expect(res.errors?.[0]?.extensions?.code).toBe("LOGIN_CODE_INVALID");
    expect(await api.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("11. registration does not reveal whether an address is taken", () => {
  it("answers a taken address exactly like a new one and tells the owner by mail", async () => {
    const owner = await api.createUser([], { password: PASSWORD });
    const before = api.mail.length;
    const taken = await api.graphqlRaw(
      REGISTER,
      { e: owner.email.toUpperCase(), p: "ein anderes Passwort", n: "Mallory" },
      freshIp("de"),
    );
    const fresh = await api.graphqlRaw(
      REGISTER,
      { e: `new-${Date.now()}@example.org`, p: "ein anderes Passwort", n: "Nina" },
      freshIp("de"),
    );
    expect(taken.result).toEqual(fresh.result);
    expect(taken.result).toEqual({ status: 200, data: { register: true } });
    expect(sessionCookieFrom(taken.response)).toBeUndefined();
    expect(sessionCookieFrom(fresh.response)).toBeUndefined();
    // The owner learns about it; the account is unchanged.
    const notice = api.mail.slice(before).find((m) => m.to === owner.email);
    expect(notice?.subject).toMatch(/Konto/);
    expect(notice?.text).toMatch(/\/auth\/login/);
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    await api.login(owner.email, PASSWORD, freshIp());
  });

  it("confirming: the new address gets its session with the mailed code; a taken one answers the same to wrong codes", async () => {
    const email = `confirm-${Date.now()}@example.org`;
    const before = api.mail.length;
    await api.graphql(REGISTER, { e: email, p: PASSWORD, n: "Nina" }, freshIp());
    const code = codeIn(email, before)!;
    const owner = await api.createUser([], { password: PASSWORD });
    await api.graphql(REGISTER, { e: owner.email, p: PASSWORD, n: "Mallory" }, freshIp());

    const wrongCode = code === "000000" ? "111111" : "000000";
    const sequence = async (address: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await api.graphql(CONFIRM, { e: address, c: wrongCode }, freshIp());
        out.push(res.errors?.[0]?.extensions?.attemptsLeft ?? res.errors?.[0]?.extensions?.code);
      }
      return out;
    };
    expect(await sequence(owner.email)).toEqual([4, 3, 2, 1, "CODE_EXPIRED"]);
    const other = `other-${Date.now()}@example.org`;
    await api.graphql(REGISTER, { e: other, p: PASSWORD, n: "Otto" }, freshIp());
    expect(await sequence(other)).toEqual([4, 3, 2, 1, "CODE_EXPIRED"]);

    const { result, response } = await api.graphqlRaw<{
      confirmRegistration: { viewer: { emailVerified: boolean } };
    }>(CONFIRM, { e: email, c: code }, freshIp());
    expect(result.errors).toBeUndefined();
    expect(result.data?.confirmRegistration.viewer.emailVerified).toBe(true);
    const cookie = sessionCookieFrom(response)!;
    expect((await api.withCookie(cookie)("{ myGames { id } }")).errors).toBeUndefined();
  });

  it("a second registration of an unconfirmed address replaces the first (the mailbox decides)", async () => {
    const email = `twice-${Date.now()}@example.org`;
    await api.graphql(REGISTER, { e: email, p: "erstes Passwort hier", n: "Erst" }, freshIp());
    const before = api.mail.length;
    await api.graphql(REGISTER, { e: email, p: PASSWORD, n: "Zweit" }, freshIp());
    const code = codeIn(email, before)!;
    const res = await api.graphql(CONFIRM, { e: email, c: code }, freshIp());
    expect(res.errors).toBeUndefined();
    await api.login(email, PASSWORD, freshIp());
    expect((await api.db.prisma.user.findUniqueOrThrow({ where: { email } })).displayName).toBe(
      "Zweit",
    );
  });
});
