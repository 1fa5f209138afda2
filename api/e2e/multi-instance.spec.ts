import { createHash } from "node:crypto";
import { registry } from "@exitgame/element-plugins/definitions";
import { createElement, createGameDocument } from "@exitgame/engine";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  ADMIN,
  exited,
  join,
  sendInput,
  setUpCompetition,
  type LoadSetup,
  type Team,
} from "./competition-support";
import {
  Browser,
  followBoard,
  LOGIN,
  METRICS_TOKEN,
  missingServices,
  startCluster,
  waitReady,
  type Cluster,
} from "./multi-instance-support";

/**
 * Two API instances (production build) behind a round-robin proxy on one PostgreSQL database,
 * one Redis and one S3-compatible server, started at the same moment on an empty database
 * (README "Running several instances"; issue 29). Then one instance is killed with SIGKILL while
 * 50 teams save through the proxy.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 5;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let cluster: Cluster;
let skipped: string | null = null;
const admin = new Browser();
let A: string;
let B: string;

test.beforeAll(async () => {
  skipped = await missingServices();
  if (skipped) {
    console.log(`multi-instance tests skipped: ${skipped}`);
    return;
  }
  cluster = await startCluster({ basePort: BASE_PORT, label: "two" });
  [A, B] = cluster.instances.map((i) => i.base) as [string, string];
  const login = await admin.gql<{ login: { viewer: { email: string } } }>(A, LOGIN, {
    e: ADMIN.email,
    p: ADMIN.password,
  });
  expect(login.data?.login.viewer.email).toBe(ADMIN.email);
});

test.afterAll(async () => {
  await cluster?.stop();
});

const within = async (ms: number, check: () => Promise<boolean>, what: string) => {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what}: not within ${ms} ms`);
};

/** The same browser (its cookies), its requests to `base`. */
const onInstance = (client: Team["client"], base: string): Team["client"] =>
  Object.assign(Object.create(client) as Team["client"], { base });

const png = (seed: number) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: seed, g: 80, b: 20 } } })
    .png()
    .toBuffer();

test.describe("two instances", () => {
  test.beforeEach(() => test.skip(skipped !== null, skipped ?? ""));

  test("both came up on the empty database: one migrated and seeded, both warn about mail", async () => {
    const users = await cluster.query<{ n: string }>('SELECT count(*) AS n FROM "User"');
    expect(Number(users[0]!.n)).toBe(1);
    const seeded = cluster.instances.filter((i) =>
      i.logs.some((l) => l.msg === "seeded admin account and demo game"),
    );
    expect(seeded).toHaveLength(1);
    for (const instance of cluster.instances) {
      expect(instance.logs.some((l) => String(l.msg).includes("SMTP_URL is not"))).toBe(true);
      expect((await fetch(`${instance.base}/readyz`)).status).toBe(200);
    }
    // One runner for the scheduled jobs.
    const runners = cluster.instances.filter((i) =>
      i.logs.some((l) => l.msg === "running scheduled jobs"),
    );
    expect(runners).toHaveLength(1);
  });

  test("a session made on one instance works on the other", async () => {
    const viewer = await admin.gql<{ viewer: { email: string } }>(B, "{ viewer { email } }");
    expect(viewer.data?.viewer.email).toBe(ADMIN.email);
  });

  test("a change published on one instance is served by the other within 2 s", async () => {
    const { data } = await admin.gql<{ publishedGames: { id: number }[] }>(
      A,
      "{ publishedGames { id } }",
    );
    const id = data!.publishedGames[0]!.id;
    const title = async (base: string) =>
      (
        await new Browser().gql<{ publicGame: { title: string } }>(
          base,
          "query($id: Int!) { publicGame(id: $id) { title } }",
          { id },
        )
      ).data?.publicGame.title;
    const before = await title(B); // B now holds the game in its cache
    const renamed = `${before} (neu)`;
    await admin.gql(
      A,
      "mutation($id: Int!, $t: String!) { renameGame(id: $id, title: $t) { id } }",
      {
        id,
        t: renamed,
      },
    );
    const ms = await within(
      2_000,
      async () => (await title(B)) === renamed,
      "B serves the new title",
    );
    console.log(`multi-instance: publish on A served by B after ${ms} ms`);
  });

  test("an upload on one instance is served by the other", async () => {
    const file = await png(1);
    const up = await admin.request<{ asset: { id: string } }>(
      A,
      "POST",
      "/api/assets?kind=IMAGE&fileName=bild.png",
      file,
    );
    expect(up.status).toBe(201);
    const res = await fetch(`${B}/api/assets/${up.body.asset.id}`, {
      headers: { Cookie: admin.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
  });

  test("a deleted asset is refused by both instances within 1 s", async () => {
    const up = await admin.request<{ asset: { id: string } }>(
      A,
      "POST",
      "/api/assets?kind=IMAGE&fileName=weg.png",
      await png(2),
    );
    const id = up.body.asset.id;
    const status = async (base: string) =>
      (await fetch(`${base}/api/assets/${id}`, { headers: { Cookie: admin.cookieHeader() } }))
        .status;
    expect([await status(A), await status(B)]).toEqual([200, 200]); // both remember it
    const deleted = await admin.gql<{ deleteAsset: boolean }>(
      B,
      "mutation($id: ID!) { deleteAsset(id: $id) }",
      { id },
    );
    expect(deleted.data?.deleteAsset).toBe(true);
    await within(1_000, async () => (await status(A)) === 404, "A refuses");
    await within(1_000, async () => (await status(B)) === 404, "B refuses");
  });

  test("login limits are shared: failures alternating between instances lock the account", async () => {
    const email = `nobody-${Date.now()}@example.org`;
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await new Browser().gql(i % 2 ? B : A, LOGIN, { e: email, p: `wrong-${i}-pw` });
      codes.push(res.errors?.[0]?.extensions?.code);
    }
    // 5 failures in all lock it (per instance, each would have seen only 3).
    expect(codes).toEqual([...Array(5).fill("INVALID_CREDENTIALS"), "LOGIN_CODE_REQUIRED"]);
  });

  let setup: LoadSetup;
  test("a team joins on one instance, plays on the other, resumes on the first; the board follows", async () => {
    setup = await setUpCompetition(A, 60);
    const team = await join(A, setup, "Wechsel");
    // The same browser, its next requests to B: the board on A must see the save within 2 s.
    const board = followBoard(A, admin.cookieHeader(), setup.competitionId);
    try {
      await within(5_000, async () => board.events.length > 0, "board connects");
      const onB: Team = { client: onInstance(team.client, B), sessionId: team.sessionId };
      const savedAt = Date.now();
      // The team's first input (the game starts) is decided and stored by B.
      const sent = await sendInput(onB, setup, 1, { type: "start" });
      expect(sent.status).toBe(200);
      expect(sent.body.applied).toBe(true);
      // Resumes on A: the state B stored.
      const resumed = await team.client.request<{
        session: { snapshotSeq: number; snapshot: { sceneId: string } };
      }>("GET", `/api/competition/${setup.competitionId}/session`);
      expect(resumed.body.session.snapshotSeq).toBe(sent.body.state.version);
      expect(resumed.body.session.snapshot.sceneId).toBe(sent.body.state.sceneId);
      const ms = await within(
        2_000,
        async () =>
          board.events.some(
            (e) =>
              e.at >= savedAt &&
              e.board.teams.some((t) => t.sessionId === team.sessionId && t.currentSceneName),
          ),
        "board on A sees the input on B",
      );
      console.log(`multi-instance: board on A saw the input on B after ${ms} ms`);
    } finally {
      board.stop();
    }
  });

  test("an import whose batches alternate between instances commits once", async () => {
    const start = await admin.request<{ importId: string }>(A, "POST", "/api/imports", {});
    expect(start.status).toBe(201);
    const id = start.body.importId;
    const file = await png(3);
    const staged = await admin.request<{ assetId: string }>(
      B,
      "POST",
      `/api/imports/${id}/assets?fileAssetId=file-a&kind=IMAGE&fileName=a.png`,
      file,
    );
    expect(staged.status).toBe(201);
    const known = await admin.request<{ cloned: unknown[] }>(
      A,
      "POST",
      `/api/imports/${id}/known`,
      {
        assets: [
          {
            fileAssetId: "file-b",
            sha256: createHash("sha256").update(file).digest("hex"),
            kind: "IMAGE",
          },
        ],
      },
    );
    expect(known.status).toBe(200);
    const document = createGameDocument({ locale: "de", registry });
    document.scenes[0]!.elements.push({
      ...createElement(registry, "image", { locale: "de", id: "bild", name: "Bild" }),
      props: {
        ...(createElement(registry, "image", { locale: "de" }).props as object),
        src: "file-a",
      },
    } as never);
    const name = `Import über zwei Instanzen ${Date.now()}`;
    const commit = (base: string) =>
      admin.request<{ gameId?: number }>(base, "POST", `/api/imports/${id}/commit`, {
        document,
        name,
        fileAssetIds: ["file-a"],
      });
    const results = await Promise.all([commit(A), commit(B)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const games = await cluster.query<{ n: string }>(
      'SELECT count(*) AS n FROM "Game" WHERE title = $1',
      [name],
    );
    expect(Number(games[0]!.n)).toBe(1);
  });

  test("/metrics needs the token; a request id crosses the proxy into the instance's log", async () => {
    expect((await fetch(`${cluster.proxy.base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${cluster.proxy.base}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(await metrics.text()).toMatch(/exitgame_http_requests_total/);
    const id = `proxy-${Date.now()}`;
    const res = await fetch(`${cluster.proxy.base}/healthz`, { headers: { "X-Request-Id": id } });
    expect(res.headers.get("x-request-id")).toBe(id);
    await within(
      1_000,
      async () => cluster.instances.some((i) => i.logs.some((l) => l.requestId === id)),
      "logged",
    );
  });
});

test.describe("crash", () => {
  test.beforeEach(() => test.skip(skipped !== null, skipped ?? ""));

  test("SIGKILL of one instance while 50 teams send an input every 500 ms: no acknowledged input is lost", async () => {
    const TEAMS = 50;
    const proxy = cluster.proxy.base;
    const setup = await setUpCompetition(proxy, TEAMS);
    const teams: Team[] = [];
    for (let i = 0; i < TEAMS; i++) teams.push(await join(proxy, setup, `Team ${i + 1}`));
    // The board's stream is on the instance that will be killed; it reconnects through the proxy.
    const board = followBoard(proxy, admin.cookieHeader(), setup.competitionId, B);
    const acked = Array.from({ length: TEAMS }, () => 0);
    const lastAck = Array.from({ length: TEAMS }, () => 0);
    /** Requests that failed, by the time they were sent, with why. */
    const failures: { sent: number; why: string }[] = [];
    let killedAt = Infinity;
    let acknowledged = 0;
    const state = { running: true };
    const savers = teams.map(async (team, i) => {
      let sequence = 0;
      await new Promise((r) => setTimeout(r, (i * 500) / TEAMS));
      while (state.running) {
        const sent = Date.now();
        sequence++;
        // The first input starts the game; then effect reports (each applied, a new version).
        const input =
          sequence === 1
            ? { type: "start" }
            : { type: "effectCompleted", effectId: `e${sequence}` };
        try {
          const res = await sendInput(team, setup, sequence, input);
          if (res.status === 200) {
            acked[i] = Math.max(acked[i]!, res.body.state.version);
            lastAck[i] = Date.now();
            acknowledged++;
          } else failures.push({ sent, why: `${res.status} ${JSON.stringify(res.body)}` });
        } catch (error) {
          failures.push({ sent, why: String(error) });
        }
        await new Promise((r) => setTimeout(r, Math.max(0, 500 - (Date.now() - sent))));
      }
    });
    // Kill while every team is saving.
    await within(20_000, async () => lastAck.every((at) => at > 0), "every team saved");
    const victim = cluster.instances[1]!;
    killedAt = Date.now();
    victim.child.kill("SIGKILL");
    await exited(victim.child);
    const ackedAtKill = acknowledged;
    // The other instance keeps answering: every team's saves go on through the proxy.
    await within(
      20_000,
      async () => lastAck.every((at) => at > killedAt),
      "every team saved again",
    );
    const afterKillMs = Date.now() - killedAt;
    const afterKill = acknowledged - ackedAtKill;
    const restarted = await cluster.restart(1);
    await new Promise((r) => setTimeout(r, 1_000));
    state.running = false;
    await Promise.all(savers);
    board.stop();

    // Every acknowledged save is in the database.
    const rows = await cluster.query<{ id: string; seq: number }>(
      'SELECT id, "snapshotSeq" AS seq FROM "CompetitionSession" WHERE "competitionId" = $1',
      [setup.competitionId],
    );
    const stored = new Map(rows.map((r) => [r.id, r.seq]));
    for (const [i, team] of teams.entries())
      expect(stored.get(team.sessionId), `team ${i + 1}`).toBeGreaterThanOrEqual(acked[i]!);
    // Only requests in flight at the kill failed (never acknowledged); later ones went to A.
    expect(
      failures
        .filter((f) => f.sent > killedAt + 500)
        .map((f) => ({ ...f, sent: f.sent - killedAt })),
    ).toEqual([]);
    // The restarted instance serves again, and the board reconnected by itself and followed.
    await waitReady(restarted);
    const direct = await sendInput(
      { ...teams[0]!, client: onInstance(teams[0]!.client, restarted.base) },
      setup,
      100_000,
      { type: "effectCompleted", effectId: "after-restart" },
    );
    expect(direct.status).toBe(200);
    expect(board.connections).toBeGreaterThanOrEqual(2);
    expect(board.events.some((e) => e.connection >= 2 && e.at > killedAt)).toBe(true);
    console.log(
      `multi-instance crash: ${acknowledged} acknowledged saves of ${TEAMS} teams, 0 lost; ` +
        `every team saved again ${afterKillMs} ms after the kill (${afterKill} saves meanwhile); ` +
        `${failures.length} requests in flight at the kill failed; board connections: ${board.connections}`,
    );
  });
});
