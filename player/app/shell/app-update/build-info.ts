/** The build this client belongs to, compiled in by player/build-meta.ts. */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

declare const __EXITGAME_BUILD__: BuildInfo | undefined;

/** Outside a Vite build (unit tests) there is no build id, and the update check stays off. */
export const CURRENT_BUILD: BuildInfo | null =
  typeof __EXITGAME_BUILD__ === "undefined" || __EXITGAME_BUILD__.id === "development"
    ? null
    : __EXITGAME_BUILD__;

/** How often an open tab on an eligible path asks: every 5 minutes, and when it becomes visible. */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60 * 1000;
