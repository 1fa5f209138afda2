import { pino, type Logger } from "pino";
import { currentRequestId } from "./request-context";

export type { Logger };

/** Structured JSON logs on stdout, one line per event; lines made for a request carry its id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "exitgame" },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
}
