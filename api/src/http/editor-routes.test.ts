/**
 * The editor's live channel: two tabs of a game see each other (presence, scene changes, leaving)
 * and a save announces the new version; others' games are not found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
const PASSWORD = "Zusammen-Passwort fuer alle";

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1" });
  server = await api.listen();
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function authorWithGame() {
  const user = await api.createUser([], { password: PASSWORD });
  const game = await api.db.prisma.game.create({
    data: {
      title: "Zusammen",
      ownerId: user.id,
      document: createGameDocument({ locale: "de", registry }) as object,
    },
  });
  const cookie = await api.login(user.email, PASSWORD);
  return { user, gameId: game.id, cookie };
}

type Event = { kind: string; [key: string]: unknown };

async function openChannel(cookie: string, gameId: number, client: string, scene = "") {
  const controller = new AbortController();
  const response = await fetch(
    `${server.origin}/api/games/${gameId}/editor/events?client=${client}&scene=${scene}`,
    { signal: controller.signal, headers: { Cookie: cookie, Accept: "text/event-stream" } },
  );
  if (response.status !== 200) return { status: response.status };
  const reader = response.body!.getReader();
  let buffer = "";
  const next = async (): Promise<Event | "ended"> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split("\n").find((l) => l.startsWith("data:"));
        if (data) return JSON.parse(data.slice(5)) as Event;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return "ended";
      buffer += new TextDecoder().decode(value);
    }
  };
  /** The next event matching, within 2 s (else "silent"). */
  const until = (match: (e: Event) => boolean) =>
    Promise.race([
      (async () => {
        for (;;) {
          const e = await next();
          if (e === "ended" || match(e)) return e;
        }
      })(),
      new Promise<"silent">((resolve) => setTimeout(() => resolve("silent"), 2000)),
    ]);
  return { status: 200, next, until, close: () => controller.abort() };
}

describe("editor channel", () => {
  it("tabs see each other's presence and scene, and leaving; saves announce the version", async () => {
    const { gameId, cookie } = await authorWithGame();
    const a = await openChannel(cookie, gameId, "tab-aaaaaaaa", "scene1");
    const b = await openChannel(cookie, gameId, "tab-bbbbbbbb", "scene2");
    try {
      expect(a.status).toBe(200);
      if (!("next" in a) || !a.next) throw new Error("no channel");
      expect(await a.next()).toEqual({ kind: "version", version: 1 });
      if (!("until" in b) || !b.until) throw new Error("no channel");
      // A learns of B (B announced itself), B of A (A answered B's hello).
      expect(await a.until((e) => e.kind === "presence")).toMatchObject({
        clientId: "tab-bbbbbbbb",
        sceneId: "scene2",
        here: true,
      });
      expect(await b.until((e) => e.kind === "presence")).toMatchObject({
        clientId: "tab-aaaaaaaa",
        sceneId: "scene1",
        here: true,
      });
      // B goes to another scene.
      const moved = await fetch(`${server.origin}/api/games/${gameId}/editor/presence`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ client: "tab-bbbbbbbb", scene: "scene3" }),
      });
      expect(moved.status).toBe(204);
      expect(await a.until((e) => e.kind === "presence" && e.sceneId === "scene3")).toMatchObject({
        clientId: "tab-bbbbbbbb",
      });
      // A save through applyGameOperations is announced to both.
      const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
      const doc = stored.document as { scenes: { id: string }[] };
      const saved = await api.withCookie(cookie)(
        'mutation($id: Int!, $o: JSON!) { applyGameOperations(gameId: $id, baseVersion: 1, operations: $o, batchId: "channel-test-1") { version } }',
        { id: gameId, o: [{ type: "renameScene", id: doc.scenes[0]!.id, name: "Neu" }] },
      );
      expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
      expect(await b.until((e) => e.kind === "version" && e.version === 2)).toEqual({
        kind: "version",
        version: 2,
      });
      // B leaves: A hears it.
      b.close();
      expect(await a.until((e) => e.kind === "presence" && e.here === false)).toMatchObject({
        clientId: "tab-bbbbbbbb",
      });
    } finally {
      if ("close" in a) a.close?.();
      if ("close" in b) b.close?.();
    }
  });

  it("refuses strangers and bad input", async () => {
    const { gameId } = await authorWithGame();
    const other = await authorWithGame();
    expect((await openChannel(other.cookie, gameId, "tab-cccccccc")).status).toBe(404);
    expect((await openChannel("", gameId, "tab-cccccccc")).status).toBe(401);
    expect((await openChannel(other.cookie, other.gameId, "x")).status).toBe(400);
    const bad = await fetch(`${server.origin}/api/games/${other.gameId}/editor/presence`, {
      method: "POST",
      headers: { Cookie: other.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ client: "tab-dddddddd", scene: "<script>" }),
    });
    expect(bad.status).toBe(400);
  });
});
