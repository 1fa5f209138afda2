import { LINK_ORIGIN_HEADER, linkOrigin } from "./host-policy";
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

/**
 * Base of links in mails and game URLs: what `hostPolicy` (http/host-policy.ts) decided for this
 * request — PUBLIC_URL, a listed host, or http://localhost:PORT — never the bare Host header.
 */
export function publicOrigin(
  request: Request,
  config: Pick<Config, "PUBLIC_URL" | "ALLOWED_HOSTS" | "PORT">,
): string {
  return (
    request.headers.get(LINK_ORIGIN_HEADER) ??
    linkOrigin(config, { protocol: "http", host: undefined, localPort: config.PORT })
  );
}
