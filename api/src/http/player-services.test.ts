import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "@exitgame/element-plugins/definitions";
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
mkdirSync(path.join(dataDir, "assets"));
writeFileSync(
  path.join(dataDir, "assets", "k1-note.svg"),
  "<svg xmlns='http://www.w3.org/2000/svg'/>",
);
const prisma = {
  game: {
    findFirst: async ({ where }: { where: { id: number } }) =>
      where.id === 7
        ? { document: { scenes: [{ elements: [chatElement, textElement] }], globalElements: [] } }
        : null,
  },
  asset: {
    findUnique: async ({ where }: { where: { id: string } }) =>
      where.id === "a1" ? { storageKey: "k1-note.svg", mimeType: "image/svg+xml" } : null,
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
    AI_CHAT_BASE_URL: `${upstream.url}/v1`,
    AI_CHAT_API_KEY: "sk-test",
    AI_CHAT_MODEL: "test-model",
  };
  api = await listen(express().use(playerServices({ config, prisma, logger })));
  unconfigured = await listen(
    express().use(playerServices({ config: { dataDir, AI_CHAT_MODEL: "x" }, prisma, logger })),
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
    expect(await res.json()).toEqual({ error: "notConfigured" });
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

describe("assets and the JSXGraph frame", () => {
  it("serves an asset by id with its type; SVG never runs script", async () => {
    const res = await fetch(`${api.url}/api/assets/a1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect((await fetch(`${api.url}/api/assets/nope`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/assets/..%2F..%2Fetc`)).status).toBe(404);
  });

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
