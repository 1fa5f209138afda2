/** Small media files for end-to-end tests, made in code (no fixtures on disk). */
import { createRequire } from "node:module";
import { crc32, deflateSync } from "node:zlib";
import { vp8FromWebp, writeWebm } from "../../api/src/assets/webm";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG with a diagonal stripe pattern in two colours. */
export function stripesPng(width: number, height: number, a: number[], b: number[]): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, bl, al] = (Math.floor((x + y) / 8) % 2 ? a : b) as [
        number,
        number,
        number,
        number,
      ];
      const o = y * (width * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = bl;
      raw[o + 3] = al;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A short tone as 16-bit mono PCM WAV. */
export function toneWav(seconds = 0.6, freq = 660, sampleRate = 22_050): Buffer {
  const n = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * freq * i) / sampleRate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * A short WebM clip (VP8 key frames, 12 fps) of a bar moving across a coloured background, made
 * the way the starter library makes its clip: each frame a lossy WebP from sharp, whose VP8 chunk
 * is a key frame (api/src/assets/webm.ts). sharp is the API's dependency, loaded from there.
 */
export async function movingBarWebm(seconds: number, width = 160, height = 90): Promise<Buffer> {
  const require = createRequire(new URL("../../api/package.json", import.meta.url));
  // The editor does not depend on sharp: only the part used here is typed.
  const sharp = require("sharp") as (input: Buffer) => {
    webp(options: { quality: number }): { toBuffer(): Promise<Buffer> };
  };
  const fps = 12;
  const frames: Buffer[] = [];
  for (let i = 0; i < Math.round(seconds * fps); i++) {
    const x = Math.round(((width - 20) * i) / Math.max(1, seconds * fps - 1));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0f766e"/><rect x="${x}" y="10" width="20" height="${height - 20}" fill="#fde047"/></svg>`;
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
    frames.push(vp8FromWebp(webp));
  }
  return writeWebm(frames, width, height, fps);
}
