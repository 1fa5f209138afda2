import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { receiveToTempFile, removeTempFile, UploadAborted } from "./temp-file";

describe("receiving an upload into a temporary file", () => {
  it("keeps the bytes, their size and SHA-256", async () => {
    const stream = new PassThrough();
    const received = receiveToTempFile(stream, 100);
    stream.write(Buffer.from("Hallo, "));
    stream.end(Buffer.from("Welt"));
    const file = await received;
    expect(file?.size).toBe(11);
    expect(file?.sha256).toBe(createHash("sha256").update("Hallo, Welt").digest("hex"));
    expect(readFileSync(file!.path, "utf8")).toBe("Hallo, Welt");
    await removeTempFile(file!);
    expect(existsSync(file!.path)).toBe(false);
  });

  it("gives up beyond the limit", async () => {
    const stream = new PassThrough();
    const received = receiveToTempFile(stream, 10);
    stream.end(Buffer.alloc(11, 1));
    expect(await received).toBeNull();
  });

  it("notices a client that went away before the end", async () => {
    const stream = new PassThrough();
    const received = receiveToTempFile(stream, 100);
    stream.write(Buffer.from("abc"));
    stream.destroy();
    await expect(received).rejects.toBeInstanceOf(UploadAborted);
  });
});
