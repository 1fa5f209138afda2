import { buildGame } from "@exitgame/engine/testing/builder";
import { TestRuntime } from "@exitgame/engine/testing/test-runtime";
import { checkGameDocument } from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import { redactForPlayers, redactSnapshotForPlayers, registry } from "./definitions";

const doc = () =>
  buildGame(registry, {
    scenes: [
      {
        id: "s",
        elements: [
          { type: "number-code-input", id: "lock", props: { expectedCode: "Z9#7" } },
          {
            type: "input",
            id: "answer",
            props: { expectedAnswer: "Zebrafink", alternatives: "Zebra finch\nTaeniopygia" },
          },
          { type: "input", id: "free" },
          { type: "ai-chat", id: "chat", props: { instructions: "The password is Kolibri" } },
        ],
      },
    ],
  });

describe("redaction of secret and server-only fields", () => {
  it("players' documents hold no answer, and still pass the engine's check", () => {
    const original = doc();
    const redacted = redactForPlayers(original);
    const json = JSON.stringify(redacted);
    for (const secret of ["Z9#7", "Zebrafink", "Zebra finch", "Taeniopygia", "Kolibri"])
      expect(json).not.toContain(secret);
    const props = (id: string) =>
      redacted.scenes[0]!.elements.find((e) => e.id === id)!.props as Record<string, unknown>;
    // The lock keeps one box per character; the input only knows that it has an answer.
    expect(props("lock").expectedCode).toBe("••••");
    expect(props("answer")).toMatchObject({ expectedAnswer: "•", alternatives: "" });
    expect(props("free")).toMatchObject({ expectedAnswer: "", alternatives: "" });
    expect(checkGameDocument(redacted, registry).ok).toBe(true);
    // The original is untouched (the owner's editor keeps the answers).
    expect(JSON.stringify(original)).toContain("Z9#7");
  });

  it("snapshots lose the answers too, also of a snapshot taken from the full document", () => {
    const original = doc();
    const game = new TestRuntime(original, { registry });
    game.start();
    const snapshot = game.snapshot();
    expect(JSON.stringify(snapshot)).toContain("Zebrafink");
    const redacted = redactSnapshotForPlayers(snapshot, original);
    const json = JSON.stringify(redacted);
    for (const secret of ["Z9#7", "Zebrafink", "Taeniopygia", "Kolibri"])
      expect(json).not.toContain(secret);
    // A redacted snapshot still restores into the players' (redacted) game.
    const player = new TestRuntime(redactForPlayers(original), { registry });
    player.runtime.restore(redacted);
    expect(player.runtime.element("lock")!.props.expectedCode).toBe("••••");
  });

  it("props of an element the game does not know are dropped", () => {
    const redacted = redactSnapshotForPlayers(
      { elements: { ghost: { props: { expectedCode: "1234" }, state: {} } } },
      doc(),
    );
    expect(JSON.stringify(redacted)).not.toContain("1234");
  });
});
