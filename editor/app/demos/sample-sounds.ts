/**
 * Sample sounds for the audio-system demo, synthesised in the browser (no downloads, no files):
 * a music loop, an effect chime and a voice-like vowel, as 16-bit mono WAV data URLs.
 */
import type { Channel } from "@exitgame/player/kit/media";

export const SAMPLE_RATE = 16_000;

/** A RIFF/WAVE file with 16-bit mono PCM of the samples (each clamped to -1..1). */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, "data");
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) =>
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, s)) * 32767), true),
  );
  return bytes;
}

function toDataUrl(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

const TAU = Math.PI * 2;
const midi = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Two bars of a calm arpeggio (C, A minor, F, G), seamless when looped. */
function music(): Float32Array {
  const chords = [
    [60, 64, 67, 72],
    [57, 60, 64, 69],
    [53, 57, 60, 65],
    [55, 59, 62, 67],
  ];
  const step = 0.125; // seconds per note
  const out = new Float32Array(Math.round(chords.length * 8 * step * SAMPLE_RATE));
  chords.forEach((chord, c) => {
    for (let n = 0; n < 8; n++) {
      const f = midi(chord[n % 4]! + (n >= 4 ? 12 : 0));
      const start = Math.round((c * 8 + n) * step * SAMPLE_RATE);
      const length = Math.round(step * 1.8 * SAMPLE_RATE);
      for (let i = 0; i < length && start + i < out.length; i++) {
        const t = i / SAMPLE_RATE;
        const env = Math.min(1, t * 200) * Math.exp(-t * 9);
        out[start + i]! += 0.25 * env * (Math.sin(TAU * f * t) + 0.3 * Math.sin(TAU * 2 * f * t));
      }
    }
    // A soft bass note under each chord.
    const bass = midi(chord[0]! - 12);
    const start = Math.round(c * 8 * step * SAMPLE_RATE);
    const length = Math.round(8 * step * SAMPLE_RATE);
    for (let i = 0; i < length; i++) {
      const t = i / SAMPLE_RATE;
      const env = Math.min(1, t * 50) * Math.min(1, (length - i) / (0.05 * SAMPLE_RATE));
      out[start + i]! += 0.2 * env * Math.sin(TAU * bass * t);
    }
  });
  return out;
}

/** A bright two-tone chime, as an effect would sound. */
function effect(): Float32Array {
  const out = new Float32Array(Math.round(0.9 * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const first = Math.exp(-t * 6) * Math.sin(TAU * midi(84) * t);
    const second = t < 0.12 ? 0 : Math.exp(-(t - 0.12) * 5) * Math.sin(TAU * midi(91) * (t - 0.12));
    out[i] = 0.4 * Math.min(1, t * 400) * (first + second);
  }
  return out;
}

/** Three sung "ah" syllables: a 140 Hz voice shaped by the vowel's formants. */
function voice(): Float32Array {
  const formants = [
    { f: 800, width: 90, gain: 1 },
    { f: 1150, width: 110, gain: 0.6 },
    { f: 2900, width: 160, gain: 0.2 },
  ];
  const syllable = 0.42;
  const out = new Float32Array(Math.round(3 * syllable * SAMPLE_RATE));
  const pitches = [140, 157, 125];
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const k = Math.min(2, Math.floor(t / syllable));
    const local = t - k * syllable;
    const env = Math.sin((Math.PI * Math.min(local, syllable * 0.9)) / (syllable * 0.9)) ** 2;
    const f0 = pitches[k]! * (1 + 0.01 * Math.sin(TAU * 5.5 * t));
    let sample = 0;
    for (let h = 1; h * f0 < 4000; h++) {
      const fh = h * f0;
      const amp = formants.reduce(
        (sum, fm) => sum + fm.gain * Math.exp(-(((fh - fm.f) / fm.width) ** 2)),
        0.02,
      );
      sample += (amp / h ** 0.5) * Math.sin(TAU * fh * t);
    }
    out[i] = 0.3 * env * sample;
  }
  return out;
}

const SYNTH: Record<Channel, () => Float32Array> = { music, effects: effect, voice };

/** Scales to a peak of 0.8, so that every sample is about as loud and none clips. */
function normalize(samples: Float32Array): Float32Array {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  if (peak > 0) for (let i = 0; i < samples.length; i++) samples[i] = (samples[i]! / peak) * 0.8;
  return samples;
}

const cache = new Map<Channel, string>();
/** The sample sound of a channel as a data: URL (made on first use). */
export function sampleSound(channel: Channel): string {
  let url = cache.get(channel);
  if (!url) {
    url = toDataUrl(encodeWav(synthesize(channel)));
    cache.set(channel, url);
  }
  return url;
}

/** The samples of a channel's sound, normalised. */
export const synthesize = (channel: Channel) => normalize(SYNTH[channel]());
