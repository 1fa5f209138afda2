/**
 * Instructor launches over real HTTP, against the whole API app and the test platform: the first
 * launch creates nothing with rights (a pending link, a browser cookie); only a logged-in account
 * with the platform's e-mail, verified, in the same browser links it; the next launch logs the
 * instructor in and goes to the dashboard. Each refusal says why and links nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { CLAIM, startFakePlatform, type FakePlatform } from "./fake-platform";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const PASSWORD = "Ein langes Testpasswort 42";
const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";
const LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";

let h: ApiHarness;
let platform: FakePlatform;
let tool: { origin: string; close(): Promise<void> };
let teacher: { id: string; email: string; session: string };
let other: { id: string; email: string; session: string };
let unverified: { id: string; email: string; session: string };
let gameId: number;

async function account(verified = true) {
  const user = await h.createUser([], { password: PASSWORD, verified });
  return { ...user, session: (await h.login(user.email, PASSWORD)).split(";")[0]! };
}

beforeAll(async () => {
  h = await createApiHarness({ LTI_KEY_SECRET: SECRET });
  platform = await startFakePlatform(3376, "teacher-client");
  tool = await h.listen();
  teacher = await account();
  other = await account();
  unverified = await account(false);
  gameId = (
    await h.db.prisma.game.create({
      data: { title: "Ein Spiel", status: "PUBLISHED", document: {}, ownerId: teacher.id },
    })
  ).id;
  await h.db.prisma.ltiPlatform.create({
    data: {
      name: "Test LMS",
      issuer: platform.issuer,
      clientId: platform.clientId,
      deploymentIds: ["dep-1"],
      authLoginUrl: platform.authLoginUrl,
      tokenUrl: platform.tokenUrl,
      jwksUrl: platform.jwksUrl,
    },
  });
});

afterAll(async () => {
  await tool?.close();
  await platform?.close();
  await h?.close();
});

const linkOrigin = () => tool.origin.replace("127.0.0.1", "localhost");

/** A resource-link launch with these claims; returns the answer and the cookies it set. */
async function launch(sub: string, extra: Record<string, unknown>) {
  const started = await fetch(
    `${tool.origin}/lti/login?${new URLSearchParams({
      iss: platform.issuer,
      login_hint: sub,
      target_link_uri: `${linkOrigin()}/games/${gameId}/play`,
      client_id: platform.clientId,
    })}`,
    { redirect: "manual" },
  );
  const location = new URL(started.headers.get("location")!);
  const cookie = started.headers.getSetCookie()[0]!.split(";")[0]!;
  const idToken = await platform.sign({
    nonce: location.searchParams.get("nonce")!,
    sub,
    [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
    [`${CLAIM}version`]: "1.3.0",
    [`${CLAIM}deployment_id`]: "dep-1",
    [`${CLAIM}target_link_uri`]: `${linkOrigin()}/games/${gameId}/play`,
    [`${CLAIM}resource_link`]: { id: "link-1" },
    [`${CLAIM}roles`]: [INSTRUCTOR],
    ...extra,
  });
  const launched = await fetch(`${tool.origin}/lti/launch`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({
      id_token: idToken,
      state: location.searchParams.get("state")!,
    }).toString(),
  });
  const cookies = launched.headers.getSetCookie().map((c) => c.split(";")[0]!);
  return {
    status: launched.status,
    location: launched.headers.get("location"),
    browser: cookies.find((c) => c.startsWith("lti_link=") && c.length > 9),
    session: cookies.find((c) => c.startsWith("session=") && c.length > 8),
  };
}

async function confirm(id: string, cookies: (string | undefined)[]) {
  const response = await fetch(`${tool.origin}/lti/instructor-link`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Accept-Language": "en",
      Cookie: cookies.filter(Boolean).join("; "),
    },
    body: new URLSearchParams({ id }).toString(),
  });
  const text = response.status === 303 ? "" : await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    reason: /data-reason="([^"]+)"/.exec(text)?.[1],
    text,
  };
}

const pendingIdOf = (location: string | null) =>
  /\/dashboard\/lti\/link\/([0-9a-f-]{36})$/.exec(location ?? "")?.[1] ?? "";

describe("instructor launches", () => {
  it("links an instructor once (login, same e-mail, same browser) and logs them in on the next launch", async () => {
    const first = await launch("lms-teacher-1", { email: teacher.email.toUpperCase() });
    expect(first.status).toBe(303);
    const id = pendingIdOf(first.location);
    expect(first.location).toBe(`${linkOrigin()}/dashboard/lti/link/${id}`);
    expect(first.browser).toBeDefined();
    // No session, no account, no link from a launch alone.
    expect(first.session).toBeUndefined();
    expect(await h.db.prisma.ltiAccountLink.count()).toBe(0);

    expect((await confirm(id, [first.browser])).reason).toBe("deepLinkLogin");
    const wrongAccount = await confirm(id, [first.browser, other.session]);
    expect([wrongAccount.status, wrongAccount.reason]).toEqual([403, "linkWrongEmail"]);
    expect(wrongAccount.text).toContain(teacher.email.toUpperCase());
    expect((await confirm(id, [teacher.session])).reason).toBe("linkWrongBrowser");
    expect((await confirm(id, ["lti_link=forged", teacher.session])).reason).toBe(
      "linkWrongBrowser",
    );
    expect(await h.db.prisma.ltiAccountLink.count()).toBe(0);

    const linked = await confirm(id, [first.browser, teacher.session]);
    expect(linked.status).toBe(303);
    expect(linked.location).toBe(`/dashboard/games/${gameId}/grades`);
    expect(await h.db.prisma.ltiAccountLink.findMany()).toEqual([
      expect.objectContaining({ subject: "lms-teacher-1", userId: teacher.id }),
    ]);
    // Used once.
    expect((await confirm(id, [first.browser, teacher.session])).reason).toBe("linkUnknown");

    // The next launch: logged in as the linked account, straight to the game's grades.
    const next = await launch("lms-teacher-1", { email: teacher.email });
    expect(next.status).toBe(303);
    expect(next.location).toBe(`${linkOrigin()}/dashboard/games/${gameId}/grades`);
    const session = await h.auth.service.sessions.validate(next.session!.split("=")[1]!);
    expect(session?.user.id).toBe(teacher.id);
  });

  it("links nothing without an e-mail from the platform, or to an unverified account", async () => {
    const noEmail = await launch("lms-teacher-2", {});
    const a = await confirm(pendingIdOf(noEmail.location), [noEmail.browser, teacher.session]);
    expect([a.status, a.reason]).toEqual([403, "linkNoEmail"]);
    const toUnverified = await launch("lms-teacher-3", { email: unverified.email });
    const b = await confirm(pendingIdOf(toUnverified.location), [
      toUnverified.browser,
      unverified.session,
    ]);
    expect([b.status, b.reason]).toEqual([403, "linkWrongEmail"]);
    expect(
      await h.db.prisma.ltiAccountLink.count({
        where: { subject: { in: ["lms-teacher-2", "lms-teacher-3"] } },
      }),
    ).toBe(0);
  });

  it("sends learners into the game as before, with no session", async () => {
    const learner = await launch("lms-student-1", { [`${CLAIM}roles`]: [LEARNER] });
    expect(learner.status).toBe(303);
    expect(learner.location).toBe(`${linkOrigin()}/games/${gameId}/play`);
    expect(learner.session).toBeUndefined();
  });
});
