import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument, createRuntime, type GameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { clockFor, type ServerClock } from "../clock";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let server: { origin: string; close(): Promise<void> };
let clock: ServerClock;
let managerId: string;
let otherManagerId: string;
let gameId: number;
let document: GameDocument;
const HOUR = 3_600_000;

function twoSceneDocument(): GameDocument {
  const doc = createGameDocument({ locale: "de", registry });
  doc.scenes.push({
    ...structuredClone(doc.scenes[0]!),
    id: "scene-two",
    name: "Zwei",
    elements: [],
  });
  return doc;
}

function snapshotOn(sceneId: string): unknown {
  const runtime = createRuntime(document, { registry, clock: { now: () => 0 } });
  return { ...runtime.snapshot(), sceneId };
}

beforeAll(async () => {
  api = await createApiHarness({ HOST: "127.0.0.1", TEST_CLOCK: "1" });
  clock = clockFor(api.config);
  server = await api.listen();
  managerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  otherManagerId = (await api.createUser(["COMPETITION_MANAGER"])).id;
  const author = await api.createUser();
  document = twoSceneDocument();
  gameId = (
    await api.db.prisma.game.create({
      data: {
        title: "Wettbewerbsspiel",
        ownerId: author.id,
        status: "PUBLISHED",
        document: document as object,
      },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

const manager = (locale: "de" | "en" = "de") => api.as(managerId, locale);

async function createCompetition(
  startOffset: number,
  endOffset: number,
  title = "Klassenwettbewerb",
) {
  const now = clock.now().getTime();
  const res = await manager()<{ createCompetition: { id: string; phase: string } }>(
    "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id phase } }",
    {
      i: {
        title,
        startDate: new Date(now + startOffset).toISOString(),
        endDate: new Date(now + endOffset).toISOString(),
        gameId,
      },
    },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createCompetition;
}

async function generate(reference: string, count: number): Promise<string[]> {
  const res = await manager()<{ generateAccessCodes: { accessCodes: { code: string }[] } }>(
    "mutation($r: String!, $n: Int!) { generateAccessCodes(paymentReferenceId: $r, count: $n) { accessCodes { code } } }",
    { r: reference, n: count },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.generateAccessCodes.accessCodes.map((c) => c.code);
}

interface ApiBody {
  session?: {
    id: string;
    players: unknown[];
    snapshot: { sceneId: string } | null;
  } | null;
  error?: {
    code: string;
    message: string;
    params?: { details?: { codes?: unknown; fields?: unknown } };
  };
  result?: string;
  sequence?: number;
  stored?: boolean;
}

/** A browser: keeps its cookies between calls. */
function browser(locale: "de" | "en" = "en") {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, raw?: string) => {
    const res = await fetch(server.origin + path, {
      method,
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": locale,
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [k, v] = pair!.split("=");
      jar.set(k!, v!);
    }
    return {
      status: res.status,
      body: (await res.json()) as ApiBody,
      cookies: res.headers.getSetCookie(),
    };
  };
  return { call, jar };
}

const players = (codes: string[]) =>
  codes.map((code, i) => ({ firstName: `Vor${i}`, lastName: `Nach${i}`, accessCode: code }));

describe("competition management (GraphQL)", () => {
  const CREATE = "mutation($i: CompetitionInput!) { createCompetition(input: $i) { id } }";
  const errorOf = async (locale: "de" | "en", input: Record<string, unknown>) => {
    const res = await manager(locale)(CREATE, { i: input });
    return { message: res.errors?.[0]?.message, fields: res.errors?.[0]?.extensions?.fields };
  };

  it("validates the competition form (title, dates, published game) with its messages, in de and en", async () => {
    const start = "2030-01-01T10:00:00.000Z";
    const end = "2030-01-01T12:00:00.000Z";
    expect((await errorOf("de", { startDate: start, endDate: end, gameId })).message).toBe(
      "Titel ist erforderlich",
    );
    expect(
      (await errorOf("en", { title: " ", startDate: start, endDate: end, gameId })).message,
    ).toBe("Title is required");
    expect(
      (await errorOf("de", { title: "T", startDate: end, endDate: start, gameId })).message,
    ).toBe("Enddatum muss nach dem Startdatum liegen");
    expect(
      (await errorOf("en", { title: "T", startDate: end, endDate: end, gameId })).message,
    ).toBe("End date must be after the start date");
    expect((await errorOf("de", { title: "T", endDate: end, gameId })).message).toBe(
      "Startdatum ist erforderlich",
    );
    expect(
      (await errorOf("de", { title: "T", startDate: "kein Datum", endDate: end, gameId })).message,
    ).toBe("Ungültiges Datum");
    expect((await errorOf("de", { title: "T", startDate: start, endDate: end })).message).toBe(
      "Spiel-ID ist erforderlich",
    );
    const all = await errorOf("de", {});
    expect(all.fields).toEqual({
      title: "Titel ist erforderlich",
      startDate: "Startdatum ist erforderlich",
      endDate: "Enddatum ist erforderlich",
      gameId: "Spiel-ID ist erforderlich",
    });
  });

  it("accepts a published game of another author by its ID, refuses drafts and unknown games", async () => {
    const start = "2030-01-01T10:00:00.000Z";
    const end = "2030-01-01T12:00:00.000Z";
    const draft = await api.db.prisma.game.create({
      data: { title: "Entwurf", ownerId: managerId, document: document as object },
    });
    expect(
      (await errorOf("de", { title: "T", startDate: start, endDate: end, gameId: draft.id }))
        .message,
    ).toBe("Spiel nicht gefunden oder nicht zugänglich");
    expect(
      (await errorOf("en", { title: "T", startDate: start, endDate: end, gameId: 999999 })).message,
    ).toBe("Game not found or not accessible");
    const ok = await manager()(CREATE, {
      i: { title: "T", startDate: start, endDate: end, gameId },
    });
    expect(ok.errors).toBeUndefined();
  });

  it("lists, edits and deletes only the manager's own competitions", async () => {
    const c = await createCompetition(HOUR, 2 * HOUR, "Eigener");
    const other = api.as(otherManagerId, "en");
    const list = await other<{ managedCompetitions: { id: string }[] }>(
      "{ managedCompetitions { id } }",
    );
    expect(list.data!.managedCompetitions.map((x) => x.id)).not.toContain(c.id);
    const denied = await other("mutation($id: ID!) { deleteCompetition(id: $id) }", { id: c.id });
    expect(denied.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const renamed = await manager()<{ updateCompetition: { title: string; phase: string } }>(
      "mutation($id: ID!, $i: CompetitionInput!) { updateCompetition(id: $id, input: $i) { title phase } }",
      {
        id: c.id,
        i: {
          title: "Umbenannt",
          startDate: new Date(clock.now().getTime() - HOUR).toISOString(),
          endDate: new Date(clock.now().getTime() + HOUR).toISOString(),
          gameId,
        },
      },
    );
    expect(renamed.data!.updateCompetition).toEqual({ title: "Umbenannt", phase: "ACTIVE" });
    const deleted = await manager()("mutation($id: ID!) { deleteCompetition(id: $id) }", {
      id: c.id,
    });
    expect(deleted.data).toEqual({ deleteCompetition: c.id });
  });
});

describe("access codes (GraphQL)", () => {
  it("generates codes within bounds, finds them by reference or code in any form", async () => {
    const tooMany = await manager("en")(
      'mutation { generateAccessCodes(paymentReferenceId: "X", count: 1001) { id } }',
    );
    expect(tooMany.errors?.[0]?.message).toBe("The count must be between 1 and 1000");
    const empty = await manager("de")(
      'mutation { generateAccessCodes(paymentReferenceId: " ", count: 3) { id } }',
    );
    expect(empty.errors?.[0]?.message).toBe("Verwendungszweck ist erforderlich");
    const codes = await generate("RE-2026-0042", 5);
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    const byCode = await manager()<{
      paymentReferences: { paymentReferenceId: string; codeCount: number }[];
    }>("query($s: String) { paymentReferences(search: $s) { paymentReferenceId codeCount } }", {
      s: codes[2]!.toLowerCase().replaceAll("-", ""),
    });
    expect(byCode.data!.paymentReferences).toEqual([
      { paymentReferenceId: "RE-2026-0042", codeCount: 5 },
    ]);
    const byRef = await manager()<{ paymentReferences: { paymentReferenceId: string }[] }>(
      '{ paymentReferences(search: "2026-0042") { paymentReferenceId } }',
    );
    expect(byRef.data!.paymentReferences).toHaveLength(1);
  });

  it("hides expired references unless asked, revokes codes, deletes a reference with its codes", async () => {
    const codes = await generate("ALT-1", 2);
    clock.setOffset(400 * 24 * HOUR);
    try {
      const visible = await manager()<{ paymentReferences: { paymentReferenceId: string }[] }>(
        '{ paymentReferences(search: "ALT-1") { paymentReferenceId } }',
      );
      expect(visible.data!.paymentReferences).toEqual([]);
      const withExpired = await manager()<{
        paymentReferences: {
          id: string;
          expired: boolean;
          accessCodes: { id: string; status: string }[];
        }[];
      }>(
        '{ paymentReferences(search: "ALT-1", showExpired: true) { id expired accessCodes { id status } } }',
      );
      const ref = withExpired.data!.paymentReferences[0]!;
      expect(ref.expired).toBe(true);
      expect(ref.accessCodes.map((c) => c.status)).toEqual(["EXPIRED", "EXPIRED"]);
      clock.setOffset(0);
      const revoked = await manager()<{ revokeAccessCode: { status: string } }>(
        "mutation($id: ID!) { revokeAccessCode(id: $id) { status } }",
        { id: ref.accessCodes[0]!.id },
      );
      expect(revoked.data!.revokeAccessCode.status).toBe("REVOKED");
      const deleted = await manager()("mutation($id: ID!) { deletePaymentReference(id: $id) }", {
        id: ref.id,
      });
      expect(deleted.errors).toBeUndefined();
      expect(await api.db.prisma.accessCode.count({ where: { code: { in: codes } } })).toBe(0);
    } finally {
      clock.setOffset(0);
    }
  });

  it("pages through more than 500 references, with search and the expiry filter applied on the server", async () => {
    const base = Date.now() - 1_000_000;
    const year = 365 * 24 * HOUR;
    await api.db.prisma.paymentReference.createMany({
      data: Array.from({ length: 530 }, (_, i) => ({
        paymentReferenceId: `PAGE-${String(i).padStart(4, "0")}`,
        createdById: managerId,
        createdAt: new Date(base + i * 1000),
        // every tenth one has expired
        validUntil: new Date(base + (i % 10 === 0 ? -1000 : year)),
      })),
    });
    type Page = {
      paymentReferences: { paymentReferenceId: string }[];
      paymentReferenceCount: number;
    };
    const page = (vars: Record<string, unknown>) =>
      manager()<Page>(
        "query($s: String, $e: Boolean, $f: Int, $o: Int) { paymentReferences(search: $s, showExpired: $e, first: $f, offset: $o) { paymentReferenceId } paymentReferenceCount(search: $s, showExpired: $e) }",
        vars,
      );
    const all = await page({ s: "page-", e: true, f: 500, o: 0 });
    expect(all.data!.paymentReferenceCount).toBe(530);
    expect(all.data!.paymentReferences).toHaveLength(500);
    expect(all.data!.paymentReferences[0]!.paymentReferenceId).toBe("PAGE-0529"); // newest first
    const rest = await page({ s: "page-", e: true, f: 500, o: 500 });
    expect(rest.data!.paymentReferences.map((r) => r.paymentReferenceId)).toEqual(
      Array.from({ length: 30 }, (_, i) => `PAGE-${String(29 - i).padStart(4, "0")}`),
    );
    const current = await page({ s: "PAGE-", e: false, f: 50, o: 450 });
    expect(current.data!.paymentReferenceCount).toBe(477);
    expect(current.data!.paymentReferences).toHaveLength(27);
    const few = await page({ s: "page-052", e: true, f: 5, o: 5 });
    expect(few.data!.paymentReferenceCount).toBe(10);
    expect(few.data!.paymentReferences.map((r) => r.paymentReferenceId)).toEqual([
      "PAGE-0524",
      "PAGE-0523",
      "PAGE-0522",
      "PAGE-0521",
      "PAGE-0520",
    ]);
    const capped = await page({ s: "page-", e: true, f: 10_000, o: 0 });
    expect(capped.data!.paymentReferences).toHaveLength(500);
    await api.db.prisma.paymentReference.deleteMany({
      where: { paymentReferenceId: { startsWith: "PAGE-" } },
    });
  });

  it("exports references with their codes and imports them again (round trip)", async () => {
    const from = new Date(clock.now().getTime() - 1000).toISOString();
    await generate("RUND-A", 3);
    await generate("RUND-B", 2);
    const to = new Date(clock.now().getTime() + 1000).toISOString();
    const exportQuery =
      "query($f: DateTime!, $t: DateTime!) { exportAccessCodes(from: $f, to: $t) { paymentReferenceId codeCount codes } }";
    const first = await manager()<{
      exportAccessCodes: { paymentReferenceId: string; codeCount: number; codes: string[] }[];
    }>(exportQuery, { f: from, t: to });
    const rows = first.data!.exportAccessCodes.filter((r) =>
      r.paymentReferenceId.startsWith("RUND-"),
    );
    expect(rows.map((r) => [r.paymentReferenceId, r.codeCount, r.codes.length])).toEqual([
      ["RUND-A", 3, 3],
      ["RUND-B", 2, 2],
    ]);
    const badRange = await manager("de")(exportQuery, { f: to, t: from });
    expect(badRange.errors?.[0]?.message).toMatch(/vollständigen Zeitraum/);
    await api.db.prisma.paymentReference.deleteMany({
      where: { paymentReferenceId: { startsWith: "RUND-" } },
    });
    const imported = await manager()<{ importAccessCodes: number }>(
      "mutation($rows: [AccessCodeImportRow!]!) { importAccessCodes(rows: $rows) }",
      { rows: rows.map((r) => ({ paymentReferenceId: r.paymentReferenceId, count: r.codeCount })) },
    );
    expect(imported.data!.importAccessCodes).toBe(5);
    const again = await manager()<{
      exportAccessCodes: { paymentReferenceId: string; codeCount: number }[];
    }>(exportQuery, { f: from, t: new Date(clock.now().getTime() + 1000).toISOString() });
    expect(
      again
        .data!.exportAccessCodes.filter((r) => r.paymentReferenceId.startsWith("RUND-"))
        .map((r) => [r.paymentReferenceId, r.codeCount]),
    ).toEqual([
      ["RUND-A", 3],
      ["RUND-B", 2],
    ]);
  });
});

describe("competition API for players (sessions, resumes, access-code checks) and its refusals", () => {
  it("creates a session for a team of three, bound by an HttpOnly cookie; a code joins once", async () => {
    const c = await createCompetition(-HOUR, HOUR);
    const codes = await generate("TEAM-3", 4);
    const team = browser();
    const res = await team.call("POST", "/api/competition/sessions", {
      competitionId: c.id,
      players: players([codes[0]!.toLowerCase(), codes[1]!.replaceAll("-", ""), codes[2]!]),
    });
    expect(res.status).toBe(201);
    expect(res.body.session!.players).toHaveLength(3);
    expect(res.cookies[0]).toMatch(/^eg_team_[0-9a-f]+=[a-z0-9]+; Path=\/; HttpOnly; SameSite=Lax/);
    const again = await browser().call("POST", "/api/competition/sessions", {
      competitionId: c.id,
      players: players([codes[0]!, codes[3]!]),
    });
    expect(again.status).toBe(400);
    expect(again.body.error!.message).toBe("Invalid access code");
    expect(again.body.error!.params!.details!.codes).toEqual([{ player: 0, problem: "used" }]);
    const current = await team.call("GET", `/api/competition/${c.id}/session`);
    expect(current.body.session!.id).toBe(res.body.session!.id);
    const stranger = await browser().call("GET", `/api/competition/${c.id}/session`);
    expect(stranger.body.session).toBeNull();
  });

  it("two teams racing for one code: exactly one joins", async () => {
    const c = await createCompetition(-HOUR, HOUR);
    const [shared, a, b] = await generate("WETTLAUF", 3);
    const results = await Promise.all(
      [a, b].map((own) =>
        browser().call("POST", "/api/competition/sessions", {
          competitionId: c.id,
          players: players([own!, shared!]),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const loser = results.find((r) => r.status === 400)!;
    expect(loser.body.error!.message).toBe("Invalid access code");
    // The loser's own code stays free.
    const ownOfLoser = results[0]!.status === 400 ? a! : b!;
    const check = await browser().call("POST", "/api/competition/access-codes/check", {
      code: ownOfLoser,
    });
    expect(check.body.result).toBe("valid");
    expect(await api.db.prisma.competitionSession.count({ where: { competitionId: c.id } })).toBe(
      1,
    );
  });

  it("answers every refusal with the competition API's message, in en and de", async () => {
    const active = await createCompetition(-HOUR, HOUR);
    const upcoming = await createCompetition(HOUR, 2 * HOUR);
    const ended = await createCompetition(-2 * HOUR, -HOUR);
    const [code] = await generate("FEHLER", 1);
    const cases: [unknown, string | undefined, number, string, string][] = [
      [undefined, "{not json", 400, "Invalid request format", "Ungültiges Anfrageformat"],
      [[1, 2], undefined, 400, "Invalid request body", "Ungültiger Anfrageinhalt"],
      [
        { players: players([code!]) },
        undefined,
        400,
        "Competition ID is required",
        "Wettbewerbs-ID ist erforderlich",
      ],
      [
        { competitionId: "0190b0c4-0000-7000-8000-000000000000", players: players([code!]) },
        undefined,
        404,
        "Competition not found",
        "Wettbewerb nicht gefunden",
      ],
      [
        { competitionId: upcoming.id, players: players([code!]) },
        undefined,
        409,
        "Competition has not started yet",
        "Der Wettbewerb hat noch nicht begonnen",
      ],
      [
        { competitionId: ended.id, players: players([code!]) },
        undefined,
        409,
        "Competition has already ended",
        "Der Wettbewerb ist bereits beendet",
      ],
      [
        { competitionId: active.id, players: [] },
        undefined,
        400,
        "At least one player is required",
        "Mindestens ein Spieler ist erforderlich",
      ],
      [
        { competitionId: active.id, players: players([code!, code!, code!, code!]) },
        undefined,
        400,
        "Maximum three players allowed",
        "Maximal drei Spieler erlaubt",
      ],
      [
        {
          competitionId: active.id,
          players: [{ firstName: "A", lastName: "", accessCode: "ABCD" }],
        },
        undefined,
        422,
        "Validation failed",
        "Validierung fehlgeschlagen",
      ],
    ];
    for (const [body, raw, status, en, de] of cases) {
      for (const [locale, message] of [
        ["en", en],
        ["de", de],
      ] as const) {
        const res = await browser(locale).call("POST", "/api/competition/sessions", body, raw);
        expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([
          status,
          message,
        ]);
      }
    }
    const invalid = await browser("de").call("POST", "/api/competition/sessions", {
      competitionId: active.id,
      players: players(["ZZZZ-ZZZZ-ZZZZ"]),
    });
    expect(invalid.body.error!.message).toBe("Ungültiger Zugangscode");
    const validation = await browser("en").call("POST", "/api/competition/sessions", {
      competitionId: active.id,
      players: [{ firstName: "A", lastName: "", accessCode: "ABCD" }],
    });
    expect(validation.body.error!.params!.details!.fields).toEqual([
      { player: 0, field: "lastName", problem: "required" },
      { player: 0, field: "accessCode", problem: "incomplete" },
    ]);
  });

  it("refuses revoked and expired codes; checks a code without using it", async () => {
    const c = await createCompetition(-HOUR, HOUR);
    const [good, revoked] = await generate("PRUEF", 2);
    await api.db.prisma.accessCode.update({
      where: { code: revoked! },
      data: { state: "REVOKED" },
    });
    const check = async (code: string) =>
      (
        await browser().call("POST", "/api/competition/access-codes/check", {
          code,
          competitionId: c.id,
        })
      ).body.result;
    expect(await check(good!.toLowerCase())).toBe("valid");
    expect(await check(revoked!)).toBe("invalid");
    expect(await check("ZZZZ-ZZZZ-ZZZZ")).toBe("invalid");
    const r = await browser().call("POST", "/api/competition/sessions", {
      competitionId: c.id,
      players: players([revoked!]),
    });
    expect(r.body.error!.params!.details!.codes).toEqual([{ player: 0, problem: "invalid" }]);
    const [old] = await generate("ABGELAUFEN", 1);
    await api.db.prisma.accessCode.update({
      where: { code: old! },
      data: { validUntil: new Date(Date.now() - 1000) },
    });
    expect(await check(old!)).toBe("expired");
    const e = await browser().call("POST", "/api/competition/sessions", {
      competitionId: c.id,
      players: players([old!]),
    });
    expect(e.body.error!.params!.details!.codes).toEqual([{ player: 0, problem: "expired" }]);
    const ok = await browser().call("POST", "/api/competition/sessions", {
      competitionId: c.id,
      players: players([good!]),
    });
    expect(ok.status).toBe(201);
    expect(await check(good!)).toBe("used");
  });

  it("the old snapshot save is checked and answered, but never changes a team's progress", async () => {
    const c = await createCompetition(-HOUR, HOUR);
    const codes = await generate("SPEICHERN", 2);
    const team = browser("en");
    const created = await team.call("POST", "/api/competition/sessions", {
      competitionId: c.id,
      players: players(codes),
    });
    const sessionId = created.body.session!.id as string;
    const first = scenesOf(document)[0]!;
    const save = (seq: number, sceneId: string, who = team) =>
      who.call("POST", "/api/competition/sessions/state", {
        sessionId,
        competitionId: c.id,
        sequence: seq,
        gameSnapshot: snapshotOn(sceneId),
      });
    expect((await save(1, first)).body).toEqual({ sequence: 0, stored: false });
    expect((await save(3, "scene-two")).body).toEqual({ sequence: 0, stored: false });
    const stored = await api.db.prisma.competitionSession.findUniqueOrThrow({
      where: { id: sessionId },
    });
    expect(stored.snapshot).toBeNull();
    expect(stored.currentSceneId).toBeNull();
    expect(stored.scenesReached).toEqual([]);
    expect(stored.finishedAt).toBeNull();

    // The server's state comes from inputs; another device logging in gets it.
    const started = await team.call("POST", `/api/competition/${c.id}/inputs`, {
      seq: 1,
      input: { type: "start" },
    });
    expect(started.status).toBe(200);
    const second = browser("de");
    const resumed = await second.call("POST", "/api/competition/sessions/resume", {
      competitionId: c.id,
      accessCode: codes[1]!.toLowerCase(),
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.session!.id).toBe(sessionId);
    expect(resumed.body.session!.snapshot!.sceneId).toBe(first);

    const refuse = async (body: Record<string, unknown>, who = team) =>
      (await who.call("POST", "/api/competition/sessions/state", body)).body.error?.message;
    expect(await refuse({ sequence: 5, gameSnapshot: snapshotOn(first) })).toBe(
      "Session ID is required",
    );
    expect(
      await refuse({
        sessionId: "0190b0c4-0000-7000-8000-000000000000",
        sequence: 5,
        gameSnapshot: {},
      }),
    ).toBe("Game session not found");
    const other = await createCompetition(-HOUR, HOUR);
    expect(
      await refuse({
        sessionId,
        competitionId: other.id,
        sequence: 5,
        gameSnapshot: snapshotOn(first),
      }),
    ).toBe("Game session does not belong to the specified competition");
    expect(await refuse({ sessionId, sequence: 5, gameSnapshot: { sceneId: first } })).toBe(
      "Cannot save game state, invalid GameSnapshot format",
    );
    expect(
      await refuse({ sessionId, sequence: 5, gameSnapshot: snapshotOn("no-such-scene") }),
    ).toBe("Cannot save game state, invalid GameSnapshot format");
    expect(
      await refuse({ sessionId, sequence: 5, gameSnapshot: snapshotOn(first) }, browser("de")),
    ).toBe("Spielsitzung nicht gefunden");
    expect(
      await refuse(
        { sessionId, sequence: 5, gameSnapshot: { kind: "x" } },
        (() => {
          const b = browser("de");
          for (const [k, v] of team.jar) b.jar.set(k, v);
          return b;
        })(),
      ),
    ).toBe("Spielstand kann nicht gespeichert werden, ungültiges GameSnapshot-Format");
    clock.setOffset(2 * HOUR);
    try {
      const late = await save(5, first);
      expect(late.status).toBe(409);
      expect(late.body.error?.message).toBe("Competition has already ended");
    } finally {
      clock.setOffset(0);
    }
  });

  it("throttles failed joins per address", async () => {
    const c = await createCompetition(-HOUR, HOUR);
    let last = { status: 0, body: {} as ApiBody };
    for (let i = 0; i < 21; i++) {
      last = await browser().call("POST", "/api/competition/sessions/resume", {
        competitionId: c.id,
        accessCode: "ZZZZ-ZZZZ-ZZZZ",
      });
    }
    expect(last.status).toBe(429);
    expect(last.body.error!.message).toMatch(
      /^Too many failed attempts\. Please try again in \d+ minutes\.$/,
    );
    await api.auth.limits.reset("competitionJoinIp", "127.0.0.1");
  });
});

describe("live board", () => {
  it("shows every team with scene, scenes reached, wrong attempts and finish rank, live over SSE", async () => {
    const c = await createCompetition(-HOUR, HOUR);
    const password = "Live-Tafel-Passwort";
    const user = await api.createUser(["COMPETITION_MANAGER"], { password });
    await api.db.prisma.competition.update({ where: { id: c.id }, data: { createdById: user.id } });
    const cookie = await api.login(user.email, password);

    // Subscribe over SSE (graphql-yoga), as the board page does.
    const controller = new AbortController();
    const response = await fetch(`${server.origin}/graphql`, {
      method: "POST",
      signal: controller.signal,
      headers: { "Content-Type": "application/json", Accept: "text/event-stream", Cookie: cookie },
      body: JSON.stringify({
        query:
          "subscription($id: ID!) { competitionBoardChanged(id: $id) { teams { players { firstName } currentSceneName scenesReached wrongAttempts finished rank } } }",
        variables: { id: c.id },
      }),
    });
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    let buffer = "";
    const nextBoard = async () => {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split("\n").find((l) => l.startsWith("data:"));
          if (data && data.length > 6)
            return JSON.parse(data.slice(5)).data.competitionBoardChanged;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += new TextDecoder().decode(value);
      }
    };
    expect((await nextBoard()).teams).toEqual([]);

    const codes = await generate("LIVE", 2);
    const team = browser();
    const created = await team.call("POST", "/api/competition/sessions", {
      competitionId: c.id,
      players: players([codes[0]!]),
    });
    expect((await nextBoard()).teams).toEqual([
      {
        players: [{ firstName: "Vor0" }],
        currentSceneName: null,
        scenesReached: 0,
        wrongAttempts: 0,
        finished: false,
        rank: null,
      },
    ]);
    // A saved snapshot on the final scene changes nothing; the team's start (an input) does.
    await team.call("POST", "/api/competition/sessions/state", {
      sessionId: created.body.session!.id,
      sequence: 1,
      gameSnapshot: snapshotOn("scene-two"),
    });
    await team.call("POST", `/api/competition/${c.id}/inputs`, {
      seq: 1,
      input: { type: "start" },
    });
    expect((await nextBoard()).teams).toEqual([
      {
        players: [{ firstName: "Vor0" }],
        currentSceneName: document.scenes[0]!.name,
        scenesReached: 1,
        wrongAttempts: 0,
        finished: false,
        rank: null,
      },
    ]);
    controller.abort();

    const other = await api.as(otherManagerId)(
      "query($id: ID!) { competitionBoard(id: $id) { competitionId } }",
      { id: c.id },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

function scenesOf(doc: GameDocument): string[] {
  return doc.scenes.map((s) => s.id);
}
