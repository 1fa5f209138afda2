import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoChimeWav } from "../demo-assets";
import { countdownWebm } from "./starter-library";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { startS3Server } from "../testing/s3-server";

/**
 * The upload and delivery routes and the gallery API, over real HTTP, once on the local disk and
 * once on an S3-compatible server (s3rver): the same suite for both stores.
 */
const PASSWORD = "Galerie-Passwort 2026";

/** An ISO BMFF box: size, type, body. */
const box = (type: string, ...body: Buffer[]) => {
  const data = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length);
  head.write(type, 4, "ascii");
  return Buffer.concat([head, data]);
};

/**
 * The container of an MP4 (ftyp, and moov with its movie header and one video track header) of
 * `seconds` at 320×180: what the pipeline reads of a video (kind by magic bytes, duration).
 */
function mp4Header(seconds: number): Buffer {
  const timescale = 1000;
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round(seconds * timescale), 16);
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [i, v] of [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].entries())
    mvhd.writeUInt32BE(v, 36 + i * 4); // unity matrix
  mvhd.writeUInt32BE(2, 96); // next track id
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000003, 0); // enabled, in movie
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(Math.round(seconds * timescale), 20);
  for (const [i, v] of [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].entries())
    tkhd.writeUInt32BE(v, 40 + i * 4);
  tkhd.writeUInt32BE(320 << 16, 76);
  tkhd.writeUInt32BE(180 << 16, 80);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(timescale, 12);
  mdhd.writeUInt32BE(Math.round(seconds * timescale), 16);
  mdhd.writeUInt16BE(0x55c4, 20); // language "und"
  const hdlr = Buffer.concat([
    Buffer.alloc(8),
    Buffer.from("vide"),
    Buffer.alloc(12),
    Buffer.from("Video\0"),
  ]);
  return Buffer.concat([
    box("ftyp", Buffer.from("isom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2mp41")),
    box(
      "moov",
      box("mvhd", mvhd),
      box("trak", box("tkhd", tkhd), box("mdia", box("mdhd", mdhd), box("hdlr", hdlr))),
    ),
  ]);
}

const solidPng = (width: number, height: number, alpha = 1) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 60, b: 40, alpha } },
  })
    .png()
    .toBuffer();

describe.each(["disk", "s3"] as const)("assets on %s", (store) => {
  let api: ApiHarness;
  let origin: string;
  let closeServer: () => Promise<void>;
  let closeS3: (() => Promise<void>) | undefined;
  let teacher: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let moderator: { id: string; cookie: string };

  const person = async (roles: ("MODERATOR" | "ADMIN")[] = []) => {
    const user = await api.createUser(roles, { password: PASSWORD });
    return { id: user.id, cookie: await api.login(user.email, PASSWORD) };
  };

  const upload = async (
    who: { cookie: string } | null,
    data: Buffer,
    query: Record<string, string>,
    locale = "en",
  ) => {
    const res = await fetch(`${origin}/api/assets?${new URLSearchParams(query)}`, {
      method: "POST",
      body: new Uint8Array(data),
      headers: {
        "Content-Type": "application/octet-stream",
        "Accept-Language": locale,
        ...(who ? { Cookie: who.cookie } : {}),
      },
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        asset?: { id: string; mimeType: string; url: string; size: number };
        duplicate?: boolean;
        error?: { code: string; message: string };
      },
    };
  };
  const gql = (who: { cookie: string }) => api.withCookie(who.cookie, { "Accept-Language": "en" });

  beforeAll(async () => {
    const env: Record<string, string> = { ASSET_UPLOAD_MAX_MB: "1", ASSET_IMAGE_MAX_MB: "0.2" };
    if (store === "s3") {
      const s3 = await startS3Server();
      Object.assign(env, s3.env);
      closeS3 = s3.close;
    }
    api = await createApiHarness(env);
    const server = await api.listen();
    origin = server.origin;
    closeServer = server.close;
    teacher = await person();
    other = await person();
    moderator = await person(["MODERATOR"]);
  });
  afterAll(async () => {
    await closeServer?.();
    await api?.close();
    await closeS3?.();
  });

  it("uses the configured store", () => {
    expect(api.assets.storage.kind).toBe(store);
  });

  it("converts an image to WebP, keeps transparency, scales to 2560 px, and serves it with ranges, ETag and caching", async () => {
    const png = await sharp({
      create: {
        width: 3000,
        height: 1000,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0.5 },
      },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { status, body } = await upload(teacher, png, { kind: "IMAGE", fileName: "Banner.png" });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.asset?.mimeType).toBe("image/webp");
    const res = await fetch(`${origin}${body.asset!.url}`, { headers: { Cookie: teacher.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      "webp",
      2560,
      853,
      true,
    ]);

    const part = await fetch(`${origin}${body.asset!.url}`, {
      headers: { Cookie: teacher.cookie, Range: "bytes=10-19" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    const tail = await fetch(`${origin}${body.asset!.url}`, {
      headers: { Cookie: teacher.cookie, Range: "bytes=-5" },
    });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-5))).toBe(true);
    const beyond = await fetch(`${origin}${body.asset!.url}`, {
      headers: { Cookie: teacher.cookie, Range: `bytes=${bytes.length}-` },
    });
    expect(beyond.status).toBe(416);
    const cached = await fetch(`${origin}${body.asset!.url}`, {
      headers: { Cookie: teacher.cookie, "If-None-Match": etag },
    });
    expect(cached.status).toBe(304);
  });

  it("keeps animation", async () => {
    // Two frames of 8×8 (red, then blue) as an animated GIF.
    const raw = Buffer.alloc(8 * 16 * 3);
    for (let i = 0; i < 8 * 16; i++) raw[i * 3 + (i < 64 ? 0 : 2)] = 255;
    const animated = await sharp(raw, { raw: { width: 8, height: 16, channels: 3, pageHeight: 8 } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(2);
    const { status, body } = await upload(teacher, animated, {
      kind: "IMAGE",
      fileName: "blink.gif",
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const res = await fetch(`${origin}${body.asset!.url}`, { headers: { Cookie: teacher.cookie } });
    const meta = await sharp(Buffer.from(await res.arrayBuffer()), { animated: true }).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.pages).toBe(2);
  });

  it("refuses by content, not by name: a text file called .png, an SVG with script, an oversized file", async () => {
    const fake = await upload(teacher, Buffer.from("just some text, not a picture"), {
      kind: "IMAGE",
      fileName: "photo.png",
    });
    expect(fake.status).toBe(422);
    expect(fake.body.error?.message).toBe(
      "“photo.png” is not a valid image file (allowed: PNG, JPEG, WebP, GIF, AVIF, SVG).",
    );
    const wav = await upload(
      teacher,
      demoChimeWav(),
      { kind: "IMAGE", fileName: "sound.png" },
      "de",
    );
    expect(wav.status).toBe(422);
    expect(wav.body.error?.message).toContain("ist keine gültige Bilddatei");

    const evil = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const svg = await upload(teacher, evil, { kind: "IMAGE", fileName: "evil.svg" });
    expect(svg.status).toBe(422);
    expect(svg.body.error?.message).toContain("contains scripts or external references");
    const handler = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>',
    );
    expect((await upload(teacher, handler, { kind: "IMAGE", fileName: "h.svg" })).status).toBe(422);
    const clean = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0a0"/></svg>',
    );
    const ok = await upload(teacher, clean, { kind: "IMAGE", fileName: "clean.svg" });
    expect(ok.status).toBe(201);
    expect(ok.body.asset?.mimeType).toBe("image/webp");

    const big = Buffer.alloc(1024 * 1024 + 10, 1);
    const tooBig = await upload(teacher, big, { kind: "IMAGE", fileName: "huge.png" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error?.message).toBe("“huge.png” is too large: at most 1 MB.");

    // Noise compresses badly: within the upload limit, but over 0.2 MB as WebP.
    const noise = Buffer.alloc(700 * 500 * 3);
    let x = 12345;
    for (let i = 0; i < noise.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      noise[i] = x & 0xff;
    }
    const noisy = await sharp(noise, { raw: { width: 700, height: 500, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.length).toBeLessThan(1024 * 1024);
    const converted = await upload(teacher, noisy, { kind: "IMAGE", fileName: "noise.jpg" });
    expect(converted.status).toBe(422);
    expect(converted.body.error?.message).toBe(
      "“noise.jpg” is still too large after conversion to WebP: at most 0.2 MB.",
    );
    expect((await upload(null, clean, { kind: "IMAGE", fileName: "a.svg" })).status).toBe(401);
    expect(
      (await upload(teacher, clean, { kind: "IMAGE", fileName: "a.svg", curated: "1" })).status,
    ).toBe(403);
  });

  it("reads the duration of audio", async () => {
    const { status, body } = await upload(teacher, demoChimeWav(), {
      kind: "AUDIO",
      fileName: "chime.wav",
    });
    expect(status).toBe(201);
    expect(body.asset?.mimeType).toBe("audio/wav");
    const res = await gql(teacher)<{ asset: { durationSeconds: number } }>(
      "query($id: ID!) { asset(id: $id) { durationSeconds } }",
      { id: body.asset!.id },
    );
    expect(res.data?.asset.durationSeconds).toBeCloseTo(1.14, 1);
    const notAudio = await upload(teacher, await solidPng(4, 4), {
      kind: "AUDIO",
      fileName: "x.mp3",
    });
    expect(notAudio.status).toBe(422);
    expect(notAudio.body.error?.message).toContain("is not a valid audio file");
  });

  it("takes MP4 and WebM video by their content, keeps the format and reads the duration", async () => {
    const read = async (id: string) =>
      (
        await gql(teacher)<{
          asset: { durationSeconds: number; mimeType: string; width: number | null };
        }>("query($id: ID!) { asset(id: $id) { durationSeconds mimeType width } }", { id })
      ).data!.asset;
    const mp4 = await upload(teacher, mp4Header(2.5), { kind: "VIDEO", fileName: "Ebbe.mp4" });
    expect(mp4.status).toBe(201);
    expect(mp4.body.asset?.mimeType).toBe("video/mp4");
    expect((await read(mp4.body.asset!.id)).durationSeconds).toBeCloseTo(2.5, 2);
    const webm = await upload(teacher, await countdownWebm(), {
      kind: "VIDEO",
      // The name says MP4; the content decides.
      fileName: "Countdown.mp4",
    });
    expect(webm.status).toBe(201);
    const clip = await read(webm.body.asset!.id);
    expect(clip).toMatchObject({ mimeType: "video/webm", width: 320 });
    expect(clip.durationSeconds).toBeCloseTo(3, 1);
    // Served as stored, seekable.
    const part = await fetch(`${origin}${webm.body.asset!.url}`, {
      headers: { Cookie: teacher.cookie, Range: "bytes=0-3" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("video/webm");
    expect(Buffer.from(await part.arrayBuffer()).toString("hex")).toBe("1a45dfa3");
    // A sound or a picture is no video.
    const wav = await upload(teacher, demoChimeWav(), { kind: "VIDEO", fileName: "ton.mp4" });
    expect(wav.status).toBe(422);
    expect(wav.body.error?.message).toBe(
      "“ton.mp4” is not a valid video file (allowed: MP4, WebM).",
    );
  });

  it("stores identical files once", async () => {
    const png = await solidPng(31, 17);
    const first = await upload(teacher, png, { kind: "IMAGE", fileName: "same.png" });
    const again = await upload(teacher, png, { kind: "IMAGE", fileName: "same-again.png" });
    expect(again.body.asset?.id).toBe(first.body.asset?.id);
    expect(again.body.duplicate).toBe(true);
    const theirs = await upload(other, png, { kind: "IMAGE", fileName: "mine.png" });
    expect(theirs.status).toBe(201);
    expect(theirs.body.asset?.id).not.toBe(first.body.asset?.id);
    const rows = await api.db.prisma.asset.findMany({
      where: { id: { in: [first.body.asset!.id, theirs.body.asset!.id] } },
    });
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(1);
    // Deleting one keeps the shared file; deleting the last removes it.
    const key = rows[0]!.storageKey;
    expect(
      (
        await gql(other)("mutation($id: ID!) { deleteAsset(id: $id) }", {
          id: theirs.body.asset!.id,
        })
      ).errors,
    ).toBeUndefined();
    expect(await api.assets.storage.stat(key)).not.toBeNull();
    await gql(teacher)("mutation($id: ID!) { deleteAsset(id: $id) }", { id: first.body.asset!.id });
    expect(await api.assets.storage.stat(key)).toBeNull();
  });

  it("private uploads stay private until a published game uses them", async () => {
    const { body } = await upload(teacher, await solidPng(5, 6), {
      kind: "IMAGE",
      fileName: "secret.png",
    });
    const url = `${origin}${body.asset!.url}`;
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await fetch(url, { headers: { Cookie: teacher.cookie } })).status).toBe(200);
    const mine = await gql(other)<{ assets: { id: string }[] }>(
      "{ assets(kind: IMAGE, library: MINE) { id } }",
    );
    expect(mine.data?.assets.map((a) => a.id)).not.toContain(body.asset!.id);
    expect(
      (await gql(other)("query($id: ID!) { asset(id: $id) { id } }", { id: body.asset!.id }))
        .errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
    const game = await api.db.prisma.game.create({
      data: { title: "Öffentlich", status: "PUBLISHED", document: {}, ownerId: teacher.id },
    });
    await gql(teacher)(
      "mutation($g: Int!, $a: ID!) { addAssetToGame(gameId: $g, assetId: $a) { id } }",
      {
        g: game.id,
        a: body.asset!.id,
      },
    );
    expect((await fetch(url)).status).toBe(200);

    // Used by an element of a published game (not in its gallery): readable by its players too.
    const used = await upload(teacher, await solidPng(7, 6), {
      kind: "IMAGE",
      fileName: "used.png",
    });
    const usedUrl = `${origin}${used.body.asset!.url}`;
    expect((await fetch(usedUrl)).status).toBe(404);
    await api.db.prisma.game.create({
      data: {
        title: "Mit Bild",
        status: "UNLISTED",
        document: {
          scenes: [{ elements: [{ id: "el1", props: { src: used.body.asset!.id } }] }],
        },
        ownerId: teacher.id,
      },
    });
    expect((await fetch(usedUrl)).status).toBe(200);
  });

  it("galleries: curated versus own, search by name and by tag in both languages, sort, rename, tags, game gallery, delete", async () => {
    const tagRes = await gql(moderator)<{ createTag: { id: string; slug: string } }>(
      'mutation { createTag(nameEn: "Treasure chest", nameDe: "Schatztruhe") { id slug } }',
    );
    expect(tagRes.data?.createTag.slug).toBe("treasure-chest");
    const tagId = tagRes.data!.createTag.id;
    const curated = await upload(moderator, await solidPng(9, 9), {
      kind: "IMAGE",
      fileName: "Zebra.png",
      curated: "1",
    });
    expect(curated.status).toBe(201);
    const own = await upload(teacher, await solidPng(10, 9), {
      kind: "IMAGE",
      fileName: "Apfel.png",
    });
    const tagged = await gql(moderator)<{ setAssetTags: { tags: { slug: string }[] } }>(
      "mutation($id: ID!, $t: [ID!]!) { setAssetTags(id: $id, tagIds: $t) { tags { slug } } }",
      { id: curated.body.asset!.id, t: [tagId] },
    );
    expect(tagged.data?.setAssetTags.tags).toEqual([{ slug: "treasure-chest" }]);
    // The teacher may not tag the curated library.
    const denied = await gql(teacher)(
      "mutation($id: ID!, $t: [ID!]!) { setAssetTags(id: $id, tagIds: $t) { id } }",
      {
        id: curated.body.asset!.id,
        t: [],
      },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    const find = async (library: string, search: string) =>
      (
        await gql(teacher)<{ assets: { name: string }[] }>(
          `query($s: String) { assets(kind: IMAGE, library: ${library}, search: $s, sort: NAME, direction: ASC) { name } }`,
          { s: search },
        )
      ).data!.assets.map((a) => a.name);
    expect(await find("CURATED", "schatz")).toEqual(["Zebra"]);
    expect(await find("CURATED", "Treasure")).toEqual(["Zebra"]);
    expect(await find("CURATED", "zeb")).toEqual(["Zebra"]);
    expect(await find("CURATED", "apfel")).toEqual([]);
    expect(await find("MINE", "apfel")).toEqual(["Apfel"]);
    expect(await find("MINE", "zebra")).toEqual([]);
    const sorted = async (direction: string) =>
      (
        await gql(teacher)<{ assets: { name: string }[] }>(
          `{ assets(kind: IMAGE, library: MINE, sort: NAME, direction: ${direction}) { name } }`,
        )
      ).data!.assets.map((a) => a.name);
    // As people read names: case and umlauts aside, numbers by value.
    for (const [name, size] of [
      ["äquator", 12],
      ["Karte 10", 13],
      ["Karte 9", 14],
    ] as const)
      expect(
        (await upload(teacher, await solidPng(size, 7), { kind: "IMAGE", fileName: `${name}.png` }))
          .status,
      ).toBe(201);
    const asc = await sorted("ASC");
    const order = ["Apfel", "äquator", "Banner", "Karte 9", "Karte 10", "secret"];
    expect(asc.filter((n) => order.includes(n))).toEqual(order);
    expect(await sorted("DESC")).toEqual(asc.toReversed());
    const byCreated = async (direction: string) =>
      (
        await gql(teacher)<{ assets: { name: string }[] }>(
          `{ assets(kind: IMAGE, library: MINE, sort: CREATED, direction: ${direction}) { name } }`,
        )
      ).data!.assets.map((a) => a.name);
    // The newest first: the last uploaded above.
    expect((await byCreated("DESC"))[0]).toBe("Karte 9");
    expect(await byCreated("ASC")).toEqual((await byCreated("DESC")).toReversed());

    const renamed = await gql(teacher)<{ renameAsset: { name: string } }>(
      'mutation($id: ID!) { renameAsset(id: $id, name: "  Roter Apfel ") { name } }',
      { id: own.body.asset!.id },
    );
    expect(renamed.data?.renameAsset.name).toBe("Roter Apfel");
    const empty = await gql(teacher)(
      'mutation($id: ID!) { renameAsset(id: $id, name: " ") { name } }',
      {
        id: own.body.asset!.id,
      },
    );
    expect(empty.errors?.[0]?.message).toBe("The name must not be empty");

    const game = await api.db.prisma.game.create({
      data: { title: "Schatzsuche", document: {}, ownerId: teacher.id },
    });
    const add = (a: string) =>
      gql(teacher)(
        "mutation($g: Int!, $a: ID!) { addAssetToGame(gameId: $g, assetId: $a) { id } }",
        {
          g: game.id,
          a,
        },
      );
    expect((await add(curated.body.asset!.id)).errors).toBeUndefined();
    const twice = await add(curated.body.asset!.id);
    expect(twice.errors?.[0]?.message).toBe("This asset is already in the game's gallery.");
    const gallery = await gql(teacher)<{ assets: { name: string }[] }>(
      "query($g: Int!) { assets(kind: IMAGE, library: GAME, gameId: $g) { name } }",
      { g: game.id },
    );
    expect(gallery.data?.assets.map((a) => a.name)).toEqual(["Zebra"]);
    // Uploading into a game's gallery what is already there is refused with the same message.
    await add(own.body.asset!.id);
    const reUpload = await upload(teacher, await solidPng(10, 9), {
      kind: "IMAGE",
      fileName: "Apfel.png",
      gameId: String(game.id),
    });
    expect(reUpload.status).toBe(409);
    expect(reUpload.body.error?.message).toBe("This asset is already in the game's gallery.");

    // Deleting an asset used by a game names the game first.
    const del = await gql(moderator)<{ deleteAsset: boolean }>(
      "mutation($id: ID!) { deleteAsset(id: $id) }",
      {
        id: curated.body.asset!.id,
      },
    );
    expect(del.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(del.errors?.[0]?.message).toContain("Schatzsuche");
    const usedBy = await gql(moderator)<{ asset: { usedBy: { title: string }[] } }>(
      "query($id: ID!) { asset(id: $id) { usedBy { title } } }",
      { id: curated.body.asset!.id },
    );
    expect(usedBy.data?.asset.usedBy).toEqual([{ title: "Schatzsuche" }]);
    const confirmed = await gql(moderator)<{ deleteAsset: boolean }>(
      "mutation($id: ID!) { deleteAsset(id: $id, confirmUsed: true) }",
      { id: curated.body.asset!.id },
    );
    expect(confirmed.data?.deleteAsset).toBe(true);
    expect(await find("CURATED", "zebra")).toEqual([]);
  });

  it("tags: English required, duplicates refused, slug fixed at creation", async () => {
    const m = gql(moderator);
    const noEn = await m('mutation { createTag(nameEn: "  ", nameDe: "Nur Deutsch") { id } }');
    expect(noEn.errors?.[0]?.message).toBe("The English translation is required");
    const created = await m<{ createTag: { id: string; slug: string } }>(
      'mutation { createTag(nameEn: "Key", nameDe: "Schlüssel") { id slug } }',
    );
    expect(created.data?.createTag.slug).toBe("key");
    const dup = await m('mutation { createTag(nameEn: "key") { id } }');
    expect(dup.errors?.[0]?.message).toBe("A tag named “Key” already exists");
    const dupDe = await m('mutation { createTag(nameEn: "Lock key", nameDe: "schlüssel") { id } }');
    expect(dupDe.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const updated = await m<{ updateTag: { slug: string; nameEn: string; nameDe: string } }>(
      'mutation($id: ID!) { updateTag(id: $id, nameEn: "Golden key", nameDe: "Goldener Schlüssel") { slug nameEn nameDe } }',
      { id: created.data!.createTag.id },
    );
    expect(updated.data?.updateTag).toEqual({
      slug: "key",
      nameEn: "Golden key",
      nameDe: "Goldener Schlüssel",
    });
    const again = await m<{ createTag: { slug: string } }>(
      'mutation { createTag(nameEn: "Key") { slug } }',
    );
    expect(again.data?.createTag.slug).toBe("key-2");
    const search = await gql(teacher)<{ tags: { slug: string }[] }>(
      '{ tags(search: "goldener") { slug } }',
    );
    expect(search.data?.tags).toEqual([{ slug: "key" }]);
    expect(
      (await m("mutation($id: ID!) { deleteTag(id: $id) }", { id: created.data!.createTag.id }))
        .data,
    ).toEqual({
      deleteTag: true,
    });
  });
});
