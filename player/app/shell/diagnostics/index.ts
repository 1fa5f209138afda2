/** Wording of engine diagnostics; no React here, so the API can import it. */
export { formatDiagnostic, formatMore, summarizeDiagnostics } from "./format";
export { MESSAGES, PROBLEMS } from "./messages";
