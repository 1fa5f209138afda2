/** Kit: the list of a document's problems, on its own so the editor can load it lazily. */
export { DiagnosticList, type DiagnosticListProps } from "../shell/diagnostics/DiagnosticList";
