/**
 * Issue 27 at the database: each naming mode stores only its fields; the retention job deletes
 * exactly the personal data of expired competitions (a test clock), once, and keeps counts; the
 * manager's export and deletion; bad input (retention -1 / 10 000, others' competitions, a
 * deletion while it runs) is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createClock } from "../clock";
import { generateCodes } from "../graphql/schema/access-codes";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import type { ParticipantNaming } from "./participant-names";
import { formatParticipantName } from "./participant-names";
import { runRetention } from "./personal-data";

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let managerId: string;
let otherManagerId: string;
let gameId: number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let ip = 0;

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1" });
  server = await api.listen();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  otherManagerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Datenschutz",
        ownerId: managerId,
        status: "PUBLISHED",
        document: createGameDocument({ locale: "de", registry }) as object,
      },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function competition(
  participantNaming: ParticipantNaming,
  dates: { start?: number; end?: number; retentionDays?: number } = {},
) {
  return api.db.prisma.competition.create({
    data: {
      title: `Klasse ${participantNaming}`,
      startDate: new Date(Date.now() + (dates.start ?? -HOUR)),
      endDate: new Date(Date.now() + (dates.end ?? HOUR)),
      gameId,
      createdById: managerId,
      participantNaming,
      retentionDays: dates.retentionDays ?? 30,
    },
  });
}

async function codes(count: number): Promise<string[]> {
  const id = await generateCodes(
    api.db.prisma,
    `PRIV-${Math.random()}`,
    count,
    new Date(),
    managerId,
  );
  const rows = await api.db.prisma.accessCode.findMany({ where: { paymentReferenceId: id } });
  return rows.map((r) => r.code);
}

/** A team joins over HTTP (as the player does), typing every name field there is. */
async function join(competitionId: string, count = 2) {
  const accessCodes = await codes(count);
  const res = await fetch(`${server.origin}/api/competition/sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.27.0.${++ip}` },
    body: JSON.stringify({
      competitionId,
      players: accessCodes.map((accessCode, i) => ({
        firstName: ["Lena", "Ömer", "Max"][i],
        lastName: ["Schmidt", "Özdemir", "Meier"][i],
        nickname: ["Blauer Fuchs", "Lena Schmidt", "Kluge Eule"][i],
        accessCode,
      })),
    }),
  });
  return { res, body: (await res.json()) as Record<string, unknown>, accessCodes };
}

const storedPlayers = async (competitionId: string) =>
  (
    await api.db.prisma.competitionSession.findMany({
      where: { competitionId },
      select: { players: true },
    })
  ).flatMap((s) => s.players as Record<string, string>[]);

describe("participant naming modes at the database", () => {
  it("FIRST_NAME_INITIAL stores the first name and one letter of the last name only", async () => {
    const c = await competition("FIRST_NAME_INITIAL");
    const { res, accessCodes } = await join(c.id);
    expect(res.status).toBe(201);
    expect(await storedPlayers(c.id)).toEqual([
      { firstName: "Lena", lastInitial: "S", accessCode: accessCodes[0] },
      { firstName: "Ömer", lastInitial: "Ö", accessCode: accessCodes[1] },
    ]);
    const raw = await api.db.prisma.$queryRaw<{ players: string }[]>`
      SELECT "players"::text AS "players" FROM "CompetitionSession" WHERE "competitionId" = ${c.id}`;
    expect(raw[0]!.players).not.toMatch(/Schmidt|Özdemir|Fuchs/);
  });

  it("NICKNAME stores the nickname only (a real-looking name is the student's choice)", async () => {
    const c = await competition("NICKNAME");
    const { res, accessCodes } = await join(c.id);
    expect(res.status).toBe(201);
    expect(await storedPlayers(c.id)).toEqual([
      { nickname: "Blauer Fuchs", accessCode: accessCodes[0] },
      { nickname: "Lena Schmidt", accessCode: accessCodes[1] },
    ]);
  });

  it("NICKNAME asks for the nickname, not for names", async () => {
    const c = await competition("NICKNAME");
    const [code] = await codes(1);
    const res = await fetch(`${server.origin}/api/competition/sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.27.1.${++ip}` },
      body: JSON.stringify({
        competitionId: c.id,
        players: [{ firstName: "Lena", lastName: "Schmidt", accessCode: code }],
      }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { params: { details: { fields: unknown[] } } } };
    expect(body.error.params.details.fields).toEqual([
      { player: 0, field: "nickname", problem: "required" },
    ]);
    expect(await storedPlayers(c.id)).toEqual([]);
  });

  it("FULL_NAME stores first and last name", async () => {
    const c = await competition("FULL_NAME");
    const { accessCodes } = await join(c.id, 1);
    expect(await storedPlayers(c.id)).toEqual([
      { firstName: "Lena", lastName: "Schmidt", accessCode: accessCodes[0] },
    ]);
  });

  it("the board names players as the mode asks", async () => {
    const c = await competition("FIRST_NAME_INITIAL");
    await join(c.id);
    const res = await api.as(managerId)<{
      competitionBoard: { teams: { players: { displayName: string; lastName: string }[] }[] };
    }>(
      "query($id: ID!) { competitionBoard(id: $id) { teams { players { displayName lastName } } } }",
      { id: c.id },
    );
    expect(res.data?.competitionBoard.teams[0]!.players).toEqual([
      { displayName: "Lena S.", lastName: "S" },
      { displayName: "Ömer Ö.", lastName: "Ö" },
    ]);
  });

  it("formatParticipantName", () => {
    expect(
      formatParticipantName("FIRST_NAME_INITIAL", { firstName: "Lena", lastInitial: "S" }),
    ).toBe("Lena S.");
    expect(formatParticipantName("FULL_NAME", { firstName: "Lena", lastName: "Schmidt" })).toBe(
      "Lena Schmidt",
    );
    expect(formatParticipantName("NICKNAME", { nickname: "Blauer Fuchs" })).toBe("Blauer Fuchs");
    // Rows from before the modes (full names) in a first-name + initial competition.
    expect(
      formatParticipantName("FIRST_NAME_INITIAL", { firstName: "Lena", lastName: "Schmidt" }),
    ).toBe("Lena S.");
  });
});

describe("competition settings", () => {
  const input = (retentionDays: number) => ({
    title: "Retention",
    startDate: new Date(Date.now() + HOUR).toISOString(),
    endDate: new Date(Date.now() + 2 * HOUR).toISOString(),
    gameId,
    retentionDays,
    participantNaming: "NICKNAME",
  });
  const create = (retentionDays: number, locale: "de" | "en" = "en") =>
    api.as(managerId, locale)<{ createCompetition: { id: string; retentionDays: number } }>(
      "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id retentionDays participantNaming dataDeletionAt } }",
      { i: input(retentionDays) },
    );

  it("refuses a retention of -1 or 10 000 days with a translated message and creates nothing", async () => {
    const before = await api.db.prisma.competition.count();
    for (const days of [-1, 10_000]) {
      const en = await create(days);
      expect(en.errors?.[0]?.message).toBe(
        "The retention period must be a whole number from 0 to 365 days",
      );
      expect(en.errors?.[0]?.extensions?.field).toBe("retentionDays");
      const de = await create(days, "de");
      expect(de.errors?.[0]?.message).toMatch(/^Die Aufbewahrungsdauer/);
    }
    expect(await api.db.prisma.competition.count()).toBe(before);
  });

  it("stores the mode and the retention, and tells when the data goes", async () => {
    const res = await create(0);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createCompetition).toMatchObject({
      retentionDays: 0,
      participantNaming: "NICKNAME",
    });
    const created = await api.db.prisma.competition.findUniqueOrThrow({
      where: { id: res.data!.createCompetition.id },
    });
    expect(created.participantNaming).toBe("NICKNAME");
  });

  it("the naming mode is fixed once a team joined", async () => {
    const c = await competition("FIRST_NAME_INITIAL");
    await join(c.id, 1);
    const res = await api.as(managerId)(
      "mutation($id: ID!, $i: CompetitionInput!) { updateCompetition(id: $id, input: $i) { id } }",
      {
        id: c.id,
        i: {
          title: c.title,
          startDate: c.startDate.toISOString(),
          endDate: c.endDate.toISOString(),
          gameId,
          participantNaming: "FULL_NAME",
        },
      },
    );
    expect(res.errors?.[0]?.extensions?.field).toBe("participantNaming");
    expect(
      (await api.db.prisma.competition.findUniqueOrThrow({ where: { id: c.id } }))
        .participantNaming,
    ).toBe("FIRST_NAME_INITIAL");
  });
});

describe("retention job", () => {
  it("deletes exactly the personal data of expired competitions, once, keeping counts", async () => {
    const expired = await competition("FULL_NAME", { retentionDays: 3 });
    const kept = await competition("FULL_NAME", { retentionDays: 30 });
    const longer = await competition("FULL_NAME", { retentionDays: 365 });
    await join(expired.id, 2);
    await join(expired.id, 1);
    await join(kept.id, 2);
    await join(longer.id, 1);
    // Four days after the end (the competitions end in an hour).
    const clock = createClock({ adjustable: true });
    clock.setOffset(HOUR + 4 * DAY);
    const logs: unknown[] = [];
    const logger = { info: (o: unknown) => logs.push(o), warn: (o: unknown) => logs.push(o) };
    const startedAt = clock.now();
    const first = await runRetention({
      prisma: api.db.prisma,
      clock,
      instanceMaxDays: 365,
      logger,
    });
    expect(first).toMatchObject({ teams: 2, players: 3 });
    expect(
      await api.db.prisma.competitionSession.count({ where: { competitionId: expired.id } }),
    ).toBe(0);
    expect(
      await api.db.prisma.competitionSession.count({ where: { competitionId: kept.id } }),
    ).toBe(1);
    const after = await api.db.prisma.competition.findUniqueOrThrow({ where: { id: expired.id } });
    expect(after).toMatchObject({
      deletedTeamCount: 2,
      deletedPlayerCount: 3,
      deletedFinishedCount: 0,
    });
    expect(after.dataDeletedAt!.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
    expect(after.dataDeletedAt!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    // Logs counts, never names.
    expect(JSON.stringify(logs)).not.toMatch(/Lena|Schmidt/);
    // Idempotent: nothing more on a second run.
    const second = await runRetention({
      prisma: api.db.prisma,
      clock,
      instanceMaxDays: 365,
      logger,
    });
    expect(second.competitions).toBe(0);
    // The instance maximum caps a competition's retention.
    clock.setOffset(HOUR + 11 * DAY);
    const capped = await runRetention({
      prisma: api.db.prisma,
      clock,
      instanceMaxDays: 10,
      logger,
    });
    expect(capped.competitions).toBeGreaterThanOrEqual(2);
    expect(
      await api.db.prisma.competitionSession.count({ where: { competitionId: longer.id } }),
    ).toBe(0);
    const audit = await api.db.prisma.auditEvent.findMany({ where: { subjectId: expired.id } });
    expect(audit.map((a) => a.action)).toEqual(["competition.dataDeleted.retention"]);
  });
});

describe("export and deletion by the manager", () => {
  it("exports who, what and when; refuses others' competitions", async () => {
    const c = await competition("FIRST_NAME_INITIAL");
    await join(c.id, 2);
    const own = await api.as(managerId)<{
      exportCompetitionData: {
        competition: { participantNaming: string };
        teams: { joinedAt: string; players: { displayName: string }[] }[];
      };
    }>("query($id: ID!) { exportCompetitionData(id: $id) }", { id: c.id });
    const data = own.data!.exportCompetitionData;
    expect(data.competition.participantNaming).toBe("FIRST_NAME_INITIAL");
    expect(data.teams[0]!.players.map((p) => p.displayName)).toEqual(["Lena S.", "Ömer Ö."]);
    expect(data.teams[0]!.joinedAt).toMatch(/^\d{4}-/);
    const other = await api.as(otherManagerId, "de")(
      "query($id: ID!) { exportCompetitionData(id: $id) }",
      { id: c.id },
    );
    expect(other.errors?.[0]?.message).toBe("Wettbewerb nicht gefunden");
    expect(other.data?.exportCompetitionData ?? null).toBeNull();
  });

  it("refuses the deletion while the competition runs, deletes it all after the end", async () => {
    const c = await competition("FULL_NAME");
    await join(c.id, 2);
    const running = await api.as(managerId)(
      "mutation($id: ID!) { deleteCompetitionData(id: $id) { id } }",
      { id: c.id },
    );
    expect(running.errors?.[0]?.message).toBe(
      "The competition is still running. Its data can only be deleted after it has ended.",
    );
    expect(await api.db.prisma.competitionSession.count({ where: { competitionId: c.id } })).toBe(
      1,
    );
    await api.db.prisma.competition.update({
      where: { id: c.id },
      data: { endDate: new Date(Date.now() - 1000) },
    });
    const other = await api.as(otherManagerId)(
      "mutation($id: ID!) { deleteCompetitionData(id: $id) { id } }",
      { id: c.id },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const done = await api.as(managerId)<{
      deleteCompetitionData: { dataDeletedAt: string; deletedPlayerCount: number };
    }>(
      "mutation($id: ID!) { deleteCompetitionData(id: $id) { dataDeletedAt deletedPlayerCount } }",
      { id: c.id },
    );
    expect(done.data?.deleteCompetitionData.deletedPlayerCount).toBe(2);
    expect(await api.db.prisma.competitionSession.count({ where: { competitionId: c.id } })).toBe(
      0,
    );
    expect(
      await api.db.prisma.competitionInput.count({ where: { session: { competitionId: c.id } } }),
    ).toBe(0);
    const audit = await api.db.prisma.auditEvent.findFirstOrThrow({ where: { subjectId: c.id } });
    expect(audit).toMatchObject({ actorId: managerId, action: "competition.dataDeleted.manager" });
  });
});
