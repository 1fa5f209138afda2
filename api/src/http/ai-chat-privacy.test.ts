/**
 * Issue 27, AI chat: a local stand-in model server records everything it receives while a team
 * of a competition (names and access codes in the database) chats through the real API. No
 * player name, access code, address or cookie reaches it; the admin's and the author's switches
 * keep every message away from it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement, createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { generateCodes } from "../graphql/schema/access-codes";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

const HOUR = 3_600_000;
/** Everything the stand-in model received: path, headers, body. */
const received: { url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let model: http.Server;
let modelUrl: string;
let api: ApiHarness;
let off: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let offServer: { origin: string; close(): Promise<void> };

function standInModel() {
  return http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ url: req.url, headers: req.headers, body });
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: "Ein Tipp." } }] })}\n\n`);
      res.end("data: [DONE]\n\n");
    });
  });
}

async function setUp(harness: ApiHarness, aiEnabled: boolean) {
  const manager = await harness.createUser(["COMPETITION_MANAGER"]);
  const doc = createGameDocument({ locale: "de", registry });
  const chat = createElement(registry, "ai-chat", { locale: "de" });
  chat.id = "chat";
  chat.props = { ...(chat.props as object), instructions: "Anweisung der Autorin", aiEnabled };
  doc.scenes[0]!.elements.push(chat);
  const game = await harness.db.prisma.game.create({
    data: { title: "KI", ownerId: manager.id, status: "PUBLISHED", document: doc as object },
  });
  const competition = await harness.db.prisma.competition.create({
    data: {
      title: "Klasse 6a",
      startDate: new Date(Date.now() - HOUR),
      endDate: new Date(Date.now() + HOUR),
      gameId: game.id,
      createdById: manager.id,
      participantNaming: "FULL_NAME",
    },
  });
  const ref = await generateCodes(
    harness.db.prisma,
    `KI-${Math.random()}`,
    1,
    new Date(),
    manager.id,
  );
  const code = (
    await harness.db.prisma.accessCode.findFirstOrThrow({ where: { paymentReferenceId: ref } })
  ).code;
  return { gameId: game.id, competitionId: competition.id, code };
}

beforeAll(async () => {
  model = standInModel();
  await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  api = await createApiHarness({ HOST: "127.0.0.1", AI_CHAT_BASE_URL: modelUrl });
  server = await api.listen();
  off = await createApiHarness({ HOST: "127.0.0.1", AI_CHAT_BASE_URL: modelUrl, AI_CHAT: "off" });
  offServer = await off.listen();
});
afterAll(async () => {
  await Promise.all([server?.close(), offServer?.close()]);
  await Promise.all([api?.close(), off?.close()]);
  await new Promise((resolve) => model?.close(resolve));
});

async function joinAndChat(origin: string, setup: Awaited<ReturnType<typeof setUp>>) {
  const joined = await fetch(`${origin}/api/competition/sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.50.0.7" },
    body: JSON.stringify({
      competitionId: setup.competitionId,
      players: [{ firstName: "Mira", lastName: "Kowalczyk", accessCode: setup.code }],
    }),
  });
  expect(joined.status).toBe(201);
  const cookie = joined.headers.get("set-cookie")!.split(";")[0]!;
  return fetch(`${origin}/api/ai-chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, "X-Forwarded-For": "10.50.0.7" },
    body: JSON.stringify({
      gameId: setup.gameId,
      elementId: "chat",
      messages: [{ role: "user", content: "Wie komme ich weiter?" }],
    }),
  });
}

describe("AI chat privacy", () => {
  it("sends only the conversation and the author's instructions to the model", async () => {
    const setup = await setUp(api, true);
    const before = received.length;
    const res = await joinAndChat(server.origin, setup);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("Ein Tipp.");
    expect(received.length).toBe(before + 1);
    const got = received.at(-1)!;
    const everything = JSON.stringify(got);
    for (const secret of [
      "Mira",
      "Kowalczyk",
      setup.code,
      "10.50.0.7",
      "eg_team_",
      setup.competitionId,
    ])
      expect(everything, `the model received ${secret}`).not.toContain(secret);
    const body = JSON.parse(got.body) as { messages: { role: string; content: string }[] };
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[0]!.content).toContain("Anweisung der Autorin");
    expect(body.messages[1]!.content).toBe("Wie komme ich weiter?");
  });

  it("the author's switch keeps every message away from the model", async () => {
    const setup = await setUp(api, false);
    const before = received.length;
    const res = await joinAndChat(server.origin, setup);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "aiChat.disabled" } });
    expect(received.length).toBe(before);
  });

  it("the admin's switch (AI_CHAT=off) keeps every message away from the model", async () => {
    const setup = await setUp(off, true);
    const before = received.length;
    const res = await joinAndChat(offServer.origin, setup);
    expect(res.status).toBe(403);
    expect(received.length).toBe(before);
  });
});
