import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { assertKey, type AssetStorage } from "./storage";

export interface S3Options {
  /** e.g. http://127.0.0.1:9000 (MinIO, Garage), https://<account>.r2.cloudflarestorage.com; AWS when omitted. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO, Garage need it). */
  forcePathStyle: boolean;
}

/**
 * Where a bucket's objects are: path style (endpoint/bucket/key: MinIO, Garage, s3rver) or
 * virtual-hosted style (bucket.endpoint/key: AWS, R2); AWS's regional endpoint without one.
 */
export function s3BaseUrl(
  options: Pick<S3Options, "endpoint" | "bucket" | "region" | "forcePathStyle">,
): string {
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(
    /\/$/,
    "",
  );
  if (options.forcePathStyle) return `${endpoint}/${encodeURIComponent(options.bucket)}`;
  const url = new URL(endpoint);
  url.hostname = `${options.bucket}.${url.hostname}`;
  return url.toString().replace(/\/$/, "");
}

/** Any S3-compatible object store, spoken to with signed (SigV4) HTTP requests. */
export function s3Storage(options: S3Options): AssetStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  });
  const base = s3BaseUrl(options);
  const url = (key: string) => {
    assertKey(key);
    return `${base}/${encodeURIComponent(key)}`;
  };
  const fail = async (what: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => "");
    throw new Error(`S3 ${what} failed: HTTP ${res.status} ${text.slice(0, 300)}`);
  };
  const storage: AssetStorage = {
    kind: "s3",
    async putFile(key, file, contentType) {
      // One signed PUT with the whole body (S3 needs its length up front); files are bounded
      // by the media upload limit.
      await storage.put(key, await readFile(file), contentType);
    },
    async put(key, data, contentType) {
      const res = await client.fetch(url(key), {
        method: "PUT",
        body: new Uint8Array(data) as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": contentType, "Content-Length": String(data.length) },
      });
      if (!res.ok) await fail("PUT", res);
      await res.arrayBuffer();
    },
    async stat(key) {
      const res = await client.fetch(url(key), { method: "HEAD" });
      if (res.status === 404) return null;
      if (!res.ok) await fail("HEAD", res);
      return { size: Number(res.headers.get("content-length")) };
    },
    async get(key, range) {
      const res = await client.fetch(url(key), {
        headers: range ? { Range: `bytes=${range.start}-${range.end}` } : {},
      });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok || !res.body) await fail("GET", res);
      let size = Number(res.headers.get("content-length"));
      const total = /\/(\d+)$/.exec(res.headers.get("content-range") ?? "");
      if (res.status === 206 && total) size = Number(total[1]);
      return { size, body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>) };
    },
    async delete(key) {
      const res = await client.fetch(url(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) await fail("DELETE", res);
      await res.arrayBuffer().catch(() => {});
    },
  };
  return storage;
}
