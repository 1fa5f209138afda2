import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";

let api: ApiHarness;
let owner: { id: string };
let other: { id: string };
let admin: { id: string };

beforeAll(async () => {
  api = await createApiHarness();
  owner = await api.createUser();
  other = await api.createUser();
  admin = await api.createUser(["ADMIN"]);
});
afterAll(() => api?.close());

type GameFields = {
  id: number;
  title: string;
  status: string;
  documentVersion: number;
  document: { scenes: { name: string }[] };
};
const FIELDS = "id title status documentVersion document";

async function create(userId: string, title = "Mein Spiel", locale: "de" | "en" = "de") {
  const res = await api.as(userId, locale)<{ createGame: GameFields }>(
    `mutation($t: String!) { createGame(title: $t) { ${FIELDS} } }`,
    { t: title },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createGame;
}

describe("create, rename, list", () => {
  it("creates a draft with one first scene named in the author's language", async () => {
    const de = await create(owner.id, "  Das   Rätsel ", "de");
    expect(de).toMatchObject({ title: "Das Rätsel", status: "DRAFT", documentVersion: 1 });
    expect(de.document.scenes.map((s) => s.name)).toEqual(["Erste Szene"]);
    const en = await create(owner.id, "Riddle", "en");
    expect(en.document.scenes.map((s) => s.name)).toEqual(["First Scene"]);
  });

  it("requires a title, and refuses empty names on rename with the spec's message", async () => {
    const empty = await api.as(owner.id, "de")('mutation { createGame(title: "   ") { id } }');
    expect(empty.errors?.[0]).toMatchObject({
      message: "Titel ist erforderlich",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const game = await create(owner.id);
    const de = await api.as(
      owner.id,
      "de",
    )(`mutation { renameGame(id: ${game.id}, title: "") { id } }`);
    expect(de.errors?.[0]?.message).toBe("Spielname darf nicht leer sein");
    const en = await api.as(
      owner.id,
      "en",
    )(`mutation { renameGame(id: ${game.id}, title: " ") { id } }`);
    expect(en.errors?.[0]?.message).toBe("Game name must not be empty");
    const ok = await api.as(owner.id)<{ renameGame: { title: string } }>(
      `mutation { renameGame(id: ${game.id}, title: "Neu") { title } }`,
    );
    expect(ok.data?.renameGame.title).toBe("Neu");
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.title).toBe("Neu");
  });

  it("lists only the viewer's own games; others' games are not found", async () => {
    const mine = await create(other.id, "Others");
    const list = await api.as(owner.id)<{ myGames: { id: number }[] }>("{ myGames { id } }");
    expect(list.data?.myGames.map((g) => g.id)).not.toContain(mine.id);
    const peek = await api.as(owner.id)(`{ game(id: ${mine.id}) { id } }`);
    expect(peek.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const rename = await api.as(owner.id)(
      `mutation { renameGame(id: ${mine.id}, title: "x") { id } }`,
    );
    expect(rename.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const asAdmin = await api.as(admin.id)<{ game: { id: number } }>(
      `{ game(id: ${mine.id}) { id } }`,
    );
    expect(asAdmin.data?.game.id).toBe(mine.id);
  });
});

describe("publish, copy, delete", () => {
  it("publishes, publishes unlisted and unpublishes", async () => {
    const game = await create(owner.id);
    for (const [mutation, status] of [
      ["publishGame", "PUBLISHED"],
      ["publishGameUnlisted", "UNLISTED"],
      ["unpublishGame", "DRAFT"],
    ] as const) {
      const res = await api.as(owner.id)<Record<string, { status: string }>>(
        `mutation { ${mutation}(id: ${game.id}) { status } }`,
      );
      expect(res.data?.[mutation]?.status).toBe(status);
    }
  });

  it("copies a game as a draft of the viewer with the same document and gallery", async () => {
    const game = await create(owner.id, "Original");
    await api.as(owner.id)(`mutation { publishGame(id: ${game.id}) { id } }`);
    const asset = await api.db.prisma.asset.create({
      data: {
        kind: "IMAGE",
        name: "Karte",
        fileName: "karte.png",
        mimeType: "image/webp",
        size: 1,
        storageKey: "e".repeat(64),
        sourceSha256: "e".repeat(64),
        ownerId: owner.id,
      },
    });
    await api.db.prisma.gameAsset.create({ data: { gameId: game.id, assetId: asset.id } });
    const copy = await api.as(
      owner.id,
      "de",
    )<{ copyGame: GameFields }>(`mutation { copyGame(id: ${game.id}) { ${FIELDS} } }`);
    expect(copy.data?.copyGame).toMatchObject({
      title: "Original (Kopie)",
      status: "DRAFT",
      documentVersion: 1,
    });
    expect(copy.data?.copyGame.document).toEqual(game.document);
    expect(copy.data?.copyGame.id).not.toBe(game.id);
    const gallery = await api.db.prisma.gameAsset.findMany({
      where: { gameId: Number(copy.data!.copyGame.id) },
    });
    expect(gallery.map((g) => g.assetId)).toEqual([asset.id]);
  });

  it("moves a deleted game to the bin, but not one a competition uses", async () => {
    const game = await create(owner.id);
    const del = await api.as(owner.id)<{ deleteGame: number }>(
      `mutation { deleteGame(id: ${game.id}) }`,
    );
    expect(del.data?.deleteGame).toBe(game.id);
    // In the bin (issue 26): kept 30 days, restorable, gone from the games list.
    const binned = await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(binned.deletedAt).not.toBeNull();
    const list = await api.as(owner.id)<{ myGames: { id: number }[] }>("{ myGames { id } }");
    expect(list.data!.myGames.map((g) => g.id)).not.toContain(game.id);

    const used = await create(owner.id);
    await api.db.prisma.competition.create({
      data: {
        title: "C",
        startDate: new Date(),
        endDate: new Date(Date.now() + 1000),
        gameId: used.id,
        createdById: owner.id,
      },
    });
    const refused = await api.as(owner.id, "en")(`mutation { deleteGame(id: ${used.id}) }`);
    expect(refused.errors?.[0]).toMatchObject({
      message: "The game is used in a competition and cannot be deleted.",
      extensions: { code: "CONFLICT" },
    });
    expect(await api.db.prisma.game.findUnique({ where: { id: used.id } })).not.toBeNull();
  });

  it("refuses anonymous callers", async () => {
    const res = await api.as(null)('mutation { createGame(title: "x") { id } }');
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(res.data ?? null).toBeNull();
  });
});

describe("saving the document", () => {
  const save = (userId: string, id: number, document: unknown, expectedVersion: number) =>
    api.as(userId, "en")<{ saveGameDocument: { documentVersion: number; document: unknown } }>(
      "mutation($id: Int!, $d: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $d, expectedVersion: $v) { documentVersion document } }",
      { id, d: document, v: expectedVersion },
    );

  it("saves against the current version and bumps it", async () => {
    const game = await create(owner.id);
    const doc = structuredClone(game.document);
    doc.scenes[0]!.name = "Eingang";
    const res = await save(owner.id, game.id, doc, 1);
    expect(res.errors).toBeUndefined();
    expect(res.data?.saveGameDocument.documentVersion).toBe(2);
    expect((res.data!.saveGameDocument.document as typeof doc).scenes[0]!.name).toBe("Eingang");
  });

  it("refuses a stale version with CONFLICT and keeps the newer document", async () => {
    const game = await create(owner.id);
    const a = structuredClone(game.document);
    a.scenes[0]!.name = "A";
    const b = structuredClone(game.document);
    b.scenes[0]!.name = "B";
    // Two editors read version 1 and save concurrently: exactly one wins.
    const [ra, rb] = await Promise.all([
      save(owner.id, game.id, a, 1),
      save(owner.id, game.id, b, 1),
    ]);
    const results = [ra, rb];
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    const loser = results.find((r) => r.errors)!;
    expect(loser.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", currentVersion: 2 });
    expect(loser.errors?.[0]?.message).toMatch(/changed elsewhere/);
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.documentVersion).toBe(2);
    const winner = results.indexOf(results.find((r) => r.errors === undefined)!) === 0 ? "A" : "B";
    expect((stored.document as typeof a).scenes[0]!.name).toBe(winner);
  });

  it("refuses an invalid document with the issues, leaving the stored one untouched", async () => {
    const game = await create(owner.id);
    const res = await save(owner.id, game.id, { formatVersion: 1, scenes: [] }, 1);
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0]?.message).toMatch(
      /^The game contains errors and was not saved: Too few entries: at least 1\./,
    );
    // the problems as data, so the editor can point at the broken part
    const extensions = res.errors?.[0]?.extensions ?? {};
    expect(extensions["diagnostics"]).toContainEqual({
      code: "invalidDocument",
      path: "scenes",
      params: { problem: "too_small", origin: "array", minimum: 1 },
      severity: "error",
    });
    expect(extensions["diagnosticCount"]).toBe((extensions["diagnostics"] as unknown[]).length);
    const stored = await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.documentVersion).toBe(1);
    expect(stored.document).toEqual(game.document);
  });

  it("refuses a document with broken rules: codes, params and paths in both languages", async () => {
    const game = await create(owner.id);
    const doc = structuredClone(game.document) as unknown as {
      rules: unknown[];
      scenes: { id: string }[];
    };
    doc.rules.push({
      id: "r1",
      name: "Door",
      enabled: true,
      sceneId: "all",
      triggers: [{ type: "element", elementId: "ghost", trigger: "click" }],
      conditions: { operator: "and", items: [] },
      actions: [
        {
          id: "a1",
          type: "setVariable",
          shouldAwait: false,
          variableId: "missing",
          value: { kind: "value", value: 1 },
        },
      ],
    });
    const en = await save(owner.id, game.id, doc, 1);
    expect(en.errors?.[0]?.message).toBe(
      "The game contains errors and was not saved: " +
        "Rule “Door”: the trigger names an element that does not exist. " +
        "Rule “Door”: action 1 uses a variable that does not exist.",
    );
    expect(en.errors?.[0]?.extensions?.["diagnostics"]).toEqual([
      {
        code: "unknownElement",
        params: { rule: "Door", ruleNumber: 1, at: "trigger" },
        path: "rules.0.triggers.0.elementId",
        severity: "error",
        ruleId: "r1",
      },
      {
        code: "unknownVariable",
        params: { rule: "Door", ruleNumber: 1, at: "action", actionNumber: 1 },
        path: "rules.0.actions.0.variableId",
        severity: "error",
        ruleId: "r1",
      },
    ]);
    const de = await api.as(owner.id, "de")(
      "mutation($id: Int!, $d: JSON!) { saveGameDocument(id: $id, document: $d, expectedVersion: 1) { id } }",
      { id: game.id, d: doc },
    );
    expect(de.errors?.[0]?.message).toContain(
      "Regel „Door“: Der Auslöser nennt ein Element, das es nicht gibt.",
    );
  });

  it("will not publish a game whose document is broken", async () => {
    const game = await create(owner.id);
    await api.db.prisma.game.update({
      where: { id: game.id },
      data: { document: { nonsense: true } },
    });
    const res = await api.as(owner.id, "de")(`mutation { publishGame(id: ${game.id}) { status } }`);
    expect(res.errors?.[0]?.message).toMatch(/^Das Spiel enthält Fehler/);
    expect(res.errors?.[0]?.message).toContain("Falscher Typ: Liste erwartet.");
    const extensions = res.errors?.[0]?.extensions ?? {};
    expect(extensions["diagnosticCount"]).toBe((extensions["diagnostics"] as unknown[]).length);
    expect((await api.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe(
      "DRAFT",
    );
  });
});
