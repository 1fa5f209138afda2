/** Text-to-speech with the element's voice, speed and pitch, via the browser's speech synthesis. */
import type { Element } from "@exitgame/engine";
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
      synth.cancel();
      return done();
    }
    const text = typeof effect.data["text"] === "string" ? effect.data["text"] : "";
    if (effect.kind !== "speech.speak" || !text.trim()) return done();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = this.locale === "de" ? "de-DE" : "en-GB";
    const voice = element.speech.voice
      ? synth.getVoices().find((v) => v.name === element.speech.voice)
      : undefined;
    if (voice) utterance.voice = voice;
    utterance.rate = element.speech.speed;
    utterance.pitch = element.speech.pitch;
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
  };
}
