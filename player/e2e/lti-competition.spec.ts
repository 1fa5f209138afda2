/**
 * LTI 1.3 into a competition, in Chromium, against the test platform (api/src/lti/fake-platform.ts:
 * its own keys, OpenID configuration, registration endpoint, an auth endpoint that posts the
 * id_token back, a token endpoint and a line item). The platform's admin page frames our dynamic
 * registration; the logged-in admin confirms and the platform hears `org.imsglobal.lti.close`.
 * A student launched from the platform joins a team once, the next launch (another browser)
 * resumes the team without a code, plays to the end, and the platform receives the team's
 * server-computed score (the author's score variable).
 */
import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { AGS_CLAIM, SCORE_SCOPE } from "../../api/src/lti/ags";
import { CLAIM, startFakePlatform, type FakePlatform } from "../../api/src/lti/fake-platform";
import { ADMIN, gql, login, publishGame } from "./support";

const CLIENT = "competition-e2e-client";
let platform: FakePlatform;
const created: { competitions: string[] } = { competitions: [] };

test.use({ locale: "en-US" });

test.beforeAll(async () => {
  // On localhost like the tool's link origin: the launch's form post stays same-site, so the
  // Lax cookies of a plain-http test setup come along.
  platform = await startFakePlatform(3378, CLIENT, `comp-key-${Date.now()}`, "localhost");
});

test.afterAll(async ({ request }) => {
  await platform?.close();
  // Other specs expect no platform and an empty competition list.
  await login(request);
  const { ltiPlatforms } = await gql<{ ltiPlatforms: { id: string; clientId: string }[] }>(
    request,
    "{ ltiPlatforms { id clientId } }",
  );
  for (const p of ltiPlatforms.filter((p) => p.clientId === CLIENT))
    await gql(request, "mutation($id: ID!) { deleteLtiPlatform(id: $id) }", { id: p.id });
  for (const id of created.competitions.splice(0))
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id });
});

/** Two scenes: the door gives 3 of 4 points and leads to the end (the final scene). */
function doorGame() {
  const doc = createGameDocument({ locale: "en", registry });
  const first = doc.scenes[0]!;
  const end = createScene("The end");
  doc.scenes.push(end);
  const points = { id: createId("var"), name: "points", type: "number" as const, initialValue: 0 };
  doc.variables.push(points);
  doc.settings.scoreVariable = { variableId: points.id, maximum: 4 };
  const door = createElement(registry, "svg-shape", {
    locale: "en",
    name: "Door",
    x: 540,
    y: 260,
    width: 200,
    height: 200,
    background: "#2563eb",
    props: { shape: "rectangle" },
  });
  first.elements.push(door);
  doc.rules.push({
    id: createId("rule"),
    name: "Open the door",
    enabled: true,
    sceneId: first.id,
    triggers: [{ type: "element", elementId: door.id, trigger: "click" }],
    conditions: { operator: "and", items: [] },
    actions: [
      {
        id: createId("act"),
        type: "setVariable",
        shouldAwait: false,
        variableId: points.id,
        value: { kind: "value", value: 3 },
      },
      { id: createId("act"), type: "goToScene", shouldAwait: false, sceneId: end.id },
    ],
  });
  return { doc, doorId: door.id };
}

/** The platform's auth endpoint answers launches of this user into this target. */
function answerLaunchesAs(sub: string, target: string) {
  platform.authResponse = async (query) => {
    const idToken = await platform.sign({
      nonce: query.get("nonce")!,
      sub,
      [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: "dep-dyn-1",
      [`${CLAIM}target_link_uri`]: target,
      [`${CLAIM}resource_link`]: { id: "competition-activity-1" },
      [`${CLAIM}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
      [AGS_CLAIM]: { scope: [SCORE_SCOPE], lineitem: platform.lineItem },
    });
    return `<!doctype html><form method="post" action="${query.get("redirect_uri")!}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${query.get("state")}"></form><script>document.forms[0].submit()</script>`;
  };
}

async function launch(browser: Browser, tool: string, target: string): Promise<Page> {
  const student = await browser.newPage();
  const url = new URL(`${tool}/lti/login`);
  url.search = new URLSearchParams({
    iss: platform.issuer,
    login_hint: "student",
    target_link_uri: target,
    client_id: CLIENT,
  }).toString();
  await student.goto(url.toString());
  return student;
}

test("dynamic registration, a student's competition launch, the team's score at the platform", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const tool = baseURL!.replace("127.0.0.1", "localhost");
  platform.toolJwksUrl = `${tool}/lti/jwks`;

  // 1. The platform's admin page frames our registration URL; our admin is logged in (localhost).
  const admin = await browser.newContext({ locale: "de-DE" });
  const adminLogin = await admin.request.post(`${tool}/graphql`, {
    data: {
      query:
        "mutation($email: String!, $password: String!) { login(email: $email, password: $password) { viewer { id } } }",
      variables: ADMIN,
    },
  });
  expect(adminLogin.ok()).toBe(true);
  const registration = `${tool}/lti/register?${new URLSearchParams({
    openid_configuration: platform.openIdConfigurationUrl,
    registration_token: platform.registrationToken,
  })}`;
  platform.pages.set(
    "/lms/admin/tools",
    `<!doctype html><title>LMS tools</title><h1>Add an LTI Advantage tool</h1><p id="closed">open</p><iframe title="tool registration" src="${registration}" style="width:100%;height:560px;border:1px solid #ccc"></iframe><script>window.addEventListener("message",function(e){if(e.data&&e.data.subject==="org.imsglobal.lti.close")document.getElementById("closed").textContent="closed by the tool"})</script>`,
  );
  const lms = await admin.newPage();
  await lms.goto(`${platform.origin}/lms/admin/tools`);
  const frame = lms.frameLocator('iframe[title="tool registration"]');
  await expect(
    frame.getByRole("heading", { name: "Exitgame Studio in der Lernplattform registrieren" }),
  ).toBeVisible();
  await expect(frame.getByText(platform.issuer)).toBeVisible();
  await frame.getByLabel("Name der Plattform").fill("Moodle Gymnasium Nord");
  await lms.screenshot({ path: "test-results/lti-register-confirm-de.png", fullPage: true });
  await frame.getByRole("button", { name: "Registrieren" }).click();
  await expect(frame.getByRole("status")).toHaveText(
    `„Moodle Gymnasium Nord“ ist registriert (Client-ID „${CLIENT}“).`,
  );
  await expect(lms.locator("#closed")).toHaveText("closed by the tool");
  await lms.screenshot({ path: "test-results/lti-register-done-de.png", fullPage: true });
  expect(platform.registrations).toHaveLength(1);
  // The same page in English, as a visitor who is not logged in sees it.
  const anonymous = await browser.newPage({ locale: "en-US" });
  await anonymous.goto(registration);
  await expect(anonymous.getByRole("alert")).toContainText(
    "Only an administrator of Exitgame Studio can register the learning platform.",
  );
  await anonymous.screenshot({ path: "test-results/lti-register-login-en.png" });
  await anonymous.close();
  await admin.close();

  // 2. A competition running now, with the door game.
  const { doc, doorId } = doorGame();
  const gameId = await publishGame(request, "LTI door", doc);
  const now = Date.now();
  const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
    request,
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "LTI class duel",
        startDate: new Date(now - 60_000).toISOString(),
        endDate: new Date(now + 3_600_000).toISOString(),
        gameId,
      },
    },
  );
  const competitionId = createCompetition.id;
  created.competitions.push(competitionId);
  const { generateAccessCodes } = await gql<{
    generateAccessCodes: { accessCodes: { code: string }[] };
  }>(
    request,
    "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 1) { accessCodes { code } } }",
    { r: `E2E-LTI-${now}` },
  );
  const [code] = generateAccessCodes.accessCodes.map((c) => c.code);
  const target = `${tool}/competitions/${competitionId}`;
  answerLaunchesAs("moodle-student-7", target);

  // 3. First launch: the join page asks once for the team's access code.
  const first = await launch(browser, tool, target);
  await expect(first).toHaveURL(new RegExp(`/competitions/${competitionId}\\?lti=`));
  if (!(await first.getByTestId("registration").isVisible()))
    await first.getByRole("button", { name: "New team? Register" }).click();
  await first.getByTestId("player-1-firstName").fill("Ada");
  await first.getByTestId("player-1-lastName").fill("Lovelace");
  await first.getByTestId("player-1-accessCode").fill(code!);
  await first.screenshot({ path: "test-results/lti-competition-join.png", fullPage: true });
  await first.getByTestId("join").click();
  // Joined: the launch pairs the LMS user with the team and comes back without ?lti=.
  await expect(first).toHaveURL(`${tool}/competitions/${competitionId}`);
  await expect(first.getByTestId("start-game")).toBeVisible();
  await first.close();

  // 4. The next launch, in a fresh browser: straight back into the team, no code asked.
  const context = await browser.newContext({ locale: "en-US" });
  const second = await context.newPage();
  const url = new URL(`${tool}/lti/login`);
  url.search = new URLSearchParams({
    iss: platform.issuer,
    login_hint: "student",
    target_link_uri: target,
    client_id: CLIENT,
  }).toString();
  await second.goto(url.toString());
  await expect(second).toHaveURL(`${tool}/competitions/${competitionId}`);
  await expect(second.getByTestId("start-game")).toBeVisible();
  await expect(second.getByTestId("registration")).toHaveCount(0);
  await expect(second.getByTestId("login")).toHaveCount(0);

  // 5. Played to the end in Chromium: the server's runtime decides, the job scores the team.
  await second.getByTestId("start-game").click();
  const door = second.locator(`[data-element-id="${doorId}"]`);
  await expect(door).toHaveAttribute("role", "button");
  await door.click();
  await expect
    .poll(() => platform.scores.map((s) => s.body), { timeout: 45_000, intervals: [1000] })
    .toEqual([
      expect.objectContaining({
        userId: "moodle-student-7",
        scoreGiven: 75,
        scoreMaximum: 100,
        activityProgress: "Completed",
      }),
    ]);
  await second.screenshot({ path: "test-results/lti-competition-finished.png", fullPage: true });
  await context.close();
});
