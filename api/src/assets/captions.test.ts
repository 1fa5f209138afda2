/**
 * WebVTT caption files in the galleries: taken by their content (a first line "WEBVTT", UTF-8
 * text), size-limited, served as text/vtt; anything else is refused with a translated message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { isWebVtt } from "./inspect";

const PASSWORD = "correct horse battery staple";
const VTT = `WEBVTT - Labor

00:00.000 --> 00:02.500
Professorin Kolbe: Hilfe, ich habe mich ausgesperrt!
`;

describe("WebVTT check", () => {
  it("takes a first line WEBVTT (alone or with a header), with or without BOM", () => {
    expect(isWebVtt(Buffer.from(VTT))).toBe(true);
    expect(isWebVtt(Buffer.from("WEBVTT"))).toBe(true);
    expect(isWebVtt(Buffer.from("\uFEFFWEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\nHallo\r\n"))).toBe(
      true,
    );
    expect(isWebVtt(Buffer.from("WEBVTTX\n"))).toBe(false);
    expect(isWebVtt(Buffer.from("1\n00:00:00,000 --> 00:00:01,000\nSRT, not VTT\n"))).toBe(false);
    expect(isWebVtt(Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toBe(
      false,
    );
    expect(isWebVtt(Buffer.from("WEBVTT\n\0binary"))).toBe(false);
  });
});

describe("captions in the galleries", () => {
  let api: ApiHarness;
  let origin: string;
  let closeServer: () => Promise<void>;
  let teacher: { cookie: string };

  const upload = async (data: Buffer, fileName: string, locale = "en") => {
    const res = await fetch(
      `${origin}/api/assets?${new URLSearchParams({ kind: "CAPTIONS", fileName })}`,
      {
        method: "POST",
        body: new Uint8Array(data),
        headers: {
          "Content-Type": "application/octet-stream",
          "Accept-Language": locale,
          Cookie: teacher.cookie,
        },
      },
    );
    return {
      status: res.status,
      body: (await res.json()) as {
        asset?: { id: string; mimeType: string; url: string };
        error?: { message: string };
      },
    };
  };

  beforeAll(async () => {
    api = await createApiHarness({});
    const server = await api.listen();
    origin = server.origin;
    closeServer = server.close;
    const user = await api.createUser([], { password: PASSWORD });
    teacher = { cookie: await api.login(user.email, PASSWORD) };
  });
  afterAll(async () => {
    await closeServer?.();
    await api?.close();
  });

  it("stores a .vtt file as text/vtt and lists it in the captions gallery", async () => {
    const { status, body } = await upload(Buffer.from(VTT), "labor.de.vtt");
    expect(status).toBe(201);
    expect(body.asset?.mimeType).toBe("text/vtt");
    const served = await fetch(new URL(body.asset!.url, origin), {
      headers: { Cookie: teacher.cookie },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toContain("text/vtt");
    expect(await served.text()).toBe(VTT);
    const listed = await api.withCookie(teacher.cookie, { "Accept-Language": "en" })<{
      asset: { kind: string; name: string };
    }>("query($id: ID!) { asset(id: $id) { kind name } }", { id: body.asset!.id });
    expect(listed.data?.asset.kind).toBe("CAPTIONS");
  });

  it("refuses what is not WebVTT, and files over 512 KB, in the reader's language", async () => {
    const srt = await upload(Buffer.from("1\n00:00:00,000 --> 00:00:01,000\nHallo\n"), "a.vtt");
    expect(srt.status).toBe(422);
    expect(srt.body.error?.message).toBe(
      "“a.vtt” is not a valid captions file (allowed: WebVTT, .vtt, starting with “WEBVTT”).",
    );
    const de = await upload(Buffer.from("kein Untertitel"), "b.vtt", "de");
    expect(de.body.error?.message).toContain("ist keine gültige Untertiteldatei");
    const big = Buffer.concat([Buffer.from("WEBVTT\n\n"), Buffer.alloc(600 * 1024, 0x41)]);
    const tooBig = await upload(big, "huge.vtt");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error?.message).toBe("“huge.vtt” is too large: at most 0.5 MB.");
  });
});
