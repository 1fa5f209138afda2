/**
 * Loaded into the benchmark's server (node --import): on each SIGUSR2 it writes to
 * LOOP_PROBE_FILE, as JSON, the event loop's delay since the last signal (ms, sampled every
 * 5 ms), the process's CPU time so far (ms) and the database queries it sent so far (calls of
 * pg's Client#query, which Prisma's pg adapter and the server's own pools use).
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let queries = 0;
  // The server resolves the same pg package from the workspace.
  const pg = createRequire(import.meta.url)("pg");
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    queries++;
    return query.apply(this, args);
  };
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on("SIGUSR2", () => {
    const cpu = process.cpuUsage();
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p95: ms(histogram.percentile(95)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        queries,
      }),
    );
    histogram.reset();
  });
}
