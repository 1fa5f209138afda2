import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db";
import {
  ASSET_CHANGED_CHANNEL,
  DbNotifications,
  GAME_CHANGED_CHANNEL_NAME,
} from "../db/notifications";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { PlayGameCache } from "../graphql/play-cache";
import { assetRoutes } from "./routes";
import { createAssetService } from "./service";

/**
 * Two instances on one database, each with its own delivery caches: what one instance revokes
 * (an asset deleted, taken out of a gallery, its game unpublished), the other refuses within a
 * second, through the database's change notifications, instead of serving it from its cache.
 */
const logger = { warn: () => {}, error: () => {} };
let a: ApiHarness;
let originA: string;
let closeA: () => Promise<void>;
let dbB: Database;
let notificationsB: DbNotifications;
let serverB: http.Server;
let originB: string;
let ownerId: string;

beforeAll(async () => {
  a = await createApiHarness();
  ({ origin: originA, close: closeA } = await a.listen());
  // Instance B: its own connections, asset service, caches and listener, on A's database and files.
  dbB = await openDatabase({ dataDir: a.config.dataDir, databaseUrl: a.db.url, log: () => {} });
  notificationsB = new DbNotifications({
    url: a.db.url,
    channels: [ASSET_CHANGED_CHANNEL, GAME_CHANGED_CHANNEL_NAME],
    logger,
  });
  await notificationsB.listen();
  const app = express();
  app.use(
    assetRoutes({
      prisma: dbB.prisma,
      assets: createAssetService({ prisma: dbB.prisma, config: a.config }),
      logger,
      changes: notificationsB,
    }),
  );
  serverB = http.createServer(app);
  await new Promise<void>((resolve) => serverB.listen(0, "127.0.0.1", resolve));
  originB = `http://127.0.0.1:${(serverB.address() as AddressInfo).port}`;
  ownerId = (await a.createUser()).id;
});
afterAll(async () => {
  serverB?.closeAllConnections();
  serverB?.close();
  await notificationsB?.close();
  await dbB?.stop();
  await closeA?.();
  await a?.close();
});

let colour = 0;
/** A private asset in the gallery of a published game: anyone may read it. */
async function publishedAsset() {
  colour++;
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: colour, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  const { asset } = await a.assets.ingest({
    source: png,
    fileName: `bild-${colour}.png`,
    kind: "IMAGE",
    ownerId,
    curated: false,
  });
  const game = await a.db.prisma.game.create({
    data: { title: `Spiel ${colour}`, status: "PUBLISHED", document: {}, ownerId },
  });
  await a.db.prisma.gameAsset.create({ data: { gameId: game.id, assetId: asset.id } });
  return { assetId: asset.id, gameId: game.id };
}

const status = async (origin: string, assetId: string) =>
  (await fetch(`${origin}/api/assets/${assetId}`)).status;

/** How long it took until `origin` refused the asset (ms), at most 1 s. */
async function refusedWithin(origin: string, assetId: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 1_000) {
    if ((await status(origin, assetId)) === 404) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${origin} still serves ${assetId} after 1 s`);
}

describe("asset delivery caches across instances", () => {
  it("a game unpublished on A: B refuses its asset within 1 s", async () => {
    const { assetId, gameId } = await publishedAsset();
    expect(await status(originB, assetId)).toBe(200); // B remembers: readable
    expect(await status(originA, assetId)).toBe(200);
    await a.db.prisma.game.update({ where: { id: gameId }, data: { status: "DRAFT" } });
    expect(await refusedWithin(originB, assetId)).toBeLessThan(1_000);
    expect(await status(originA, assetId)).toBe(404);
  });

  it("an asset taken out of the gallery on A: B refuses it within 1 s", async () => {
    const { assetId, gameId } = await publishedAsset();
    expect(await status(originB, assetId)).toBe(200);
    await a.db.prisma.gameAsset.delete({ where: { gameId_assetId: { gameId, assetId } } });
    expect(await refusedWithin(originB, assetId)).toBeLessThan(1_000);
  });

  it("an asset deleted on A: B refuses it within 1 s", async () => {
    const { assetId } = await publishedAsset();
    expect(await status(originB, assetId)).toBe(200);
    await a.assets.remove(assetId);
    expect(await refusedWithin(originB, assetId)).toBeLessThan(1_000);
  });
});

describe("this instance's own writes", () => {
  it("a game unpublished here is refused at once, before any notification arrives", async () => {
    // Instance C: listening (so it caches), but no notification ever reaches it; only its play
    // cache hears of the write, as GraphQL's changedGame() tells it before answering.
    const silent = {
      active: true,
      on: () => {},
      onReset: () => {},
    } as unknown as DbNotifications;
    const games = new PlayGameCache({ url: a.db.url, logger });
    const app = express();
    app.use(
      assetRoutes({
        prisma: dbB.prisma,
        assets: createAssetService({ prisma: dbB.prisma, config: a.config }),
        logger,
        changes: silent,
        games,
      }),
    );
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { assetId, gameId } = await publishedAsset();
      expect(await status(origin, assetId)).toBe(200); // remembered as readable
      await a.db.prisma.game.update({ where: { id: gameId }, data: { status: "DRAFT" } });
      games.invalidate(gameId);
      expect(await status(origin, assetId)).toBe(404);
    } finally {
      server.closeAllConnections();
      server.close();
      await games.close();
    }
  });
});
