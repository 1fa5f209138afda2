// The shared SSR entry: React Router's default, with the per-request CSP nonce (see the shell).
import { LOCALES } from "@exitgame/player/kit";
import { loadCatalogues } from "./catalogues";

// Every page renders in either language: the server has both catalogues from the start.
await loadCatalogues(LOCALES, { all: true });

export { handleDocumentRequest as default, streamTimeout } from "@exitgame/player/kit/entry.server";
