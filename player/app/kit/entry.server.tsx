/** Kit (server): server rendering of a React Router app (streaming, CSP nonce, bots). */
export * from "../shell/entry.server";
