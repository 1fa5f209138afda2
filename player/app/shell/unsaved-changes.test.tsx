// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  currentUnsaved,
  loadUnsavedChanges,
  sendUnsaved,
  useUnsavedEntities,
  useUnsavedTracker,
} from "./unsaved-changes";

afterEach(cleanup);

describe("the app's unsaved-changes tracker", () => {
  it("watches an entity while mounted; changes and saves decide whether it is unsaved", async () => {
    let tracker!: ReturnType<typeof useUnsavedTracker>;
    let unsaved: { id: string }[] = [];
    function Editor() {
      tracker = useUnsavedTracker("game", "editor:unsaved.game");
      return null;
    }
    function Reader() {
      unsaved = useUnsavedEntities();
      return null;
    }
    const view = render(
      <>
        <Editor />
        <Reader />
      </>,
    );
    expect(unsaved).toEqual([]);
    // Before the machine has loaded, the change is known at once (the leave warning asks).
    act(() => tracker.markChanged());
    expect(unsaved.map((e) => e.id)).toEqual(["game"]);
    expect(currentUnsaved().map((e) => e.id)).toEqual(["game"]);
    // The machine starts with what was tracked before it.
    const machine = await act(() => loadUnsavedChanges());
    expect(machine.getSnapshot().value).toBe("dirty");
    expect(unsaved.map((e) => e.id)).toEqual(["game"]);
    // A save after the change: clean again; a later change: unsaved again.
    const now = Date.now();
    act(() => sendUnsaved({ type: "SAVED", id: "game", at: now + 1000 }));
    expect(unsaved).toEqual([]);
    expect(machine.getSnapshot().value).toBe("clean");
    act(() => sendUnsaved({ type: "CHANGED", id: "game", at: now + 2000 }));
    expect(unsaved).toHaveLength(1);
    // Leaving the editor stops watching (its changes no longer hold the app).
    view.rerender(<Reader />);
    expect(unsaved).toEqual([]);
    expect(machine.getSnapshot().context.entities).toEqual({});
  });
});
