import { randomBytes } from "node:crypto";
import { createElement, createGameDocument, type GameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { hashPassword } from "./auth/password";
import type { Config } from "./config";
import type { PrismaClient } from "./generated/prisma/client";
import type { Logger } from "./logger";

export const DEFAULT_ADMIN_EMAIL = "admin@exitgame.local";
export const DEMO_GAME_TITLE = "Demo: Das verschlossene Labor";

/** The published demo game a newcomer sees at once. */
export function demoGameDocument(): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const scene = doc.scenes[0]!;
  scene.name = "Im Labor";
  scene.elements.push(
    createElement(registry, "text", {
      locale: "de",
      name: "Titel",
      x: 140,
      y: 150,
      width: 1000,
      height: 120,
      props: { text: "Willkommen im verschlossenen Labor!", fontSizeInRem: 3.25, bold: true, color: "#1e1f4b" },
    }),
    createElement(registry, "text", {
      locale: "de",
      name: "Auftrag",
      x: 240,
      y: 300,
      width: 800,
      height: 160,
      props: {
        text: "Professorin Kolbe hat sich ausgesperrt. Finde die Hinweise im Raum, knacke das Zahlenschloss und öffne die Tür, bevor die Zeit abläuft.",
        fontSizeInRem: 1.6,
        color: "#3a3f58",
      },
    }),
  );
  return doc;
}

/**
 * First start only (no user yet): an admin account and the published demo game. The admin's
 * password comes from ADMIN_PASSWORD or is generated and printed once.
 */
export async function seed({ prisma, config, logger }: { prisma: PrismaClient; config: Config; logger: Logger }) {
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
    const game = await tx.game.create({
      data: { title: DEMO_GAME_TITLE, status: "PUBLISHED", document: demoGameDocument() as object, ownerId: admin.id },
    });
    return { admin, game };
  });
  logger.info({ adminEmail: admin.email, demoGameId: game.id }, "seeded admin account and demo game");
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
