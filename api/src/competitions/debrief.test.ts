/**
 * The debrief (issue 24 item 5) and the printable kit (item 6): from the server's logs of three
 * teams that played through the inputs API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import type { GameDocument } from "@exitgame/engine";
import { buildGame, click, goTo, on, rule } from "@exitgame/engine/testing/builder";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { clockFor, type ServerClock } from "../clock";
import { debriefCsv } from "./debrief-csv";

const HOUR = 3_600_000;
let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let clock: ServerClock;
let manager: { id: string; email: string };
let cookie: string;
let competitionId: string;
let codes: string[];

function lockGame(): GameDocument {
  return buildGame(registry, {
    scenes: [
      {
        id: "one",
        name: "Keller",
        elements: [
          {
            type: "number-code-input",
            id: "lock",
            name: "Tresorschloss",
            props: { expectedCode: "4711" },
          },
        ],
      },
      { id: "two", name: "Flur", elements: [{ type: "text", id: "door" }] },
      { id: "three", name: "Draußen", elements: [] },
    ],
    rules: [
      rule("open", {
        sceneId: "one",
        triggers: [on("lock", "validatedCorrectly")],
        actions: [goTo("two")],
      }),
      rule("leave", { sceneId: "two", triggers: [click("door")], actions: [goTo("three")] }),
    ],
  });
}

function device() {
  const jar = new Map<string, string>();
  let seq = 0;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.origin + path, {
      method,
      headers: {
        "Content-Type": "application/json",
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [k, v] = c.split(";")[0]!.split("=");
      jar.set(k!, v!);
    }
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const send = (input: unknown) =>
    call("POST", `/api/competition/${competitionId}/inputs`, { seq: ++seq, input });
  return {
    call,
    send,
    type: (value: string) =>
      send({ type: "elementAction", elementId: "lock", action: "type", args: { value } }),
  };
}

async function join(code: string, name: string) {
  const d = device();
  const created = await d.call("POST", "/api/competition/sessions", {
    competitionId,
    players: [{ firstName: name, lastName: "Muster", accessCode: code }],
  });
  expect(created.status).toBe(201);
  await d.send({ type: "start" });
  return d;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.origin + path, { headers: { Cookie: cookie, ...headers } });

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1" });
  clock = clockFor(api.config);
  server = await api.listen();
  manager = await api.createUser(["COMPETITION_MANAGER"], { password: "Sicher-Passwort-42" });
  cookie = await api.login(manager.email, "Sicher-Passwort-42");
  const author = await api.createUser();
  const gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Tresor",
        ownerId: author.id,
        status: "PUBLISHED",
        document: lockGame() as object,
      },
    })
  ).id;
  const as = api.as(manager.id, "en");
  const now = clock.now().getTime();
  const created = await as<{ createCompetition: { id: string } }>(
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }",
    {
      i: {
        title: "Klasse 7b: Tresor",
        startDate: new Date(now - HOUR).toISOString(),
        endDate: new Date(now + HOUR).toISOString(),
        gameId,
      },
    },
  );
  competitionId = created.data!.createCompetition.id;
  const generated = await as<{ generateAccessCodes: { accessCodes: { code: string }[] } }>(
    'mutation { generateAccessCodes(paymentReferenceId: "DEBRIEF-1", count: 6) { accessCodes { code } } }',
  );
  codes = generated.data!.generateAccessCodes.accessCodes.map((c) => c.code);

  // Team 1: one wrong entry, then the code, then out through the door (finished).
  const one = await join(codes[0]!, "Anna");
  await one.type("1234");
  await one.type("4711");
  await one.send({ type: "click", elementId: "door" });
  // Team 2: two wrong entries (one of them twice: counted once), gives up in the cellar.
  const two = await join(codes[1]!, "Ben");
  await two.type("1234");
  await two.type("9999");
  await two.type("1234");
  // Team 3: the same wrong entry spelled with spaces, then the code; stays in the hall.
  const three = await join(codes[2]!, "Cem");
  await three.type(" 1234 ");
  await three.type("4711");
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

interface DebriefResult {
  competitionDebrief: {
    teamCount: number;
    finishedCount: number;
    riddles: {
      elementName: string;
      sceneName: string;
      teamsSolved: number;
      teamsTried: number;
      medianSolveMs: number | null;
      wrongAnswers: { answer: string | null; count: number }[];
      stoppedHere: number;
      hintsTaken: number | null;
    }[];
    scenes: { sceneName: string; teamsReached: number; stoppedHere: number }[];
    teams: {
      number: number;
      finished: boolean;
      riddlesSolved: number;
      path: { sceneName: string }[];
      stoppedAt: { sceneName: string; riddleName: string | null } | null;
    }[];
  };
}

const QUERY = `query($id: ID!) { competitionDebrief(id: $id) {
  teamCount finishedCount
  riddles { elementName sceneName teamsSolved teamsTried medianSolveMs wrongAnswers { answer count } stoppedHere hintsTaken }
  scenes { sceneName teamsReached stoppedHere }
  teams { number finished riddlesSolved path { sceneName } stoppedAt { sceneName riddleName } } } }`;

describe("competition debrief", () => {
  it("counts solves, common wrong answers, paths and where teams stopped", async () => {
    const result = await api.as(manager.id, "en")<DebriefResult>(QUERY, { id: competitionId });
    expect(result.errors).toBeUndefined();
    const d = result.data!.competitionDebrief;
    expect(d.teamCount).toBe(3);
    expect(d.finishedCount).toBe(1);
    expect(d.riddles).toHaveLength(1);
    const lock = d.riddles[0]!;
    expect(lock).toMatchObject({
      elementName: "Tresorschloss",
      sceneName: "Keller",
      teamsSolved: 2,
      teamsTried: 3,
      stoppedHere: 1,
      hintsTaken: 0,
    });
    expect(lock.medianSolveMs).toBeGreaterThanOrEqual(0);
    expect(lock.wrongAnswers).toEqual([
      { answer: "1234", count: 3 },
      { answer: "9999", count: 1 },
    ]);
    expect(d.scenes.map((s) => [s.sceneName, s.teamsReached, s.stoppedHere])).toEqual([
      ["Keller", 3, 1],
      ["Flur", 2, 1],
      ["Draußen", 1, 0],
    ]);
    expect(d.teams.map((t) => t.path.map((s) => s.sceneName))).toEqual([
      ["Keller", "Flur", "Draußen"],
      ["Keller"],
      ["Keller", "Flur"],
    ]);
    expect(d.teams[1]!.stoppedAt).toEqual({ sceneName: "Keller", riddleName: "Tresorschloss" });
    expect(d.teams[2]!.stoppedAt).toEqual({ sceneName: "Flur", riddleName: null });
    expect(d.teams[0]!).toMatchObject({ finished: true, riddlesSolved: 1, stoppedAt: null });
  });

  it("is for the competition's managers only", async () => {
    const other = await api.createUser(["COMPETITION_MANAGER"]);
    const refused = await api.as(other.id, "en")(QUERY, { id: competitionId });
    expect(refused.errors?.[0]?.message).toBe("Competition not found");
    const anonymous = await fetch(
      `${server.origin}/api/competitions/${competitionId}/debrief/teams.csv`,
    );
    expect(anonymous.status).toBe(401);
  });

  it("downloads one CSV row per team and one per riddle, formulas kept as text", async () => {
    const teams = await get(`/api/competitions/${competitionId}/debrief/teams.csv?lang=de`);
    expect(teams.status).toBe(200);
    expect(teams.headers.get("content-type")).toContain("text/csv");
    const teamLines = (await teams.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(teamLines).toHaveLength(4);
    expect(teamLines[0]).toMatch(/^Team,Spielende,Beendet/);
    expect(teamLines[1]).toContain("Anna M.,ja,");
    // Seconds on a scene come from the server clock between the setup's inputs (0 s on a quiet machine).
    expect(teamLines[1]).toMatch(/Keller \(\d+ s\) > Flur/);
    const riddles = await get(`/api/competitions/${competitionId}/debrief/riddles.csv`, {
      "Accept-Language": "en",
    });
    const riddleLines = (await riddles.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(riddleLines).toHaveLength(2);
    expect(riddleLines[1]).toMatch(/^Tresorschloss,Keller,2,3,/);
    expect(riddleLines[1]).toContain("1234 (3); 9999 (1)");
  });

  it("keeps what a spreadsheet would run as a formula as text", () => {
    const csv = debriefCsv(
      {
        competitionId: "c",
        title: "t",
        ended: true,
        teamCount: 0,
        finishedCount: 0,
        scenes: [],
        teams: [],
        riddles: [
          {
            elementId: "e",
            elementName: "=cmd|' /C calc'!A0",
            sceneId: "s",
            sceneName: 'Keller, "unten"',
            teamsSolved: 0,
            teamsTried: 1,
            medianSolveMs: null,
            slowestSolveMs: null,
            wrongAnswerCount: 1,
            wrongAnswers: [{ answer: "@SUM(1)", count: 1 }],
            stoppedHere: 0,
            hintsTaken: null,
          },
        ],
      },
      "riddles",
      "en",
    );
    expect(csv.split("\r\n")[1]).toBe(
      `'=cmd|' /C calc'!A0,"Keller, ""unten""",0,1,,,1,'@SUM(1) (1),0,`,
    );
  });

  it("prints a kit: a card per free code and the answer key; a revoked code is refused", async () => {
    const kit = await get(`/api/competitions/${competitionId}/kit.pdf?lang=en`);
    expect(kit.status).toBe(200);
    expect(kit.headers.get("content-type")).toBe("application/pdf");
    // Three codes joined teams; three are free.
    expect(kit.headers.get("x-kit-cards")).toBe("3");
    const pdf = await PDFDocument.load(new Uint8Array(await kit.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });

    await api.db.prisma.accessCode.update({
      where: { code: codes[3]! },
      data: { state: "REVOKED", revokedAt: new Date() },
    });
    const revoked = await get(`/api/competitions/${competitionId}/kit.pdf?code=${codes[3]}`, {
      "Accept-Language": "de",
    });
    expect(revoked.status).toBe(409);
    expect(((await revoked.json()) as { error: { message: string } }).error.message).toBe(
      "Dieser Zugangscode ist gesperrt: Für ihn wird keine Karte gedruckt.",
    );
    const afterRevoke = await get(`/api/competitions/${competitionId}/kit.pdf`);
    expect(afterRevoke.headers.get("x-kit-cards")).toBe("2");
    const single = await get(
      `/api/competitions/${competitionId}/kit.pdf?code=${codes[4]!.toLowerCase()}`,
    );
    expect(single.status).toBe(200);
    expect(single.headers.get("x-kit-cards")).toBe("1");
    const used = await get(`/api/competitions/${competitionId}/kit.pdf?code=${codes[0]}`);
    expect(used.status).toBe(409);
    const bad = await get(`/api/competitions/${competitionId}/kit.pdf?lang=fr`);
    expect(bad.status).toBe(400);
    const other = await api.createUser(["COMPETITION_MANAGER"], { password: "Sicher-Passwort-42" });
    const otherCookie = await api.login(other.email, "Sicher-Passwort-42");
    const foreign = await fetch(`${server.origin}/api/competitions/${competitionId}/kit.pdf`, {
      headers: { Cookie: otherCookie },
    });
    expect(foreign.status).toBe(404);
  });
});
