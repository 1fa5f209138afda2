/**
 * Audio elements on howler: one sound per element, its channel's volume from the mixer, live
 * when the mixer changes. howler loads on first use (or preload), not with the page.
 */
import type { Element } from "@exitgame/engine";
import type { ElementEffect } from "@exitgame/element-plugins";
import type { Howl as HowlType } from "howler";
import type { Channel, Mixer } from "./mixer";

type HowlCtor = typeof HowlType;
let howlerPromise: Promise<HowlCtor> | undefined;
export function loadHowler(): Promise<HowlCtor> {
  howlerPromise ??= import("howler").then((m) => m.Howl);
  return howlerPromise;
}

interface Playing {
  howl: HowlType;
  channel: Channel;
  volume: number;
  /** Completions of play effects waiting for the sound to end. */
  waiting: (() => void)[];
}

export interface AudioAdapterDeps {
  mixer: Mixer;
  assetUrl(src: string): string;
  /** The sound ended by itself: the element's internal 'ended' action. */
  ended(elementId: string): void;
  /** The sound cannot be played (network, format). */
  failed(elementId: string): void;
}

export class AudioAdapter {
  private readonly sounds = new Map<string, Playing>();
  private readonly preloaded = new Map<string, HowlType>();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: AudioAdapterDeps) {
    this.unsubscribe = deps.mixer.subscribe(() => {
      for (const s of this.sounds.values())
        s.howl.volume(s.volume * this.deps.mixer.volume(s.channel));
    });
  }

  handle = (effect: ElementEffect, element: Element, done: () => void): void => {
    if (effect.kind === "audio.stop") {
      this.stop(element.id);
      return done();
    }
    if (effect.kind !== "audio.play") return done();
    const data = effect.data as {
      src?: string;
      channel?: Channel;
      loop?: boolean;
      volume?: number;
    };
    if (!data.src) return done();
    void this.play(
      element.id,
      data.src,
      data.channel ?? "effects",
      data.loop ?? false,
      data.volume ?? 1,
      done,
    );
  };

  /** Starts loading a sound before it is needed (scene preload). */
  preload(src: string): void {
    const url = this.deps.assetUrl(src);
    if (this.preloaded.has(url)) return;
    void loadHowler().then((Howl) => {
      if (!this.preloaded.has(url))
        this.preloaded.set(url, new Howl({ src: [url], format: FORMATS, preload: true }));
    });
  }

  stopAll(): void {
    for (const id of Array.from(this.sounds.keys())) this.stop(id);
  }

  dispose(): void {
    this.stopAll();
    this.unsubscribe();
    for (const h of this.preloaded.values()) h.unload();
  }

  /** Stops the sound of one element (or of any id a caller played with play()). */
  stop(elementId: string): void {
    const s = this.sounds.get(elementId);
    if (!s) return;
    this.sounds.delete(elementId);
    s.howl.stop();
    s.howl.unload();
    for (const complete of s.waiting.splice(0)) complete();
  }

  /** Plays a sound under an id on a mixer channel; `done` when it ends, is stopped or fails. */
  async play(
    elementId: string,
    src: string,
    channel: Channel,
    loop: boolean,
    volume: number,
    done: () => void,
  ): Promise<void> {
    let Howl: HowlCtor;
    try {
      Howl = await loadHowler();
    } catch {
      this.deps.failed(elementId);
      return done();
    }
    this.stop(elementId);
    const playing: Playing = {
      howl: new Howl({
        src: [this.deps.assetUrl(src)],
        // Asset URLs carry no extension; the browser decodes by content, howler only needs a hint.
        format: FORMATS,
        loop,
        volume: volume * this.deps.mixer.volume(channel),
        html5: channel === "music",
      }),
      channel,
      volume,
      waiting: [done],
    };
    this.sounds.set(elementId, playing);
    const settle = () => {
      if (this.sounds.get(elementId) !== playing) return;
      this.sounds.delete(elementId);
      for (const complete of playing.waiting.splice(0)) complete();
    };
    playing.howl.on("end", () => {
      if (loop) return;
      settle();
      this.deps.ended(elementId);
    });
    const fail = () => {
      settle();
      this.deps.failed(elementId);
      this.deps.ended(elementId);
    };
    playing.howl.on("loaderror", fail);
    playing.howl.on("playerror", fail);
    playing.howl.play();
  }
}

const FORMATS = ["mp3", "wav", "ogg", "webm", "m4a"];
