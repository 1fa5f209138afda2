import { describe, expect, it } from "vitest";
import { encodeWav, SAMPLE_RATE, sampleSound, synthesize } from "./sample-sounds";

describe("demo sample sounds", () => {
  it("writes a valid 16-bit mono PCM WAV header and the samples", () => {
    const bytes = encodeWav(new Float32Array([0, 1, -1, 2]));
    const view = new DataView(bytes.buffer);
    const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(["RIFF", "WAVE", "fmt ", "data"]);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(8);
    // 2 is clamped to full scale like 1.
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      0, 32767, -32767, 32767,
    ]);
  });

  it("each channel has its own short, audible, unclipped sound", () => {
    for (const channel of ["music", "effects", "voice"] as const) {
      const samples = synthesize(channel);
      const seconds = samples.length / SAMPLE_RATE;
      expect(seconds).toBeGreaterThan(0.5);
      expect(seconds).toBeLessThan(5);
      const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
      expect(peak).toBeCloseTo(0.8, 5);
      const rms = Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
      expect(rms).toBeGreaterThan(0.05);
      expect(sampleSound(channel)).toMatch(/^data:audio\/wav;base64,UklGR/);
    }
    expect(sampleSound("music")).not.toBe(sampleSound("voice"));
  });
});
