/** Errors browsers raise when a code chunk cannot be loaded, e.g. because a deploy replaced it. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_ERROR_PATTERNS.some((p) => p.test(message));
}

export const CHUNK_RELOAD_STORAGE_KEY = "exitgame.chunkReloadAt";

/** When this tab last reloaded after a chunk load error (kept across the reload). */
export function readLastChunkReload(storage: Pick<Storage, "getItem"> | null): number | null {
  try {
    const raw = storage?.getItem(CHUNK_RELOAD_STORAGE_KEY);
    const at = raw ? Number(raw) : NaN;
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/** False when it cannot be kept: without a guard that survives the reload, do not reload. */
export function writeLastChunkReload(
  storage: Pick<Storage, "setItem"> | null,
  at: number,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
    return true;
  } catch {
    return false;
  }
}
