/** Shapes and file names shared by the embedded PostgreSQL modules. */

export type DbLogger = (msg: string, extra?: object) => void;

export interface EmbeddedPostgresOptions {
  /** The PostgreSQL data directory (PGDATA), e.g. `<DATA_DIR>/postgres`. */
  pgDataDir: string;
  /** Name of the application database, created when missing. Default `exitgame`. */
  database?: string;
  log?: DbLogger;
  /** How long to wait for the server to accept connections (crash recovery can take a while). */
  startTimeoutMs?: number;
}

export interface EmbeddedPostgres {
  /** Connection URL of the application database. */
  url: string;
  port: number;
  pgDataDir: string;
  /** Pid of the postmaster. */
  pid: number;
  /** False when an already running server owned by another live process was reused. */
  startedByUs: boolean;
  /** Stops the server cleanly if we started it; otherwise only forgets it. Idempotent. */
  stop(): Promise<void>;
  /** Settles when the postmaster exits, for whatever reason (only for a server we started). */
  exited?: Promise<void>;
}

export interface Meta {
  version: 1;
  port: number;
  user: string;
  password: string;
}

export interface Owner {
  pid: number;
  /** Process start time (Linux: field 22 of /proc/<pid>/stat), guards against pid reuse. */
  startTime: string | null;
  postmasterPid: number;
  startedAt: string;
}

export const META_FILE = "exitgame-embedded.json";
export const OWNER_FILE = "exitgame-owner.json";
export const LOG_FILE = "exitgame-embedded.log";
export const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_DATABASE = "exitgame";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const noop: DbLogger = () => {};
