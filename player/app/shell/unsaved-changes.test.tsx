// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { unsavedChanges, useUnsavedEntities, useUnsavedTracker } from "./unsaved-changes";

afterEach(cleanup);

describe("the app's unsaved-changes tracker", () => {
  it("watches an entity while mounted; changes and saves decide whether it is unsaved", () => {
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
    act(() => tracker.markChanged());
    expect(unsaved.map((e) => e.id)).toEqual(["game"]);
    expect(unsavedChanges().getSnapshot().value).toBe("dirty");
    // A save after the change: clean again; a later change: unsaved again.
    const now = Date.now();
    act(() => unsavedChanges().send({ type: "SAVED", id: "game", at: now + 1000 }));
    expect(unsaved).toEqual([]);
    act(() => unsavedChanges().send({ type: "CHANGED", id: "game", at: now + 2000 }));
    expect(unsaved).toHaveLength(1);
    // Leaving the editor stops watching (its changes no longer hold the app).
    view.rerender(<Reader />);
    expect(unsaved).toEqual([]);
    expect(unsavedChanges().getSnapshot().context.entities).toEqual({});
  });
});
