import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameDocument, type GameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { documentJsonBytes } from "./game-operations";

let api: ApiHarness;
let owner: { id: string };
let other: { id: string };

beforeAll(async () => {
  api = await createApiHarness();
  owner = await api.createUser();
  other = await api.createUser();
});
afterAll(() => api?.close());

interface Doc {
  scenes: { id: string; name: string; elements: { id: string; x: number; background: string }[] }[];
  rules: { id: string }[];
}
interface Result {
  version: number;
  operations: { type: string }[];
  applied: { type: string }[];
  conflicts: { key: string; kind: string; mine: unknown; theirs: unknown }[];
  document: Doc | null;
}

const APPLY =
  "mutation($id: Int!, $v: Int!, $o: JSON!, $b: String!) { applyGameOperations(gameId: $id, baseVersion: $v, operations: $o, batchId: $b) { version operations applied conflicts { key kind mine theirs } document } }";
let batch = 0;
const nextBatch = () => `batch-${Date.now()}-${++batch}`;

async function apply(
  userId: string,
  gameId: number,
  baseVersion: number,
  operations: unknown[],
  batchId = nextBatch(),
  locale: "de" | "en" = "en",
) {
  return api.as(userId, locale)<{ applyGameOperations: Result }>(APPLY, {
    id: gameId,
    v: baseVersion,
    o: operations,
    b: batchId,
  });
}

async function gameWithTwoScenes() {
  const created = await api.as(
    owner.id,
    "de",
  )<{ createGame: { id: number } }>('mutation { createGame(title: "Zu zweit") { id } }');
  const id = created.data!.createGame.id;
  const read = async () =>
    (
      await api.as(owner.id)<{ game: { document: Doc; documentVersion: number } }>(
        `query { game(id: ${id}) { document documentVersion } }`,
      )
    ).data!.game;
  const { document } = await read();
  const box = (eid: string) => ({
    ...JSON.parse(JSON.stringify(BOX)),
    id: eid,
  });
  const first = document.scenes[0]!.id;
  const res = await apply(owner.id, id, 1, [
    { type: "addElements", sceneId: first, elements: [box("el_a"), box("el_b")] },
    {
      type: "addScene",
      after: first,
      scene: {
        id: "sc_two",
        name: "Zwei",
        elements: [],
        preload: false,
        transition: { type: "none", durationMs: 0 },
      },
    },
  ]);
  expect(res.errors).toBeUndefined();
  expect(res.data!.applyGameOperations.version).toBe(2);
  return { id, first, read };
}

const BOX = {
  type: "svg-shape",
  version: 0,
  name: "Kasten",
  locked: false,
  global: false,
  visible: true,
  x: 10,
  y: 10,
  width: 100,
  height: 100,
  rotation: 0,
  opacity: 1,
  background: "#ffffff",
  border: "transparent",
  borderWidth: 0,
  radius: 0,
  variant: "default",
  draggable: false,
  rotatable: false,
  resizable: false,
  keepAspectRatio: false,
  mirrorH: false,
  mirrorV: false,
  variables: [],
  speech: { voice: null, speed: 1, pitch: 1 },
  styleOverrides: {},
  colorTheme: "blue",
  themeMode: "light",
  props: { shape: "isosceles-triangle" },
};

describe("documentJsonBytes", () => {
  it("writes what JSON.stringify writes, reusing elements' text", () => {
    const doc = createGameDocument({ locale: "de", registry });
    const element = { id: "e1", global: true, props: { text: 'a "quoted" ü' }, skip: undefined };
    const withGlobal = { ...doc, globalElements: [element] } as unknown as GameDocument;
    for (const d of [
      doc,
      withGlobal,
      {
        ...withGlobal,
        scenes: [...doc.scenes, { ...doc.scenes[0]!, id: "s2", elements: [element] }],
      },
    ])
      expect(JSON.parse(documentJsonBytes(d as GameDocument).toString("utf8"))).toEqual(
        JSON.parse(JSON.stringify(d)),
      );
  });
});

describe("applyGameOperations", () => {
  it("rebases concurrent edits of different things: no conflict, both kept, others' operations returned", async () => {
    const { id, first, read } = await gameWithTwoScenes();
    // A moves an element in scene 1 (based on version 2) …
    const a = await apply(owner.id, id, 2, [
      { type: "updateElements", ids: ["el_a"], patch: { x: 400 } },
    ]);
    expect(a.data!.applyGameOperations).toMatchObject({
      version: 3,
      operations: [],
      conflicts: [],
    });
    // … while B, still on version 2, renames scene 2 and adds a rule.
    const b = await apply(owner.id, id, 2, [
      { type: "renameScene", id: "sc_two", name: "Keller" },
      {
        type: "addRule",
        rule: {
          id: "rule_b",
          enabled: true,
          sceneId: "all",
          triggers: [{ type: "sceneChanged", direction: "to", sceneId: "sc_two" }],
          conditions: { operator: "and", items: [] },
          actions: [],
        },
      },
    ]);
    expect(b.errors).toBeUndefined();
    const result = b.data!.applyGameOperations;
    expect(result.version).toBe(4);
    expect(result.conflicts).toEqual([]);
    expect(result.operations).toEqual([
      { type: "updateElements", ids: ["el_a"], patch: { x: 400 } },
    ]);
    expect(result.applied.map((o) => o.type)).toEqual(["renameScene", "addRule"]);
    const game = await read();
    expect(game.documentVersion).toBe(4);
    expect(game.document.scenes[0]!.elements.find((e) => e.id === "el_a")!.x).toBe(400);
    expect(game.document.scenes[1]!.name).toBe("Keller");
    expect(game.document.rules.map((r) => r.id)).toEqual(["rule_b"]);
    expect(first).toBeTruthy();
  });

  it("returns a real conflict per property (both recolour one element); mine is applied", async () => {
    const { id, read } = await gameWithTwoScenes();
    await apply(owner.id, id, 2, [
      { type: "updateElements", ids: ["el_b"], patch: { background: "#0000ff", x: 50 } },
    ]);
    const mine = await apply(owner.id, id, 2, [
      { type: "updateElements", ids: ["el_b"], patch: { background: "#00ff00", y: 70 } },
    ]);
    expect(mine.data!.applyGameOperations.conflicts).toEqual([
      { key: "element/el_b/background", kind: "changed", mine: "#00ff00", theirs: "#0000ff" },
    ]);
    const el = (await read()).document.scenes[0]!.elements.find((e) => e.id === "el_b")!;
    expect(el).toMatchObject({ background: "#00ff00", x: 50, y: 70 });
  });

  it("a retried batch is not applied twice; a pull with no operations writes nothing", async () => {
    const { id, read } = await gameWithTwoScenes();
    const ops = [{ type: "renameScene", id: "sc_two", name: "Einmal" }];
    const first = await apply(owner.id, id, 2, ops, "retry-batch-1");
    const again = await apply(owner.id, id, 2, ops, "retry-batch-1");
    expect(again.data!.applyGameOperations).toMatchObject({
      version: first.data!.applyGameOperations.version,
    });
    expect((await read()).documentVersion).toBe(3);
    const pull = await apply(owner.id, id, 2, []);
    expect(pull.data!.applyGameOperations).toMatchObject({
      version: 3,
      operations: [{ type: "renameScene" }],
      applied: [],
    });
    expect((await read()).documentVersion).toBe(3);
  });

  it("after a whole-document save the client gets the document to reload (a gap in the log)", async () => {
    const { id, read } = await gameWithTwoScenes();
    const game = await read();
    const saved = await api.as(owner.id)(
      "mutation($id: Int!, $d: JSON!, $v: Int!) { saveGameDocument(id: $id, document: $d, expectedVersion: $v) { documentVersion } }",
      { id, d: game.document, v: 2 },
    );
    expect(saved.errors).toBeUndefined();
    const res = await apply(owner.id, id, 2, [{ type: "renameScene", id: "sc_two", name: "X" }]);
    expect(res.data!.applyGameOperations.version).toBe(3);
    expect(res.data!.applyGameOperations.document?.scenes[1]!.name).toBe("Zwei");
    expect((await read()).documentVersion).toBe(3);
  });

  it("refuses bad input with a translated message and changes nothing; others' games are not found", async () => {
    const { id, read } = await gameWithTwoScenes();
    const bad = await apply(
      owner.id,
      id,
      2,
      [{ type: "removeElements", ids: ["nope"] }],
      nextBatch(),
      "de",
    );
    expect(bad.errors?.[0]).toMatchObject({
      message:
        "Eine Änderung ließ sich nicht anwenden (elementNotFound) und nichts wurde gespeichert.",
      extensions: { code: "BAD_USER_INPUT", index: 0 },
    });
    const notOps = await apply(owner.id, id, 2, [42]);
    expect(notOps.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const invalid = await apply(owner.id, id, 2, [
      { type: "renameScene", id: "sc_two", name: "x".repeat(500) },
    ]);
    expect(invalid.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const ahead = await apply(owner.id, id, 99, []);
    expect(ahead.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const foreign = await apply(other.id, id, 2, [
      { type: "renameScene", id: "sc_two", name: "X" },
    ]);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await read()).documentVersion).toBe(2);
  });

  it("checks what changed after a save it knows: an invalid result is refused as on a whole save", async () => {
    const { id, read } = await gameWithTwoScenes();
    // version 3 comes from a batch (this instance keeps its checked document) …
    const moved = await apply(owner.id, id, 2, [
      { type: "updateElements", ids: ["el_a"], patch: { x: 7 } },
    ]);
    expect(moved.errors).toBeUndefined();
    // … so the next batch is checked by what it changed: a rule naming a missing scene is refused
    const rule = {
      id: "r_bad",
      enabled: true,
      sceneId: "all",
      triggers: [{ type: "sceneChanged", direction: "to", sceneId: "sc_two" }],
      conditions: { operator: "and", items: [] },
      actions: [{ id: "a_bad", shouldAwait: false, type: "goToScene", sceneId: "nowhere" }],
    };
    const bad = await apply(owner.id, id, 3, [{ type: "addRule", rule }]);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const badElement = await apply(owner.id, id, 3, [
      { type: "updateElements", ids: ["el_b"], patch: { width: "wide" } },
    ]);
    expect(badElement.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await read()).documentVersion).toBe(3);
    const good = await apply(owner.id, id, 3, [
      { type: "updateElements", ids: ["el_b"], patch: { x: 9 } },
    ]);
    expect(good.data?.applyGameOperations.version).toBe(4);
    const els = (await read()).document.scenes[0]!.elements;
    expect(els.map((e) => e.x)).toEqual([7, 9]);
  });

  it("two saves at once serialise: both applied, versions 3 and 4", async () => {
    const { id, read } = await gameWithTwoScenes();
    const [x, y] = await Promise.all([
      apply(owner.id, id, 2, [{ type: "updateElements", ids: ["el_a"], patch: { x: 1 } }]),
      apply(owner.id, id, 2, [{ type: "updateElements", ids: ["el_b"], patch: { x: 2 } }]),
    ]);
    expect([x.errors, y.errors]).toEqual([undefined, undefined]);
    expect(
      [x.data!.applyGameOperations.version, y.data!.applyGameOperations.version].toSorted(),
    ).toEqual([3, 4]);
    const els = (await read()).document.scenes[0]!.elements;
    expect(els.map((e) => e.x)).toEqual([1, 2]);
  });

  it("the one access rule under the row lock: co-authors and admins apply; viewers, pending shares and the bin do not", async () => {
    const { id, read } = await gameWithTwoScenes();
    const coauthor = await api.createUser();
    const viewer = await api.createUser();
    const pending = await api.createUser();
    const admin = await api.createUser(["ADMIN"]);
    const shareRow = (email: string, role: "COAUTHOR" | "VIEWER", userId: string | null) => ({
      gameId: id,
      email,
      role,
      userId,
      tokenHash: `hash-${email}`,
    });
    await api.db.prisma.gameShare.createMany({
      data: [
        shareRow(coauthor.email, "COAUTHOR", coauthor.id),
        shareRow(viewer.email, "VIEWER", viewer.id),
        shareRow(pending.email, "COAUTHOR", null),
      ],
    });
    const move = (x: number) => [{ type: "updateElements", ids: ["el_a"], patch: { x } }];
    expect((await apply(viewer.id, id, 2, move(5))).errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
    expect((await apply(pending.id, id, 2, move(5))).errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
    // A non-editor's malformed batch is not found either (nothing said about the game).
    expect((await apply(viewer.id, id, 2, [42])).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await apply(coauthor.id, id, 2, move(5))).data?.applyGameOperations.version).toBe(3);
    expect((await apply(admin.id, id, 3, move(6))).data?.applyGameOperations.version).toBe(4);
    const stored = await api.db.prisma.gameOperationBatch.findMany({
      where: { gameId: id, version: { in: [3, 4] } },
      orderBy: { version: "asc" },
      select: { authorId: true },
    });
    expect(stored.map((b) => b.authorId)).toEqual([coauthor.id, admin.id]);
    await api.db.prisma.game.update({ where: { id }, data: { deletedAt: new Date() } });
    expect((await apply(coauthor.id, id, 4, move(7))).errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
    await api.db.prisma.game.update({ where: { id }, data: { deletedAt: null } });
    expect((await read()).documentVersion).toBe(4);
  });
});
