/**
 * Benchmark (issue 26): 20 authors in one game. Every author has one editor tab: the live channel
 * (`GET /api/games/:id/editor/events`, 20 SSE connections, through Redis like several instances),
 * a scene change about every second (`POST …/presence`) and a save of a few operations about
 * every two seconds (`applyGameOperations` on the version the tab knows; a tab that hears of a
 * new version pulls it the way the editor does: an empty batch on its version). Measured:
 * - presence: from a tab's POST to each other tab receiving that scene (19 receivers per change);
 * - remote edits: from the start of a save to each other tab having the operations of its version
 *   (from its pull or its own save's answer).
 * Budget: p95 ≤ 1 s for both. The version list of a game with 1 000 versions is read too (the
 * editor's `gameVersions` query; budget ≤ 200 ms, median of 5 reads).
 *
 *   pnpm bench:coauthors   (PostgreSQL and Redis on 127.0.0.1; BENCH_SECONDS, BENCH_AUTHORS)
 *   BENCH_PART=versions pnpm bench:coauthors   (the version list alone: its parts — the database
 *   query alone and the wording of the 1 000 sentences — and server CPU per read are printed too)
 */
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import {
  createElement,
  createGameDocument,
  diffDocuments,
  summarizeChanges,
  type DocumentChange,
  type GameDocument,
  type Operation,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness } from "../src/testing/api-harness";

const AUTHORS = Number(process.env.BENCH_AUTHORS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PASSWORD = "Zwanzig-Autorinnen-Passwort";
const BUDGET_MS = 1000;
const VERSIONS = 1000;
const VERSION_LIST_BUDGET_MS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A game of 5 scenes with 20 boxes each: every author moves the boxes of "their" column. */
function gameDocument(): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const template = doc.scenes[0]!;
  return {
    ...doc,
    scenes: Array.from({ length: 5 }, (_, s) => ({
      ...template,
      id: `scene_${s}`,
      name: `Szene ${s + 1}`,
      elements: Array.from({ length: 20 }, (_, e) => boxOf(s, e)),
    })),
  };
}

/** The engine's new shape (the plugin's defaults), named and placed for box e of scene s. */
function boxOf(s: number, e: number) {
  return createElement(registry, "svg-shape", {
    locale: "de",
    id: `box_${s}_${e}`,
    name: `Form ${s}.${e}`,
    x: e * 10,
    y: s * 20,
    width: 80,
    height: 80,
    props: { shape: "isosceles-triangle" },
  });
}

type Event = { kind: string; clientId?: string; sceneId?: string | null; version?: number };

async function versionsOnly() {
  const api = await createApiHarness({ HOST: "127.0.0.1" });
  try {
    const user = await api.createUser();
    const game = await api.db.prisma.game.create({
      data: { title: "Tausend Fassungen", ownerId: user.id, document: gameDocument() as object },
    });
    const versionList = await versionListRead(api, user.id, game.id);
    const report = { versionList, loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) };
    console.log(JSON.stringify(report, null, 2));
    if (!(versionList.medianMs <= VERSION_LIST_BUDGET_MS)) process.exitCode = 1;
  } finally {
    await api.close();
  }
}

async function main() {
  const api = await createApiHarness({ HOST: "127.0.0.1", REDIS_URL: "redis://127.0.0.1:6379" });
  const server = await api.listen();
  const controllers: AbortController[] = [];
  try {
    const users = [];
    for (let i = 0; i < AUTHORS; i++) users.push(await api.createUser([], { password: PASSWORD }));
    // An id of its own: other test databases on this Redis use small game ids.
    const gameId = 700_000 + Math.floor(Math.random() * 200_000);
    await api.db.prisma.game.create({
      data: {
        id: gameId,
        title: "Zu zwanzigst",
        ownerId: users[0]!.id,
        document: gameDocument() as object,
      },
    });
    for (const user of users.slice(1))
      await api.db.prisma.gameShare.create({
        data: {
          gameId,
          email: user.email,
          role: "COAUTHOR",
          tokenHash: createHash("sha256").update(randomBytes(16)).digest("hex"),
          userId: user.id,
          acceptedAt: new Date(),
        },
      });
    const cookies = await Promise.all(users.map((u) => api.login(u.email, PASSWORD)));

    const presenceSent = new Map<string, number>();
    const saveStarted = new Map<number, number>();
    const presenceLatency: number[] = [];
    const editLatency: number[] = [];
    let saves = 0;
    let conflicts = 0;
    let failures = 0;

    const tabs = users.map((_, i) => ({
      i,
      clientId: `bench-tab-${String(i).padStart(3, "0")}`,
      version: 1,
      busy: false,
      seen: new Set<number>(),
      /** Scene changes this tab heard of (repeats of a presence are not new). */
      heard: new Set<string>(),
    }));
    type Tab = (typeof tabs)[number];

    const gql = async (tab: Tab, base: number, operations: Operation[]) => {
      const batchId = `bench-${tab.i}-${randomBytes(6).toString("hex")}`;
      const res = await fetch(`${server.origin}/graphql`, {
        method: "POST",
        headers: { Cookie: cookies[tab.i]!, "Content-Type": "application/json" },
        body: JSON.stringify({
          query:
            "mutation($id: Int!, $v: Int!, $o: JSON!, $b: String!) { applyGameOperations(gameId: $id, baseVersion: $v, operations: $o, batchId: $b) { version conflicts { key } } }",
          variables: { id: gameId, v: base, o: operations, b: batchId },
        }),
      });
      const body = (await res.json()) as {
        data?: { applyGameOperations: { version: number; conflicts: unknown[] } };
        errors?: unknown[];
      };
      if (!body.data) {
        failures++;
        return null;
      }
      return body.data.applyGameOperations;
    };
    /** The tab has everything up to `version` now: remote edits it had not seen arrived. */
    const reached = (tab: Tab, version: number, own?: number) => {
      const now = performance.now();
      for (let v = tab.version + 1; v <= version; v++) {
        if (v === own || tab.seen.has(v)) continue;
        tab.seen.add(v);
        const started = saveStarted.get(v);
        if (started !== undefined) editLatency.push(now - started);
      }
      tab.version = Math.max(tab.version, version);
    };
    const pull = async (tab: Tab) => {
      if (tab.busy) return;
      tab.busy = true;
      try {
        const answer = await gql(tab, tab.version, []);
        if (answer) reached(tab, answer.version);
      } finally {
        tab.busy = false;
      }
    };
    const save = async (tab: Tab, n: number) => {
      if (tab.busy) return;
      tab.busy = true;
      try {
        const started = performance.now();
        const box = (k: number) => `box_${tab.i % 5}_${(Math.floor(tab.i / 5) * 5 + k) % 20}`;
        const ops: Operation[] = [0, 1].map((k) => ({
          type: "updateElements",
          ids: [box(k + (n % 3))],
          patch: { x: (n * 7 + k) % 400 },
        }));
        const answer = await gql(tab, tab.version, ops);
        if (!answer) return;
        saves++;
        if (answer.conflicts.length > 0) conflicts++;
        saveStarted.set(answer.version, started);
        reached(tab, answer.version, answer.version);
      } finally {
        tab.busy = false;
      }
    };

    // Open the 20 channels.
    await Promise.all(
      tabs.map(async (tab) => {
        const controller = new AbortController();
        controllers.push(controller);
        const response = await fetch(
          `${server.origin}/api/games/${gameId}/editor/events?client=${tab.clientId}&scene=scene_0`,
          {
            signal: controller.signal,
            headers: { Cookie: cookies[tab.i]!, Accept: "text/event-stream" },
          },
        );
        if (response.status !== 200) throw new Error(`channel: ${response.status}`);
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        void (async () => {
          let buffer = "";
          for (;;) {
            const { value, done } = await reader
              .read()
              .catch(() => ({ value: undefined, done: true }));
            if (done) return;
            buffer += decoder.decode(value, { stream: true });
            for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
              const line = buffer
                .slice(0, end)
                .split("\n")
                .find((l) => l.startsWith("data:"));
              buffer = buffer.slice(end + 2);
              if (!line) continue;
              const event = JSON.parse(line.slice(5)) as Event;
              const now = performance.now();
              if (event.kind === "presence" && event.sceneId && event.clientId !== tab.clientId) {
                const sent = presenceSent.get(event.sceneId);
                const key = `${event.clientId}/${event.sceneId}`;
                if (sent !== undefined && !tab.heard.has(key)) {
                  tab.heard.add(key);
                  presenceLatency.push(now - sent);
                }
              } else if (event.kind === "version" && (event.version ?? 0) > tab.version)
                void pull(tab);
            }
          }
        })();
      }),
    );
    await sleep(1000); // the hellos settle

    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      tabs.map(async (tab) => {
        await sleep(Math.random() * 1000);
        for (let n = 0; performance.now() < until; n++) {
          const scene = `s${tab.i}-${n}`;
          presenceSent.set(scene, performance.now());
          void fetch(`${server.origin}/api/games/${gameId}/editor/presence`, {
            method: "POST",
            headers: { Cookie: cookies[tab.i]!, "Content-Type": "application/json" },
            body: JSON.stringify({ client: tab.clientId, scene }),
          });
          if (n % 2 === 0) void save(tab, n);
          await sleep(800 + Math.random() * 400);
        }
      }),
    );
    await sleep(1500); // the last changes arrive

    // The version list of a game with 1 000 versions.
    const listGame = await api.db.prisma.game.create({
      data: {
        title: "Tausend Fassungen",
        ownerId: users[0]!.id,
        document: gameDocument() as object,
      },
    });
    const versionReads = await versionListRead(api, users[0]!.id, listGame.id);

    const report = {
      authors: AUTHORS,
      seconds: SECONDS,
      saves,
      savesWithConflicts: conflicts,
      failedRequests: failures,
      presence: {
        samples: presenceLatency.length,
        p50: round(percentile(presenceLatency, 50)),
        p95: round(percentile(presenceLatency, 95)),
      },
      remoteEdits: {
        samples: editLatency.length,
        p50: round(percentile(editLatency, 50)),
        p95: round(percentile(editLatency, 95)),
      },
      budgetP95Ms: BUDGET_MS,
      versionList: versionReads,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    console.log(JSON.stringify(report, null, 2));
    writeFileSync("../test-results/bench-coauthors.json", JSON.stringify(report, null, 2));
    if (
      !(report.presence.p95 <= BUDGET_MS) ||
      !(report.remoteEdits.p95 <= BUDGET_MS) ||
      !(versionReads.medianMs <= VERSION_LIST_BUDGET_MS) ||
      presenceLatency.length === 0 ||
      editLatency.length === 0
    )
      process.exitCode = 1;
  } finally {
    for (const c of controllers) c.abort();
    // Live channels may hold the server open a little: the bench does not wait for them long.
    await Promise.race([
      (async () => {
        await server.close();
        await api.close();
      })(),
      sleep(5000),
    ]);
  }
}

/**
 * 1 000 versions of a game (documents and changes as saves make them), then the editor's version
 * list read 5 times: its first page (100, what the dialog shows first) and all 1 000 in one page.
 */
async function versionListRead(
  api: Awaited<ReturnType<typeof createApiHarness>>,
  ownerId: string,
  gameId: number,
) {
  const doc = gameDocument();
  const rows = Array.from({ length: VERSIONS }, (_, i) => {
    const next = {
      ...doc,
      scenes: doc.scenes.map((s, k) => (k === i % 5 ? { ...s, name: `Szene ${i}` } : s)),
    };
    return {
      gameId,
      kind: i % 10 === 0 ? ("NAMED" as const) : ("AUTO" as const),
      name: i % 10 === 0 ? `Stand ${i}` : null,
      document: next as object,
      documentVersion: i + 1,
      bytes: JSON.stringify(next).length,
      changes: diffDocuments(doc, next) as object,
      authorId: ownerId,
      createdAt: new Date(Date.now() - (VERSIONS - i) * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += 100)
    await api.db.prisma.gameVersion.createMany({ data: rows.slice(i, i + 100) });
  const as = api.as(ownerId, "de");
  const read = async (first: number) => {
    const times: number[] = [];
    const cpu: number[] = [];
    let listed = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const res = await as<{ gameVersions: { totalCount: number; items: unknown[] } }>(
        VERSION_QUERY,
        { id: gameId, first },
      );
      const used = process.cpuUsage(cpuBefore);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      listed = res.data!.gameVersions.items.length;
    }
    // The harness runs the server in this process: its CPU time is the server's (and the client's
    // small share of parsing the answer).
    return { listed, medianMs: round(percentile(times, 50)), cpuMs: round(percentile(cpu, 50)) };
  };
  const firstPage = await read(100);
  const all = await read(VERSIONS);
  // The two parts of "all", each alone: the rows from the database, then the 1 000 sentences.
  const query = () =>
    api.db.prisma.gameVersion.findMany({
      where: { gameId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: VERSIONS,
      select: {
        id: true,
        kind: true,
        name: true,
        createdAt: true,
        changes: true,
        author: { select: { displayName: true, email: true } },
      },
    });
  const queryTimes: number[] = [];
  const wordingTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    let started = performance.now();
    const found = await query();
    queryTimes.push(performance.now() - started);
    started = performance.now();
    for (const v of found) summarizeChanges(v.changes as unknown as DocumentChange[], "de");
    wordingTimes.push(performance.now() - started);
  }
  return {
    versions: VERSIONS,
    firstPage,
    all,
    allParts: {
      databaseQueryMs: round(percentile(queryTimes, 50)),
      wordingMs: round(percentile(wordingTimes, 50)),
    },
    medianMs: all.medianMs,
    budgetMs: VERSION_LIST_BUDGET_MS,
  };
}

/** The editor's version list query (editor/app/games/sharing-documents.ts), with `first`. */
const VERSION_QUERY =
  "query($id: Int!, $first: Int) { gameVersions(gameId: $id, first: $first) { totalCount nextCursor items { id kind name createdAt authorName summary } } }";

await (process.env.BENCH_PART === "versions" ? versionsOnly() : main());
process.exit(process.exitCode ?? 0);
