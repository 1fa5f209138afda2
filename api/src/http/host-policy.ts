import type { RequestHandler } from "express";
import type { Config } from "../config";
import { sendClientError } from "./client-errors";

/**
 * Request header that carries the origin links are built from (mails, game URLs, the JSXGraph
 * frame) to the GraphQL context; set here on every request, never taken from the client.
 */
export const LINK_ORIGIN_HEADER = "x-exitgame-link-origin";

/** host, host:port, [v6]:port — nothing with quotes, spaces, slashes or user info. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/i;

export function isValidHost(host: string | undefined): host is string {
  return typeof host === "string" && host.length <= 255 && HOST.test(host);
}

type HostConfig = Pick<Config, "PUBLIC_URL" | "ALLOWED_HOSTS">;

/**
 * Where links point: PUBLIC_URL when set; else the request's host when it is in ALLOWED_HOSTS;
 * else http://localhost:<the port the server listens on>. The Host header alone never decides a
 * link (a forged Host must not put a genuine reset token into a link to another site).
 */
export function linkOrigin(
  config: HostConfig,
  request: { protocol: string; host: string | undefined; localPort: number | undefined },
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  const host = request.host?.toLowerCase();
  if (host && config.ALLOWED_HOSTS.length > 0 && isAllowedHost(config, host))
    return `${request.protocol}://${host}`;
  return `http://localhost:${request.localPort ?? 3000}`;
}

/**
 * Whether a host is on ALLOWED_HOSTS (everything is when the list is empty). An entry without a
 * port matches the name on any port ("games.example" matches "games.example:8080").
 */
export function isAllowedHost(config: Pick<Config, "ALLOWED_HOSTS">, host: string | undefined) {
  if (config.ALLOWED_HOSTS.length === 0) return true;
  if (!host) return false;
  const lower = host.toLowerCase();
  const name = lower.replace(/:\d+$/, "");
  return config.ALLOWED_HOSTS.some((entry) => entry === lower || entry === name);
}

/** Whether links would fall back to localhost (worth a warning at start). */
export const linksFallBackToLocalhost = (config: HostConfig) =>
  !config.PUBLIC_URL && config.ALLOWED_HOSTS.length === 0;

/**
 * A malformed Host (quotes, spaces, …) is a 400; with ALLOWED_HOSTS set, so is any host not on
 * the list, except on /healthz, /readyz and /metrics (load balancers and Prometheus call them
 * by address, or without a Host at all).
 * Then the origin for links goes to the rest of the server in LINK_ORIGIN_HEADER.
 */
export function hostPolicy(config: HostConfig): RequestHandler {
  return (req, res, next) => {
    delete req.headers[LINK_ORIGIN_HEADER];
    const rawHost = req.headers.host;
    let host: string | undefined;
    try {
      host = req.host; // X-Forwarded-Host from a trusted proxy (loopback), else Host
    } catch {
      host = undefined;
    }
    const health = req.path === "/healthz" || req.path === "/readyz" || req.path === "/metrics";
    const valid = rawHost === undefined ? health : isValidHost(rawHost) && isValidHost(host);
    if (!valid || !(health || isAllowedHost(config, host))) {
      sendClientError(req, res, 400, "BAD_HOST", "http.badHost");
      return;
    }
    req.headers[LINK_ORIGIN_HEADER] = linkOrigin(config, {
      protocol: req.protocol,
      host,
      localPort: req.socket.localPort,
    });
    next();
  };
}
