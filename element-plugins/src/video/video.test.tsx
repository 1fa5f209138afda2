import { elementAction, numberVar, on, rule, setVar } from "@exitgame/engine/testing/builder";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";

describe("video", () => {
  it("renders one captions track per caption (language, label, the asset's URL; the first on)", async () => {
    const { container } = await renderElement("video", {
      props: {
        src: "clip01",
        captions: [
          { assetId: "subsde", language: "de", label: "Deutsch" },
          { assetId: "subsen", language: "en-GB", label: "English" },
        ],
      },
      common: { accessibleName: "Erklärfilm" },
    });
    const video = container.querySelector("video")!;
    expect(video.getAttribute("aria-label")).toBe("Erklärfilm");
    const tracks = [...container.querySelectorAll("track")].map((t) => ({
      kind: t.getAttribute("kind"),
      srclang: t.getAttribute("srclang"),
      label: t.getAttribute("label"),
      src: t.getAttribute("src"),
      default: t.hasAttribute("default"),
    }));
    expect(tracks).toEqual([
      {
        kind: "captions",
        srclang: "de",
        label: "Deutsch",
        src: "/api/assets/subsde",
        default: true,
      },
      {
        kind: "captions",
        srclang: "en-GB",
        label: "English",
        src: "/api/assets/subsen",
        default: false,
      },
    ]);
  });

  it("play, pause and stop from rules drive the <video>; an awaited play completes when the video ends", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    const h = await renderElement("video", {
      props: { src: "https://media.example/clip.mp4", showControls: true },
      common: { name: "Intro" },
      others: [
        { type: "text", id: "play" },
        { type: "text", id: "pause" },
        { type: "text", id: "stop" },
      ],
      variables: [numberVar("after"), numberVar("ended")],
      rules: [
        rule("play", {
          triggers: [on("play", "click")],
          actions: [elementAction(ELEMENT_ID, "play", undefined, true), setVar("after", 1)],
        }),
        rule("pause", {
          triggers: [on("pause", "click")],
          actions: [elementAction(ELEMENT_ID, "pause")],
        }),
        rule("stop", {
          triggers: [on("stop", "click")],
          actions: [elementAction(ELEMENT_ID, "stop")],
        }),
        rule("ended", { triggers: [on(ELEMENT_ID, "ended")], actions: [setVar("ended", 1)] }),
      ],
    });
    const video = document.querySelector("video")!;
    expect(video.getAttribute("aria-label")).toBe("Intro");
    expect(video.controls).toBe(true);
    expect(video.getAttribute("src")).toBe("https://media.example/clip.mp4");
    await h.send({ type: "click", elementId: "play" });
    expect(play).toHaveBeenCalledTimes(1);
    expect(h.game.element(ELEMENT_ID).state).toEqual({ status: "playing" });
    expect(h.variable("after")).toBe(0);
    fireEvent.ended(video);
    expect(h.variable("after")).toBe(1);
    expect(h.variable("ended")).toBe(1);
    await h.send({ type: "click", elementId: "play" });
    await h.send({ type: "click", elementId: "pause" });
    expect(pause).toHaveBeenCalled();
    expect(h.game.element(ELEMENT_ID).state).toEqual({ status: "paused" });
    await h.send({ type: "click", elementId: "stop" });
    expect(h.game.element(ELEMENT_ID).state).toEqual({ status: "stopped" });
    expect(video.currentTime).toBe(0);
    vi.restoreAllMocks();
  });

  it("autoplays muted videos on scene enter, and says so politely when media fails", async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, "play")
      .mockRejectedValue(new Error("NotSupported"));
    await renderElement("video", {
      props: { src: "clip", autoplay: true, muted: true },
      locale: "de",
    });
    expect(play).toHaveBeenCalled();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Video/Audio kann nicht abgespielt werden, bitte später erneut versuchen.",
    );
    expect(document.querySelector("video")!.getAttribute("src")).toBe("/api/assets/clip");
    vi.restoreAllMocks();
  });
});
