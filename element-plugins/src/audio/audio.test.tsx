import {
  boolVar,
  elementAction,
  goTo,
  numberVar,
  on,
  prop,
  rule,
  setVar,
} from "@exitgame/engine/testing/builder";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";

describe("audio", () => {
  it("play and stop from rules produce channel effects and track isPlaying; ended fires from the adapter", async () => {
    const h = await renderElement("audio", {
      props: { src: "chime", channel: "voice", volume: 0.5, loop: false },
      others: [
        { type: "text", id: "play" },
        { type: "text", id: "stop" },
      ],
      variables: [boolVar("playing"), numberVar("ended")],
      rules: [
        rule("play", {
          triggers: [on("play", "click")],
          actions: [
            elementAction(ELEMENT_ID, "play"),
            setVar("playing", prop(ELEMENT_ID, "isPlaying")),
          ],
        }),
        rule("stop", {
          triggers: [on("stop", "click")],
          actions: [
            elementAction(ELEMENT_ID, "stop"),
            setVar("playing", prop(ELEMENT_ID, "isPlaying")),
          ],
        }),
        rule("ended", { triggers: [on(ELEMENT_ID, "ended")], actions: [setVar("ended", 1)] }),
      ],
    });
    expect(screen.queryByRole("button")).toBeNull();
    await h.send({ type: "click", elementId: "play" });
    expect(h.variable("playing")).toBe(true);
    expect(h.effects.at(-1)).toMatchObject({
      type: "element",
      kind: "audio.play",
      data: { src: "chime", channel: "voice", volume: 0.5, loop: false },
    });
    await h.send({ type: "elementAction", elementId: ELEMENT_ID, action: "ended" });
    expect(h.variable("ended")).toBe(1);
    await h.send({ type: "click", elementId: "play" });
    await h.send({ type: "click", elementId: "stop" });
    expect(h.variable("playing")).toBe(false);
    expect(h.effects.at(-1)).toMatchObject({ kind: "audio.stop" });
  });

  it("autoplays on scene enter and stops on scene leave", async () => {
    const h = await renderElement("audio", {
      props: { src: "music", autoplay: true, stopOnSceneLeave: true, loop: true, channel: "music" },
      others: [{ type: "text", id: "next" }],
      rules: [rule("go", { triggers: [on("next", "click")], actions: [goTo("s")] })],
    });
    expect(h.effects.map((e) => (e.type === "element" ? e.kind : e.type))).toEqual(["audio.play"]);
    expect(h.game.element(ELEMENT_ID).state).toEqual({ isPlaying: true });
    // Without a button of its own, a sound that starts by itself still has a visible stop
    // control while it plays (WCAG 1.4.2).
    const stop = screen.getByRole("button", { name: /Stop/ });
    await userEvent.setup().click(stop);
    expect(h.game.element(ELEMENT_ID).state).toEqual({ isPlaying: false });
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers its transcript in play, also without a play button", async () => {
    const { container } = await renderElement("audio", {
      props: { src: "voice1", transcript: "Hallo! Der Code steht unter dem Tisch." },
      common: { name: "Ansage" },
      locale: "de",
    });
    expect(screen.queryByRole("button", { name: /abspielen/ })).toBeNull();
    const toggle = screen.getByRole("button", { name: "Transkript anzeigen: Ansage" });
    const panel = container.querySelector<HTMLElement>("[popover]")!;
    expect(toggle.getAttribute("popovertarget")).toBe(panel.id);
    expect(panel.getAttribute("aria-label")).toBe("Transkript: Ansage");
    expect(panel.textContent).toContain("Hallo! Der Code steht unter dem Tisch.");
  });

  it("shows a keyboard-operable play/stop button when asked", async () => {
    const h = await renderElement("audio", {
      props: { src: "chime", showButton: true },
      common: { name: "Bell" },
      locale: "de",
    });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Bell abspielen" }));
    await user.keyboard("{Enter}");
    expect(h.game.element(ELEMENT_ID).state).toEqual({ isPlaying: true });
    expect(screen.getByRole("button", { name: "Bell stoppen" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await user.keyboard(" ");
    expect(h.game.element(ELEMENT_ID).state).toEqual({ isPlaying: false });
  });
});
