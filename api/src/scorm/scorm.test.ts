/**
 * SCORM 1.2 packages (GET /api/games/:id/scorm, /api/competitions/:id/scorm), the launch the
 * launcher frames (/scorm/launch), the score the framed player learns (/scorm/score), and the
 * admin's framing list (frame-ancestors on the play pages only).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../auth/tokens";
import { CompetitionService } from "../competitions/service";
import { DEMO_CODE, DEMO_SCENES, demoGameDocument } from "../seed";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { readZip } from "../testing/zip";
import { frameOriginsFor, normalizeOrigin } from "./frame-origins";
import { securityHeaders } from "../http/security";
import { playerServices } from "../http/player-services";
import { createRateLimits } from "../auth/rate-limit";
import { loadConfig } from "../config";

const PASSWORD = "Scorm-Passwort 2026";
const LMS = "http://lms.example.test:8080";

let api: ApiHarness;
let origin: string;
let closeServer: () => Promise<void>;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let gameId: number;
let draftId: number;
let competitionId: string;
let doc: ReturnType<typeof demoGameDocument>;
let pages: string;
let closePages: () => Promise<void>;

const person = async (roles: "ADMIN"[] = []) => {
  const user = await api.createUser(roles, { password: PASSWORD });
  return { id: user.id, cookie: await api.login(user.email, PASSWORD) };
};
const get = (path: string, who: { cookie: string } | null, lang = "en") =>
  fetch(`${origin}${path}`, {
    redirect: "manual",
    headers: { "Accept-Language": lang, ...(who ? { Cookie: who.cookie } : {}) },
  });
const post = (path: string, body: unknown, cookie?: string) =>
  fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
const sceneId = (title: string) => doc.scenes.find((s) => s.name === title)!.id;
const setOrigins = (origins: string[], who = admin.id, locale: "de" | "en" = "en") =>
  api.as(who, locale)<{ setFramingOrigins: { origins: string[] } }>(
    `mutation($o: [String!]!) { setFramingOrigins(origins: $o) { origins ltiOrigins } }`,
    { o: origins },
  );

beforeAll(async () => {
  api = await createApiHarness();
  const server = await api.listen();
  origin = server.origin;
  closeServer = server.close;
  // The play pages' headers as the production server sends them (the harness has no apps).
  const app = express();
  app.use(securityHeaders({ production: true, PUBLIC_URL: undefined }));
  app.use(frameOriginsFor(api.db.prisma).headers());
  const logger = { warn: () => {}, error: () => {}, info: () => {} };
  app.use(
    playerServices({
      config: loadConfig({ DATA_DIR: "test-results/scorm-pages" }),
      prisma: api.db.prisma,
      logger: logger as never,
      limits: createRateLimits({ logger: logger as never }),
    }),
  );
  app.get("/{*path}", (_req, res) => void res.type("html").send("<p>page</p>"));
  const pageServer = http.createServer(app);
  await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
  pages = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  closePages = () => new Promise<void>((resolve) => pageServer.close(() => resolve()));
  owner = await person();
  other = await person();
  admin = await person(["ADMIN"]);
  const demo = demoGameDocument({ note: "", chime: "" });
  // The demo's end scenes offer to play again; here they end the game (final scenes).
  doc = { ...demo, rules: demo.rules.filter((r) => r.sceneId === demo.scenes[0]!.id) };
  const create = (title: string, status: "PUBLISHED" | "DRAFT") =>
    api.db.prisma.game.create({
      data: { title, status, document: doc as object, ownerId: owner.id },
      select: { id: true },
    });
  gameId = (await create("Flucht <aus> dem Labor & mehr", "PUBLISHED")).id;
  draftId = (await create("Entwurf", "DRAFT")).id;
  competitionId = (
    await api.db.prisma.competition.create({
      data: {
        title: "Klasse 7b",
        gameId,
        createdById: owner.id,
        startDate: new Date(Date.now() - 3600_000),
        endDate: new Date(Date.now() + 3600_000),
      },
    })
  ).id;
});

afterAll(async () => {
  await closeServer?.();
  await closePages?.();
  await api?.close();
});

describe("the package", () => {
  it("holds a SCORM 1.2 manifest and the launcher naming the server, no answers, no document", async () => {
    const res = await get(`/api/games/${gameId}/scorm`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("-scorm12.zip");
    const zip = await readZip(Buffer.from(await res.arrayBuffer()));
    expect(zip.names.sort()).toEqual([
      "imsmanifest.xml",
      "index.html",
      "launcher.css",
      "launcher.js",
    ]);
    const manifest = zip.files.get("imsmanifest.xml")!.toString("utf8");
    // Well-formed XML (saxes throws on any error), with the SCORM 1.2 parts an LMS reads.
    const elements: { name: string; attributes: Record<string, string> }[] = [];
    const texts: string[] = [];
    const parser = new SaxesParser({ xmlns: false });
    parser.on("opentag", (tag) =>
      elements.push({ name: tag.name, attributes: tag.attributes as Record<string, string> }),
    );
    parser.on("text", (text) => texts.push(text.trim()));
    parser.write(manifest).close();
    expect(elements[0]!.name).toBe("manifest");
    expect(elements[0]!.attributes["xmlns:adlcp"]).toBe("http://www.adlnet.org/xsd/adlcp_rootv1p2");
    expect(texts).toContain("1.2");
    expect(texts).toContain("ADL SCORM");
    expect(texts).toContain("Flucht <aus> dem Labor & mehr");
    const resource = elements.find((e) => e.name === "resource")!;
    expect(resource.attributes).toMatchObject({
      "adlcp:scormtype": "sco",
      href: "index.html",
      type: "webcontent",
    });
    const item = elements.find((e) => e.name === "item")!;
    expect(item.attributes.identifierref).toBe(resource.attributes.identifier);

    const html = zip.files.get("index.html")!.toString("utf8");
    // The server links name (PUBLIC_URL; here, without it and ALLOWED_HOSTS, localhost).
    const server = origin.replace("127.0.0.1", "localhost");
    expect(html).toContain(`"server":"${server}"`);
    expect(html).toContain(`<meta name="exitgame-server" content="${server}" />`);
    expect(html).toContain(`/scorm/launch?game=${gameId}`);
    const all = [...zip.files.values()].map((b) => b.toString("utf8")).join("\n");
    // No answer, no scene, no element of the game: only the server, the id and the title.
    expect(all).not.toContain(DEMO_CODE);
    for (const scene of doc.scenes) {
      expect(all).not.toContain(scene.id);
      for (const element of scene.elements) expect(all).not.toContain(element.id);
    }
    expect(all).not.toContain(DEMO_SCENES.solved);
    expect(all).toContain("LMSSetValue");
    // The launcher's script is plain browser JavaScript that parses as it is.
    expect(() => new Function(zip.files.get("launcher.js")!.toString("utf8"))).not.toThrow();
  });

  it("is the owner's (or an admin's), of a published game only", async () => {
    expect((await get(`/api/games/${gameId}/scorm`, null)).status).toBe(401);
    const foreign = await get(`/api/games/${gameId}/scorm`, other);
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      "Only the owner of the game or competition can download its SCORM package.",
    );
    expect((await get(`/api/games/${gameId}/scorm`, admin)).status).toBe(200);
    const draft = await get(`/api/games/${draftId}/scorm`, owner, "de");
    expect(draft.status).toBe(409);
    expect(await draft.json()).toEqual({
      error: {
        code: "NOT_PUBLISHED",
        message:
          "Dieses Spiel ist nicht veröffentlicht. Ein SCORM-Paket gibt es nur für veröffentlichte Spiele.",
      },
    });
    // Someone else's draft is not found (its id does not leak).
    expect((await get(`/api/games/${draftId}/scorm`, other)).status).toBe(404);
    expect((await get(`/api/games/99999999/scorm`, owner)).status).toBe(404);
  });

  it("exists for a competition, for its owner", async () => {
    const res = await get(`/api/competitions/${competitionId}/scorm`, owner);
    expect(res.status).toBe(200);
    const zip = await readZip(Buffer.from(await res.arrayBuffer()));
    expect(zip.files.get("index.html")!.toString("utf8")).toContain(
      `/scorm/launch?competition=${competitionId}`,
    );
    expect((await get(`/api/competitions/${competitionId}/scorm`, other)).status).toBe(403);
    expect((await get(`/api/competitions/not-a-uuid/scorm`, owner)).status).toBe(404);
  });
});

describe("framing and the launch", () => {
  it("lets only an admin set the origins, normalized, with translated refusals", async () => {
    const refused = await setOrigins([LMS], owner.id);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const bad = await setOrigins(["https://moodle.example.org/course/view.php"], admin.id, "de");
    expect(bad.errors?.[0]?.message).toBe(
      "„https://moodle.example.org/course/view.php“: nur Schema, Host und Port, ohne Pfad (z. B. https://moodle.example.org).",
    );
    expect((await setOrigins(["ftp://x.example"])).errors?.[0]?.message).toContain(
      "only http and https",
    );
    expect(await api.db.prisma.frameOrigin.count()).toBe(0);
    expect(normalizeOrigin("HTTPS://Moodle.Example.org:443/")).toEqual({
      origin: "https://moodle.example.org",
    });
    expect(normalizeOrigin("https://*.example.org")).toEqual({ problem: "invalid" });
  });

  it("sends frame-ancestors with the allowed origins on play pages only, and launches from them", async () => {
    // Nothing allowed: the launch page says so (and may itself be shown in the LMS's frame).
    const before = await get(
      `/scorm/launch?game=${gameId}&origin=${encodeURIComponent(LMS)}`,
      null,
    );
    expect(before.status).toBe(403);
    expect(before.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(before.headers.get("x-frame-options")).toBeNull();
    expect(await before.text()).toContain(
      `This server does not allow the learning platform ${LMS} to show its games.`,
    );
    const playBefore = await fetch(`${pages}/games/${gameId}/play`);
    expect(playBefore.headers.get("x-frame-options")).toBe("SAMEORIGIN");

    const set = await setOrigins([`${LMS}/`, " https://moodle.example.org "]);
    expect(set.data!.setFramingOrigins.origins).toEqual([
      "http://lms.example.test:8080",
      "https://moodle.example.org",
    ]);
    const play = await fetch(`${pages}/games/${gameId}/play`);
    expect(play.headers.get("x-frame-options")).toBeNull();
    const csp = play.headers.get("content-security-policy")!;
    expect(csp).toMatch(
      /; frame-ancestors 'self' http:\/\/lms\.example\.test:8080 https:\/\/moodle\.example\.org(;|$)/,
    );
    expect(csp).toContain("script-src 'self' 'nonce-");
    for (const path of [`/competitions/${competitionId}`, `/competitions/${competitionId}/game`]) {
      const page = await fetch(`${pages}${path}`);
      expect(page.headers.get("content-security-policy")).toContain(
        `frame-ancestors 'self' ${LMS} `,
      );
      expect(page.headers.get("x-frame-options")).toBeNull();
    }
    // The JSXGraph element's sandbox frame inside a framed play page: the same ancestors.
    const jsx = await fetch(`${pages}/api/jsxgraph/frame`);
    expect(jsx.headers.get("content-security-policy")).toMatch(
      /; frame-ancestors 'self' http:\/\/lms\.example\.test:8080 https:\/\/moodle\.example\.org$/,
    );
    expect(jsx.headers.get("content-security-policy")).toContain("default-src 'none'");
    // Every other page stays framable by this server only.
    for (const path of ["/", `/games/${gameId}`, "/admin", `/games/${gameId}/play/x`]) {
      const page = await fetch(`${pages}${path}`);
      expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(page.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'(;|$)/);
    }

    const launch = await get(
      `/scorm/launch?game=${gameId}&origin=${encodeURIComponent(LMS)}`,
      null,
    );
    expect(launch.status).toBe(303);
    const location = launch.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^/games/${gameId}/play#scorm=[a-z0-9]{32}$`));
    const token = location.split("#scorm=")[1]!;
    const row = await api.db.prisma.scormLaunch.findUnique({
      where: { tokenHash: hashToken(token) },
    });
    expect(row).toMatchObject({ gameId, origin: LMS, competitionId: null, score: null });

    const draft = await get(
      `/scorm/launch?game=${draftId}&origin=${encodeURIComponent(LMS)}`,
      null,
    );
    expect(draft.status).toBe(404);
    expect((await get(`/scorm/launch?origin=${encodeURIComponent(LMS)}`, null)).status).toBe(400);
  });

  it("computes a game's score from the reported scenes, and only at the end", async () => {
    const launch = await get(
      `/scorm/launch?game=${gameId}&origin=${encodeURIComponent(LMS)}`,
      null,
    );
    const token = launch.headers.get("location")!.split("#scorm=")[1]!;
    expect(await (await post("/scorm/start", { token })).json()).toEqual({ origin: LMS });
    const early = await post("/scorm/score", { token, scenes: [sceneId(DEMO_SCENES.lab)] });
    expect(early.status).toBe(409);
    const done = await post("/scorm/score", {
      token,
      scenes: [sceneId(DEMO_SCENES.lab), sceneId(DEMO_SCENES.solved), "made-up"],
    });
    expect(done.status).toBe(200);
    const scenes = doc.scenes.length;
    expect(await done.json()).toEqual({
      score: 2 / scenes,
      raw: Math.round(200 / scenes),
      origin: LMS,
    });
    const row = await api.db.prisma.scormLaunch.findUnique({
      where: { tokenHash: hashToken(token) },
    });
    expect(row!.score).toBeCloseTo(2 / scenes);
    expect(row!.reportedAt).not.toBeNull();
    expect((await post("/scorm/score", { token: "nope", scenes: [] })).status).toBe(404);
    expect((await post("/scorm/score", { token, scenes: "x" })).status).toBe(400);
  });

  it("takes a competition's score from the team's state on the server", async () => {
    const launch = await get(
      `/scorm/launch?competition=${competitionId}&origin=${encodeURIComponent(LMS)}`,
      null,
    );
    expect(launch.headers.get("location")).toMatch(
      new RegExp(`^/competitions/${competitionId}#scorm=`),
    );
    const token = launch.headers.get("location")!.split("#scorm=")[1]!;
    expect((await post("/scorm/score", { token })).status).toBe(409);
    const session = await api.db.prisma.competitionSession.create({
      data: {
        competitionId,
        players: [],
        scenesReached: [sceneId(DEMO_SCENES.lab), sceneId(DEMO_SCENES.solved)],
      },
    });
    const teamToken = "team-token-for-the-scorm-test";
    await api.db.prisma.competitionSessionToken.create({
      data: { id: hashToken(teamToken), sessionId: session.id },
    });
    const cookie = `${CompetitionService.cookieName(competitionId)}=${teamToken}`;
    // Whatever the browser claims, the team's state decides.
    const res = await post("/scorm/score", { token, scenes: doc.scenes.map((s) => s.id) }, cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { score: number }).score).toBeCloseTo(2 / doc.scenes.length);
  });
});
