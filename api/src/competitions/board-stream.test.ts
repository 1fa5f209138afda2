/**
 * An open live-board stream delivers team data only while its viewer may see it: after logout
 * or the loss of the manager role it stops.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { boardEventsFor } from "./board";
import { createLogger } from "../logger";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
const PASSWORD = "Tafel-Passwort fuer alle";
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1" });
  server = await api.listen();
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function managerWithCompetition() {
  const user = await api.createUser(["COMPETITION_MANAGER"], { password: PASSWORD });
  const game = await api.db.prisma.game.create({
    data: {
      title: "Tafel",
      ownerId: user.id,
      status: "PUBLISHED",
      document: createGameDocument({ locale: "de", registry }) as object,
    },
  });
  const competition = await api.db.prisma.competition.create({
    data: {
      title: "Tafel",
      startDate: new Date(Date.now() - HOUR),
      endDate: new Date(Date.now() + HOUR),
      gameId: game.id,
      createdById: user.id,
    },
  });
  const cookie = await api.login(user.email, PASSWORD);
  return { user, competitionId: competition.id, cookie };
}

/** Opens the board stream; `next()` is the next board, or "ended" when the stream closed. */
async function openBoard(cookie: string, competitionId: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.origin}/graphql`, {
    method: "POST",
    signal: controller.signal,
    headers: { "Content-Type": "application/json", Accept: "text/event-stream", Cookie: cookie },
    body: JSON.stringify({
      query: "subscription($id: ID!) { competitionBoardChanged(id: $id) { teams { sessionId } } }",
      variables: { id: competitionId },
    }),
  });
  const reader = response.body!.getReader();
  let buffer = "";
  const next = async (): Promise<unknown> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split("\n").find((l) => l.startsWith("data:"));
        if (data && data.length > 6) return JSON.parse(data.slice(5));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return "ended";
      buffer += new TextDecoder().decode(value);
    }
  };
  return { next, close: () => controller.abort() };
}

const publish = (competitionId: string) =>
  boardEventsFor(api.config, createLogger("silent")).publish(competitionId);

/** The stream's answer to a change: a board, or "ended"; "silent" when nothing came in 2 s. */
async function afterChange(board: Awaited<ReturnType<typeof openBoard>>, competitionId: string) {
  await publish(competitionId);
  return Promise.race([
    board.next(),
    new Promise((resolve) => setTimeout(() => resolve("silent"), 2000)),
  ]);
}

describe("live board stream", () => {
  it("delivers changes while the manager may see them", async () => {
    const { competitionId, cookie } = await managerWithCompetition();
    const board = await openBoard(cookie, competitionId);
    expect(await board.next()).toEqual({ data: { competitionBoardChanged: { teams: [] } } });
    expect(await afterChange(board, competitionId)).toEqual({
      data: { competitionBoardChanged: { teams: [] } },
    });
    board.close();
  });

  it("stops delivering after logout", async () => {
    const { competitionId, cookie } = await managerWithCompetition();
    const board = await openBoard(cookie, competitionId);
    expect(await board.next()).toBeTruthy();
    const out = await api.withCookie(cookie)("mutation { logout }");
    expect(out.errors).toBeUndefined();
    expect(await afterChange(board, competitionId)).not.toHaveProperty("data");
    board.close();
  });

  it("stops delivering after the manager role is revoked", async () => {
    const { user, competitionId, cookie } = await managerWithCompetition();
    const board = await openBoard(cookie, competitionId);
    expect(await board.next()).toBeTruthy();
    const admin = await api.createUser(["ADMIN"]);
    const revoked = await api.as(admin.id)(
      "mutation($u: ID!) { setUserRoles(userId: $u, roles: []) { id } }",
      { u: user.id },
    );
    expect(revoked.errors).toBeUndefined();
    expect(await afterChange(board, competitionId)).not.toHaveProperty("data");
    board.close();
  });
});
