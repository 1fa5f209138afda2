/**
 * An LTI 1.3 platform for tests, on `jose`: its own key pairs, its JWKS served over real HTTP,
 * and id_tokens signed the way an LMS signs them. Only tests import this file.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";

export const CLAIM = "https://purl.imsglobal.org/spec/lti/claim/";

interface PlatformKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function platformKey(kid: string): Promise<PlatformKey> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256" } };
}

export interface FakePlatform {
  origin: string;
  issuer: string;
  clientId: string;
  jwksUrl: string;
  authLoginUrl: string;
  /** How often the tool fetched the JWKS. */
  jwksFetches(): number;
  /**
   * What the platform's OIDC auth endpoint (GET /auth) answers, given the tool's request: e.g. a
   * page that posts the id_token to redirect_uri, as an LMS does.
   */
  authResponse?: (query: URLSearchParams) => Promise<string>;
  /** The keys the JWKS publishes (replace to rotate). */
  published: PlatformKey[];
  /** Signs an id_token; `key` defaults to the first published key. */
  sign(
    payload: JWTPayload,
    options?: {
      key?: PlatformKey;
      kid?: string;
      iat?: number;
      exp?: number;
      aud?: string | string[];
    },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startFakePlatform(
  port: number,
  clientId = "tool-client",
): Promise<FakePlatform> {
  let fetches = 0;
  const published = [await platformKey("platform-key-1")];
  const server = http.createServer((req, res) => {
    if (req.url === "/jwks") {
      fetches += 1;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ keys: platform.published.map((k) => k.publicJwk) }));
      return;
    }
    const url = new URL(req.url ?? "/", "http://platform");
    if (url.pathname === "/auth" && platform.authResponse) {
      platform
        .authResponse(url.searchParams)
        .then((html) => {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(html);
        })
        .catch(() => {
          res.statusCode = 500;
          res.end();
        });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const platform: FakePlatform = {
    origin,
    issuer: `${origin}/lms`,
    clientId,
    jwksUrl: `${origin}/jwks`,
    authLoginUrl: `${origin}/auth`,
    jwksFetches: () => fetches,
    published,
    async sign(payload, options = {}) {
      const key = options.key ?? platform.published[0]!;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(payload)
        .setProtectedHeader({ alg: "RS256", kid: options.kid ?? key.kid })
        .setIssuer(typeof payload.iss === "string" ? payload.iss : platform.issuer)
        .setAudience(options.aud ?? clientId)
        .setIssuedAt(options.iat ?? now)
        .setExpirationTime(options.exp ?? now + 300)
        .sign(key.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return platform;
}
