import type { Config } from "../config";

/**
 * The express middleware `normalizeForwarded` (http/security.ts) rewrites X-Forwarded-For,
 * -Proto and -Host on every request to what express derived under its trust-proxy setting, so
 * these headers can be believed here; server-side loaders pass them on over loopback.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

export function isSecureRequest(request: Request, config: Pick<Config, "PUBLIC_URL">): boolean {
  if (config.PUBLIC_URL?.startsWith("https:")) return true;
  const proto = request.headers.get("x-forwarded-proto");
  if (proto) return proto.split(",")[0]?.trim() === "https";
  return new URL(request.url).protocol === "https:";
}

/** Base of links in mails and game URLs: PUBLIC_URL, else the origin the visitor used. */
export function publicOrigin(request: Request, config: Pick<Config, "PUBLIC_URL">): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, "");
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? url.host;
  const proto =
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ??
    url.protocol.replace(/:$/, "");
  return `${proto}://${host}`;
}
