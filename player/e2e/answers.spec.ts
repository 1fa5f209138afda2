import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  createElement,
  createGameDocument,
  createId,
  createRuntime,
  type GameDocument,
  type Rule,
} from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { login, publishGame } from "./support";

/**
 * Answers stay on the server: nothing a player or a competition team fetches (the document, the
 * pages, their data, team snapshots, the built bundles) holds a code or an answer; the server
 * checks answers tolerantly and throttles guessing, with the message in the player's language.
 */
const CODE = "Q7#9X";
const SECRETS = [CODE, "Müller", "Mueller", "Zebrafink", "Taeniopygia"];

function answersGame(): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  const scene = doc.scenes[0]!;
  const lock = createElement(registry, "number-code-input", {
    locale: "de",
    name: "Tresor",
    x: 80,
    y: 60,
    width: 520,
    height: 120,
    props: { expectedCode: CODE, autoValidate: true },
  });
  const name = createElement(registry, "input", {
    locale: "de",
    name: "Nachname",
    x: 80,
    y: 260,
    width: 420,
    height: 96,
    props: {
      label: "Nachname",
      placeholder: "",
      buttonText: "OK",
      expectedAnswer: "Müller",
      alternatives: "Zebrafink\nTaeniopygia",
    },
  });
  const number = createElement(registry, "input", {
    locale: "de",
    name: "Zahl",
    x: 80,
    y: 420,
    width: 420,
    height: 96,
    props: { label: "Zahl", placeholder: "", buttonText: "OK", expectedAnswer: "3,5" },
  });
  const result = createElement(registry, "text", {
    locale: "de",
    name: "Ergebnis",
    x: 700,
    y: 300,
    width: 500,
    height: 80,
    props: { text: "…" },
  });
  scene.elements.push(lock, name, number, result);
  const say = (elementId: string, trigger: string, text: string): Rule => ({
    id: createId("rule"),
    enabled: true,
    sceneId: "all",
    triggers: [{ type: "element", elementId, trigger }],
    conditions: { operator: "and", items: [] },
    actions: [
      {
        id: createId("act"),
        type: "setProperty",
        shouldAwait: false,
        elementId: result.id,
        property: "text",
        value: { kind: "value", value: text },
      },
    ],
  });
  doc.rules.push(
    say(name.id, "validatedCorrectly", "Name richtig"),
    say(name.id, "validatedIncorrectly", "Name falsch"),
    say(number.id, "validatedCorrectly", "Zahl richtig"),
    say(number.id, "validatedIncorrectly", "Zahl falsch"),
    say(lock.id, "validatedCorrectly", "Tresor offen"),
  );
  return doc;
}

function expectNoSecrets(what: string, text: string) {
  for (const secret of SECRETS) expect(text, `${what} contains “${secret}”`).not.toContain(secret);
}

async function gql<T>(request: APIRequestContext, query: string, variables = {}): Promise<T> {
  const res = await request.post("/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

let gameId: number;
let document: GameDocument;
const created: string[] = [];

test.beforeAll(async ({ request }) => {
  document = answersGame();
  gameId = await publishGame(request, "Antworten bleiben geheim", document);
});
test.afterAll(async ({ request }) => {
  // Other specs expect a fresh installation's empty competition list.
  await login(request);
  for (const id of created.splice(0))
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id });
});

test("no code or answer in anything an anonymous player or a competition team fetches", async ({
  playwright,
  request,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
  const fetched: [string, string][] = [];
  const get = async (url: string) => {
    const res = await anonymous.get(url);
    expect(res.status(), url).toBeLessThan(400);
    fetched.push([url, await res.text()]);
  };
  const publicGame = await anonymous.post("/graphql", {
    data: {
      query: "query($id: Int!) { publicGame(id: $id) { document } }",
      variables: { id: gameId },
    },
  });
  fetched.push(["publicGame", await publicGame.text()]);
  expect(fetched[0]![1]).toContain("Tresor");
  await get(`/games/${gameId}`);
  await get(`/games/${gameId}/play`);
  await get(`/games/${gameId}/play.data`);

  // A competition team: join, save a state (one taken from the full document, as a forged or
  // old client might send), send an input, then everything the team's browser loads.
  await login(request);
  const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
    request,
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "Geheimnisse",
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
        gameId,
      },
    },
  );
  const competitionId = createCompetition.id;
  created.push(competitionId);
  const { generateAccessCodes } = await gql<{
    generateAccessCodes: { accessCodes: { code: string }[] };
  }>(
    request,
    "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 1) { accessCodes { code } } }",
    { r: `E2E-ANSWERS-${Date.now()}` },
  );
  const join = await anonymous.post("/api/competition/sessions", {
    data: {
      competitionId,
      players: [
        { firstName: "Ada", lastName: "L", accessCode: generateAccessCodes.accessCodes[0]!.code },
      ],
    },
  });
  expect(join.status()).toBe(201);
  const joined = await join.text();
  fetched.push(["join", joined]);
  const sessionId = (JSON.parse(joined) as { session: { id: string } }).session.id;
  const runtime = createRuntime(document, { registry, clock: { now: () => 0 } });
  runtime.start();
  const save = await anonymous.post("/api/competition/sessions/state", {
    data: { sessionId, competitionId, sequence: 1, gameSnapshot: runtime.snapshot() },
  });
  // The old save changes nothing; the server's runtime (full document) plays the team's inputs.
  expect(await save.json()).toEqual({ sequence: 0, stored: false });
  const input = await anonymous.post(`/api/competition/${competitionId}/inputs`, {
    data: { seq: 1, input: { type: "start" } },
  });
  expect(input.status()).toBe(200);
  fetched.push(["input", await input.text()]);
  await get(`/api/competition/${competitionId}/session`);
  expect(fetched.at(-1)![1]).toContain('"snapshot":{');
  await get(`/competitions/${competitionId}`);
  await get(`/competitions/${competitionId}/game`);
  expect(fetched.at(-1)![1]).toContain("Tresor");

  for (const [url, text] of fetched) expectNoSecrets(url, text);

  // The built player (and editor) bundles: no game's answers are baked in.
  for (const dir of ["player/build/client", "editor/build/client"])
    for (const file of files(dir).filter((f) => /\.(js|html|json|css)$/.test(f)))
      expectNoSecrets(file, readFileSync(file, "utf8"));
  await anonymous.dispose();
});

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label });

/** Does `act` and waits for the server's answer to the check it causes; returns its status. */
async function checked(page: Page, act: () => Promise<void>): Promise<number> {
  const response = page.waitForResponse((r) => r.url().endsWith("/api/answers/check"));
  await act();
  return (await response).status();
}

for (const lng of ["de", "en"] as const) {
  test(`tolerant answers are checked by the server (${lng})`, async ({ page }) => {
    const checks: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/answers/check") && checks.push(r.url()));
    await page.goto(`/games/${gameId}/play?lng=${lng}`);
    await page.getByTestId("start-game").click();
    const result = page.getByText(/^(Name|Zahl|Tresor) /);
    const send = async (label: string, value: string) => {
      await field(page, label).fill(value);
      expect(await checked(page, () => field(page, label).press("Enter"))).toBe(200);
    };
    await send("Nachname", "Meier");
    await expect(result).toHaveText("Name falsch");
    for (const [i, accepted] of (lng === "de"
      ? ["Mueller", "  müller "]
      : ["Muller", "MÜLLER"]
    ).entries()) {
      await send("Nachname", ["Schulz", "Schmidt"][i]!);
      await expect(result).toHaveText("Name falsch");
      await send("Nachname", accepted);
      await expect(result, accepted).toHaveText("Name richtig");
    }
    await send("Zahl", "35");
    await expect(result).toHaveText("Zahl falsch");
    await send("Zahl", lng === "de" ? "3,5" : "3.5");
    await expect(result).toHaveText("Zahl richtig");
    // A wrong answer sent again is not checked again; the field says so (issue 20).
    await field(page, "Nachname").fill("meier ");
    await field(page, "Nachname").press("Enter");
    await expect(
      page.getByText(
        lng === "de"
          ? "Diese Antwort wurde schon geprüft: Sie ist leider falsch."
          : "This answer was checked before: it is wrong.",
      ),
    ).toBeVisible();
    expect(checks).toHaveLength(7);
    await page.screenshot({ path: `test-results/screenshots/answers-${lng}.png` });
  });

  test(`a wrong code is throttled after the limit, with the message (${lng})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/games/${gameId}/play?lng=${lng}`);
    await page.getByTestId("start-game").click();
    const lock = page.getByRole("group", { name: "Tresor" });
    const first = lock.getByRole("textbox").first();
    const status = lock.getByTestId("code-status");
    const enter = async (code: string) => {
      await lock.getByRole("textbox").last().click();
      for (let k = 0; k < 5; k++) await page.keyboard.press("Backspace");
      await first.click();
      return checked(page, () => page.keyboard.type(code));
    };
    for (let i = 0; i < 10; i++) {
      expect(await enter(`AAAA${i}`)).toBe(200);
      await expect(status).toHaveText(
        lng === "de"
          ? "Leider falsch. Versuch es noch einmal."
          : "Sorry, that is wrong. Try again.",
      );
      await expect(page.getByTestId("answer-refused")).toHaveCount(0);
    }
    // The 11th code within the minute: the server refuses to check, the player says why.
    expect(await enter(CODE)).toBe(429);
    await expect(page.getByTestId("answer-refused")).toContainText(
      lng === "de"
        ? /Zu viele falsche Antworten\. Bitte warte \d+ Sekunden/
        : /Too many wrong answers\. Please wait \d+ seconds/,
    );
    await expect(page.getByText("Tresor offen")).toHaveCount(0);
    await page.screenshot({ path: `test-results/screenshots/answers-throttled-${lng}.png` });
  });
}
