/**
 * Benchmark (issue 26): a rebased save of 50 operations to a 500-element game through
 * `applyGameOperations` (another author's batch of 5 operations landed after the base version, so
 * the server reconstructs the base, detects conflicts and rebases), against a plain whole-document
 * `saveGameDocument` of the same game, in the same run, on the same database. Times are the
 * server's: the request goes through the in-process GraphQL server (parse, authorization,
 * resolver, database), no network. Three rounds; the median round is reported.
 *
 *   pnpm bench:operations        (needs PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import {
  applyOperation,
  checkChangedDocument,
  checkGameDocument,
  createGameDocument,
  footprint,
  mergeOperations,
  type GameDocument,
  type Operation,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { documentJsonBytes } from "../src/graphql/game-operations";
import { createApiHarness } from "../src/testing/api-harness";

const ELEMENTS = 500;
const OPS = 50;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const ROUNDS = 3;

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

type Prisma = Awaited<ReturnType<typeof createApiHarness>>["db"]["prisma"];

/**
 * CPU time (ms) the database's server processes for this database have used so far, from /proc
 * (PostgreSQL on this machine; clock ticks of 10 ms, so only sums over many saves mean much).
 * Null where /proc does not show them (another machine, another container).
 */
async function databaseCpuMs(prisma: Prisma): Promise<number | null> {
  const rows = await prisma.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database()`;
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return null;
    }
  }
  return ticks * 10;
}

/** Server CPU of `run`: this process (the in-process API) and the database's processes. */
async function withCpu<T>(
  prisma: Prisma,
  into: { node: number; db: number | null },
  run: () => Promise<T>,
) {
  const dbBefore = await databaseCpuMs(prisma);
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  const dbAfter = await databaseCpuMs(prisma);
  into.node += (used.user + used.system) / 1000;
  into.db =
    into.db === null || dbBefore === null || dbAfter === null ? null : into.db + dbAfter - dbBefore;
  return result;
}

function bigDocument(): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const template = doc.scenes[0]!;
  const scenes = Array.from({ length: 5 }, (_, s) => ({
    ...template,
    id: `scene_${s}`,
    name: `Szene ${s + 1}`,
    elements: Array.from({ length: ELEMENTS / 5 }, (_, e) => ({
      id: `el_${s}_${e}`,
      type: "svg-shape",
      version: 0,
      name: `Form ${s}.${e}`,
      locked: false,
      global: false,
      visible: true,
      x: e * 3,
      y: s * 20,
      width: 80,
      height: 80,
      rotation: 0,
      opacity: 1,
      background: "#ffffff",
      border: "transparent",
      borderWidth: 0,
      radius: 0,
      variant: "default",
      draggable: false,
      rotatable: false,
      resizable: false,
      keepAspectRatio: false,
      mirrorH: false,
      mirrorV: false,
      variables: [],
      speech: { voice: null, speed: 1, pitch: 1 },
      styleOverrides: {},
      accessibleName: "",
      accessibleDescription: "",
      decorative: false,
      colorTheme: "blue" as const,
      themeMode: "light" as const,
      props: { shape: "isosceles-triangle" },
    })),
  }));
  return { ...doc, scenes };
}

/** My 50 operations of sample i: a rename, moves and recolours on scenes 2–5. */
function myOperations(i: number): Operation[] {
  return Array.from({ length: OPS }, (_, k) =>
    k === 0
      ? { type: "renameScene", id: "scene_2", name: `Szene ${i}` }
      : {
          type: "updateElements",
          ids: [`el_${1 + (k % 4)}_${(i + k) % 100}`],
          patch: k % 2 ? { y: i } : { background: i % 2 ? "#ff0000" : "#00ff00" },
        },
  );
}

async function main() {
  const api = await createApiHarness();
  try {
    const user = await api.createUser();
    const as = api.as(user.id, "en");
    const document = bigDocument();
    const game = await api.db.prisma.game.create({
      data: { title: "Bench", ownerId: user.id, document: document as object },
    });
    let version = 1;
    let batch = 0;
    const apply = async (base: number, operations: Operation[]) => {
      const res = await as<{ applyGameOperations: { version: number; conflicts: unknown[] } }>(
        "mutation($id: Int!, $v: Int!, $o: JSON!, $b: String!) { applyGameOperations(gameId: $id, baseVersion: $v, operations: $o, batchId: $b) { version conflicts { key } } }",
        { id: game.id, v: base, o: operations, b: `bench-batch-${++batch}` },
      );
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data!.applyGameOperations;
    };
    let current = document;
    const wholeSave = async () => {
      const res = await as<{ saveGameDocument: { documentVersion: number } }>(
        "mutation($id: Int!, $d: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $d, expectedVersion: $v) { documentVersion } }",
        { id: game.id, d: current, v: version },
      );
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      version = res.data!.saveGameDocument.documentVersion;
    };

    const rounds: { rebasedP50: number; rebasedP95: number; wholeP50: number; wholeP95: number }[] =
      [];
    // Server CPU per save, summed over all rounds (ms): the API's own and the database's.
    const rebasedCpu = { node: 0, db: 0 as number | null, saves: 0 };
    const wholeCpu = { node: 0, db: 0 as number | null, saves: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const rebased: number[] = [];
      const whole: number[] = [];
      // A whole-document save leaves a gap in the operation log: one batch starts it anew.
      await wholeSave();
      version = (await apply(version, [])).version;
      for (let i = 0; i < SAMPLES; i++) {
        const base = version;
        // Another author moves 5 elements of scene 1 after my base …
        const theirs: Operation[] = Array.from({ length: 5 }, (_, k) => ({
          type: "updateElements",
          ids: [`el_0_${(i + k) % 100}`],
          patch: { x: i + k },
        }));
        const other = await apply(base, theirs);
        // … and my 50 operations (moves, recolours, a rename, on other scenes) are rebased over it.
        const mine = myOperations(i);
        const started = performance.now();
        const result = await withCpu(api.db.prisma, rebasedCpu, () => apply(base, mine));
        rebased.push(performance.now() - started);
        rebasedCpu.saves++;
        if (result.version !== other.version + 1 || result.conflicts.length > 0)
          throw new Error("the rebased save did not apply cleanly");
        version = result.version;
      }
      current = (await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } }))
        .document as GameDocument;
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await withCpu(api.db.prisma, wholeCpu, wholeSave);
        whole.push(performance.now() - started);
        wholeCpu.saves++;
      }
      rounds.push({
        rebasedP50: percentile(rebased, 50),
        rebasedP95: percentile(rebased, 95),
        wholeP50: percentile(whole, 50),
        wholeP95: percentile(whole, 95),
      });
    }
    // The server's own work without the database (merge, check by what changed, JSON), and the
    // whole-document check a plain save runs, for the split of the times above.
    const work: number[] = [];
    const wholeCheck: number[] = [];
    const checkedDoc = checkGameDocument(bigDocument(), registry);
    if (!checkedDoc.ok) throw new Error("the bench document does not pass the check");
    for (let i = 0; i < SAMPLES; i++) {
      const base = checkedDoc.document;
      let now = base;
      for (let k = 0; k < 5; k++) {
        const r = applyOperation(
          now,
          { type: "updateElements", ids: [`el_0_${(i + k) % 100}`], patch: { x: i + k } },
          { registry },
        );
        if (r.ok) now = r.doc;
      }
      const started = performance.now();
      const merged = mergeOperations({
        base,
        current: now,
        theirs: footprint(base, now).writes,
        operations: myOperations(i),
        options: { registry },
      });
      if (!merged.ok) throw new Error("merge failed");
      const checked = checkChangedDocument(merged.doc, registry);
      if (!checked.ok) throw new Error("check failed");
      documentJsonBytes(checked.document);
      work.push(performance.now() - started);
      const whole = performance.now();
      checkGameDocument(merged.doc, registry);
      wholeCheck.push(performance.now() - whole);
    }
    const median = rounds.toSorted((a, b) => a.rebasedP95 - b.rebasedP95)[1]!;
    const report = {
      elements: ELEMENTS,
      operations: OPS,
      samplesPerRound: SAMPLES,
      rounds,
      median: {
        ...Object.fromEntries(Object.entries(median).map(([k, v]) => [k, Math.round(v * 10) / 10])),
        ratioP95: Math.round((median.rebasedP95 / median.wholeP95) * 100) / 100,
      },
      // Load-independent: CPU per save of the API process and of the database's processes.
      cpuPerSaveMs: Object.fromEntries(
        (
          [
            ["rebased", rebasedCpu],
            ["whole", wholeCpu],
          ] as const
        ).map(([name, c]) => [
          name,
          {
            api: Math.round((c.node / c.saves) * 10) / 10,
            database: c.db === null ? null : Math.round((c.db / c.saves) * 10) / 10,
          },
        ]),
      ),
      serverWorkWithoutDatabase: {
        p50: Math.round(percentile(work, 50) * 10) / 10,
        p95: Math.round(percentile(work, 95) * 10) / 10,
        wholeCheckP95: Math.round(percentile(wholeCheck, 95) * 10) / 10,
      },
      budgetP95Ms: 20,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    console.log(JSON.stringify(report, null, 2));
    writeFileSync("../test-results/bench-operations.json", JSON.stringify(report, null, 2));
    if (median.rebasedP95 > 20) process.exitCode = 1;
  } finally {
    await api.close();
  }
}

await main();
