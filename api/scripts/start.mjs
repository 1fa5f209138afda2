// `pnpm start`: the production server (API + both apps on one port), built by `pnpm build`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";

const entry = new URL("../dist/prod.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("Exitgame Studio is not built yet: run `pnpm build` first (see README).");
  process.exit(1);
}

// Gallery uploads are converted by sharp (libvips) on several threads. With glibc's default of
// one malloc arena per thread, freed pixel buffers stay resident: 16 photo conversions grew the
// RSS by 315 MB, with two arenas by 153 MB. Two arenas are what sharp's documentation
// recommends; glibc reads MALLOC_ARENA_MAX only when a process starts, so the server runs as a
// child process with it set (set MALLOC_ARENA_MAX yourself to run it in this process).
if (process.platform === "linux" && !process.env.MALLOC_ARENA_MAX) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: "inherit",
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  // Pass stop signals on (the server drains requests and stops its database on each of them).
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  child.on("exit", (code, signal) =>
    process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1)),
  );
} else {
  process.env.NODE_ENV ??= "production";
  await import(entry.href);
}
