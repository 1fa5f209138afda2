/**
 * Issue 23, item 7: five parallel 4.5 MB saves by one user must not stall everybody else —
 * /healthz answers within 1 s throughout (it took 1.2 s while the documents were checked on the
 * event loop). The machine running the tests is shared, so wall-clock times vary with its load:
 * the test compares the event loop's longest stall with the time one JSON.parse of the same body
 * takes just before, and reports /healthz's worst answer time. Measured on the 2-core test
 * machine at a load average of 22: before, /healthz worst 1.6–2.7 s, stall 1.4–1.6 s (about 32
 * parses); after, /healthz worst 0.21–0.37 s, stall 0.10–0.22 s (3 to 9 parses).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement, createGameDocument, DOCUMENT_LIMITS } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

const PASSWORD = "Lange-Passwort-123";
let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  api = await createApiHarness();
  server = await api.listen();
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

/** A valid document of about `bytes` (as JSON): scenes of text elements, the editor's bulk. */
export function largeDocument(bytes: number): object {
  const doc = createGameDocument({ locale: "de", registry }) as {
    scenes: { id: string; name: string; elements: unknown[] }[];
  };
  const template = doc.scenes[0]!;
  const words = "Rätsel Schlüssel Tür Code Hinweis Truhe Karte Licht ".repeat(14);
  let size = JSON.stringify(doc).length;
  let n = 0;
  for (let s = 0; size < bytes; s++) {
    const scene = { ...template, id: `scene_${s}`, name: `Szene ${s}`, elements: [] as unknown[] };
    doc.scenes.push(scene);
    for (let e = 0; e < 40 && size < bytes; e++, n++) {
      const element = createElement(registry, "text", {
        locale: "de",
        id: `el_${n}`,
        props: { text: `${n}: ${words}` },
      });
      scene.elements.push(element);
      size += JSON.stringify(element).length + 1;
    }
  }
  return doc;
}

/** POSTs each file's JSON at once from a child process; their statuses and bodies. */
function sendFromChild(
  url: string,
  cookie: string,
  files: string[],
): Promise<{ status: number; text: string }[]> {
  const script = `
    const fs = require("node:fs");
    const [url, cookie, ...files] = process.argv.slice(1);
    const bodies = files.map((f) => fs.readFileSync(f));
    Promise.all(bodies.map((body) => fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body,
    }).then(async (res) => ({ status: res.status, text: await res.text() }))))
      .then((results) => process.stdout.write(JSON.stringify(results)));
  `;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["-e", script, url, cookie, ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    ),
  );
}

describe("7. large saves do not stall others", () => {
  it("keeps /healthz under 1 s while one user sends five 4.5 MB saves at once", async () => {
    const user = await api.createUser([], { password: PASSWORD });
    const cookie = await api.login(user.email, PASSWORD);
    const document = largeDocument(4.5 * 1024 * 1024);
    const body = (id: number) =>
      JSON.stringify({
        query:
          "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 1) { documentVersion } }",
        variables: { id, d: document },
      });
    expect(Buffer.byteLength(body(1))).toBeLessThan(DOCUMENT_LIMITS.maxBytes);
    const games = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.db.prisma.game.create({
          data: {
            title: `Gross ${i}`,
            ownerId: user.id,
            document: createGameDocument({ locale: "de", registry }) as object,
          },
        }),
      ),
    );
    // Warm up (the first use of each code path, the worker threads' start), then measure.
    const warmUp = games.pop()!;
    const first = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: body(warmUp.id),
    });
    expect(await first.text()).toContain('"documentVersion":2');

    // The saves are sent from another process: this one's event loop then carries only the
    // server's work (and the /healthz probes).
    const dir = mkdtempSync(path.join(os.tmpdir(), "eg-load-"));
    const files = games.map((game, i) => {
      const file = path.join(dir, `save-${i}.json`);
      writeFileSync(file, body(game.id));
      return file;
    });
    // What one unavoidable step (parsing a body: yoga needs one) costs on this machine right now.
    const text = body(games[0]!.id);
    const parseTimes = [1, 2, 3].map(() => {
      const t0 = performance.now();
      JSON.parse(text);
      return performance.now() - t0;
    });
    const parseMs = parseTimes.sort((a, b) => a - b)[1]!;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();

    const polling = { on: true };
    const delays: number[] = [];
    const poller = (async () => {
      while (polling.on) {
        const t0 = performance.now();
        await fetch(`${server.origin}/healthz`);
        delays.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const results = await sendFromChild(`${server.origin}/graphql`, cookie, files);
    const took = performance.now() - started;
    loop.disable();
    const stallMs = loop.max / 1e6;
    polling.on = false;
    await poller;
    rmSync(dir, { recursive: true, force: true });
    const saved = results.filter((r) => r.text.includes('"documentVersion":2')).length;
    const busy = results.filter((r) => r.status === 429 || r.text.includes("TOO_BUSY")).length;
    const worst = Math.max(...delays);
    console.info(
      `7. five 4.5 MB saves: ${saved} saved, ${busy} busy, ${Math.round(took)} ms; /healthz worst ${Math.round(worst)} ms over ${delays.length} probes; longest event-loop stall ${Math.round(stallMs)} ms = ${(stallMs / parseMs).toFixed(1)} x one JSON.parse of the body (${Math.round(parseMs)} ms)`,
    );
    expect(saved + busy).toBe(5);
    expect(saved).toBeGreaterThanOrEqual(2);
    // Checked on the event loop, one save stalled it for about 30 parses' time (parse, hygiene,
    // limits, migration, validation, serialisation); off it, 3 to 9 (mostly garbage collection).
    expect(stallMs).toBeLessThan(15 * parseMs + 100);
  }, 60_000);
});

describe("7. a large document checked on a worker thread answers as one checked here", () => {
  const SAVE =
    "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 1) { documentVersion document } }";
  let cookie: string;
  let ownerId: string;
  beforeAll(async () => {
    const user = await api.createUser([], { password: PASSWORD });
    ownerId = user.id;
    cookie = await api.login(user.email, PASSWORD);
  });
  const newGame = () =>
    api.db.prisma.game.create({
      data: {
        title: "Gross",
        ownerId,
        document: createGameDocument({ locale: "de", registry }) as object,
      },
    });
  const save = async (id: number, document: unknown) => {
    const res = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, "Accept-Language": "en" },
      body: JSON.stringify({ query: SAVE, variables: { id, d: document } }),
    });
    return {
      status: res.status,
      ...((await res.json()) as {
        data?: { saveGameDocument: { documentVersion: number; document: unknown } };
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      }),
    };
  };

  it("stores it and answers with it", async () => {
    const game = await newGame();
    const document = largeDocument(600 * 1024) as { scenes: unknown[] };
    const saved = await save(game.id, document);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveGameDocument.documentVersion).toBe(2);
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.document).toEqual(saved.data?.saveGameDocument.document);
    expect((stored.document as { scenes: unknown[] }).scenes).toHaveLength(document.scenes.length);
  });

  it("refuses a broken one with the diagnostics, a NUL byte and one over the limits as before", async () => {
    const game = await newGame();
    const broken = largeDocument(600 * 1024) as {
      scenes: { elements: { props: Record<string, unknown> }[] }[];
    };
    broken.scenes[3]!.elements[2]!.props.fontSizeInRem = "huge";
    const invalid = await save(game.id, broken);
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      messageKey: "game.invalidDocument",
    });
    expect(invalid.errors?.[0]?.extensions?.diagnostics).toEqual(
      expect.arrayContaining([expect.objectContaining({ severity: "error" })]),
    );

    const nul = largeDocument(600 * 1024) as { scenes: { name: string }[] };
    nul.scenes[2]!.name = "a\u0000b";
    const refused = await save(game.id, nul);
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(refused.errors?.[0]?.message).toMatch(/not allowed/);

    const tooLarge = await save(game.id, largeDocument(DOCUMENT_LIMITS.maxBytes + 64 * 1024));
    expect(tooLarge.errors?.[0]?.extensions).toMatchObject({
      code: "DOCUMENT_TOO_LARGE",
      kind: "bytes",
    });
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.documentVersion).toBe(1);
  });

  it("does not take a placeholder from a client for a checked document", async () => {
    const game = await newGame();
    const forged = await save(
      game.id,
      "@@exitgame-document-00000000-0000-0000-0000-000000000000:d",
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
