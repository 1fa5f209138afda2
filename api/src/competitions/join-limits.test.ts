/**
 * Guessing access codes: each code of a request is a guess; failures count per address and per
 * code, never per competition alone (a guesser must not lock the class out).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { generateAccessCode } from "./access-codes";
import { generateCodes } from "../graphql/schema/access-codes";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let competitionId: string;
let managerId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1" });
  server = await api.listen();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  const game = await api.db.prisma.game.create({
    data: {
      title: "Raten",
      ownerId: managerId,
      status: "PUBLISHED",
      document: createGameDocument({ locale: "de", registry }) as object,
    },
  });
  competitionId = (
    await api.db.prisma.competition.create({
      data: {
        title: "Klasse",
        startDate: new Date(Date.now() - HOUR),
        endDate: new Date(Date.now() + HOUR),
        gameId: game.id,
        createdById: managerId,
      },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function codes(count: number): Promise<string[]> {
  const id = await generateCodes(
    api.db.prisma,
    `JOIN-${Math.random()}`,
    count,
    new Date(),
    managerId,
  );
  const rows = await api.db.prisma.accessCode.findMany({ where: { paymentReferenceId: id } });
  return rows.map((r) => r.code);
}

const join = (ip: string, accessCodes: string[]) =>
  fetch(`${server.origin}/api/competition/sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({
      competitionId,
      players: accessCodes.map((accessCode, i) => ({
        firstName: `V${i}`,
        lastName: `N${i}`,
        accessCode,
      })),
    }),
  });

describe("joining a competition with guessed codes", () => {
  it("each code of a request counts as a guess", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await join("10.5.0.1", [generateAccessCode(), generateAccessCode(), generateAccessCode()]))
          .status,
      );
    // 6 requests use 18 of the address's 20 failures; the 7th names 3 more codes than it may.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
  });

  it("300 wrong codes from 15 addresses do not lock the class out of joining", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, async (_, a) => {
        const statuses: number[] = [];
        for (let i = 0; i < 21; i++)
          statuses.push((await join(`10.6.0.${a + 1}`, [generateAccessCode()])).status);
        return statuses;
      }),
    );
    for (const statuses of guesses) {
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429); // the guesser is stopped …
    }
    // … not the students with valid codes from fresh addresses.
    const valid = await codes(4);
    expect((await join("10.7.0.1", [valid[0]!])).status).toBe(201);
    expect((await join("10.7.0.2", [valid[1]!, valid[2]!])).status).toBe(201);
  });

  it("one code tried from many addresses is held up on its own", async () => {
    const [taken] = await codes(1);
    expect((await join("10.8.0.1", [taken!])).status).toBe(201);
    const statuses: number[] = [];
    for (let a = 0; a < 11; a++) statuses.push((await join(`10.8.1.${a + 1}`, [taken!])).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Other codes from the same addresses still join.
    const [fresh] = await codes(1);
    expect((await join("10.8.1.11", [fresh!])).status).toBe(201);
  });
});
