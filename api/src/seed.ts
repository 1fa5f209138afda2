import { createHash, randomBytes } from "node:crypto";
import { parseBuffer } from "music-metadata";
import { hashPassword } from "./auth/password";
import type { Config } from "./config";
import { demoChimeWav, demoNoteSvg } from "./demo-assets";
import { createStorage, type AssetStorage } from "./assets/storage";
import type { PrismaClient } from "./generated/prisma/client";
import type { Logger } from "./logger";

export const DEFAULT_ADMIN_EMAIL = "admin@exitgame.local";
export const DEMO_GAME_TITLE = "Demo: Das verschlossene Labor";

export { DEMO_CODE, DEMO_SCENES, demoGameDocument, type DemoAssets } from "./demo-document";
import { demoGameDocument, type DemoAssets } from "./demo-document";

/** Writes the demo's files to the asset storage and records them as curated library assets. */
async function createDemoAssets(
  tx: Pick<PrismaClient, "asset">,
  storage: AssetStorage,
): Promise<DemoAssets> {
  const files = [
    {
      key: "note",
      name: "Notizzettel",
      fileName: "notizzettel.svg",
      kind: "IMAGE",
      mimeType: "image/svg+xml",
      data: Buffer.from(demoNoteSvg()),
    },
    {
      key: "chime",
      name: "Glocke",
      fileName: "glocke.wav",
      kind: "AUDIO",
      mimeType: "audio/wav",
      data: demoChimeWav(),
    },
  ] as const;
  const ids = {} as DemoAssets;
  for (const f of files) {
    const storageKey = createHash("sha256").update(f.data).digest("hex");
    await storage.put(storageKey, f.data, f.mimeType);
    // The galleries show a sound's duration, as for every upload.
    const durationSeconds =
      f.kind === "AUDIO"
        ? ((await parseBuffer(f.data, { mimeType: f.mimeType }, { duration: true })).format
            .duration ?? null)
        : null;
    const asset = await tx.asset.create({
      data: {
        kind: f.kind,
        name: f.name,
        fileName: f.fileName,
        mimeType: f.mimeType,
        size: f.data.length,
        storageKey,
        sourceSha256: storageKey,
        durationSeconds,
        curated: true,
      },
    });
    ids[f.key] = asset.id;
  }
  return ids;
}

/**
 * First start only (no user yet): an admin account and the published demo game. The admin's
 * password comes from ADMIN_PASSWORD or is generated and printed once.
 */
export async function seed({
  prisma,
  config,
  logger,
  storage,
}: {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  /** Where the demo's files go; the configured storage when omitted. */
  storage?: AssetStorage;
}) {
  if ((await prisma.user.count()) > 0) return { seeded: false as const };
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = config.ADMIN_PASSWORD === undefined;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  const { admin, game } = await prisma.$transaction(async (tx) => {
    const admin = await tx.user.create({
      data: {
        email,
        passwordHash,
        emailVerifiedAt: new Date(),
        displayName: "Admin",
        roles: ["ADMIN", "MODERATOR", "COMPETITION_MANAGER"],
      },
    });
    const assets = await createDemoAssets(tx, storage ?? createStorage(config));
    const game = await tx.game.create({
      data: {
        title: DEMO_GAME_TITLE,
        status: "PUBLISHED",
        document: demoGameDocument(assets) as object,
        ownerId: admin.id,
      },
    });
    // The files it uses are in its gallery, as if its author had chosen them there.
    await tx.gameAsset.createMany({
      data: Object.values(assets).map((assetId) => ({ gameId: game.id, assetId })),
    });
    return { admin, game };
  });
  logger.info(
    { adminEmail: admin.email, demoGameId: game.id },
    "seeded admin account and demo game",
  );
  if (generated) {
    // Printed once, on the console only: the password is not stored anywhere in clear text.
    console.log(
      [
        "",
        "  ┌─ Exitgame Studio: admin account created ─────────────────",
        `  │ email:    ${admin.email}`,
        `  │ password: ${password}`,
        "  │ (shown only now; set ADMIN_EMAIL / ADMIN_PASSWORD to choose your own)",
        "  └──────────────────────────────────────────────────────────",
        "",
      ].join("\n"),
    );
  }
  return { seeded: true as const, adminId: admin.id, demoGameId: game.id };
}
