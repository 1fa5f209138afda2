import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  KNOWN_UNSAVED_IDS,
  trackUnsaved,
  unsavedChangesMachine,
  unsavedEntities,
} from "./unsaved-changes.machine";

describe("unsaved changes machine", () => {
  const make = () => {
    let now = 1000;
    const actor = createActor(unsavedChangesMachine, { input: { now: () => now } }).start();
    for (const id of KNOWN_UNSAVED_IDS) actor.send({ type: "WATCH", id, i18nKey: `unsaved.${id}` });
    return { actor, tick: (ms: number) => (now += ms), state: () => actor.getSnapshot().value };
  };

  it("is unsaved while latestChange is later than latestSave", () => {
    const { actor, tick, state } = make();
    expect(state()).toBe("clean");
    actor.send({ type: "CHANGED", id: "game" });
    expect(state()).toBe("dirty");
    expect(unsavedEntities(actor.getSnapshot().context).map((e) => [e.id, e.i18nKey])).toEqual([
      ["game", "unsaved.game"],
    ]);
    tick(5);
    actor.send({ type: "SAVED", id: "game" });
    expect(state()).toBe("clean");
    tick(5);
    actor.send({ type: "CHANGED", id: "rule-builder" });
    expect(state()).toBe("dirty");
    expect(unsavedEntities(actor.getSnapshot().context, ["game"])).toEqual([]);
  });

  it("a save older than the change leaves it unsaved; equal timestamps count as saved", () => {
    const { actor, state } = make();
    actor.send({ type: "CHANGED", id: "game", at: 50 });
    actor.send({ type: "SAVED", id: "game", at: 40 });
    expect(state()).toBe("dirty");
    actor.send({ type: "SAVED", id: "game", at: 50 });
    expect(state()).toBe("clean");
  });

  it("ignores unwatched ids and forgets unwatched entities", () => {
    const { actor, state } = make();
    actor.send({ type: "CHANGED", id: "other" });
    expect(state()).toBe("clean");
    actor.send({ type: "CHANGED", id: "rule-builder" });
    expect(state()).toBe("dirty");
    actor.send({ type: "UNWATCH", id: "rule-builder" });
    expect(state()).toBe("clean");
    expect(Object.keys(actor.getSnapshot().context.entities)).toEqual(["game"]);
    // watching again starts fresh and does not reset an existing entity
    actor.send({ type: "CHANGED", id: "game" });
    actor.send({ type: "WATCH", id: "game", i18nKey: "x" });
    expect(actor.getSnapshot().context.entities["game"]).toMatchObject({ i18nKey: "unsaved.game" });
    expect(state()).toBe("dirty");
  });

  it("starts from what the app tracked before it was loaded (trackUnsaved, the same transition)", () => {
    let entities = trackUnsaved(
      {},
      { type: "WATCH", id: "game", i18nKey: "unsaved.game" },
      () => 1,
    );
    entities = trackUnsaved(entities, { type: "CHANGED", id: "game" }, () => 2);
    expect(trackUnsaved(entities, { type: "CHANGED", id: "other" }, () => 3)).toBe(entities);
    const actor = createActor(unsavedChangesMachine, { input: { entities } }).start();
    expect(actor.getSnapshot().value).toBe("dirty");
    actor.send({ type: "SAVED", id: "game", at: 3 });
    expect(actor.getSnapshot().value).toBe("clean");
  });
});
