/**
 * SCORM 1.2 in Chromium: a second local HTTP server acts as the LMS (another origin). It serves
 * the unpacked package that GET /api/games/:id/scorm delivers, inside an LMS page whose window
 * carries `scorm-again`'s SCORM 1.2 API (window.API). The launcher frames the hosted player;
 * the student plays to the end; the LMS's API ends with lesson_status completed and the
 * server's score. An origin the admin did not allow cannot frame the player.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createElement, createGameDocument, createId, createScene } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readZip } from "../../api/src/testing/zip";
import { gql, login, publishGame, setServerClock } from "./support";

test.use({ locale: "en-US" });

const SCORM_AGAIN = path.resolve("node_modules/scorm-again/dist/scorm12.min.js");

/** Three scenes: a click on the door leads to the end; the side room is never reached (2 of 3). */
function doorGame() {
  const doc = createGameDocument({ locale: "en", registry });
  const first = doc.scenes[0]!;
  const end = createScene("The end");
  doc.scenes.push(end, createScene("Side room"));
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

/** The LMS page: scorm-again's SCORM 1.2 API on its window, the SCO in a frame (like Moodle). */
const LMS_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Test LMS</title>
<script src="/scorm-again.js"></script>
<script>
  window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
  window.lmsCalls = [];
  ["LMSInitialize", "LMSSetValue", "LMSCommit", "LMSFinish"].forEach(function (name) {
    window.API.on(name, function (element, value) { window.lmsCalls.push([name, element, value]); });
  });
</script></head>
<body style="margin:0"><iframe id="sco" src="/sco/index.html" style="width:100vw;height:100vh;border:0"></iframe></body></html>`;

/** An LMS page that frames a page of the server directly. */
const directFrame = (src: string) =>
  `<!doctype html><html><body><iframe id="direct" src="${src}" style="width:800px;height:600px"></iframe></body></html>`;

interface Lms {
  origin: string;
  files: Map<string, Buffer>;
  close(): Promise<void>;
}

async function startLms(host = "127.0.0.1"): Promise<Lms> {
  const files = new Map<string, Buffer>();
  const scormAgain = readFileSync(SCORM_AGAIN);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://lms");
    const send = (type: string, body: string | Buffer) =>
      res.writeHead(200, { "Content-Type": type }).end(body);
    if (url.pathname === "/course") return send("text/html", LMS_PAGE);
    if (url.pathname === "/direct")
      return send("text/html", directFrame(url.searchParams.get("src")!));
    if (url.pathname === "/scorm-again.js") return send("text/javascript", scormAgain);
    const file = files.get(url.pathname.replace(/^\/sco\//, ""));
    if (!file) return res.writeHead(404).end();
    const type = url.pathname.endsWith(".html")
      ? "text/html"
      : url.pathname.endsWith(".js")
        ? "text/javascript"
        : url.pathname.endsWith(".css")
          ? "text/css"
          : "application/xml";
    send(type, file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    files,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const setFraming = (request: APIRequestContext, origins: string[]) =>
  gql(request, "mutation($o: [String!]!) { setFramingOrigins(origins: $o) { origins } }", {
    o: origins,
  });

let lms: Lms;
let gameId: number;
let doorId: string;

test.beforeAll(async ({ request }) => {
  lms = await startLms();
  await login(request);
  const game = doorGame();
  doorId = game.doorId;
  gameId = await publishGame(request, "SCORM door", game.doc);
  // The package as the owner downloads it, unpacked on the LMS.
  const res = await request.get(`/api/games/${gameId}/scorm`);
  expect(res.status()).toBe(200);
  const zip = await readZip(await res.body());
  for (const [name, content] of zip.files) lms.files.set(name, content);
});

test.afterAll(async ({ request }) => {
  await lms?.close();
  await login(request);
  await setFraming(request, []);
});

/** A value of the LMS's data model (scorm-again keeps it on window.API.cmi). */
const lmsValue = (page: Page, element: string) =>
  page.evaluate(
    (e) =>
      String(
        e
          .split(".")
          .reduce<unknown>(
            (o, key) => (o as Record<string, unknown>)[key],
            (window as unknown as { API: unknown }).API,
          ),
      ),
    element,
  );

test("the package runs in scorm-again: played to the end, completed with the server's score", async ({
  page,
  request,
}) => {
  await login(request);
  await setFraming(request, [lms.origin]);
  const scoreAnswer = page.waitForResponse((r) => r.url().endsWith("/scorm/score"));
  await page.goto(`${lms.origin}/course`);
  const launcher = page.frameLocator("#sco");
  const player = launcher.frameLocator("#player");
  await expect(launcher.locator("#status")).toHaveAttribute("data-state", "ready");
  await player.getByTestId("start-game").click();
  await expect(launcher.locator("#status")).toHaveAttribute("data-state", "playing");
  expect(await lmsValue(page, "cmi.core.lesson_status")).toBe("incomplete");
  await page.screenshot({ path: "test-results/scorm-lms-playing.png" });
  const door = player.locator(`[data-element-id="${doorId}"]`);
  await expect(door).toHaveAttribute("role", "button");
  await door.click();

  const answer = (await (await scoreAnswer).json()) as { raw: number; score: number };
  // 2 of the game's 3 scenes: the server's score.
  expect(answer.score).toBeCloseTo(2 / 3);
  await expect(launcher.locator("#status")).toHaveAttribute("data-state", "reported");
  await expect.poll(() => lmsValue(page, "cmi.core.lesson_status")).toMatch(/^(completed|passed)$/);
  expect(await lmsValue(page, "cmi.core.score.raw")).toBe(String(answer.raw));
  expect(answer.raw).toBe(67);
  expect(await lmsValue(page, "cmi.core.score.max")).toBe("100");
  expect(await lmsValue(page, "cmi.comments")).toContain("relayed by the browser");
  const calls = await page.evaluate(() => (window as unknown as { lmsCalls: string[][] }).lmsCalls);
  expect(calls.map((c) => c[0])).toEqual(
    expect.arrayContaining(["LMSInitialize", "LMSSetValue", "LMSCommit", "LMSFinish"]),
  );
  await page.screenshot({ path: "test-results/scorm-lms-finished.png" });
});

test("an origin the admin did not allow cannot frame the player", async ({ page, request }) => {
  await login(request);
  await setFraming(request, ["https://moodle.example.org"]);
  // The launcher's launch page says what to do (and may be shown in any frame).
  await page.goto(`${lms.origin}/course`);
  const refused = page.frameLocator("#sco").frameLocator("#player").getByTestId("scorm-refused");
  await expect(refused).toContainText(`does not allow the learning platform ${lms.origin}`);
  await page.screenshot({ path: "test-results/scorm-lms-refused.png" });

  // The play page itself refuses the frame (frame-ancestors), so nothing of the game shows.
  const refusedFrame = page.waitForEvent("console", (m) =>
    /frame-ancestors|Refused to frame/i.test(m.text()),
  );
  const server = new URL(page.url()).origin === lms.origin ? test.info().project.use.baseURL! : "";
  const playUrl = `${server.replace("127.0.0.1", "localhost")}/games/${gameId}/play`;
  await page.goto(`${lms.origin}/direct?src=${encodeURIComponent(playUrl)}`);
  await refusedFrame;
  await expect(page.frameLocator("#direct").getByTestId("start-game")).toHaveCount(0);
});

test("a competition's package: the team joins in the frame, its score comes from the server", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The LMS on the same site as the server (another port): the team's cookie reaches the frame.
  const school = await startLms("localhost");
  try {
    await login(request);
    const start = Date.now() + 3_600_000;
    const { createCompetition } = await gql<{ createCompetition: { id: string } }>(
      request,
      "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
      {
        i: {
          title: "SCORM class",
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 3_600_000).toISOString(),
          gameId,
        },
      },
    );
    const competitionId = createCompetition.id;
    const { generateAccessCodes } = await gql<{
      generateAccessCodes: { accessCodes: { code: string }[] };
    }>(
      request,
      "mutation($r: String!) { generateAccessCodes(paymentReferenceId: $r, count: 1) { accessCodes { code } } }",
      { r: `E2E-SCORM-${Date.now()}` },
    );
    const res = await request.get(`/api/competitions/${competitionId}/scorm`);
    expect(res.status()).toBe(200);
    for (const [name, content] of (await readZip(await res.body())).files)
      school.files.set(name, content);
    await setFraming(request, [school.origin]);
    await setServerClock(request, start + 60_000);

    const scoreAnswer = page.waitForResponse((r) => r.url().endsWith("/scorm/score") && r.ok());
    await page.goto(`${school.origin}/course`);
    const launcher = page.frameLocator("#sco");
    const player = launcher.frameLocator("#player");
    // A running competition opens on the registration.
    await player.getByTestId("player-1-firstName").fill("Ada");
    await player.getByTestId("player-1-lastName").fill("Lovelace");
    await player.getByTestId("player-1-accessCode").fill(generateAccessCodes.accessCodes[0]!.code);
    await player.getByTestId("join").click();
    await player.getByTestId("start-game").click();
    await expect(launcher.locator("#status")).toHaveAttribute("data-state", "playing");
    const door = player.locator(`[data-element-id="${doorId}"]`);
    await expect(door).toHaveAttribute("role", "button");
    await door.click();
    const answer = (await (await scoreAnswer).json()) as { raw: number; score: number };
    // The team's state on the server: 2 of 3 scenes.
    expect(answer.score).toBeCloseTo(2 / 3);
    await expect(launcher.locator("#status")).toHaveAttribute("data-state", "reported");
    await expect
      .poll(() => lmsValue(page, "cmi.core.lesson_status"))
      .toMatch(/^(completed|passed)$/);
    expect(await lmsValue(page, "cmi.core.score.raw")).toBe(String(answer.raw));
    await page.screenshot({ path: "test-results/scorm-lms-competition.png" });
    await gql(request, "mutation($id: ID!) { deleteCompetition(id: $id) }", { id: competitionId });
  } finally {
    await setServerClock(request, null);
    await school.close();
  }
});
