import type { Locale } from "@exitgame/engine";
import { translate, type MessageKey } from "../i18n/messages";

/** A refusal with its HTTP status and a message key (translated by the route). */
export class CompetitionApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly details?: unknown,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = "CompetitionApiError";
  }
  message_(locale: Locale): string {
    return translate(locale, this.key, this.params);
  }
}
