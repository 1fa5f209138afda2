import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  gameImportMachine,
  IMPORT_BATCH_SIZE,
  validateImport,
  type FailedAsset,
  type ImportAsset,
} from "./game-import.machine";

const assets = (n: number): ImportAsset[] =>
  Array.from({ length: n }, (_, i) => ({ id: `a${i}`, name: `asset ${i}` }));
const file = { fileName: "Castle.exitgame", sizeBytes: 1000 };

function setupImport(opts: {
  count: number;
  failing?: Set<string>;
  finalizeFails?: boolean;
  prepareFails?: boolean;
  batchFails?: boolean;
}) {
  const batches: string[][] = [];
  const progress: [number, number][] = [];
  let failing = opts.failing ?? new Set<string>();
  const machine = gameImportMachine.provide({
    actors: {
      prepare: fromPromise(async () => {
        if (opts.prepareFails) throw new Error("invalid file");
        return { assets: assets(opts.count), warnings: ["newer editor"] };
      }),
      importBatch: fromPromise<{ failed: FailedAsset[] }, { assets: ImportAsset[] }>(
        async ({ input }) => {
          batches.push(input.assets.map((a) => a.id));
          if (opts.batchFails) throw new Error("network down");
          return {
            failed: input.assets
              .filter((a) => failing.has(a.id))
              .map((asset) => ({ asset, error: "too large" })),
          };
        },
      ),
      finalize: fromPromise(async () => {
        if (opts.finalizeFails) throw new Error("db down");
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.subscribe((s) => progress.push([s.context.done, s.context.total]));
  return { actor, batches, progress, heal: () => (failing = new Set()) };
}
const settled = (actor: ReturnType<typeof setupImport>["actor"]) =>
  waitFor(actor, (s) =>
    (["success", "completedWithErrors", "failed"] as const).some((v) => s.matches(v)),
  );

function choose(actor: ReturnType<typeof setupImport>["actor"]) {
  actor.send({ type: "CHOOSE_FILE", file });
  actor.send({ type: "SET_OPTIONS", options: { gameName: "Castle" } });
  actor.send({ type: "START" });
}

describe("game import machine", () => {
  it("validates the file and options", () => {
    const options = {
      gameName: "Castle",
      mode: "complete" as const,
      sceneIds: [],
      method: "batched" as const,
    };
    expect(validateImport(file, options)).toEqual([]);
    expect(
      validateImport(
        { fileName: "x.zip", sizeBytes: 201 * 1024 * 1024 },
        { ...options, gameName: " " },
      ),
    ).toEqual(["fileType", "fileTooLarge", "nameRequired"]);
    expect(validateImport(file, { ...options, gameName: "x".repeat(50), mode: "scenes" })).toEqual([
      "nameTooLong",
      "noScenes",
    ]);
    expect(validateImport(file, { ...options, gameName: "x".repeat(49) })).toEqual([]);
  });

  it("does not start with validation errors", () => {
    const { actor } = setupImport({ count: 1 });
    actor.send({ type: "START" });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "CHOOSE_FILE", file: { fileName: "x.txt", sizeBytes: 1 } });
    actor.send({ type: "START" });
    expect(actor.getSnapshot().value).toBe("fileChosen");
    expect(actor.getSnapshot().context.validationErrors).toEqual(["fileType", "nameRequired"]);
  });

  it("imports assets in batches of 20 with progress, then finalizes: success", async () => {
    const { actor, batches, progress } = setupImport({ count: 45 });
    choose(actor);
    const done = await settled(actor);
    expect(done.value).toBe("success");
    expect(batches.map((b) => b.length)).toEqual([IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE, 5]);
    expect(batches.flat()).toEqual(assets(45).map((a) => a.id));
    expect(progress.filter(([, total]) => total === 45).map(([d]) => d)).toEqual(
      expect.arrayContaining([0, 20, 40, 45]),
    );
    expect(done.context.warnings).toEqual(["newer editor"]);
  });

  it("completes with errors, and retrying imports only the failed assets", async () => {
    const { actor, batches, heal } = setupImport({ count: 25, failing: new Set(["a3", "a21"]) });
    choose(actor);
    const partial = await settled(actor);
    expect(partial.value).toBe("completedWithErrors");
    expect(partial.context.failed.map((f) => f.asset.id)).toEqual(["a3", "a21"]);
    heal();
    actor.send({ type: "RETRY" });
    expect(actor.getSnapshot().context.done).toBe(23);
    const done = await settled(actor);
    expect(done.value).toBe("success");
    expect(batches.at(-1)).toEqual(["a3", "a21"]);
    expect(done.context.done).toBe(25);
  });

  it.each([
    ["prepare fails", { prepareFails: true }, "invalid file"],
    ["a batch fails", { batchFails: true }, "network down"],
    ["finalize fails", { finalizeFails: true }, "db down"],
  ] as const)("failed when %s", async (_n, opts, error) => {
    const { actor } = setupImport({ count: 3, ...opts });
    choose(actor);
    const done = await settled(actor);
    expect(done.value).toBe("failed");
    expect(done.context.error).toBe(error);
    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("a game without assets goes straight to finalizing", async () => {
    const { actor, batches } = setupImport({ count: 0 });
    choose(actor);
    expect((await settled(actor)).value).toBe("success");
    expect(batches).toEqual([]);
  });
});
