/**
 * Where asset files live. One interface, two implementations chosen by configuration: the local
 * disk (default, DATA_DIR/assets) and any S3-compatible object store (S3_BUCKET set), so that
 * several API instances can share assets. Keys are content addresses (hex SHA-256 of the
 * stored bytes) or the demo's older names; both match STORAGE_KEY.
 */
import type { Readable } from "node:stream";
import type { Config } from "../config";
import { diskStorage } from "./storage-disk";
import { s3Storage } from "./storage-s3";

export const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** Size of the whole object in bytes. */
  size: number;
  /** The requested range (or the whole object). */
  body: Readable;
}

export interface AssetStorage {
  readonly kind: "disk" | "s3";
  /** Writes (or overwrites) an object. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Writes (or overwrites) an object from a local file (uploads of audio and video). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Size of an object, or null when it does not exist. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The object (or a range of it), or null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

export type StorageConfig = Pick<
  Config,
  | "dataDir"
  | "S3_ENDPOINT"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** S3 when a bucket is configured, the local disk otherwise. */
export function createStorage(config: StorageConfig): AssetStorage {
  if (config.S3_BUCKET)
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  return diskStorage(config.dataDir);
}
