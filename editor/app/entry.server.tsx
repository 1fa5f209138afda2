// The shared SSR entry: React Router's default, with the per-request CSP nonce (see the shell).
export { handleDocumentRequest as default, streamTimeout } from "@exitgame/player/kit/entry.server";
