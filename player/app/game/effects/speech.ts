/** Text-to-speech with the element's voice, speed and pitch, via the browser's speech synthesis. */
import type { Element, Speech } from "@exitgame/engine";
import type { ElementEffect } from "@exitgame/element-plugins";

export class SpeechAdapter {
  constructor(
    private readonly volume: () => number,
    private readonly locale: string,
  ) {}

  handle = (effect: ElementEffect, element: Element, done: () => void): void => {
    const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
    if (!synth) return done();
    if (effect.kind === "speech.cancel") {
      this.cancel();
      return done();
    }
    const text = typeof effect.data["text"] === "string" ? effect.data["text"] : "";
    if (effect.kind !== "speech.speak") return done();
    this.speak(text, element.speech, done);
  };

  cancel(): void {
    if (typeof window !== "undefined") window.speechSynthesis?.cancel();
  }

  /** Reads `text` aloud with a voice (by name), speed and pitch; `done` when it ends or fails. */
  speak(text: string, speech: Speech, done: () => void): void {
    const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
    if (!synth || !text.trim()) return done();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = this.locale === "de" ? "de-DE" : "en-GB";
    const voice = speech.voice ? synth.getVoices().find((v) => v.name === speech.voice) : undefined;
    if (voice) utterance.voice = voice;
    utterance.rate = speech.speed;
    utterance.pitch = speech.pitch;
    utterance.volume = this.volume();
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      done();
    };
    utterance.addEventListener("end", finish);
    utterance.addEventListener("error", finish);
    synth.speak(utterance);
  }
}
