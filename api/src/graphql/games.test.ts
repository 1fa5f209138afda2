import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement, createGameDocument, parseGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { DEMO_GAME_TITLE, seed } from "../seed";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let ownerId: string;
let demoId: number;
// The seed writes the demo game's asset files under DATA_DIR.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "eg-seed-"));

beforeAll(async () => {
  api = await createApiHarness();
  const result = await seed({
    prisma: api.db.prisma,
    config: loadConfig({
      NODE_ENV: "test",
      ADMIN_EMAIL: "Admin@Example.org",
      ADMIN_PASSWORD: "a-long-password",
      DATA_DIR: dataDir,
    }),
    logger: createLogger("silent"),
  });
  if (!result.seeded) throw new Error("expected a first-start seed");
  ownerId = result.adminId;
  demoId = result.demoGameId;
});
afterAll(async () => {
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("seed", () => {
  it("creates the admin with every role and a published, valid demo game, once", async () => {
    const admin = await api.db.prisma.user.findUniqueOrThrow({ where: { id: ownerId } });
    expect(admin.email).toBe("admin@example.org");
    expect(admin.roles.sort()).toEqual(["ADMIN", "COMPETITION_MANAGER", "MODERATOR"]);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const demo = await api.db.prisma.game.findUniqueOrThrow({ where: { id: demoId } });
    expect(demo.status).toBe("PUBLISHED");
    expect(parseGameDocument(demo.document, registry).ok).toBe(true);
    // The demo's sound shows its duration in the galleries, like every uploaded one.
    const chime = await api.db.prisma.asset.findFirstOrThrow({ where: { name: "Glocke" } });
    expect(chime.curated).toBe(true);
    expect(chime.durationSeconds).toBeGreaterThan(0.5);
    // The files it uses are in its gallery.
    const gallery = await api.db.prisma.gameAsset.findMany({
      where: { gameId: demoId },
      include: { asset: { select: { name: true } } },
    });
    expect(gallery.map((g) => g.asset.name).sort()).toEqual(["Glocke", "Notizzettel"]);
    const again = await seed({
      prisma: api.db.prisma,
      config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }),
      logger: createLogger("silent"),
    });
    expect(again.seeded).toBe(false);
    expect(await api.db.prisma.user.count()).toBe(1);
  });
});

describe("public game queries", () => {
  it("returns a published game with its document, URL and numeric id", async () => {
    const res = await api.graphql<{
      publicGame: { id: number; title: string; url: string; status: string; document: unknown };
    }>(
      "query($id: Int!) { publicGame(id: $id) { id title url status document } }",
      { id: demoId },
      { Host: "games.example" },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.publicGame).toMatchObject({
      id: demoId,
      title: DEMO_GAME_TITLE,
      status: "PUBLISHED",
      url: `http://localhost:3000/games/${demoId}`,
    });
    expect(parseGameDocument(res.data?.publicGame.document, registry).ok).toBe(true);
  });

  it("plays unlisted games by link but does not list them; drafts stay hidden", async () => {
    const make = (title: string, status: "DRAFT" | "UNLISTED" | "PUBLISHED") =>
      api.db.prisma.game.create({ data: { title, status, ownerId, document: {} } });
    const unlisted = await make("Unlisted", "UNLISTED");
    const draft = await make("Draft", "DRAFT");
    const byId = async (id: number) =>
      (
        await api.graphql<{ publicGame: { id: number } | null }>(
          "query($id: Int!) { publicGame(id: $id) { id } }",
          { id },
        )
      ).data?.publicGame;
    expect(await byId(unlisted.id)).toEqual({ id: unlisted.id });
    expect(await byId(draft.id)).toBeNull();
    expect(await byId(2_000_000_000)).toBeNull();
    const list = await api.graphql<{ publishedGames: { id: number }[] }>(
      "{ publishedGames { id } }",
    );
    const ids = list.data?.publishedGames.map((g) => g.id);
    expect(ids).toContain(demoId);
    expect(ids).not.toContain(unlisted.id);
    expect(ids).not.toContain(draft.id);
  });

  it("never sends server-only props (AI chat instructions) to players; the owner sees them", async () => {
    const document = createGameDocument({ locale: "de", registry });
    document.scenes[0]!.elements.push(
      createElement(registry, "ai-chat", {
        locale: "de",
        props: { instructions: "Die Lösung ist 6930." },
      }),
    );
    const game = await api.db.prisma.game.create({
      data: { title: "KI", status: "PUBLISHED", ownerId, document: document as object },
    });
    const instructions = (doc: unknown) =>
      (doc as typeof document).scenes[0]!.elements[0]!.props as { instructions: string };
    const query = "query($id: Int!) { publicGame(id: $id) { document } }";
    const anonymous = await api.graphql<{ publicGame: { document: unknown } }>(query, {
      id: game.id,
    });
    expect(instructions(anonymous.data?.publicGame.document).instructions).toBe("");
    expect(JSON.stringify(anonymous.data)).not.toContain("6930");
    const owner = await api.as(ownerId)<{ publicGame: { document: unknown } }>(query, {
      id: game.id,
    });
    expect(instructions(owner.data?.publicGame.document).instructions).toBe("Die Lösung ist 6930.");
  });

  it("rejects a malformed id with a GraphQL validation error, not a crash", async () => {
    const res = await api.graphql('{ publicGame(id: "abc") { id } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/Int cannot represent/);
  });
});

describe("public competitions", () => {
  it("lists running and upcoming competitions with their phase and participants", async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const mk = (title: string, start: number, end: number) =>
      api.db.prisma.competition.create({
        data: {
          title,
          startDate: new Date(start),
          endDate: new Date(end),
          gameId: demoId,
          createdById: ownerId,
        },
      });
    const running = await mk("Running", now - hour, now + hour);
    await mk("Upcoming", now + 2 * hour, now + 3 * hour);
    await mk("Over", now - 3 * hour, now - 2 * hour);
    await api.db.prisma.competitionSession.create({
      data: {
        competitionId: running.id,
        players: [
          { firstName: "A", lastName: "B", accessCode: "X1" },
          { firstName: "C", lastName: "D", accessCode: "X2" },
        ],
      },
    });
    const res = await api.graphql<{
      publicCompetitions: { title: string; phase: string; participantCount: number }[];
    }>("{ publicCompetitions { title phase participantCount } }");
    expect(res.data?.publicCompetitions).toEqual([
      { title: "Running", phase: "ACTIVE", participantCount: 2 },
      { title: "Upcoming", phase: "UPCOMING", participantCount: 0 },
    ]);
  });
});
