import { createContext, useContext } from "react";

/** Request header through which the API server hands each response's CSP nonce to the SSR entry. */
export const CSP_NONCE_HEADER = "x-exitgame-csp-nonce";

/**
 * Response header of a page that shows one published game version and nothing of the visitor
 * but the request itself (URL, language, cookies): `<game id>:<documentVersion>`. The API server
 * keeps such pages for visitors without a session and drops them when the game changes
 * (api/src/http/page-cache.ts); it never sends this header on.
 */
export const PAGE_GAME_HEADER = "x-exitgame-page-game";

/**
 * The CSP nonce of the current server render (undefined in the browser, where it is not needed:
 * scripts React Router adds after hydration are module imports from our own origin).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
