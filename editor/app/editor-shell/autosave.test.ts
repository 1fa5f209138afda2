import {
  applyEach,
  createGameDocument,
  type GameDocument,
  type MergeConflict,
  type Operation,
} from "@exitgame/engine";
import { describe, expect, it, vi } from "vitest";
import { ApiError, type OperationsAnswer } from "./api";
import * as autosaveModule from "./autosave-actor";
import {
  AUTOSAVE_DELAY_MS,
  Autosaver,
  localCopies,
  RETRY_BACKOFF_MS,
  type Timers,
} from "./autosave";

/** Timers driven by the test: `advance(ms)` runs whatever falls due, in order. */
function fakeTimers() {
  let now = 0;
  let seq = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => {
      const id = ++seq;
      queue.set(id, { at: now + ms, fn });
      return id;
    },
    clear: (id) => void queue.delete(id as number),
    now: () => now,
  };
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...queue.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > end) break;
      queue.delete(next[0]);
      now = next[1].at;
      next[1].fn();
      // Let the save's promise settle.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    }
    now = end;
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { timers, advance };
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const start = createGameDocument({ locale: "en" });
const SCENE = start.scenes[0]!.id;
const rename = (name: string): Operation => ({ type: "renameScene", id: SCENE, name });
const nameOf = (doc: GameDocument | undefined) => doc?.scenes[0]!.name;

/** A server with an operation log: applies batches, answers with others' operations since the base. */
function fakeServer() {
  const server = {
    doc: start,
    version: 3,
    log: [] as { version: number; ops: Operation[] }[],
    down: false,
    refuse: false,
    conflicts: [] as MergeConflict[],
    /** Another author's save. */
    other(ops: Operation[]) {
      server.doc = applyEach(server.doc, ops).doc;
      server.log.push({ version: ++server.version, ops });
    },
    send: vi.fn(async (ops: Operation[], base: number): Promise<OperationsAnswer> => {
      if (server.down) throw new ApiError({ kind: "network", message: "fetch failed" });
      if (server.refuse)
        throw new ApiError({ kind: "refused", code: "BAD_USER_INPUT", message: "broken" });
      const others = server.log.filter((b) => b.version > base).flatMap((b) => b.ops);
      const applied = applyEach(server.doc, ops);
      if (applied.applied.length > 0) {
        server.doc = applied.doc;
        server.log.push({ version: ++server.version, ops: applied.applied });
      }
      const conflicts = server.conflicts;
      server.conflicts = [];
      return {
        version: server.version,
        operations: others,
        applied: applied.applied,
        conflicts,
        document: null,
      };
    }),
  };
  return server;
}

function setup(server = fakeServer(), withModule = true) {
  const { timers, advance } = fakeTimers();
  const storage = memoryStorage();
  const onChanged = vi.fn();
  const onSaved = vi.fn();
  const onConflicts = vi.fn();
  // The editor's store, reduced to its document: my operations apply at once, others' come in.
  const view = { doc: start };
  const saver = new Autosaver({
    gameId: 7,
    version: 3,
    document: start,
    send: (ops, base) => server.send(ops, base),
    current: () => view.doc,
    onRemote: (doc) => (view.doc = doc),
    onConflicts,
    parse: (raw) => raw as GameDocument,
    storage,
    timers,
    onChanged,
    onSaved,
    ...(withModule ? { module: autosaveModule } : {}),
  });
  const edit = (op: Operation) => {
    view.doc = applyEach(view.doc, [op]).doc;
    saver.changed([op]);
  };
  return { saver, advance, storage, onChanged, onSaved, onConflicts, server, view, edit };
}

describe("Autosaver", () => {
  it("sends the operations once after a pause in the edits, with the version acknowledged", async () => {
    const { saver, advance, storage, onSaved, server, edit } = setup();
    edit(rename("a"));
    await advance(AUTOSAVE_DELAY_MS / 2);
    edit(rename("b"));
    expect(saver.snapshot.status).toBe("unsaved");
    // The local copy has the document and the operations not acknowledged.
    expect(nameOf(localCopies.read(storage, 7)?.document)).toBe("b");
    expect(localCopies.read(storage, 7)?.operations).toEqual([rename("a"), rename("b")]);
    await advance(AUTOSAVE_DELAY_MS - 1);
    expect(server.send).not.toHaveBeenCalled();
    await advance(1);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.send.mock.calls[0]).toEqual([[rename("a"), rename("b")], 3]);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 4 });
    expect(localCopies.read(storage, 7)).toBeNull();
    expect(onSaved).toHaveBeenCalledTimes(1);
    // The next save is based on the new version.
    edit(rename("c"));
    saver.saveNow();
    await advance(0);
    expect(server.send.mock.calls[1]).toEqual([[rename("c")], 4]);
  });

  it("keeps operations made while saving and sends them afterwards", async () => {
    const server = fakeServer();
    let release!: () => void;
    const send = server.send.getMockImplementation()!;
    server.send.mockImplementationOnce(
      (ops, base) => new Promise((r) => (release = () => r(send(ops, base)))),
    );
    const { saver, advance, edit } = setup(server);
    edit(rename("a"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot.status).toBe("saving");
    edit(rename("b"));
    release();
    await advance(0);
    expect(saver.snapshot.status).toBe("unsaved");
    await advance(AUTOSAVE_DELAY_MS);
    expect(server.send.mock.calls[1]).toEqual([[rename("b")], 4]);
    expect(nameOf(server.doc)).toBe("b");
  });

  it("keeps every operation, in order, while the server is unreachable and retries with back-off", async () => {
    const server = fakeServer();
    server.down = true;
    const { saver, advance, storage, edit } = setup(server);
    edit(rename("a"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot.status).toBe("offline");
    await advance(RETRY_BACKOFF_MS[0]);
    expect(server.send).toHaveBeenCalledTimes(2);
    await advance(RETRY_BACKOFF_MS[1] - 1);
    expect(server.send).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(server.send).toHaveBeenCalledTimes(3);
    // An edit while offline is kept too; the local copy has both, in order.
    edit(rename("b"));
    expect(saver.snapshot.status).toBe("offline");
    expect(localCopies.read(storage, 7)?.operations).toEqual([rename("a"), rename("b")]);
    server.down = false;
    await advance(RETRY_BACKOFF_MS[2]);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 4 });
    expect(server.send.mock.lastCall![0]).toEqual([rename("a"), rename("b")]);
    expect(nameOf(server.doc)).toBe("b");
    expect(localCopies.read(storage, 7)).toBeNull();
  });

  it("applies others' operations under mine, pulls when told, and hands conflicts to the author", async () => {
    const { saver, advance, view, server, edit, onConflicts } = setup();
    // Another author adds a scene; I rename mine meanwhile.
    const scene = { ...start.scenes[0]!, id: "theirs", name: "Keller", elements: [] };
    server.other([{ type: "addScene", scene, after: SCENE }]);
    edit(rename("mine"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(view.doc.scenes.map((s) => s.name)).toEqual(["mine", "Keller"]);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 5 });
    // Told of a new version, the saver pulls it (an empty batch).
    server.other([{ type: "renameScene", id: "theirs", name: "Dachboden" }]);
    saver.pull(6);
    await advance(0);
    expect(server.send.mock.lastCall).toEqual([[], 5]);
    expect(view.doc.scenes.map((s) => s.name)).toEqual(["mine", "Dachboden"]);
    saver.pull(6);
    await advance(0);
    expect(server.send).toHaveBeenCalledTimes(2);
    const conflict = {
      key: `scene/${SCENE}/name`,
      kind: "changed" as const,
      mine: "again",
      theirs: "x",
    };
    server.conflicts = [conflict];
    edit(rename("again"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(onConflicts).toHaveBeenCalledWith([conflict]);
  });

  it("shows the server's reason when it refuses and sends the operations again with the next change", async () => {
    const server = fakeServer();
    server.refuse = true;
    const { saver, advance, edit } = setup(server);
    edit(rename("a"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot).toMatchObject({ status: "error", message: "broken" });
    await advance(60_000);
    expect(server.send).toHaveBeenCalledTimes(1);
    server.refuse = false;
    edit(rename("b"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot.status).toBe("saved");
    expect(server.send.mock.lastCall![0]).toEqual([rename("a"), rename("b")]);
  });

  it("starts from the server's document when it cannot rebase, and sends mine over it", async () => {
    const server = fakeServer();
    const replaced = { ...start, scenes: [{ ...start.scenes[0]!, name: "whole save" }] };
    const send = server.send.getMockImplementation()!;
    server.send.mockImplementationOnce(async () => ({
      version: 9,
      operations: [],
      applied: [],
      conflicts: [],
      document: replaced,
    }));
    server.doc = replaced;
    server.version = 9;
    const { saver, advance, view, edit } = setup(server);
    server.send.mockImplementation(send);
    edit({ type: "updateSceneSettings", id: SCENE, patch: { preload: true } });
    await advance(AUTOSAVE_DELAY_MS);
    expect(server.send.mock.calls[1]![1]).toBe(9);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 10 });
    expect(view.doc.scenes[0]).toMatchObject({ name: "whole save", preload: true });
  });

  it("keeps what arrives before the machine has loaded and sends it once it is there", async () => {
    const { saver, advance, server, edit } = setup(fakeServer(), false);
    edit(rename("early"));
    expect(saver.snapshot.status).toBe("unsaved");
    expect(saver.dirty).toBe(true);
    await import("./autosave-actor");
    for (let i = 0; i < 20 && server.send.mock.calls.length === 0; i++)
      await advance(AUTOSAVE_DELAY_MS);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.send.mock.calls[0]![0]).toEqual([rename("early")]);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 4 });
  });
});
