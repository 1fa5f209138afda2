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

  it("hints keep their penalty and availability for players, never their text or image", () => {
    const original = doc();
    const hint = (id: string, text: string, penaltySeconds = 0) => ({
      id,
      text,
      image: "asset-secret-image",
      penaltySeconds,
      availableAfterMinutes: 2,
    });
    const lock = original.scenes[0]!.elements.find((e) => e.id === "lock")!;
    (lock.props as Record<string, unknown>).hints = [
      hint("h1", "Look under the clock"),
      hint("h2", "It is the year", 60),
    ];
    original.scenes[0]!.hints = [hint("s1", "The scene's first hint")];
    expect(checkGameDocument(original, registry).ok).toBe(true);
    const redacted = redactForPlayers(original);
    const json = JSON.stringify(redacted);
    for (const secret of [
      "Look under the clock",
      "It is the year",
      "The scene's first hint",
      "asset-secret-image",
    ])
      expect(json).not.toContain(secret);
    const lockHints = (
      redacted.scenes[0]!.elements.find((e) => e.id === "lock")!.props as { hints: unknown[] }
    ).hints;
    expect(lockHints).toEqual([
      { id: "h1", text: "•", image: "", penaltySeconds: 0, availableAfterMinutes: 2 },
      { id: "h2", text: "•", image: "", penaltySeconds: 60, availableAfterMinutes: 2 },
    ]);
    expect(redacted.scenes[0]!.hints).toEqual([
      { id: "s1", text: "•", image: "", penaltySeconds: 0, availableAfterMinutes: 2 },
    ]);
    expect(checkGameDocument(redacted, registry).ok).toBe(true);
    // snapshots carry the element's props: the hints go there too
    const game = new TestRuntime(original, { registry });
    game.start();
    const snapshot = JSON.stringify(redactSnapshotForPlayers(game.snapshot(), original));
    expect(snapshot).not.toContain("Look under the clock");
  });

  it("props of an element the game does not know are dropped", () => {
    const redacted = redactSnapshotForPlayers(
      { elements: { ghost: { props: { expectedCode: "1234" }, state: {} } } },
      doc(),
    );
    expect(JSON.stringify(redacted)).not.toContain("1234");
  });
});
