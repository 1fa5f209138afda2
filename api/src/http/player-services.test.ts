import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "@exitgame/element-plugins/definitions";
import { createRateLimits } from "../auth/rate-limit";
import { playerServices, type PlayerServicesDeps } from "./player-services";

async function listen(app: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A small OpenAI-compatible endpoint: streams the reply word by word as server-sent events. */
function fakeCompletions(received: unknown[]) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const words = ["Schau ", "unter ", "den ", "Tisch."];
      for (const w of words)
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: w } }] })}\n\n`);
      res.write(": keep-alive\n\n");
      res.end("data: [DONE]\n\n");
    });
  };
}

const chatElement = {
  id: "chat1",
  type: "ai-chat",
  props: {
    ...registry.get("ai-chat").defaultProps({ locale: "de" }),
    assistantName: "Kolbe",
    instructions: "Der Schlüssel liegt unter dem Tisch.",
  },
};
/** Not a chat: its definition declares no chatPersona. */
const textElement = {
  id: "note1",
  type: "text",
  props: registry.get("text").defaultProps({ locale: "de" }),
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), "eg-assets-"));
const prisma = {
  game: {
    findFirst: async ({ where }: { where: { id: number } }) =>
      where.id === 7
        ? { document: { scenes: [{ elements: [chatElement, textElement] }], globalElements: [] } }
        : null,
  },
} as unknown as PlayerServicesDeps["prisma"];
const logger = { warn: () => {}, error: () => {} } as unknown as PlayerServicesDeps["logger"];

let upstream: Awaited<ReturnType<typeof listen>>;
let api: Awaited<ReturnType<typeof listen>>;
let unconfigured: Awaited<ReturnType<typeof listen>>;
const received: unknown[] = [];

beforeAll(async () => {
  upstream = await listen(fakeCompletions(received));
  const config = {
    dataDir,
    ALLOWED_HOSTS: [],
    AI_CHAT_BASE_URL: `${upstream.url}/v1`,
    AI_CHAT_API_KEY: "sk-test",
    AI_CHAT_MODEL: "test-model",
    AI_CHAT_PER_ADDRESS_PER_MINUTE: 20,
    AI_CHAT_PER_GAME_PER_HOUR: 300,
    AI_CHAT: "on" as const,
  };
  const limits = createRateLimits({ logger: logger as never });
  api = await listen(express().use(playerServices({ config, prisma, logger, limits })));
  unconfigured = await listen(
    express().use(
      playerServices({
        config: { ...config, AI_CHAT_BASE_URL: undefined, AI_CHAT_MODEL: "x" },
        prisma,
        logger,
        limits,
      }),
    ),
  );
});
afterAll(async () => {
  await Promise.all([upstream?.close(), api?.close(), unconfigured?.close()]);
});

const chat = (base: string, body: unknown) =>
  fetch(`${base}/api/ai-chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("AI chat proxy", () => {
  it("streams the endpoint's reply; the instructions are added on the server", async () => {
    const res = await chat(api.url, {
      gameId: 7,
      elementId: "chat1",
      messages: [{ role: "user", content: "Wo ist der Schlüssel?" }],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const chunks: string[] = [];
    for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) chunks.push(chunk);
    expect(chunks.join("")).toBe("Schau unter den Tisch.");
    const request = received.at(-1) as {
      url: string;
      auth: string;
      body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
    };
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.auth).toBe("Bearer sk-test");
    expect(request.body.model).toBe("test-model");
    expect(request.body.stream).toBe(true);
    expect(request.body.messages[0]!.role).toBe("system");
    expect(request.body.messages[0]!.content).toContain("Der Schlüssel liegt unter dem Tisch.");
    expect(request.body.messages.slice(1)).toEqual([
      { role: "user", content: "Wo ist der Schlüssel?" },
    ]);
  });

  it("says 'notConfigured' without an endpoint, and refuses bad requests and unknown chats", async () => {
    const res = await chat(unconfigured.url, {
      gameId: 7,
      elementId: "chat1",
      messages: [{ role: "user", content: "Hallo" }],
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: "aiChat.notConfigured",
        message: "Der KI-Chat ist auf diesem Server nicht eingerichtet.",
      },
    });
    expect((await chat(api.url, { gameId: 7, elementId: "chat1", messages: [] })).status).toBe(400);
    expect(
      (
        await chat(api.url, {
          gameId: 7,
          elementId: "chat1",
          messages: [{ role: "system", content: "x" }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await chat(api.url, {
          gameId: 8,
          elementId: "chat1",
          messages: [{ role: "user", content: "x" }],
        })
      ).status,
    ).toBe(404);
    const notAChat = { gameId: 7, elementId: "note1", messages: [{ role: "user", content: "x" }] };
    expect((await chat(api.url, notAChat)).status).toBe(404);
  });
});

describe("AI chat limits (issue 8 item 5)", () => {
  const ask = (base: string, ip: string) =>
    fetch(`${base}/api/ai-chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({
        gameId: 7,
        elementId: "chat1",
        messages: [{ role: "user", content: "Hallo" }],
      }),
    });
  /** A proxy whose upstream answers at once; addresses come from X-Forwarded-For (trusted from loopback). */
  async function limitedProxy(env: { perAddress: number; perGame: number; window?: number }) {
    const app = express().set("trust proxy", "loopback");
    const quickFetch = (async () =>
      new Response("data: [DONE]\n\n", {
        headers: { "Content-Type": "text/event-stream" },
      })) as typeof fetch;
    app.use(
      playerServices({
        config: {
          dataDir,
          ALLOWED_HOSTS: [],
          AI_CHAT_BASE_URL: "http://upstream.invalid/v1",
          AI_CHAT_MODEL: "m",
          AI_CHAT_PER_ADDRESS_PER_MINUTE: env.perAddress,
          AI_CHAT_PER_GAME_PER_HOUR: env.perGame,
          AI_CHAT: "on",
        },
        prisma,
        logger,
        fetch: quickFetch,
        limits: createRateLimits({
          logger: logger as never,
          overrides: {
            aiChatAddress: {
              points: env.perAddress,
              duration: env.window ?? 60,
              block: env.window ?? 60,
            },
            aiChatGame: { points: env.perGame, duration: 3600, block: 0 },
          },
        }),
      }),
    );
    return listen(app);
  }

  it("remembers a limited address however many others ask (no clearing at 10 000)", async () => {
    // An hour's window: on a loaded machine the 10 001 requests below may take over a minute.
    const proxy = await limitedProxy({ perAddress: 2, perGame: 1_000_000, window: 3600 });
    try {
      expect((await ask(proxy.url, "10.0.0.1")).status).toBe(200);
      expect((await ask(proxy.url, "10.0.0.1")).status).toBe(200);
      expect((await ask(proxy.url, "10.0.0.1")).status).toBe(429);
      // 10 001 other addresses ask once each…
      for (let batch = 0; batch < 10_001; batch += 200) {
        await Promise.all(
          Array.from({ length: Math.min(200, 10_001 - batch) }, (_, i) => {
            const n = batch + i;
            return ask(proxy.url, `10.1.${Math.floor(n / 250)}.${n % 250}`).then((r) =>
              r.arrayBuffer(),
            );
          }),
        );
      }
      // …and the first one is still limited.
      const again = await ask(proxy.url, "10.0.0.1");
      expect(again.status).toBe(429);
      expect(await again.json()).toMatchObject({ error: { code: "aiChat.tooManyRequests" } });
    } finally {
      await proxy.close();
    }
  }, 120_000);

  it("stops a game's chats once its hourly budget is spent, whoever asks", async () => {
    const proxy = await limitedProxy({ perAddress: 100, perGame: 3 });
    try {
      const statuses: number[] = [];
      for (const ip of ["10.2.0.1", "10.2.0.2", "10.2.0.3", "10.2.0.4", "10.2.0.5"])
        statuses.push((await ask(proxy.url, ip)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const res = await ask(proxy.url, "10.2.0.9");
      expect(await res.json()).toMatchObject({
        error: { code: "aiChat.tooManyRequests", params: { scope: "game" } },
      });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });
});

describe("the JSXGraph frame", () => {
  it("serves the sandbox frame with its own policy and jsxgraph for it", async () => {
    const frame = await fetch(`${api.url}/api/jsxgraph/frame`);
    const html = await frame.text();
    const csp = frame.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    const script = /<script src="([^"]+)"/.exec(html)![1]!;
    expect(script).toMatch(/\/api\/vendor\/jsxgraph-[\d.]+\/jsxgraphcore\.js$/);
    const core = await fetch(script);
    expect(core.status).toBe(200);
    expect(core.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await core.text()).length).toBeGreaterThan(100_000);
  });
});
