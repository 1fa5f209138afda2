/**
 * LTI and SCORM records are deleted on schedule: launches (pseudonymous LMS user ids) after the
 * instance's retention with their score posts, competition launches with the competition's
 * players' data, expired sign-in states, pending instructor links (with an e-mail), deep-linking
 * requests and SCORM launches a day after they expired. What is still within its time stays.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteCompetitionPersonalData } from "../competitions/personal-data";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { runLtiRetention } from "./retention";

const DAY = 24 * 3_600_000;
const NOW = new Date("2026-11-27T10:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let h: ApiHarness;
let platformId: string;
let gameId: number;
let ownerId: string;

beforeAll(async () => {
  h = await createApiHarness();
  ownerId = (await h.createUser([])).id;
  gameId = (
    await h.db.prisma.game.create({
      data: { title: "Ein Spiel", status: "PUBLISHED", document: {}, ownerId },
    })
  ).id;
  platformId = (
    await h.db.prisma.ltiPlatform.create({
      data: {
        name: "Test LMS",
        issuer: "https://lms.example",
        clientId: "retention-client",
        deploymentIds: ["dep-1"],
        authLoginUrl: "https://lms.example/auth",
        tokenUrl: "https://lms.example/token",
        jwksUrl: "https://lms.example/jwks",
      },
    })
  ).id;
});

afterAll(async () => {
  await h?.close();
});

const launch = (subject: string, createdAt: Date, competitionId?: string) =>
  h.db.prisma.ltiLaunch.create({
    data: {
      platformId,
      deploymentId: "dep-1",
      subject,
      resourceLinkId: "activity-1",
      gameId,
      createdAt,
      ...(competitionId ? { competitionId } : {}),
    },
  });

describe("LTI and SCORM retention", () => {
  it("deletes old launches with their scores and expired requests; keeps the rest", async () => {
    const old = await launch("student-old", ago(366));
    await h.db.prisma.ltiScorePost.create({
      data: { launchId: old.id, gameId, score: 1, scoreMaximum: 100 },
    });
    const recent = await launch("student-recent", ago(300));
    await h.db.prisma.ltiNonce.createMany({
      data: [
        { nonce: "n-old", stateHash: "s-old", platformId, expiresAt: ago(2) },
        { nonce: "n-new", stateHash: "s-new", platformId, expiresAt: ago(0.5) },
      ],
    });
    await h.db.prisma.ltiPendingLink.createMany({
      data: [
        {
          platformId,
          subject: "teacher-1",
          email: "old@school.example",
          target: "/dashboard",
          browserTokenHash: "b1",
          expiresAt: ago(3),
        },
        {
          platformId,
          subject: "teacher-2",
          email: "new@school.example",
          target: "/dashboard",
          browserTokenHash: "b2",
          expiresAt: new Date(NOW.getTime() + 3_600_000),
        },
      ],
    });
    await h.db.prisma.ltiDeepLink.create({
      data: {
        platformId,
        deploymentId: "dep-1",
        returnUrl: "https://lms.example/dl",
        browserTokenHash: "d1",
        expiresAt: ago(2),
      },
    });
    await h.db.prisma.scormLaunch.createMany({
      data: [
        { tokenHash: "t-old", gameId, origin: "https://lms.example", expiresAt: ago(2) },
        { tokenHash: "t-new", gameId, origin: "https://lms.example", expiresAt: NOW },
      ],
    });

    const counts = await runLtiRetention(h.db.prisma, NOW, 365);
    expect(counts).toEqual({
      launches: 1,
      nonces: 1,
      pendingLinks: 1,
      deepLinks: 1,
      scormLaunches: 1,
    });
    const launches = await h.db.prisma.ltiLaunch.findMany({ select: { id: true } });
    expect(launches.map((l) => l.id)).toEqual([recent.id]);
    expect(await h.db.prisma.ltiScorePost.count({ where: { launchId: old.id } })).toBe(0);
    expect(
      (await h.db.prisma.ltiPendingLink.findMany({ select: { email: true } })).map((l) => l.email),
    ).toEqual(["new@school.example"]);
    expect((await h.db.prisma.ltiNonce.findMany()).map((n) => n.nonce)).toEqual(["n-new"]);
    expect((await h.db.prisma.scormLaunch.findMany()).map((s) => s.tokenHash)).toEqual(["t-new"]);

    // A second run finds nothing left; a shorter retention takes the recent launch too.
    expect(Object.values(await runLtiRetention(h.db.prisma, NOW, 365))).toEqual([0, 0, 0, 0, 0]);
    expect((await runLtiRetention(h.db.prisma, NOW, 30)).launches).toBe(1);
  });

  it("deletes a competition's launches with its players' data", async () => {
    const competition = await h.db.prisma.competition.create({
      data: {
        title: "Klasse 7b",
        startDate: ago(40),
        endDate: ago(39),
        gameId,
        createdById: ownerId,
      },
    });
    await launch("student-in-competition", ago(40), competition.id);
    const elsewhere = await launch("student-elsewhere", ago(1));
    await deleteCompetitionPersonalData(h.db.prisma, competition.id, {
      now: NOW,
      actorId: null,
      reason: "retention",
    });
    const left = await h.db.prisma.ltiLaunch.findMany({ select: { id: true } });
    expect(left.map((l) => l.id)).toEqual([elsewhere.id]);
  });
});
