/**
 * LTI Dynamic Registration over real HTTP, against the whole API app and the test platform
 * (fake-platform.ts serves its OpenID configuration and a registration endpoint): only a logged-in
 * admin sees the confirmation; confirming posts our tool configuration to the platform, stores the
 * platform and tells the opener to close; the registered platform then launches. Refusals store nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { startFakePlatform, type FakePlatform } from "./fake-platform";
import { TOOL_CONFIGURATION } from "./registration";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const PASSWORD = "Ein langes Testpasswort 42";

let h: ApiHarness;
let platform: FakePlatform;
let tool: { origin: string; close(): Promise<void> };
let admin: string;
let teacher: string;

beforeAll(async () => {
  h = await createApiHarness({ LTI_KEY_SECRET: SECRET });
  platform = await startFakePlatform(3375, "dyn-client");
  tool = await h.listen();
  const a = await h.createUser(["ADMIN"], { password: PASSWORD });
  admin = (await h.login(a.email, PASSWORD)).split(";")[0]!;
  const t = await h.createUser([], { password: PASSWORD });
  teacher = (await h.login(t.email, PASSWORD)).split(";")[0]!;
});

afterAll(async () => {
  await tool?.close();
  await platform?.close();
  await h?.close();
});

beforeEach(async () => {
  await h.db.prisma.ltiPlatform.deleteMany();
  platform.registrations.length = 0;
  platform.registrationDeploymentId = "dep-dyn-1";
});

const registerUrl = (configuration = platform.openIdConfigurationUrl, token = "reg-token-1") =>
  `${tool.origin}/lti/register?${new URLSearchParams({
    openid_configuration: configuration,
    registration_token: token,
  })}`;

async function open(url: string, cookie?: string, locale = "en") {
  const response = await fetch(url, {
    headers: { "Accept-Language": locale, ...(cookie ? { Cookie: cookie } : {}) },
  });
  const text = await response.text();
  return { response, text, reason: /data-reason="([^"]+)"/.exec(text)?.[1] };
}

/** The confirmation form's fields, posted as the admin's browser would. */
async function confirm(page: string, cookie: string, extra: Record<string, string> = {}) {
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    ]),
  );
  const name = /name="name"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? "";
  const response = await fetch(`${tool.origin}/lti/register`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Accept-Language": "de",
      Cookie: cookie,
      Origin: tool.origin,
    },
    body: new URLSearchParams({ ...fields, name, ...extra }).toString(),
  });
  const text = await response.text();
  return { response, text, reason: /data-reason="([^"]+)"/.exec(text)?.[1] };
}

describe("dynamic registration", () => {
  it("asks a visitor who is not logged in to log in, and refuses a teacher; nothing is fetched", async () => {
    const anonymous = await open(registerUrl(), undefined, "de");
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.reason).toBe("register.login");
    expect(anonymous.text).toContain("Anmelden (neues Fenster)");
    // The platform may frame the page (its origin), and the page may talk to its opener.
    expect(anonymous.response.headers.get("content-security-policy")).toContain(
      `frame-ancestors 'self' ${platform.origin}`,
    );
    expect(anonymous.response.headers.get("x-frame-options")).toBeNull();
    const notAdmin = await open(registerUrl(), teacher);
    expect(notAdmin.response.status).toBe(403);
    expect(notAdmin.reason).toBe("register.notAdmin");
    const posted = await confirm(
      `<input type="hidden" name="openid_configuration" value="${platform.openIdConfigurationUrl}">`,
      teacher,
    );
    expect(posted.response.status).toBe(403);
    expect(platform.registrations).toHaveLength(0);
    expect(await h.db.prisma.ltiPlatform.count()).toBe(0);
  });

  it("shows the admin the platform's configuration, registers on confirmation and closes", async () => {
    const shown = await open(registerUrl(), admin);
    expect(shown.response.status).toBe(200);
    expect(shown.text).toContain(platform.issuer);
    expect(shown.text).toContain(platform.authLoginUrl);
    expect(shown.text).toContain("fakelms 127.0.0.1");
    expect(await h.db.prisma.ltiPlatform.count()).toBe(0);

    const done = await confirm(shown.text, admin, { name: "Moodle Gymnasium Nord" });
    expect(done.response.status).toBe(200);
    expect(done.text).toContain("„Moodle Gymnasium Nord“ ist registriert (Client-ID „dyn-client“)");
    expect(done.text).toContain('postMessage(m,"*")');
    expect(done.text).toContain('subject:"org.imsglobal.lti.close"');

    // What the platform received: our tool configuration, with the bearer token it issued.
    expect(platform.registrations).toHaveLength(1);
    const registration = platform.registrations[0]!;
    const toolOrigin = new URL(String(registration.initiate_login_uri)).origin;
    expect(registration).toMatchObject({
      application_type: "web",
      response_types: ["id_token"],
      grant_types: ["implicit", "client_credentials"],
      initiate_login_uri: `${toolOrigin}/lti/login`,
      redirect_uris: [`${toolOrigin}/lti/launch`],
      jwks_uri: `${toolOrigin}/lti/jwks`,
      token_endpoint_auth_method: "private_key_jwt",
    });
    expect(String(registration.scope).split(" ").sort()).toEqual([
      "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
      "https://purl.imsglobal.org/spec/lti-ags/scope/score",
    ]);
    const configuration = registration[TOOL_CONFIGURATION] as {
      target_link_uri: string;
      claims: string[];
      messages: { type: string }[];
    };
    expect(configuration.target_link_uri).toBe(`${toolOrigin}/lti/launch`);
    expect(configuration.claims).toContain("email");
    expect(configuration.messages.map((m) => m.type)).toEqual([
      "LtiResourceLinkRequest",
      "LtiDeepLinkingRequest",
    ]);

    const stored = await h.db.prisma.ltiPlatform.findMany();
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Moodle Gymnasium Nord",
        issuer: platform.issuer,
        clientId: "dyn-client",
        deploymentIds: ["dep-dyn-1"],
        authLoginUrl: platform.authLoginUrl,
        tokenUrl: platform.tokenUrl,
        jwksUrl: platform.jwksUrl,
      }),
    ]);

    // The registered platform launches: its login initiation is accepted.
    const login = await fetch(
      `${tool.origin}/lti/login?${new URLSearchParams({
        iss: platform.issuer,
        client_id: "dyn-client",
        login_hint: "u1",
        target_link_uri: `${toolOrigin}/games/1/play`,
      })}`,
      { redirect: "manual" },
    );
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toContain(`${platform.authLoginUrl}?`);

    // Registering again (a second deployment) adds the deployment to the same platform.
    platform.registrationDeploymentId = "dep-dyn-2";
    const again = await confirm((await open(registerUrl(), admin)).text, admin);
    expect(again.response.status).toBe(200);
    expect((await h.db.prisma.ltiPlatform.findMany()).map((p) => p.deploymentIds)).toEqual([
      ["dep-dyn-1", "dep-dyn-2"],
    ]);
  });

  it("refuses a wrong registration token with the platform's answer, storing nothing", async () => {
    const shown = await open(registerUrl(platform.openIdConfigurationUrl, "stolen"), admin);
    const done = await confirm(shown.text, admin);
    expect(done.response.status).toBe(502);
    expect(done.reason).toBe("register.platformRefused");
    expect(done.text).toContain("HTTP 401");
    expect(await h.db.prisma.ltiPlatform.count()).toBe(0);
  });

  it("refuses configurations that are missing, unreachable, incomplete or from another origin", async () => {
    const missing = await open(`${tool.origin}/lti/register`, admin);
    expect([missing.response.status, missing.reason]).toEqual([
      400,
      "register.badConfigurationUrl",
    ]);
    const plainHttp = await open(registerUrl("http://lms.example/.well-known/x"), admin);
    expect(plainHttp.reason).toBe("register.badConfigurationUrl");
    const unreachable = await open(registerUrl(`${platform.origin}/nothing-here`), admin);
    expect([unreachable.response.status, unreachable.reason]).toEqual([
      502,
      "register.unreachable",
    ]);
    // The JWKS is JSON, but not a configuration: the missing fields are named.
    const incomplete = await open(registerUrl(platform.jwksUrl), admin);
    expect(incomplete.reason).toBe("register.badConfiguration");
    expect(incomplete.text).toContain("registration_endpoint");
    // Served from localhost, the configuration's issuer (127.0.0.1) is on another origin.
    const foreign = await open(
      registerUrl(platform.openIdConfigurationUrl.replace("127.0.0.1", "localhost")),
      admin,
    );
    expect(foreign.reason).toBe("register.issuerMismatch");
    expect(platform.registrations).toHaveLength(0);
    expect(await h.db.prisma.ltiPlatform.count()).toBe(0);
  });

  it("refuses a confirmation posted from another site (CSRF)", async () => {
    const response = await fetch(`${tool.origin}/lti/register`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: admin,
        Origin: "https://evil.example",
      },
      body: new URLSearchParams({
        openid_configuration: platform.openIdConfigurationUrl,
        registration_token: "reg-token-1",
        name: "x",
      }).toString(),
    });
    expect(response.status).toBe(403);
    expect(platform.registrations).toHaveLength(0);
  });
});
