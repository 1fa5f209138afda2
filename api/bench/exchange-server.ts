/**
 * The server side of the exchange benchmark, in its own process (its memory is measured alone):
 * the whole API app on a throwaway database and data directory. Talks JSON lines on stdio.
 *
 * `build`: a game of N sound assets (WAV, noise: nothing to gain by compression) of a total
 * size, one audio element per asset spread over 10 scenes, stored like uploads.
 */
import { createHash, randomInt } from "node:crypto";
import { createInterface } from "node:readline";
import { registry } from "@exitgame/element-plugins/definitions";
import { createElement, createGameDocument, createScene } from "@exitgame/engine";
import { createApiHarness } from "../src/testing/api-harness";

const PASSWORD = "Benchmark-Passwort 2026";

/** A mono 16-bit WAV of `bytes` bytes in all, filled with noise from a seed. */
export function noiseWav(bytes: number, seed: number): Buffer {
  const data = Buffer.alloc(bytes);
  const pcm = bytes - 44;
  data.write("RIFF", 0);
  data.writeUInt32LE(bytes - 8, 4);
  data.write("WAVE", 8);
  data.write("fmt ", 12);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(44_100, 24);
  data.writeUInt32LE(88_200, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write("data", 36);
  data.writeUInt32LE(pcm, 40);
  let x = seed >>> 0 || 1;
  for (let i = 44; i + 4 <= bytes; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data.writeInt32LE(x | 0, i);
  }
  return data;
}

const api = await createApiHarness({ LOG_LEVEL: "silent" });
const app = await api.listen();
const user = await api.createUser([], { password: PASSWORD });
const send = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
send({ ready: true, origin: app.origin, email: user.email, password: PASSWORD, pid: process.pid });

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line) as { cmd: string; assets?: number; bytes?: number };
  if (command.cmd === "build") {
    const count = command.assets!;
    const each = Math.floor(command.bytes! / count) & ~3;
    const doc = createGameDocument({ locale: "de", registry });
    doc.scenes = Array.from({ length: 10 }, (_, i) => createScene(`Szene ${i + 1}`));
    for (let i = 0; i < count; i++) {
      const data = noiseWav(each, randomInt(1, 2 ** 31));
      const key = createHash("sha256").update(data).digest("hex");
      await api.assets.storage.put(key, data, "audio/wav");
      const asset = await api.db.prisma.asset.create({
        data: {
          kind: "AUDIO",
          name: `Klang ${i + 1}`,
          fileName: `klang-${i + 1}.wav`,
          mimeType: "audio/wav",
          size: data.length,
          storageKey: key,
          sourceSha256: key,
          ownerId: user.id,
        },
      });
      doc.scenes[i % 10]!.elements.push(
        createElement(registry, "audio", {
          locale: "de",
          name: `Klang ${i + 1}`,
          x: 20 + (i % 15) * 60,
          y: 20 + Math.floor(i / 15) * 60,
          width: 40,
          height: 40,
          props: { src: asset.id },
        }),
      );
    }
    const game = await api.db.prisma.game.create({
      data: { title: `Bench ${count}`, document: doc as object, ownerId: user.id },
    });
    send({ gameId: game.id, eachBytes: each });
  } else if (command.cmd === "close") {
    await app.close();
    await api.close();
    send({ closed: true });
    process.exit(0);
  }
}
