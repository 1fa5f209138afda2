/**
 * LTI Dynamic Registration (IMS LTI Dynamic Registration 1.0), tool side. The platform opens
 * GET /lti/register?openid_configuration=…&registration_token=… (in a frame or a window); we fetch
 * the platform's OpenID configuration and show a logged-in admin what would be registered. On
 * their confirmation (POST /lti/register, our own origin: the CSRF check holds) we post our tool
 * configuration to the platform's registration endpoint, store the platform (issuer, client id,
 * deployment id, URLs) and answer with a page that tells the opener `org.imsglobal.lti.close`.
 * Nothing is fetched for, and nothing stored by, anyone but an admin.
 */
import { isAdmin } from "../permissions";
import { randomBytes } from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { Auth } from "../auth";
import type { Config } from "../config";
import { viewerOf } from "../exchange/routes";
import type { PrismaClient } from "../generated/prisma/client";
import { requestLocale } from "../http/client-errors";
import { LINK_ORIGIN_HEADER } from "../http/host-policy";
import type { Logger } from "../logger";
import { SCORE_SCOPE } from "./ags";
import type { ToolKeys } from "./keys";
import { LtiRefusal } from "./launch";
import { ltiMessage, type LtiMessageKey } from "./messages";
import { isAcceptableUrl } from "./platforms";
import { escapeHtmlText as esc, refusalPage } from "./routes";

export const TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";
export const PLATFORM_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-platform-configuration";
const LINEITEM_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem";
const FETCH_TIMEOUT_MS = 10_000;
/** The most of a platform's answer we read (its configuration or its registration answer). */
const MAX_ANSWER_BYTES = 256 * 1024;

const url = z.string().max(2000).refine(isAcceptableUrl);
/** What we need of the platform's OpenID configuration (the rest is ignored). */
const OpenIdConfiguration = z.object({
  issuer: url,
  authorization_endpoint: url,
  token_endpoint: url,
  jwks_uri: url,
  registration_endpoint: url,
  scopes_supported: z.array(z.string()).optional(),
  [PLATFORM_CONFIGURATION]: z
    .object({ product_family_code: z.string().max(200).optional() })
    .passthrough()
    .optional(),
});
type OpenIdConfiguration = z.infer<typeof OpenIdConfiguration>;

const RegistrationAnswer = z.object({
  client_id: z.string().trim().min(1).max(255),
  [TOOL_CONFIGURATION]: z
    .object({ deployment_id: z.string().trim().min(1).max(255).optional() })
    .passthrough()
    .optional(),
});

/** Our tool configuration, as the platform's registration endpoint receives it. */
export function toolConfiguration(origin: string, locale: "de" | "en", scopes?: string[]) {
  // Ask only for the AGS scopes the platform offers (all when it does not say).
  const wanted = [LINEITEM_SCOPE, SCORE_SCOPE].filter((s) => !scopes || scopes.includes(s));
  return {
    application_type: "web",
    response_types: ["id_token"],
    grant_types: ["implicit", "client_credentials"],
    initiate_login_uri: `${origin}/lti/login`,
    redirect_uris: [`${origin}/lti/launch`],
    client_name: "Exitgame Studio",
    jwks_uri: `${origin}/lti/jwks`,
    logo_uri: `${origin}/favicon.ico`,
    token_endpoint_auth_method: "private_key_jwt",
    scope: wanted.join(" "),
    [TOOL_CONFIGURATION]: {
      domain: new URL(origin).host,
      target_link_uri: `${origin}/lti/launch`,
      description: ltiMessage(locale, "register.toolDescription"),
      claims: ["iss", "sub", "name", "given_name", "family_name", "email"],
      messages: [
        { type: "LtiResourceLinkRequest", target_link_uri: `${origin}/lti/launch` },
        {
          type: "LtiDeepLinkingRequest",
          target_link_uri: `${origin}/lti/launch`,
          label: ltiMessage(locale, "register.deepLinkLabel"),
          placements: ["ContentArea"],
          supported_types: ["ltiResourceLink"],
        },
      ],
    },
  };
}

/** Reads a JSON answer of at most MAX_ANSWER_BYTES; undefined when it is not JSON. */
async function readJson(response: globalThis.Response): Promise<unknown> {
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The platform's configuration, checked: its issuer must be on the origin we fetched it from. */
export async function platformConfiguration(
  configurationUrl: string,
  doFetch: typeof fetch = fetch,
): Promise<OpenIdConfiguration> {
  if (!isAcceptableUrl(configurationUrl) || configurationUrl.length > 2000)
    throw new LtiRefusal(400, "register.badConfigurationUrl");
  let response: globalThis.Response;
  try {
    response = await doFetch(configurationUrl, {
      headers: { Accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw new LtiRefusal(502, "register.unreachable", { url: configurationUrl });
  }
  if (!response.ok) throw new LtiRefusal(502, "register.unreachable", { url: configurationUrl });
  const parsed = OpenIdConfiguration.safeParse(await readJson(response));
  if (!parsed.success)
    throw new LtiRefusal(502, "register.badConfiguration", {
      fields: [...new Set(parsed.error.issues.map((i) => i.path.join(".") || "json"))].join(", "),
    });
  if (new URL(parsed.data.issuer).origin !== new URL(configurationUrl).origin)
    throw new LtiRefusal(400, "register.issuerMismatch", { issuer: parsed.data.issuer });
  return parsed.data;
}

function page(
  req: Request,
  res: Response,
  body: string,
  options: { frameOrigin?: string; scriptNonce?: string } = {},
) {
  const locale = requestLocale(req);
  const title = ltiMessage(locale, "register.title");
  res.setHeader("Cache-Control", "no-store");
  // The platform shows this page in a frame or opens it as a window that talks to its opener.
  res.removeHeader("X-Frame-Options");
  res.setHeader("Cross-Origin-Opener-Policy", "unsafe-none");
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      options.scriptNonce ? `script-src 'nonce-${options.scriptNonce}'` : "script-src 'none'",
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors 'self'${options.frameOrigin ? ` ${options.frameOrigin}` : ""}`,
    ].join("; "),
  );
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${esc(title)}</h1>${body}</body></html>`,
    );
}

export function registrationRoutes({
  prisma,
  keys,
  auth,
  logger,
  fetch: doFetch = fetch,
}: {
  prisma: PrismaClient;
  keys: Pick<ToolKeys, "configured">;
  auth: Pick<Auth, "service">;
  config?: Pick<Config, "PUBLIC_URL">;
  logger: Pick<Logger, "info" | "warn">;
  fetch?: typeof fetch;
}): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "16kb" });
  const param = (source: unknown, name: string) => {
    const value = (source as Record<string, unknown> | undefined)?.[name];
    return typeof value === "string" ? value : undefined;
  };

  /** Refusals before anything is fetched: LTI off, no admin (a page saying how to log in). */
  async function admitted(req: Request, res: Response, frameOrigin?: string) {
    if (!keys.configured) throw new LtiRefusal(503, "notConfigured");
    const viewer = await viewerOf(req, auth);
    if (viewer && isAdmin(viewer)) return viewer;
    const locale = requestLocale(req);
    const t = (key: LtiMessageKey) => esc(ltiMessage(locale, key));
    res.status(viewer ? 403 : 401);
    page(
      req,
      res,
      `<p role="alert" data-reason="${viewer ? "register.notAdmin" : "register.login"}">${t(viewer ? "register.notAdmin" : "register.login")}</p>${
        viewer
          ? ""
          : `<p><a href="/auth/login?redirectTo=%2Fadmin%2Flti" target="_blank" rel="opener">${t("register.loginLink")}</a></p><p><a href="${esc(req.originalUrl)}" target="_blank" rel="opener">${t("register.openWindow")}</a></p>`
      }`,
      { frameOrigin },
    );
    return null;
  }

  const originOf = (value: string | undefined) => {
    try {
      return value ? new URL(value).origin : undefined;
    } catch {
      return undefined;
    }
  };

  const handle =
    (work: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: (error?: unknown) => void) => {
      work(req, res).catch((error: unknown) => {
        if (!(error instanceof LtiRefusal)) return next(error);
        logger.warn({ reason: error.key, ...error.params }, "LTI registration refused");
        res.status(error.status).setHeader("Cache-Control", "no-store").type("html");
        res.removeHeader("X-Frame-Options");
        res.send(refusalPage(req, error));
      });
    };

  router.get(
    "/lti/register",
    handle(async (req, res) => {
      const configurationUrl = param(req.query, "openid_configuration");
      const frameOrigin = originOf(configurationUrl);
      if (!(await admitted(req, res, frameOrigin))) return;
      if (!configurationUrl) throw new LtiRefusal(400, "register.badConfigurationUrl");
      const configuration = await platformConfiguration(configurationUrl, doFetch);
      const locale = requestLocale(req);
      const t = (key: LtiMessageKey, params?: Record<string, string>) =>
        esc(ltiMessage(locale, key, params));
      const family = configuration[PLATFORM_CONFIGURATION]?.product_family_code;
      const name = `${family ? `${family} ` : ""}${new URL(configuration.issuer).host}`;
      const existing = await prisma.ltiPlatform.count({
        where: { issuer: configuration.issuer },
      });
      const rows = [
        ["field.issuer", configuration.issuer],
        ["field.authLoginUrl", configuration.authorization_endpoint],
        ["field.tokenUrl", configuration.token_endpoint],
        ["field.jwksUrl", configuration.jwks_uri],
      ] as const;
      page(
        req,
        res,
        `<p>${t("register.confirmText")}</p><dl>${rows
          .map(
            ([key, value]) =>
              `<dt><strong>${t(key)}</strong></dt><dd><code>${esc(value)}</code></dd>`,
          )
          .join(
            "",
          )}</dl>${existing > 0 ? `<p role="note">${t("register.existing")}</p>` : ""}<form method="post" action="/lti/register"><input type="hidden" name="openid_configuration" value="${esc(configurationUrl)}">${
          param(req.query, "registration_token") !== undefined
            ? `<input type="hidden" name="registration_token" value="${esc(param(req.query, "registration_token")!)}">`
            : ""
        }<p><label>${t("register.name")}<br><input name="name" required maxlength="200" value="${esc(name)}" style="width:100%;font:inherit;padding:.3rem"></label></p><p><button type="submit" style="font:inherit;padding:.4rem 1rem">${t("register.confirm")}</button></p></form>`,
        { frameOrigin },
      );
    }),
  );

  router.post(
    "/lti/register",
    form,
    handle(async (req, res) => {
      const configurationUrl = param(req.body, "openid_configuration");
      const frameOrigin = originOf(configurationUrl);
      const viewer = await admitted(req, res, frameOrigin);
      if (!viewer) return;
      if (!configurationUrl) throw new LtiRefusal(400, "register.badConfigurationUrl");
      const name = (param(req.body, "name") ?? "").trim();
      if (!name || name.length > 200) throw new LtiRefusal(400, "input.name");
      const configuration = await platformConfiguration(configurationUrl, doFetch);
      const origin = req.get(LINK_ORIGIN_HEADER) ?? "";
      const locale = requestLocale(req);
      const token = param(req.body, "registration_token");
      let answer: globalThis.Response;
      try {
        answer = await doFetch(configuration.registration_endpoint, {
          method: "POST",
          redirect: "error",
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(toolConfiguration(origin, locale, configuration.scopes_supported)),
        });
      } catch {
        throw new LtiRefusal(502, "register.unreachable", {
          url: configuration.registration_endpoint,
        });
      }
      const body = await readJson(answer);
      if (!answer.ok)
        throw new LtiRefusal(502, "register.platformRefused", {
          status: String(answer.status),
          answer: JSON.stringify(body ?? "").slice(0, 300),
        });
      const registered = RegistrationAnswer.safeParse(body);
      if (!registered.success) throw new LtiRefusal(502, "register.badAnswer");
      const clientId = registered.data.client_id;
      const deploymentId = registered.data[TOOL_CONFIGURATION]?.deployment_id;
      const data = {
        authLoginUrl: configuration.authorization_endpoint,
        tokenUrl: configuration.token_endpoint,
        jwksUrl: configuration.jwks_uri,
      };
      // Registered again (same issuer and client): new URLs, its deployment added to the others.
      const previous = await prisma.ltiPlatform.findUnique({
        where: { issuer_clientId: { issuer: configuration.issuer, clientId } },
      });
      const platform = previous
        ? await prisma.ltiPlatform.update({
            where: { id: previous.id },
            data: {
              ...data,
              deploymentIds: [
                ...new Set([...previous.deploymentIds, ...(deploymentId ? [deploymentId] : [])]),
              ],
            },
          })
        : await prisma.ltiPlatform.create({
            data: {
              ...data,
              name,
              issuer: configuration.issuer,
              clientId,
              deploymentIds: deploymentId ? [deploymentId] : [],
            },
          });
      logger.info(
        { platformId: platform.id, issuer: platform.issuer, clientId, by: viewer.id },
        "LTI platform registered dynamically",
      );
      const nonce = randomBytes(16).toString("base64");
      const t = (key: LtiMessageKey, params?: Record<string, string>) =>
        esc(ltiMessage(locale, key, params));
      page(
        req,
        res,
        `<p role="status" data-registered="${esc(platform.id)}">${t("register.done", { name: platform.name, clientId })}</p>${
          deploymentId ? "" : `<p role="alert">${t("register.noDeployment")}</p>`
        }<p>${t("register.closing")}</p><script nonce="${nonce}">(function(){var m={subject:"org.imsglobal.lti.close"};var w=[window.opener,window.parent!==window?window.parent:null];if(window.opener){try{w.push(window.opener.parent)}catch(e){}}w.forEach(function(t){if(t){try{t.postMessage(m,"*")}catch(e){}}})})()</script>`,
        { frameOrigin, scriptNonce: nonce },
      );
    }),
  );
  return router;
}
