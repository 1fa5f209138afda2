/**
 * Whether the play page was launched from a learning platform: LTI with grades (#lti=…) or a
 * SCORM launcher (#scorm=…) hands the page a token in the URL fragment, which the page keeps for
 * the tab. Most plays have neither, so the code that reports to the platform (lti-report.ts,
 * scorm-relay.ts) loads only when the page has such a token.
 */

/** Where the tab keeps an LTI launch's token for a game. */
export const ltiStorageKey = (gameId: number) => `exitgame:lti:${gameId}`;
/** Where the tab keeps a SCORM launch's token (scope: `game:<id>` or `competition:<id>`). */
export const scormStorageKey = (scope: string) => `exitgame:scorm:${scope}`;

/** A launch token for this game in the fragment or kept for this tab. */
export function hasLaunch(gameId: number, location: Location, storage: Storage | null): boolean {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.has("lti") || fragment.has("scorm")) return true;
  return (
    storage?.getItem(ltiStorageKey(gameId)) != null ||
    storage?.getItem(scormStorageKey(`game:${gameId}`)) != null
  );
}

/** sessionStorage, or null in a frame on another site whose storage the browser blocks. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
