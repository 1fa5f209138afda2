/**
 * A minimal WebM writer for short clips made in code: every frame is a VP8 key frame, taken from
 * a lossy WebP image (whose 'VP8 ' chunk is exactly a VP8 key frame). No encoder needed.
 */

function vint(value: number): Buffer {
  // EBML variable-size integer (sizes up to 2^56 - 2).
  for (let length = 1; length <= 8; length++) {
    if (value < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let v = value;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      out[0]! |= 1 << (8 - length);
      return out;
    }
  }
  throw new Error("EBML size too large");
}

function element(id: number, body: Buffer): Buffer {
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, "0"),
    "hex",
  );
  return Buffer.concat([idBytes, vint(body.length), body]);
}

const uint = (id: number, value: number) => {
  const bytes: number[] = [];
  let v = value;
  do {
    bytes.unshift(v & 0xff);
    v = Math.floor(v / 256);
  } while (v > 0);
  return element(id, Buffer.from(bytes));
};
const str = (id: number, value: string) => element(id, Buffer.from(value, "ascii"));
const float = (id: number, value: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return element(id, b);
};

/** The VP8 key frame inside a simple lossy WebP ('RIFF' size 'WEBP' 'VP8 ' size data). */
export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString("ascii", 0, 4) !== "RIFF" || webp.toString("ascii", 8, 12) !== "WEBP")
    throw new Error("not a WebP file");
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString("ascii", offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === "VP8 ") return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error("WebP without a lossy VP8 frame");
}

/** A WebM file of VP8 key frames at a fixed rate. */
export function writeWebm(frames: Buffer[], width: number, height: number, fps: number): Buffer {
  const frameMs = 1000 / fps;
  const header = element(
    0x1a45dfa3,
    Buffer.concat([
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      str(0x4282, "webm"),
      uint(0x4287, 2),
      uint(0x4285, 2),
    ]),
  );
  const info = element(
    0x1549a966,
    Buffer.concat([
      uint(0x2ad7b1, 1_000_000),
      str(0x4d80, "Exitgame Studio"),
      str(0x5741, "Exitgame Studio"),
      float(0x4489, frames.length * frameMs),
    ]),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      Buffer.concat([
        uint(0xd7, 1),
        uint(0x73c5, 1),
        uint(0x83, 1),
        str(0x86, "V_VP8"),
        uint(0x23e383, Math.round(frameMs * 1_000_000)),
        element(0xe0, Buffer.concat([uint(0xb0, width), uint(0xba, height)])),
      ]),
    ),
  );
  const blocks = frames.map((frame, i) => {
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(Math.round(i * frameMs), 1);
    head[3] = 0x80; // key frame
    return element(0xa3, Buffer.concat([head, frame]));
  });
  const cluster = element(0x1f43b675, Buffer.concat([uint(0xe7, 0), ...blocks]));
  const segment = element(0x18538067, Buffer.concat([info, tracks, cluster]));
  return Buffer.concat([header, segment]);
}
