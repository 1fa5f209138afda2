/**
 * A user's data (issue 27): the download of everything stored about an account, and the deletion
 * of the account with its games and competitions, games used by others transferred or anonymised
 * as chosen, refused with the list while a competition that needs them runs; admins for any
 * user, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { DELETED_ACCOUNT_EMAIL } from "./account";

let api: ApiHarness;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await createApiHarness();
});
afterAll(() => api?.close());

async function game(ownerId: string, title: string) {
  return api.db.prisma.game.create({
    data: {
      title,
      ownerId,
      status: "PUBLISHED",
      document: createGameDocument({ locale: "de", registry }) as object,
    },
  });
}
async function competition(createdById: string, gameId: number, title: string, running: boolean) {
  return api.db.prisma.competition.create({
    data: {
      title,
      startDate: new Date(Date.now() + (running ? -HOUR : -3 * HOUR)),
      endDate: new Date(Date.now() + (running ? HOUR : -2 * HOUR)),
      gameId,
      createdById,
    },
  });
}

interface Exported {
  account: { email: string; id: string };
  games: { title: string }[];
  competitions: { title: string }[];
}

const DELETE = `mutation($i: DeleteAccountInput!) { deleteMyAccount(input: $i) }`;

describe("exportMyData", () => {
  it("gives the viewer everything stored about the account", async () => {
    const user = await api.createUser(["COMPETITION_MANAGER"]);
    const g = await game(user.id, "Mein Spiel");
    await competition(user.id, g.id, "Meine Klasse", false);
    const res = await api.as(user.id)<{ exportMyData: Exported }>("{ exportMyData }");
    expect(res.data?.exportMyData.account.email).toBe(user.email);
    expect(res.data?.exportMyData.games.map((x) => x.title)).toEqual(["Mein Spiel"]);
    expect(res.data?.exportMyData.competitions[0]!.title).toBe("Meine Klasse");
    expect(JSON.stringify(res.data)).not.toMatch(/passwordHash/);
  });

  it("an admin may download any user's data, and it is audited", async () => {
    const admin = await api.createUser(["ADMIN"]);
    const user = await api.createUser([]);
    const res = await api.as(admin.id)<{ exportMyData: Exported }>(
      "query($u: ID!) { exportMyData(userId: $u) }",
      { u: user.id },
    );
    expect(res.data?.exportMyData.account.id).toBe(user.id);
    const audit = await api.db.prisma.auditEvent.findMany({ where: { subjectId: user.id } });
    expect(audit).toMatchObject([{ actorId: admin.id, action: "account.exported.admin" }]);
  });
});

describe("deleteMyAccount", () => {
  it("needs the account's email typed to confirm", async () => {
    const user = await api.createUser([]);
    const res = await api.as(user.id, "de")(DELETE, { i: { confirmEmail: "falsch@example.org" } });
    expect(res.errors?.[0]?.message).toBe(
      "Zur Bestätigung bitte die E-Mail-Adresse des Kontos eingeben",
    );
    expect(await api.db.prisma.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("refuses while a competition using the user's game runs, with the list, changing nothing", async () => {
    const author = await api.createUser([]);
    const manager = await api.createUser(["COMPETITION_MANAGER"]);
    const g = await game(author.id, "Laufendes Spiel");
    await game(author.id, "Anderes Spiel");
    await competition(manager.id, g.id, "Klasse 7b heute", true);
    const res = await api.as(author.id)(DELETE, {
      i: { confirmEmail: author.email, gamesUsedByOthers: "ANONYMIZE" },
    });
    expect(res.errors?.[0]?.message).toBe(
      "The account cannot be deleted while these competitions are running: Klasse 7b heute",
    );
    expect(res.errors?.[0]?.extensions?.list).toEqual(["Klasse 7b heute"]);
    expect(await api.db.prisma.game.count({ where: { ownerId: author.id } })).toBe(2);
    expect(await api.db.prisma.user.count({ where: { id: author.id } })).toBe(1);
  });

  it("asks what happens to games used by others, then anonymises them and deletes the rest", async () => {
    const author = await api.createUser(["COMPETITION_MANAGER"]);
    const manager = await api.createUser(["COMPETITION_MANAGER"]);
    const used = await game(author.id, "Benutztes Spiel");
    const own = await game(author.id, "Eigenes Spiel");
    await competition(manager.id, used.id, "Fremde Klasse", false);
    await competition(author.id, own.id, "Eigene Klasse", false);
    const plan = await api.as(author.id)<{ accountDeletionPlan: unknown }>(
      "{ accountDeletionPlan { deletedGames { title } gamesUsedByOthers { title competitions } competitions { title } runningCompetitions } }",
    );
    expect(plan.data?.accountDeletionPlan).toEqual({
      deletedGames: [{ title: "Eigenes Spiel" }],
      gamesUsedByOthers: [{ title: "Benutztes Spiel", competitions: ["Fremde Klasse"] }],
      competitions: [{ title: "Eigene Klasse" }],
      runningCompetitions: [],
    });
    const unchosen = await api.as(author.id)(DELETE, { i: { confirmEmail: author.email } });
    expect(unchosen.errors?.[0]?.extensions?.list).toEqual(["Benutztes Spiel"]);
    expect(await api.db.prisma.user.count({ where: { id: author.id } })).toBe(1);
    const done = await api.as(author.id)(DELETE, {
      i: { confirmEmail: author.email.toUpperCase(), gamesUsedByOthers: "ANONYMIZE" },
    });
    expect(done.errors).toBeUndefined();
    expect(await api.db.prisma.user.count({ where: { id: author.id } })).toBe(0);
    expect(await api.db.prisma.game.count({ where: { id: own.id } })).toBe(0);
    const kept = await api.db.prisma.game.findUniqueOrThrow({
      where: { id: used.id },
      select: { owner: { select: { email: true } } },
    });
    expect(kept.owner.email).toBe(DELETED_ACCOUNT_EMAIL);
    expect(await api.db.prisma.competition.count({ where: { title: "Fremde Klasse" } })).toBe(1);
    const audit = await api.db.prisma.auditEvent.findFirstOrThrow({
      where: { subjectId: author.id },
    });
    expect(audit).toMatchObject({ actorId: null, action: "account.deleted.self" });
  });

  it("transfers games to another confirmed account, by an admin for any user (audited)", async () => {
    const admin = await api.createUser(["ADMIN"]);
    const author = await api.createUser([]);
    const heir = await api.createUser([]);
    const manager = await api.createUser(["COMPETITION_MANAGER"]);
    const used = await game(author.id, "Erbe");
    await competition(manager.id, used.id, "Klasse", false);
    const wrong = await api.as(admin.id)(DELETE, {
      i: {
        userId: author.id,
        confirmEmail: author.email,
        gamesUsedByOthers: "TRANSFER",
        transferToEmail: "niemand@example.org",
      },
    });
    expect(wrong.errors?.[0]?.extensions?.field).toBe("transferToEmail");
    const forbidden = await api.as(heir.id)(DELETE, {
      i: { userId: author.id, confirmEmail: author.email },
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const done = await api.as(admin.id)(DELETE, {
      i: {
        userId: author.id,
        confirmEmail: author.email,
        gamesUsedByOthers: "TRANSFER",
        transferToEmail: heir.email,
      },
    });
    expect(done.errors).toBeUndefined();
    expect((await api.db.prisma.game.findUniqueOrThrow({ where: { id: used.id } })).ownerId).toBe(
      heir.id,
    );
    const audit = await api.db.prisma.auditEvent.findFirstOrThrow({
      where: { subjectId: author.id },
    });
    expect(audit).toMatchObject({ actorId: admin.id, action: "account.deleted.admin" });
  });
});
