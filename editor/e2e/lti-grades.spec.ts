/**
 * LTI grades in the browser: students launch a game from the test platform (fake-platform.ts:
 * its own keys, an auth endpoint that posts the id_token back, a token endpoint that checks our
 * signed client assertion against /lti/jwks, a line item that receives scores), play it to the
 * end in Chromium, and the platform receives the score. The teacher sees every post on the
 * game's grades page and sends a failed one again.
 */
import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { AGS_CLAIM, SCORE_SCOPE } from "../../api/src/lti/ags";
import { CLAIM, startFakePlatform, type FakePlatform } from "../../api/src/lti/fake-platform";
import { login, publishGame } from "../../player/e2e/support";

test.use({ locale: "en-US" });

const DL_CLAIM = "https://purl.imsglobal.org/spec/lti-dl/claim/";

let platform: FakePlatform;

test.beforeAll(async ({ request }) => {
  // A fresh key id per start: after a retry the tool must not verify with the old key it cached.
  platform = await startFakePlatform(3373, "grades-client", `grades-key-${Date.now()}`);
  // Another spec that failed may have left the server's test clock moved: retries would be due.
  await request.post("/api/_test/clock", { data: { offsetMs: 0 } });
  await login(request);
  await registerPlatform(request);
});

test.afterAll(async ({ request }) => {
  await platform?.close();
  // The admin screen's test (lti.spec.ts) expects no platform: remove the one registered here.
  await login(request);
  const res = await request.post("/graphql", {
    data: { query: "{ ltiPlatforms { id clientId } }" },
  });
  const { data } = (await res.json()) as {
    data: { ltiPlatforms: { id: string; clientId: string }[] };
  };
  for (const p of data.ltiPlatforms.filter((p) => p.clientId === "grades-client"))
    await request.post("/graphql", {
      data: { query: "mutation($id: ID!) { deleteLtiPlatform(id: $id) }", variables: { id: p.id } },
    });
});

/** Two scenes: a click on the door leads to the end (the final scene). */
function doorGame() {
  const doc = createGameDocument({ locale: "en", registry });
  const first = doc.scenes[0]!;
  const end = createScene("The end");
  doc.scenes.push(end);
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
    actions: [{ id: createId("act"), type: "goToScene", shouldAwait: false, sceneId: end.id }],
  });
  return { doc, doorId: door.id };
}

async function launchAndPlay(browser: Browser, base: string, gameId: number, doorId: string) {
  const origin = base.replace("127.0.0.1", "localhost");
  const target = `${origin}/games/${gameId}/play`;
  const student = await browser.newPage();
  const login = new URL(`${origin}/lti/login`);
  login.search = new URLSearchParams({
    iss: platform.issuer,
    login_hint: "x",
    target_link_uri: target,
    client_id: platform.clientId,
  }).toString();
  await student.goto(login.toString());
  // The token travelled in the fragment and is gone from the address bar.
  await expect(student).toHaveURL(new RegExp(`/games/${gameId}/play$`));
  await student.getByTestId("start-game").click();
  const door = student.locator(`[data-element-id="${doorId}"]`);
  await expect(door).toHaveAttribute("role", "button");
  await door.click();
  return student;
}

function answerLaunchesAs(sub: string) {
  platform.authResponse = async (query) => {
    const redirect = query.get("redirect_uri")!;
    const idToken = await platform.sign({
      nonce: query.get("nonce")!,
      sub,
      [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: "dep-1",
      [`${CLAIM}target_link_uri`]: currentTarget,
      [`${CLAIM}resource_link`]: { id: "activity-9" },
      [AGS_CLAIM]: { scope: [SCORE_SCOPE], lineitem: platform.lineItem },
    });
    return `<!doctype html><form method="post" action="${redirect}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${query.get("state")}"></form><script>document.forms[0].submit()</script>`;
  };
}
let currentTarget: string | undefined;

async function registerPlatform(request: APIRequestContext) {
  const res = await request.post("/graphql", {
    data: {
      query: "mutation($i: LtiPlatformInput!) { createLtiPlatform(input: $i) { id } }",
      variables: {
        i: {
          name: "Moodle Süd",
          issuer: platform.issuer,
          clientId: platform.clientId,
          deploymentIds: ["dep-1"],
          // On localhost like the tool's link origin: the launch's form post stays same-site,
          // so the Lax cookies of a plain-http test setup come along.
          authLoginUrl: platform.authLoginUrl.replace("127.0.0.1", "localhost"),
          tokenUrl: platform.tokenUrl,
          jwksUrl: platform.jwksUrl,
        },
      },
    },
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
}

test("students launched with grades finish the game; the platform gets the scores; the teacher sees and resends them", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  platform.toolJwksUrl = `${base}/lti/jwks`;
  await login(page.request);
  const { doc, doorId } = doorGame();
  const gameId = await publishGame(page.request, "Graded door", doc);
  currentTarget = `${base.replace("127.0.0.1", "localhost")}/games/${gameId}/play`;

  // A student plays to the end: the platform receives 2 of 2 scenes = 100 of 100.
  answerLaunchesAs("moodle-student-1");
  const first = await launchAndPlay(browser, base, gameId, doorId);
  await expect(first.getByRole("status").filter({ hasText: "learning platform" })).toHaveText(
    "Your result was sent to the learning platform.",
  );
  await first.screenshot({ path: "test-results/lti-grades-player.png" });
  expect(platform.tokenRequests.at(-1)).toEqual({ ok: true, scope: SCORE_SCOPE });
  expect(platform.scores.at(-1)).toMatchObject({
    status: 200,
    body: { userId: "moodle-student-1", scoreGiven: 100, scoreMaximum: 100 },
  });
  await first.close();

  // The platform has trouble for the second student: the post waits for its retry.
  platform.scoreFailures.push(500);
  answerLaunchesAs("moodle-student-2");
  const second = await launchAndPlay(browser, base, gameId, doorId);
  await expect(second.getByRole("status").filter({ hasText: "learning platform" })).toHaveText(
    "Your result is recorded and will be sent to the learning platform shortly.",
  );
  await second.close();

  // The teacher's page: one delivered, one waiting with the platform's answer; send it again.
  await page.goto("/dashboard/games");
  await page
    .getByTestId("game-row")
    .filter({ hasText: "Graded door" })
    .getByRole("button", { name: "Actions for Graded door" })
    .click();
  await page.getByRole("menuitem", { name: "LMS grades" }).click();
  await expect(page).toHaveURL(`/dashboard/games/${gameId}/grades`);
  await expect(page.getByRole("heading", { name: "LMS grades: Graded door" })).toBeVisible();
  const rows = page.getByTestId("grade-row");
  await expect(rows).toHaveCount(2);
  const waiting = rows.filter({ hasText: "moodle-student-2" });
  await expect(waiting).toContainText("Waiting for retry");
  await expect(waiting).toContainText("HTTP 500");
  await expect(rows.filter({ hasText: "moodle-student-1" })).toContainText("Delivered");
  await page.screenshot({ path: "test-results/lti-grades-waiting.png", fullPage: true });
  await waiting.getByRole("button", { name: "Send the score of moodle-student-2 again" }).click();
  await expect(waiting).toContainText("Delivered");
  await expect(waiting).toContainText("HTTP 200");
  expect(platform.scores.at(-1)).toMatchObject({
    status: 200,
    body: { userId: "moodle-student-2" },
  });
  await page.screenshot({ path: "test-results/lti-grades.png", fullPage: true });
});

test("an instructor's deep link: log in, pick a game, the platform receives the signed link", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  platform.toolJwksUrl = `${base}/lti/jwks`;
  await login(page.request);
  const { doc } = doorGame();
  const gameId = await publishGame(page.request, "Linked door", doc);
  platform.authResponse = async (query) => {
    const idToken = await platform.sign({
      nonce: query.get("nonce")!,
      sub: "moodle-teacher-1",
      [`${CLAIM}message_type`]: "LtiDeepLinkingRequest",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: "dep-1",
      [`${CLAIM}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
      [`${DL_CLAIM}deep_linking_settings`]: {
        deep_link_return_url: platform.deepLinkReturnUrl,
        accept_types: ["ltiResourceLink"],
      },
      [AGS_CLAIM]: { scope: [SCORE_SCOPE] },
    });
    return `<!doctype html><form method="post" action="${query.get("redirect_uri")!}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${query.get("state")}"></form><script>document.forms[0].submit()</script>`;
  };
  // A fresh browser: the instructor logs in first (no account is made for them). All on the
  // tool's link origin (localhost), so that the cookies set on the way are sent back.
  const teacher = await browser.newPage({ locale: "de-DE" });
  const loginUrl = new URL(`${base.replace("127.0.0.1", "localhost")}/lti/login`);
  loginUrl.search = new URLSearchParams({
    iss: platform.issuer,
    login_hint: "t",
    target_link_uri: `${base.replace("127.0.0.1", "localhost")}/games/${gameId}/play`,
    client_id: platform.clientId,
  }).toString();
  await teacher.goto(loginUrl.toString());
  await expect(teacher).toHaveURL(/\/auth\/login/);
  await teacher.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await teacher.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await teacher.getByRole("button", { name: "Anmelden" }).click();
  await expect(teacher).toHaveURL(/\/dashboard\/lti\/deep-link\/[0-9a-f-]{36}$/, {
    timeout: 20_000,
  });
  await expect(teacher.getByRole("heading", { name: "Spiel zum Kurs hinzufügen" })).toBeVisible();
  await teacher.getByRole("radio", { name: /Linked door/ }).click();
  await teacher.screenshot({ path: "test-results/lti-deep-link-picker.png", fullPage: true });
  await teacher.getByRole("button", { name: "Zum Kurs hinzufügen" }).click();
  await expect(teacher.getByRole("heading", { name: "Content added to the course" })).toBeVisible();
  const received = platform.deepLinkResponses.at(-1)!;
  expect(received.error).toBeUndefined();
  expect(received.payload).toMatchObject({
    [`${CLAIM}message_type`]: "LtiDeepLinkingResponse",
    [`${DL_CLAIM}content_items`]: [
      {
        type: "ltiResourceLink",
        title: "Linked door",
        url: `${base.replace("127.0.0.1", "localhost")}/games/${gameId}/play`,
        lineItem: { scoreMaximum: 100 },
      },
    ],
  });
  await teacher.close();
});

test("an instructor's first launch: log in, confirm the pairing once; the next launch goes straight on", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const origin = base.replace("127.0.0.1", "localhost");
  platform.toolJwksUrl = `${base}/lti/jwks`;
  await login(page.request);
  const { doc } = doorGame();
  const gameId = await publishGame(page.request, "Door for the teacher", doc);
  const subject = `moodle-teacher-${Date.now()}`;
  platform.authResponse = async (query) => {
    const idToken = await platform.sign({
      nonce: query.get("nonce")!,
      sub: subject,
      email: "admin@e2e.test",
      [`${CLAIM}message_type`]: "LtiResourceLinkRequest",
      [`${CLAIM}version`]: "1.3.0",
      [`${CLAIM}deployment_id`]: "dep-1",
      [`${CLAIM}target_link_uri`]: `${origin}/games/${gameId}/play`,
      [`${CLAIM}resource_link`]: { id: "activity-teacher" },
      [`${CLAIM}roles`]: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
    });
    return `<!doctype html><form method="post" action="${query.get("redirect_uri")!}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${query.get("state")}"></form><script>document.forms[0].submit()</script>`;
  };
  const launch = async (teacher: Awaited<ReturnType<typeof browser.newPage>>) => {
    const loginUrl = new URL(`${origin}/lti/login`);
    loginUrl.search = new URLSearchParams({
      iss: platform.issuer,
      login_hint: "t",
      target_link_uri: `${origin}/games/${gameId}/play`,
      client_id: platform.clientId,
    }).toString();
    await teacher.goto(loginUrl.toString());
  };
  const context = await browser.newContext({ locale: "de-DE" });
  const teacher = await context.newPage();
  await launch(teacher);
  // No account is made or given by the launch: the instructor logs in with their own first.
  await expect(teacher).toHaveURL(/\/auth\/login/);
  await teacher.getByLabel("E-Mail-Adresse").fill("admin@e2e.test");
  await teacher.getByLabel("Passwort", { exact: true }).fill("e2e-admin-password");
  await teacher.getByRole("button", { name: "Anmelden" }).click();
  await expect(teacher).toHaveURL(/\/dashboard\/lti\/link\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const form = teacher.getByRole("form");
  await expect(form).toContainText("admin@e2e.test");
  await teacher.screenshot({ path: "test-results/lti-instructor-link.png", fullPage: true });
  await form.getByRole("button").click();
  await expect(teacher).toHaveURL(new RegExp(`/dashboard/games/${gameId}/grades$`), {
    timeout: 20_000,
  });

  // The pairing is remembered: a fresh browser's next launch logs in and goes straight on.
  const later = await browser.newContext({ locale: "de-DE" });
  const again = await later.newPage();
  await launch(again);
  await expect(again).toHaveURL(new RegExp(`/dashboard/games/${gameId}/grades$`), {
    timeout: 20_000,
  });
  await context.close();
  await later.close();
});
