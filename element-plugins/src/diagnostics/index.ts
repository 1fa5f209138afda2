/**
 * Wording of the engine's diagnostics (validate(), the runtime, parseGameDocument) in German and
 * English. It lives here, beside the element strings it quotes, so the API, the editor and the
 * player all word a diagnostic with the same sentences without importing an app. No React.
 */
export { formatDiagnostic, formatMore, summarizeDiagnostics } from "./format";
export { MESSAGES, PROBLEMS } from "./messages";
