/**
 * An LTI 1.3 platform for tests, on `jose`: its own key pairs, its JWKS served over real HTTP,
 * and id_tokens signed the way an LMS signs them. Only tests import this file.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from "jose";

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
  /** The token endpoint (client credentials with a JWT assertion checked against toolJwksUrl). */
  tokenUrl: string;
  /** A line item of this platform (its scores go to <lineItem>/scores). */
  lineItem: string;
  /** Where the tool publishes its keys; set before the tool asks for a token. */
  toolJwksUrl?: string;
  /** Scores received (POST <lineItem>/scores with a valid bearer token), in order. */
  scores: { body: Record<string, unknown>; status: number }[];
  /** Statuses the score endpoint answers next (then 200): e.g. [500, 500]. */
  scoreFailures: number[];
  /** Where deep-linking responses go (form post with JWT). */
  deepLinkReturnUrl: string;
  /** Deep-linking responses received: the verified payload, or why it did not verify. */
  deepLinkResponses: { payload?: JWTPayload; error?: string }[];
  /** Token requests and whether the assertion verified. */
  tokenRequests: { ok: boolean; scope: string | null; reason?: string }[];
  /** Dynamic registration: the platform's OpenID configuration (its issuer is on this origin). */
  openIdConfigurationUrl: string;
  /** The bearer token the registration endpoint expects (the one in the registration URL). */
  registrationToken: string;
  /** Tool configurations received at POST /register (with a valid token), in order. */
  registrations: Record<string, unknown>[];
  /** The deployment id the registration answer names (undefined: none). */
  registrationDeploymentId?: string;
  /** Pages of the platform's own (path → HTML), e.g. its admin page that frames our registration. */
  pages: Map<string, string>;
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
  /** A platform started again at the same address must not reuse the kid of its old key. */
  kid = "platform-key-1",
  /**
   * The host in the platform's own URLs (issuer, auth, JWKS): "localhost" puts it on the same
   * site as a tool at localhost, so that a plain-http browser test keeps its Lax cookies.
   */
  host = "127.0.0.1",
): Promise<FakePlatform> {
  let fetches = 0;
  const tokens = new Set<string>();
  let toolKeySet: ReturnType<typeof createRemoteJWKSet> | undefined;
  async function tokenAnswer(form: URLSearchParams) {
    const refuse = (reason: string) => {
      platform.tokenRequests.push({ ok: false, scope: form.get("scope"), reason });
      return { status: 400, body: { error: "invalid_client", error_description: reason } };
    };
    if (form.get("grant_type") !== "client_credentials") return refuse("grant_type");
    if (
      form.get("client_assertion_type") !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"
    )
      return refuse("client_assertion_type");
    if (!platform.toolJwksUrl) return refuse("no tool JWKS");
    toolKeySet ??= createRemoteJWKSet(new URL(platform.toolJwksUrl));
    try {
      await jwtVerify(form.get("client_assertion") ?? "", toolKeySet, {
        issuer: clientId,
        subject: clientId,
        audience: platform.tokenUrl,
        requiredClaims: ["jti", "iat", "exp"],
      });
    } catch (error) {
      return refuse((error as Error).message);
    }
    const accessToken = `at-${tokens.size + 1}-${Math.random().toString(36).slice(2)}`;
    tokens.add(accessToken);
    platform.tokenRequests.push({ ok: true, scope: form.get("scope") });
    return {
      status: 200,
      body: { access_token: accessToken, token_type: "Bearer", expires_in: 3600 },
    };
  }
  const published = [await platformKey(kid)];
  const server = http.createServer((req, res) => {
    if (req.url === "/jwks") {
      fetches += 1;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ keys: platform.published.map((k) => k.publicJwk) }));
      return;
    }
    const url = new URL(req.url ?? "/", "http://platform");
    if (req.method === "GET" && url.pathname === "/lms/.well-known/openid-configuration") {
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify({
          issuer: platform.issuer,
          authorization_endpoint: platform.authLoginUrl,
          token_endpoint: platform.tokenUrl,
          jwks_uri: platform.jwksUrl,
          registration_endpoint: `${platform.origin}/register`,
          scopes_supported: [
            "openid",
            "https://purl.imsglobal.org/spec/lti-ags/scope/score",
            "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
          ],
          response_types_supported: ["id_token"],
          id_token_signing_alg_values_supported: ["RS256"],
          "https://purl.imsglobal.org/spec/lti-platform-configuration": {
            product_family_code: "fakelms",
            version: "1.0",
            messages_supported: [
              { type: "LtiResourceLinkRequest" },
              { type: "LtiDeepLinkingRequest" },
            ],
          },
        }),
      );
      return;
    }
    if (req.method === "POST" && url.pathname === "/register") {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        res.setHeader("Content-Type", "application/json");
        if (req.headers.authorization !== `Bearer ${platform.registrationToken}`) {
          res.statusCode = 401;
          res.end(JSON.stringify({ error: "invalid registration token" }));
          return;
        }
        const body = JSON.parse(raw) as Record<string, unknown>;
        platform.registrations.push(body);
        res.end(
          JSON.stringify({
            ...body,
            client_id: clientId,
            "https://purl.imsglobal.org/spec/lti-tool-configuration": {
              ...(body["https://purl.imsglobal.org/spec/lti-tool-configuration"] as object),
              ...(platform.registrationDeploymentId
                ? { deployment_id: platform.registrationDeploymentId }
                : {}),
            },
          }),
        );
      });
      return;
    }
    if (req.method === "POST" && url.pathname === "/deep-link-return") {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const jwt = new URLSearchParams(raw).get("JWT") ?? "";
        toolKeySet ??= createRemoteJWKSet(new URL(platform.toolJwksUrl ?? "http://invalid"));
        jwtVerify(jwt, toolKeySet, { issuer: clientId, audience: platform.issuer })
          .then(({ payload }) => platform.deepLinkResponses.push({ payload }))
          .catch((error: Error) => platform.deepLinkResponses.push({ error: error.message }))
          .finally(() => {
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end("<!doctype html><title>LMS</title><h1>Content added to the course</h1>");
          });
      });
      return;
    }
    if (req.method === "POST" && (url.pathname === "/token" || url.pathname.endsWith("/scores"))) {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const answer = (status: number, body: unknown) => {
          res.statusCode = status;
          res.setHeader("Content-Type", "application/json");
          res.end(JSON.stringify(body));
        };
        if (url.pathname === "/token") {
          void tokenAnswer(new URLSearchParams(raw)).then(({ status, body }) =>
            answer(status, body),
          );
          return;
        }
        const auth = req.headers.authorization ?? "";
        if (!tokens.has(auth.replace(/^Bearer /, ""))) return answer(401, { error: "no token" });
        if (req.headers["content-type"] !== "application/vnd.ims.lis.v1.score+json")
          return answer(415, { error: "media type" });
        const status = platform.scoreFailures.shift() ?? 200;
        platform.scores.push({ body: JSON.parse(raw) as Record<string, unknown>, status });
        answer(status, status === 200 ? {} : { error: "platform trouble" });
      });
      return;
    }
    const page = req.method === "GET" ? platform.pages.get(url.pathname) : undefined;
    if (page !== undefined) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(page);
      return;
    }
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
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  const platform: FakePlatform = {
    origin,
    issuer: `${origin}/lms`,
    clientId,
    jwksUrl: `${origin}/jwks`,
    authLoginUrl: `${origin}/auth`,
    tokenUrl: `${origin}/token`,
    lineItem: `${origin}/lms/courses/9/lineitems/3?type_id=7`,
    scores: [],
    scoreFailures: [],
    deepLinkReturnUrl: `${origin}/deep-link-return`,
    deepLinkResponses: [],
    tokenRequests: [],
    openIdConfigurationUrl: `${origin}/lms/.well-known/openid-configuration`,
    registrationToken: "reg-token-1",
    registrations: [],
    registrationDeploymentId: "dep-dyn-1",
    pages: new Map(),
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
