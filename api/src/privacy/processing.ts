/**
 * The sub-processors this instance is configured with (the privacy page "what is stored where",
 * issue 27): only host names, read from the configuration; never credentials, paths or keys.
 */
import type { Config } from "../config";

/** The host (and port) of a URL, without user, password, path or query; null when absent or unparsable. */
export function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

export function subProcessorHosts(
  config: Pick<
    Config,
    "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "SMTP_URL" | "AI_CHAT_BASE_URL" | "AI_CHAT"
  >,
): { storage: string | null; mail: string | null; ai: string | null } {
  return {
    storage: config.S3_BUCKET
      ? (hostOf(config.S3_ENDPOINT) ?? `s3.${config.S3_REGION}.amazonaws.com`)
      : null,
    mail: hostOf(config.SMTP_URL),
    ai: config.AI_CHAT === "on" ? hostOf(config.AI_CHAT_BASE_URL) : null,
  };
}
