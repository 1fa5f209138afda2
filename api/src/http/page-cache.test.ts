import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { createLogger } from "../logger";
import { playGameCacheFor } from "../graphql/play-cache";
import { SESSION_COOKIE } from "../auth/cookies";
import { PAGE_GAME_HEADER, pageCache } from "./page-cache";
import { CSP_NONCE_HEADER } from "./security";

let api: ApiHarness;
let server: http.Server;
let base: string;
let owner: { id: string };
/** Renders the fake app did, and what the next render answers besides the page. */
let renders = 0;
let extraHeaders: Record<string, string> = {};

const cache = () => playGameCacheFor(api.db, createLogger("silent"));

/**
 * Stands in for the player app: loads the game through the play cache as the play route's
 * loader does (publicGame), and renders a page naming the game, the request's language and its
 * nonce twice (as React writes it on every inline script).
 */
async function fakeApp(request: Request): Promise<Response> {
  renders++;
  const id = Number(new URL(request.url).pathname.split("/")[2]);
  const row = await cache().load(
    id,
    async () => {
      const game = await api.db.prisma.game.findUnique({ where: { id } });
      return game && game.status !== "DRAFT" ? { row: game, bytes: 1000 } : null;
    },
    (document) => document,
  );
  if (!row) return new Response("<p>Game not found</p>", { status: 404 });
  const nonce = request.headers.get(CSP_NONCE_HEADER);
  const lang = request.headers.get("accept-language");
  const html = `<script nonce="${nonce}">1</script><h1>${row.title}</h1><p>${lang} ${renders}</p><script nonce="${nonce}">2</script>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html",
      [PAGE_GAME_HEADER]: `${row.id}:${row.documentVersion}`,
      ...extraHeaders,
    },
  });
}

beforeAll(async () => {
  api = await createApiHarness();
  owner = await api.createUser([]);
  await cache().listen();
  const app = express();
  let n = 0;
  app.use((req, _res, next) => {
    req.headers[CSP_NONCE_HEADER] = `nonce${++n}abc+/=`;
    next();
  });
  app.use(pageCache({ playGames: cache(), app: fakeApp }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await api?.close();
});

async function page(id: number, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/games/${id}/play`, {
    headers: { "Accept-Language": "de", ...headers },
  });
  const body = await res.text();
  const nonces = [...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
  return {
    status: res.status,
    body,
    nonces,
    marked: res.headers.has(PAGE_GAME_HEADER),
    type: res.headers.get("content-type"),
  };
}

async function published(title: string) {
  return api.db.prisma.game.create({
    data: {
      title,
      status: "PUBLISHED",
      ownerId: owner.id,
      document: createGameDocument({ locale: "de", registry }) as object,
    },
  });
}

async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition never held");
}

describe("kept pages of published games", () => {
  it("renders a page once per request variant and sends it with each request's own nonce", async () => {
    const game = await published("Labor");
    const before = renders;
    const first = await page(game.id);
    const second = await page(game.id);
    const third = await page(game.id);
    expect(renders - before).toBe(1);
    expect(first.status).toBe(200);
    expect(third.body.replaceAll(third.nonces[0]!, "N")).toBe(
      second.body.replaceAll(second.nonces[0]!, "N"),
    );
    expect(third.nonces[0]).not.toBe(second.nonces[0]);
    expect(new Set(third.nonces).size).toBe(1);
    expect(third.nonces).toHaveLength(2);
    expect(third.marked).toBe(false);
    expect(third.type).toMatch(/^text\/html/);
    // another language, another cookie: rendered for itself
    const english = await page(game.id, { "Accept-Language": "en" });
    expect(english.body).toContain("<p>en ");
    const withCookie = await page(game.id, { Cookie: "eg_tz=Europe%2FBerlin" });
    await page(game.id, { Cookie: "eg_tz=Europe%2FBerlin" });
    expect(withCookie.body).toContain("<h1>Labor</h1>");
    expect(renders - before).toBe(3);
  });

  it("renders again once the game changed (title, unpublished), by the database's notification", async () => {
    const game = await published("Alt");
    await page(game.id);
    await page(game.id);
    expect((await page(game.id)).body).toContain("<h1>Alt</h1>");
    await api.db.prisma.game.update({ where: { id: game.id }, data: { title: "Neu" } });
    await eventually(async () => (await page(game.id)).body.includes("<h1>Neu</h1>"));
    await api.db.prisma.game.update({ where: { id: game.id }, data: { status: "DRAFT" } });
    await eventually(async () => (await page(game.id)).status === 404);
  });

  it("never keeps a page for a session, a page setting a cookie, or an unknown game", async () => {
    const game = await published("Sitzung");
    await page(game.id);
    await page(game.id);
    let before = renders;
    await page(game.id, { Cookie: `${SESSION_COOKIE}=abc` });
    await page(game.id, { Cookie: `${SESSION_COOKIE}=abc` });
    expect(renders - before).toBe(2);
    extraHeaders = { "Set-Cookie": "x=1" };
    try {
      before = renders;
      await page(game.id, { "Accept-Language": "fr" });
      await page(game.id, { "Accept-Language": "fr" });
      expect(renders - before).toBe(2);
    } finally {
      extraHeaders = {};
    }
    before = renders;
    expect((await page(999_999)).status).toBe(404);
    expect((await page(999_999)).status).toBe(404);
    expect(renders - before).toBe(2);
  });
});
