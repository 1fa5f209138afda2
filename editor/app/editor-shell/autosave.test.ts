import { createGameDocument, type GameDocument } from "@exitgame/engine";
import { describe, expect, it, vi } from "vitest";
import { ApiError, type SavedGame } from "./api";
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

const doc = (name: string): GameDocument => {
  const d = createGameDocument({ locale: "en" });
  return { ...d, scenes: [{ ...d.scenes[0]!, name }] };
};

function setup(save: (d: GameDocument, v: number) => Promise<SavedGame>) {
  const { timers, advance } = fakeTimers();
  const storage = memoryStorage();
  const onChanged = vi.fn();
  const onSaved = vi.fn();
  const saver = new Autosaver({
    gameId: 7,
    version: 3,
    save,
    storage,
    timers,
    onChanged,
    onSaved,
    module: autosaveModule,
  });
  return { saver, advance, storage, onChanged, onSaved };
}

describe("Autosaver", () => {
  it("saves the latest document once after a pause in the edits, with the version read", async () => {
    const save = vi.fn(async (_d: GameDocument, v: number) => ({ id: 7, documentVersion: v + 1 }));
    const { saver, advance, storage, onSaved } = setup(save);
    saver.changed(doc("a"));
    await advance(AUTOSAVE_DELAY_MS / 2);
    saver.changed(doc("b"));
    expect(saver.snapshot.status).toBe("unsaved");
    expect(localCopies.read(storage, 7)?.document.scenes[0]!.name).toBe("b");
    await advance(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].scenes[0]!.name).toBe("b");
    expect(save.mock.calls[0]![1]).toBe(3);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 4 });
    expect(localCopies.read(storage, 7)).toBeNull();
    expect(onSaved).toHaveBeenCalledTimes(1);
    // The next save compares against the new version.
    saver.changed(doc("c"));
    saver.saveNow();
    await advance(0);
    expect(save.mock.calls[1]![1]).toBe(4);
  });

  it("keeps a change made while saving and saves it afterwards", async () => {
    let resolve!: (v: SavedGame) => void;
    const save = vi.fn(
      (_d: GameDocument, v: number) =>
        new Promise<SavedGame>((r) => (resolve = () => r({ id: 7, documentVersion: v + 1 }))),
    );
    const { saver, advance } = setup(save);
    saver.changed(doc("a"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot.status).toBe("saving");
    saver.changed(doc("b"));
    resolve({ id: 7, documentVersion: 4 });
    await advance(0);
    expect(saver.snapshot.status).toBe("unsaved");
    await advance(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].scenes[0]!.name).toBe("b");
    expect(save.mock.calls[1]![1]).toBe(4);
  });

  it("keeps the changes while the server is unreachable and retries with back-off", async () => {
    let up = false;
    const save = vi.fn(async (_d: GameDocument, v: number) => {
      if (!up) throw new ApiError({ kind: "network", message: "fetch failed" });
      return { id: 7, documentVersion: v + 1 };
    });
    const { saver, advance, storage } = setup(save);
    saver.changed(doc("a"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot.status).toBe("offline");
    await advance(RETRY_BACKOFF_MS[0]);
    expect(save).toHaveBeenCalledTimes(2);
    await advance(RETRY_BACKOFF_MS[1] - 1);
    expect(save).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(save).toHaveBeenCalledTimes(3);
    // A change while offline is kept too, and the local copy is the latest.
    saver.changed(doc("b"));
    expect(saver.snapshot.status).toBe("offline");
    expect(localCopies.read(storage, 7)?.document.scenes[0]!.name).toBe("b");
    up = true;
    await advance(RETRY_BACKOFF_MS[2]);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 4 });
    expect(save.mock.lastCall![0].scenes[0]!.name).toBe("b");
    expect(localCopies.read(storage, 7)).toBeNull();
  });

  it("stops at a conflict and never overwrites; reset starts over from the other version", async () => {
    const save = vi.fn(async () => {
      throw new ApiError({ kind: "conflict", message: "saved elsewhere", currentVersion: 5 });
    });
    const { saver, advance, storage } = setup(save);
    saver.changed(doc("a"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot.status).toBe("conflict");
    saver.changed(doc("b"));
    saver.saveNow();
    await advance(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(localCopies.read(storage, 7)?.document.scenes[0]!.name).toBe("b");
    saver.reset(5);
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 5 });
    expect(localCopies.read(storage, 7)).toBeNull();
  });

  it("shows the server's reason when it refuses the document and tries again on the next change", async () => {
    let refuse = true;
    const save = vi.fn(async (_d: GameDocument, v: number) => {
      if (refuse)
        throw new ApiError({ kind: "refused", code: "BAD_USER_INPUT", message: "broken" });
      return { id: 7, documentVersion: v + 1 };
    });
    const { saver, advance } = setup(save);
    saver.changed(doc("a"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot).toMatchObject({ status: "error", message: "broken" });
    await advance(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    refuse = false;
    saver.changed(doc("b"));
    await advance(AUTOSAVE_DELAY_MS);
    expect(saver.snapshot.status).toBe("saved");
  });

  it("keeps what arrives before the machine has loaded and saves it once it is there", async () => {
    const save = vi.fn(async (_d: GameDocument, v: number) => ({ id: 7, documentVersion: v + 1 }));
    const { timers, advance } = fakeTimers();
    const saver = new Autosaver({ gameId: 7, version: 3, save, storage: memoryStorage(), timers });
    saver.changed(doc("early"));
    expect(saver.snapshot.status).toBe("unsaved");
    expect(saver.dirty).toBe(true);
    await import("./autosave-actor");
    for (let i = 0; i < 20 && save.mock.calls.length === 0; i++) await advance(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].scenes[0]!.name).toBe("early");
    expect(saver.snapshot).toMatchObject({ status: "saved", version: 4 });
  });
});
