/**
 * Asks the app's static path whether a newer build was deployed: `builds/latest.json`
 * names the build now served; its `builds/meta/<id>.json` confirms that build is complete.
 */
import type { BuildInfo } from "./build-info";

export { UPDATE_CHECK_INTERVAL_MS } from "./build-info";

export type UpdateCheckResult = "available" | "current" | "unknown";

const isBuildInfo = (value: unknown): value is BuildInfo =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as BuildInfo).id === "string" &&
  typeof (value as BuildInfo).timestamp === "number";

async function getJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const res = await fetcher(url, { cache: "no-store", headers: { Accept: "application/json" } });
  if (!res.ok) return null;
  return res.json();
}

/**
 * "available" when another complete build is served, "current" when ours is (an update that
 * was rolled back is gone again), "unknown" when the files cannot be read (offline, a deploy
 * half done): then nothing changes.
 */
export async function checkForUpdate(
  current: BuildInfo,
  base: string,
  fetcher: typeof fetch = fetch,
): Promise<UpdateCheckResult> {
  try {
    const latest = await getJson(fetcher, `${base}builds/latest.json`);
    if (!isBuildInfo(latest)) return "unknown";
    if (latest.id === current.id) return "current";
    const meta = await getJson(fetcher, `${base}builds/meta/${encodeURIComponent(latest.id)}.json`);
    return isBuildInfo(meta) && meta.id === latest.id ? "available" : "unknown";
  } catch {
    return "unknown";
  }
}
