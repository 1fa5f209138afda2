/**
 * Where the app-update notice may show: plain data, no xstate, so that an app can decide whether
 * to poll for a newer build without loading the machine (update-notice.machine re-exports it).
 */
export const UPDATE_ELIGIBLE_PREFIXES = ["/dashboard", "/editor", "/admin"] as const;

/** Only under /dashboard, /editor and /admin; never the root, /play/, /auth/, /competitions/. */
export function isUpdateEligiblePath(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? "";
  return UPDATE_ELIGIBLE_PREFIXES.some((p) => clean === p || clean.startsWith(`${p}/`));
}
