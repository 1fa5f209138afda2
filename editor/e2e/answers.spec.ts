import { createElement, createGameDocument, createId } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type Page } from "@playwright/test";
import { login, publishGame } from "../../player/e2e/support";

/**
 * The author's side of secret answers: the inspector's "try an answer" box says what the server
 * would accept, and the logic builder marks a rule that compares an entry with a literal and
 * converts it with one click into the element's secret answer.
 */
const shots = "test-results/screenshots";

function game() {
  const doc = createGameDocument({ locale: "en", registry });
  const scene = doc.scenes[0]!;
  const lock = createElement(registry, "number-code-input", {
    locale: "en",
    name: "Safe",
    x: 80,
    y: 60,
    props: { expectedCode: "1234" },
  });
  const name = createElement(registry, "input", {
    locale: "en",
    name: "Surname",
    x: 80,
    y: 300,
    props: { expectedAnswer: "Müller", alternatives: "Miller" },
  });
  const result = createElement(registry, "text", {
    locale: "en",
    name: "Result",
    x: 700,
    y: 300,
    props: { text: "…" },
  });
  scene.elements.push(lock, name, result);
  doc.rules.push({
    id: createId("rule"),
    name: "Open with 4711",
    enabled: true,
    sceneId: "all",
    triggers: [{ type: "element", elementId: lock.id, trigger: "valueChanged" }],
    conditions: {
      operator: "and",
      items: [
        {
          id: createId("cond"),
          left: { kind: "property", elementId: lock.id, property: "currentValue" },
          comparator: "eq",
          right: { kind: "value", value: "4711" },
        },
      ],
    },
    actions: [
      {
        id: createId("act"),
        type: "setProperty",
        shouldAwait: false,
        elementId: result.id,
        property: "text",
        value: { kind: "value", value: "Open" },
      },
    ],
  });
  return { doc, lockId: lock.id };
}

async function logInAsAdmin(page: Page) {
  await page.goto("/auth/login?lng=en");
  await page.getByLabel("Email address").fill("admin@e2e.test");
  await page.getByLabel("Password", { exact: true }).fill("e2e-admin-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test("try an answer in the inspector; convert a rule's visible answer into a secret one", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { doc, lockId } = game();
  const gameId = await publishGame(request, "Secret answers", doc);
  await logInAsAdmin(page);

  // The inspector of the input: what would be accepted, with the server's matching.
  await page.goto(`/editor/${gameId}?lng=en`);
  await page.getByRole("tab", { name: "Layers" }).click();
  await page.locator('[data-testid="layer-row"][data-layer-name="Surname"]').click();
  await page.getByRole("tab", { name: "Properties" }).click();
  const box = page.getByTestId("try-answer");
  await expect(box).toBeVisible();
  const verdict = box.getByTestId("try-answer-verdict");
  for (const [value, accepted] of [
    ["  mueller ", true],
    ["Muller", true],
    ["MILLER", true],
    ["Meier", false],
  ] as const) {
    await box.getByRole("textbox").fill(value);
    await expect(verdict, value).toHaveAttribute("data-accepted", String(accepted));
  }
  await expect(verdict).toHaveText("Would not be accepted");
  await box.getByRole("textbox").fill("Mueller");
  await expect(verdict).toHaveText("Would be accepted");
  await box.scrollIntoViewIfNeeded();
  await box.screenshot({ path: `${shots}/answers-try-answer.png` });

  // The logic builder marks the rule and converts it.
  await page.goto(`/editor/${gameId}/logic?lng=en`);
  await page.getByTestId("rule-open").first().click();
  const builder = page.getByTestId("rule-builder");
  const warning = builder.locator('[data-code="answerVisible"]');
  await expect(warning).toContainText(
    "This answer is visible to players; use the element's expected answer to keep it secret.",
  );
  await builder
    .getByTestId("condition")
    .screenshot({ path: `${shots}/answers-visible-warning.png` });
  await builder.getByTestId("convert-visible-answer").click();
  await expect(warning).toHaveCount(0);
  await expect(builder.getByTestId("condition")).toHaveCount(0);
  await expect(builder.getByTestId("trigger")).toHaveCount(1);
  await expect(builder.getByTestId("rule-sentence")).toContainText("solved correctly");
  await expect(builder.getByTestId("rule-unsaved")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/answers-converted.png` });

  // Saved through the document: the code is the lock's secret now (and never sent to players).
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  await login(request);
  const res = await request.post("/graphql", {
    data: {
      query: "query($id: Int!) { game(id: $id) { document } }",
      variables: { id: gameId },
    },
  });
  const body = (await res.json()) as {
    data: { game: { document: { scenes: { elements: { id: string; props: unknown }[] }[] } } };
  };
  const lock = body.data.game.document.scenes[0]!.elements.find((e) => e.id === lockId)!;
  expect(lock.props).toMatchObject({ expectedCode: "4711" });
});

test("the live board shows a team's wrong answers per lock, from the server's runtime", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { doc, lockId } = game();
  const gameId = await publishGame(request, "Secret answers live", doc);
  const gql = async <T>(query: string, variables = {}) => {
    const res = await request.post("/graphql", { data: { query, variables } });
    const body = (await res.json()) as { data: T };
    return body.data;
  };
  const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "Live answers",
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
        gameId,
      },
    },
  );
  const competitionId = createCompetition.id;
  const { generateAccessCodes } = await gql<{
    generateAccessCodes: { accessCodes: { code: string }[] };
  }>(
    "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 1) { accessCodes { code } } }",
    { r: `E2E-LIVE-ANSWERS-${Date.now()}` },
  );
  const team = await playwright.request.newContext({ baseURL: baseURL! });
  const joined = await team.post("/api/competition/sessions", {
    data: {
      competitionId,
      players: [
        { firstName: "Lena", lastName: "K", accessCode: generateAccessCodes.accessCodes[0]!.code },
      ],
    },
  });
  expect(joined.status()).toBe(201);
  // The team plays through the server's runtime (its inputs): the board counts its wrong codes.
  let seq = 0;
  const send = (input: unknown) =>
    team.post(`/api/competition/${competitionId}/inputs`, { data: { seq: ++seq, input } });
  const type = async (value: string) => {
    const res = await send({
      type: "elementAction",
      elementId: lockId,
      action: "type",
      args: { value },
    });
    expect(((await res.json()) as { verdicts: unknown[] }).verdicts).toEqual([
      expect.objectContaining({ verdict: "incorrect" }),
    ]);
  };
  expect((await send({ type: "start" })).status()).toBe(200);
  for (const value of ["1111", "2222", "3333"]) await type(value);
  await logInAsAdmin(page);
  await page.goto(`/dashboard/competitions/${competitionId}/live?lng=en`);
  const row = page.getByTestId("board-team").first();
  await expect(row.getByTestId("team-wrong")).toContainText("3");
  await expect(row.getByTestId("team-wrong-per-lock")).toHaveText("Safe: 3");
  // Live: one more wrong answer shows up without a reload.
  await type("4444");
  await expect(row.getByTestId("team-wrong-per-lock")).toHaveText("Safe: 4", { timeout: 10_000 });
  await page.getByTestId("board").screenshot({ path: `${shots}/answers-live-board.png` });
  await team.dispose();
  await gql("mutation($id: ID!) { deleteCompetition(id: $id) }", { id: competitionId });
});
