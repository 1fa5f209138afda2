import { createContext, useContext } from "react";

/** Request header through which the API server hands each response's CSP nonce to the SSR entry. */
export const CSP_NONCE_HEADER = "x-exitgame-csp-nonce";

/**
 * The CSP nonce of the current server render (undefined in the browser, where it is not needed:
 * scripts React Router adds after hydration are module imports from our own origin).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
