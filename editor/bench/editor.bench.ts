/**
 * Scene editor performance budget (issue 10; issue 21: 300 KB): initial JS of the editor route ≤ 300 KB gzip,
 * measured from the production build with its chunks and the page's language's strings; in headless Chromium, dragging one
 * element in a scene of 500 elements with p95 frame time ≤ 16.7 ms (+0.5 ms timer noise, as in
 * the player bench; on a loaded machine: no slower than a same-run baseline of mouse moves
 * without a drag, with the drag's own main-thread work per move under one frame); selecting all
 * 500 and moving them is one undo step and one save.
 * Writes test-results/bench-editor.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { createElement, createGameDocument, type GameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test } from "@playwright/test";
import { publishGame } from "../../player/e2e/support";
import { withStaticImports } from "../catalogue-preloads";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const clientDir = path.join(root, "editor/build/client");
const report: Record<string, unknown> = {};

interface RouteAssets {
  module: string;
  imports?: string[];
}
interface BuildAssets {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets & { id?: string }>;
}

const INITIAL_JS_BUDGET_KB = 300;

const gz = (url: string) => {
  const file = url.replace(/^\/_editor\//, "");
  const raw = readFileSync(path.join(clientDir, file));
  return { file, bytes: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
};

test("initial JS of the editor route", async () => {
  const build = (await import(
    pathToFileURL(path.join(root, "editor/build/server/index.js")).href
  )) as { assets: BuildAssets };
  const { entry, routes } = build.assets;
  // /editor/{id}: the editor layout (store, autosave, shared by both views) and the scene editor.
  const scene = routes["routes/editor/scene"]!;
  const layout = routes["routes/editor/layout"]!;
  const urls = new Set([
    entry.module,
    ...entry.imports,
    routes["root"]!.module,
    ...(routes["root"]!.imports ?? []),
    layout.module,
    ...(layout.imports ?? []),
    scene.module,
    ...(scene.imports ?? []),
  ]);
  // The page's language's strings load before hydration (editor/app/catalogues.ts), with the
  // chunks they import: they count, for the language whose strings weigh more.
  const catalogue = (lng: string) => {
    const file = readdirSync(path.join(clientDir, "assets")).find(
      (f) => f.startsWith(`catalogue.${lng}-`) && f.endsWith(".js"),
    );
    expect(file, `the ${lng} catalogue chunk`).toBeDefined();
    const files = withStaticImports(path.join(clientDir, "assets"), file!);
    return [...files].map((f) => `/_editor/assets/${f}`).filter((u) => !urls.has(u));
  };
  const size = (list: string[]) => list.reduce((s, u) => s + gz(u).gzip, 0);
  const [de, en] = [catalogue("de"), catalogue("en")];
  for (const u of size(de) >= size(en) ? de : en) urls.add(u);
  const chunks = [...urls].map(gz).sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((s, c) => s + c.gzip, 0);
  report["initialJs"] = {
    totalGzipKB: +(total / 1024).toFixed(1),
    chunks: chunks.map((c) => ({ ...c, gzipKB: +(c.gzip / 1024).toFixed(1) })),
  };
  const met = total <= INITIAL_JS_BUDGET_KB * 1024;
  console.log(
    `editor initial JS (gzip): ${(total / 1024).toFixed(1)} KB — budget ≤ ${INITIAL_JS_BUDGET_KB} KB ${met ? "met" : "NOT met"}`,
  );
  for (const c of chunks.slice(0, 12))
    console.log(`  ${c.file.padEnd(48)} ${(c.gzip / 1024).toFixed(1).padStart(6)} KB`);
  expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB * 1024);
});

function benchDocument(): GameDocument {
  const doc = createGameDocument({ locale: "en", registry });
  const scene = doc.scenes[0]!;
  for (let i = 0; i < 500; i++) {
    const common = {
      locale: "en" as const,
      x: (i % 25) * 50 + 10,
      y: Math.floor(i / 25) * 35 + 5,
      width: 44,
      height: 30,
      name: `e${i}`,
    };
    scene.elements.push(
      i % 2
        ? createElement(registry, "text", {
            ...common,
            props: { text: `${i}`, fontSizeInRem: 0.6 },
          })
        : createElement(registry, "svg-shape", {
            ...common,
            background: `hsl(${(i * 37) % 360} 70% 55%)`,
            props: { shape: "ellipse" },
          }),
    );
  }
  return doc;
}

test("drag in a scene of 500 elements; select all and move is one undo step and one save", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await publishGame(page.request, "Editor bench", benchDocument());
  await page.goto(`/editor/${id}`);
  const hits = page.getByTestId("stage-element");
  await expect(hits).toHaveCount(500);
  // The scene selector's thumbnail (the same 500 elements on a small stage) is built once the
  // browser is idle: the drag is measured after it, in the steady state.
  await expect(page.getByTestId("scene-thumb").first()).toHaveAttribute("data-live", "true", {
    timeout: 30_000,
  });
  await page.waitForTimeout(1000);

  // Frame times while one element follows the mouse (60 moves, one per frame), and, in the same
  // run, a baseline: the same mouse moves over the same page without a button pressed. On a
  // loaded machine both lose frames to other processes; the difference is what the drag costs.
  // Main-thread time (script, style, layout) per move comes from Chromium's own counters and
  // depends much less on the machine's load than frame times do.
  const target = (await hits.nth(260).boundingBox())!;
  const start = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const counters = async () => {
    const { metrics } = (await cdp.send("Performance.getMetrics")) as {
      metrics: { name: string; value: number }[];
    };
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      script: get("ScriptDuration"),
      style: get("RecalcStyleDuration"),
      layout: get("LayoutDuration"),
      task: get("TaskDuration"),
    };
  };
  const recordFrames = () =>
    page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __run: boolean };
      w.__frames = [];
      w.__run = true;
      let last = performance.now();
      const tick = (now: number) => {
        w.__frames.push(now - last);
        last = now;
        if (w.__run) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  const stopFrames = () =>
    page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __run: boolean };
      w.__run = false;
      return w.__frames.slice(2);
    });
  const MOVES = 60;
  const moves = async (from: { x: number; y: number }) => {
    for (let i = 1; i <= MOVES; i++) {
      await page.mouse.move(from.x + i * 3, from.y + i * 2);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    }
  };
  const stats = (
    frames: number[],
    before: Awaited<ReturnType<typeof counters>>,
    after: typeof before,
  ) => {
    const sorted = [...frames].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    const perMove = (k: keyof typeof before) =>
      +(((after[k] - before[k]) * 1000) / MOVES).toFixed(2);
    return {
      frames: frames.length,
      p50: +q(0.5).toFixed(2),
      p95: +q(0.95).toFixed(2),
      p99: +q(0.99).toFixed(2),
      msPerMove: {
        script: perMove("script"),
        style: perMove("style"),
        layout: perMove("layout"),
        task: perMove("task"),
      },
    };
  };

  // Baseline: hover moves (no drag) over the same stage.
  await page.mouse.move(start.x - 200, start.y + 100);
  let counted = await counters();
  await recordFrames();
  await moves({ x: start.x - 200, y: start.y + 100 });
  let frames = await stopFrames();
  const baseline = stats(frames, counted, await counters());

  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  counted = await counters();
  await recordFrames();
  await moves(start);
  frames = await stopFrames();
  const drag = stats(frames, counted, await counters());
  await page.mouse.up();
  const loadavg = (await import("node:os")).loadavg().map((l) => +l.toFixed(2));
  report["drag"] = { ...drag, baseline, loadavg };
  console.log(`load average: ${loadavg.join(", ")}`);
  console.log(
    `drag one of 500: p50 ${drag.p50} ms, p95 ${drag.p95} ms; main thread per move ${JSON.stringify(drag.msPerMove)}`,
  );
  console.log(
    `baseline (hover, same run): p50 ${baseline.p50} ms, p95 ${baseline.p95} ms; per move ${JSON.stringify(baseline.msPerMove)}`,
  );
  console.log(
    `long frames: ${frames
      .map((f, i) => [i, Math.round(f)])
      .filter(([, f]) => f! > 20)
      .map(([i, f]) => `#${i}:${f}`)
      .join(" ")} of ${frames.length}`,
  );

  // Select all, move them with the mouse: one save, one undo step.
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 20_000 });
  let saves = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && (r.postData() ?? "").includes("EditorApply")) saves += 1;
  });
  await page.getByTestId("canvas").hover();
  await page.keyboard.press("Control+a");
  await expect(page.locator('[data-testid="stage-element"][aria-pressed="true"]')).toHaveCount(500);
  const first = (await hits.nth(0).boundingBox())!;
  const before = await page
    .getByTestId("stage-element")
    .first()
    .evaluate((e) => e.style.left);
  await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(first.x + first.width / 2 + i * 2, first.y + first.height / 2 + i * 2);
  await page.mouse.up();
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 20_000 });
  expect(saves).toBe(1);
  const after = await page
    .getByTestId("stage-element")
    .first()
    .evaluate((e) => e.style.left);
  expect(after).not.toBe(before);
  await page.keyboard.press("Control+z");
  await expect
    .poll(() =>
      page
        .getByTestId("stage-element")
        .first()
        .evaluate((e) => e.style.left),
    )
    .toBe(before);
  report["selectAllMove"] = { saves, undoSteps: 1 };

  mkdirSync(path.join(root, "test-results"), { recursive: true });
  writeFileSync(path.join(root, "test-results/bench-editor.json"), JSON.stringify(report, null, 2));
  // The budget: p95 ≤ 16.7 ms (+0.5 ms timer noise). On a machine other processes load, the
  // same-run baseline shows what the machine alone costs: the drag may then be no slower than
  // the baseline, and its own main-thread work per move must still fit in one frame.
  const work = drag.msPerMove.script + drag.msPerMove.style + drag.msPerMove.layout;
  expect(work).toBeLessThanOrEqual(16.7);
  expect(drag.p95).toBeLessThanOrEqual(Math.max(16.7 + 0.5, baseline.p95 + 0.5));
});
