/**
 * Issue 26 item 2, an invitee without an account: the mailed link's token tells the page before
 * registration whom it invites (the address to fill in, the game, who invited); after registering
 * with that address and confirming the mailed code, the link's token accepts the invitation and
 * the game is in the new account's list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, sessionCookieFrom, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let owner: { id: string; email: string };

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1" });
  owner = await api.createUser([], { email: "besitzerin@schule.example" });
});
afterAll(async () => {
  await api?.close();
});

const INVITE_LINK =
  "query($t: String!) { gameInviteByToken(token: $t) { email role gameTitle sharedBy accountExists } }";
const PASSWORD = "Neue-Kollegin-2026";

const tokenOf = (to: string) => {
  const mail = api.mail.findLast((m) => m.to === to && /\/dashboard\/invite\//.test(m.text));
  const match = mail?.text.match(/\/dashboard\/invite\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation mail to ${to}`);
  return match[1]!;
};

async function invite(gameId: number, email: string, role: "COAUTHOR" | "VIEWER") {
  const res = await api.as(owner.id, "de")(
    "mutation($id: Int!, $e: String!, $r: GameShareRole!) { shareGame(gameId: $id, email: $e, role: $r) { email } }",
    { id: gameId, e: email, r: role },
  );
  expect(res.errors).toBeUndefined();
  return tokenOf(email);
}

async function newGame(title: string) {
  const res = await api.as(owner.id)<{ createGame: { id: number } }>(
    "mutation($t: String!) { createGame(title: $t) { id } }",
    { t: title },
  );
  return res.data!.createGame.id;
}

describe("an invitation to an address without an account", () => {
  it("tells the registration page the address; after registering, the link's token accepts it", async () => {
    const gameId = await newGame("Tresor im Keller");
    const email = "neu.im.kollegium@schule.example";
    const token = await invite(gameId, email, "COAUTHOR");

    // Anyone holding the link (no session) learns what it is for.
    const before = await api.graphql<{ gameInviteByToken: Record<string, unknown> | null }>(
      INVITE_LINK,
      { t: token },
    );
    expect(before.errors).toBeUndefined();
    expect(before.data!.gameInviteByToken).toEqual({
      email,
      role: "COAUTHOR",
      gameTitle: "Tresor im Keller",
      sharedBy: "User 1",
      accountExists: false,
    });
    // An unknown token says nothing.
    const unknown = await api.graphql<{ gameInviteByToken: unknown }>(INVITE_LINK, {
      t: "abcdefghijklmnopqrstuvwxyz234567",
    });
    expect(unknown.data!.gameInviteByToken).toBeNull();

    // Registration with that address, then the mailed code (the product verifies addresses).
    const registered = await api.graphql(
      "mutation($e: String!, $p: String!, $n: String!) { register(email: $e, password: $p, displayName: $n) }",
      { e: email, p: PASSWORD, n: "Herr Neumann" },
    );
    expect(registered.errors).toBeUndefined();
    const code = /\b(\d{6})\b/.exec(api.mail.findLast((m) => m.to === email)!.text)![1]!;
    const { result, response } = await api.graphqlRaw<{
      confirmRegistration: { viewer: { id: string } };
    }>(
      "mutation($e: String!, $c: String!) { confirmRegistration(email: $e, code: $c) { viewer { id } } }",
      { e: email, c: code },
    );
    expect(result.errors).toBeUndefined();
    const as = api.withCookie(sessionCookieFrom(response)!);

    // Now the link knows an account exists (log in, not register), and is pending on the games page.
    const known = await api.graphql<{ gameInviteByToken: { accountExists: boolean } }>(
      INVITE_LINK,
      { t: token },
    );
    expect(known.data!.gameInviteByToken.accountExists).toBe(true);
    const pending = await as<{ myGameInvites: { gameId: number; gameTitle: string }[] }>(
      "{ myGameInvites { gameId gameTitle } }",
    );
    expect(pending.data!.myGameInvites).toEqual([{ gameId, gameTitle: "Tresor im Keller" }]);

    // The link's token (where the registration page sends the new account) accepts it.
    const accepted = await as<{ acceptGameInvite: { id: number; myRole: string } }>(
      "mutation($t: String) { acceptGameInvite(token: $t) { id myRole } }",
      { t: token },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptGameInvite).toEqual({ id: gameId, myRole: "COAUTHOR" });
    const games = await as<{ myGames: { id: number; myRole: string }[]; myGameInvites: unknown[] }>(
      "{ myGames { id myRole } myGameInvites { gameId } }",
    );
    expect(games.data!.myGames).toEqual([{ id: gameId, myRole: "COAUTHOR" }]);
    expect(games.data!.myGameInvites).toEqual([]);
    // An accepted invitation's link no longer introduces anyone.
    const after = await api.graphql<{ gameInviteByToken: unknown }>(INVITE_LINK, { t: token });
    expect(after.data!.gameInviteByToken).toBeNull();
  });

  it("a withdrawn invitation or a deleted game: the link introduces nobody", async () => {
    const gameId = await newGame("Zurückgezogen");
    const token = await invite(gameId, "weg@schule.example", "VIEWER");
    const shown = await api.graphql<{ gameInviteByToken: { role: string } | null }>(INVITE_LINK, {
      t: token,
    });
    expect(shown.data!.gameInviteByToken?.role).toBe("VIEWER");
    await api.as(owner.id)(
      'mutation($id: Int!) { unshareGame(gameId: $id, email: "weg@schule.example") { email } }',
      { id: gameId },
    );
    const withdrawn = await api.graphql<{ gameInviteByToken: unknown }>(INVITE_LINK, { t: token });
    expect(withdrawn.data!.gameInviteByToken).toBeNull();

    const other = await newGame("Gelöscht");
    const second = await invite(other, "spaeter@schule.example", "COAUTHOR");
    await api.as(owner.id)("mutation($id: Int!) { deleteGame(id: $id) }", { id: other });
    const deleted = await api.graphql<{ gameInviteByToken: unknown }>(INVITE_LINK, { t: second });
    expect(deleted.data!.gameInviteByToken).toBeNull();
  });
});
