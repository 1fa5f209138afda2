import { accessibilityProblems, checkGameDocument } from "@exitgame/engine";
import { TestRuntime } from "@exitgame/engine/testing/test-runtime";
import { registry } from "@exitgame/element-plugins/definitions";
import { describe, expect, it } from "vitest";
import { demoChimeWav, demoNoteSvg } from "./demo-assets";
import { DEMO_CODE, DEMO_SCENES, demoGameDocument } from "./seed";

const doc = () => demoGameDocument({ note: "note-asset", chime: "chime-asset" });

describe("demo game", () => {
  it("passes the engine's checks", () => {
    const checked = checkGameDocument(doc(), registry);
    expect(checked.ok ? [] : checked.errors).toEqual([]);
  });

  it("shows a teacher who opens it no warnings (every rule acts on the scene it runs on)", () => {
    const checked = checkGameDocument(doc(), registry);
    expect(checked.warnings.map((w) => w.code)).toEqual([]);
  });

  it("passes the accessibility checker with no warnings", () => {
    const found = accessibilityProblems(doc(), registry).map((d) => [d.code, d.params["element"]]);
    expect(found).toEqual([]);
    const checked = checkGameDocument(doc(), registry);
    expect(checked.warnings.filter((w) => w.code.startsWith("a11y"))).toEqual([]);
  });

  it("can be solved start to finish: wrong code shakes, the right one rings, celebrates and slides to the end", () => {
    const game = new TestRuntime(doc(), { registry });
    game.start();
    expect(game.sceneName).toBe(DEMO_SCENES.lab);
    game.click("Tipp anzeigen");
    expect(game.element("Tipp").visible).toBe(true);
    game.advance(5_000);
    expect(game.element("Countdown").state).toMatchObject({
      currentTimeInSeconds: 595,
      running: true,
    });
    game.type("Zahlenschloss", "1234");
    expect(game.effects.at(-1)).toMatchObject({ type: "animate", animation: { name: "shake" } });
    game.type("Zahlenschloss", DEMO_CODE);
    const kinds = game.effects.map((e) =>
      e.type === "element" ? e.kind : e.type === "animate" ? e.animation.name : e.type,
    );
    expect(kinds).toEqual(
      expect.arrayContaining(["audio.play", "glowOn", "celebrate", "moveBy", "goToScene", "popIn"]),
    );
    expect(game.sceneName).toBe(DEMO_SCENES.solved);
    expect(game.element("Countdown").state).toMatchObject({ running: false });
    const doorAtStart = doc().scenes[0]!.elements.find((e) => e.name === "Tür")!.x;
    expect(game.element("Tür").x).toBe(doorAtStart + 320);
    game.click("Nochmal spielen");
    expect(game.sceneName).toBe(DEMO_SCENES.lab);
    expect(game.element("Zahlenschloss").state).toMatchObject({
      currentValue: "",
      unlocked: false,
    });
    // Entering the lab sets it up again: the door back in its place, the hint hidden, a new countdown.
    expect(game.element("Tür").x).toBe(doorAtStart);
    expect(game.element("Tipp").visible).toBe(false);
    expect(game.element("Countdown").state).toMatchObject({
      currentTimeInSeconds: 600,
      running: true,
    });
  });

  it("ends in 'time is up' when the countdown elapses, and can be retried", () => {
    const game = new TestRuntime(doc(), { registry });
    game.start();
    game.advance(600_000);
    expect(game.sceneName).toBe(DEMO_SCENES.timeUp);
    game.click("Nochmal versuchen");
    expect(game.sceneName).toBe(DEMO_SCENES.lab);
    expect(game.element("Countdown").state).toMatchObject({
      currentTimeInSeconds: 600,
      running: true,
    });
  });

  it("generates its files: an SVG note and a playable WAV", () => {
    expect(demoNoteSvg()).toContain("10 − 1");
    const wav = demoChimeWav();
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });
});
