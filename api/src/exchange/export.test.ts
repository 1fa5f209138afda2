import { createHash } from "node:crypto";
import { registry } from "@exitgame/element-plugins/definitions";
import {
  actionReferences,
  ALL_SCENES,
  conditionReferences,
  parseGameDocument,
  parseManifest,
  triggerReferences,
  type GameDocument,
} from "@exitgame/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoChimeWav, demoNoteSvg } from "../demo-assets";
import { DEMO_SCENES, demoGameDocument } from "../seed";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { readZip } from "../testing/zip";
import { documentAssetRefs, planExport } from "./export";
import { contentDisposition } from "./routes";

const PASSWORD = "Export-Passwort 2026";

describe("export of .exitgame files", () => {
  let api: ApiHarness;
  let origin: string;
  let closeServer: () => Promise<void>;
  let owner: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let admin: { id: string; cookie: string };
  let gameId: number;
  let doc: GameDocument;
  let noteId: string;
  let chimeId: string;

  const person = async (roles: "ADMIN"[] = []) => {
    const user = await api.createUser(roles, { password: PASSWORD });
    return { id: user.id, cookie: await api.login(user.email, PASSWORD) };
  };
  const download = async (who: { cookie: string } | null, query = "", method = "GET") => {
    const res = await fetch(`${origin}/api/games/${gameId}/export${query}`, {
      method,
      headers: { "Accept-Language": "en", ...(who ? { Cookie: who.cookie } : {}) },
    });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    api = await createApiHarness();
    const server = await api.listen();
    origin = server.origin;
    closeServer = server.close;
    owner = await person();
    other = await person();
    admin = await person(["ADMIN"]);
    const ingest = (data: Buffer, fileName: string, kind: "IMAGE" | "AUDIO") =>
      api.assets.ingest({ source: data, fileName, kind, ownerId: owner.id, curated: false });
    noteId = (await ingest(Buffer.from(demoNoteSvg()), "notiz.svg", "IMAGE")).asset.id;
    chimeId = (await ingest(demoChimeWav(), "glocke.wav", "AUDIO")).asset.id;
    doc = demoGameDocument({ note: noteId, chime: chimeId });
    const game = await api.db.prisma.game.create({
      data: { title: "Flucht aus dem Labor", document: doc as object, ownerId: owner.id },
    });
    gameId = game.id;
  });
  afterAll(async () => {
    await closeServer?.();
    await api?.close();
  });

  it("streams the complete game: manifest, document and the assets by their hash", async () => {
    const { res, body } = await download(owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.exitgame+zip");
    expect(res.headers.get("content-disposition")).toContain(
      'filename="Flucht-aus-dem-Labor.exitgame"',
    );
    const zip = await readZip(body);
    expect(zip.names.slice(0, 2)).toEqual(["manifest.json", "game.json"]);
    const parsed = parseManifest(zip.files.get("manifest.json")!.toString());
    if (!parsed.ok) throw new Error(parsed.reason);
    const { manifest } = parsed;
    expect(manifest).toMatchObject({
      kind: "exitgame",
      formatVersion: 1,
      title: "Flucht aus dem Labor",
      scenes: doc.scenes.map((s) => ({ id: s.id, name: s.name })),
    });
    expect(manifest.elementTypes).toMatchObject({
      image: expect.any(Number),
      audio: expect.any(Number),
    });
    expect(manifest.assets.map((a) => a.id).sort()).toEqual([noteId, chimeId].sort());
    for (const asset of manifest.assets) {
      const data = zip.files.get(asset.path)!;
      expect(data.length).toBe(asset.size);
      expect(createHash("sha256").update(data).digest("hex")).toBe(asset.sha256);
    }
    // Media is stored as it is (no deflating of hundreds of megabytes); the JSON deflates.
    const note = manifest.assets.find((a) => a.id === noteId)!;
    const chime = manifest.assets.find((a) => a.id === chimeId)!;
    expect(note).toMatchObject({
      kind: "IMAGE",
      mimeType: "image/webp",
      originalName: "notiz.svg",
    });
    expect(zip.compressed.get(note.path)).toBe(false);
    expect(zip.compressed.get(chime.path)).toBe(false);
    expect(zip.compressed.get("game.json")).toBe(true);
    const game = JSON.parse(zip.files.get("game.json")!.toString()) as GameDocument;
    const stored = parseGameDocument(doc, registry);
    expect(stored.ok && game).toEqual(stored.ok && stored.document);
    expect(zip.names).toHaveLength(2 + 2);
  });

  it("exports chosen scenes with exactly the references to the others removed, and only their assets", async () => {
    const lab = doc.scenes.find((s) => s.name === DEMO_SCENES.lab)!;
    const removedScenes = new Set(doc.scenes.filter((s) => s.id !== lab.id).map((s) => s.id));
    const removedElements = new Set(
      doc.scenes.filter((s) => removedScenes.has(s.id)).flatMap((s) => s.elements.map((e) => e.id)),
    );
    const hits = (refs: { scenes: string[]; elements: string[] }) =>
      refs.scenes.some((id) => removedScenes.has(id)) ||
      refs.elements.some((id) => removedElements.has(id));
    // What must go, found independently of keepScenes.
    const goneRules = doc.rules.filter(
      (r) =>
        (r.sceneId !== ALL_SCENES && removedScenes.has(r.sceneId)) ||
        (r.triggers.length > 0 && r.triggers.every((t) => hits(triggerReferences(t)))),
    );
    const kept = doc.rules.filter((r) => !goneRules.includes(r));
    const goneParts = new Set(
      kept.flatMap((r) => [
        ...r.triggers.filter((t) => hits(triggerReferences(t))).map((t) => JSON.stringify(t)),
        ...r.conditions.items.filter((c) => hits(conditionReferences(c))).map((c) => c.id),
        ...r.actions.filter((a) => hits(actionReferences(a))).map((a) => a.id),
      ]),
    );
    expect(goneRules.length + goneParts.size).toBeGreaterThan(0);

    const planned = await planExport({
      prisma: api.db.prisma,
      storage: api.assets.storage,
      gameId,
      sceneIds: [lab.id],
    });
    if (!planned.ok) throw new Error(planned.reason);
    const { report } = planned.plan;
    expect(report.removedRules.map((r) => r.rule.id).sort()).toEqual(
      goneRules.map((r) => r.id).sort(),
    );
    const reported = new Set(
      report.modifiedRules.flatMap((m) => [
        ...m.removedTriggers.map((t) => JSON.stringify(t)),
        ...m.removedConditions.map((c) => c.id),
        ...m.removedActions.map((a) => a.id),
      ]),
    );
    expect(reported).toEqual(goneParts);

    const { res, body } = await download(owner, `?scenes=${lab.id}`);
    expect(res.status).toBe(200);
    const zip = await readZip(body);
    const game = JSON.parse(zip.files.get("game.json")!.toString()) as GameDocument;
    expect(game.scenes.map((s) => s.id)).toEqual([lab.id]);
    expect(game.rules).toEqual(planned.plan.document.rules);
    const text = JSON.stringify(game.rules);
    for (const id of removedScenes) expect(text).not.toContain(id);
    for (const rule of kept)
      expect(game.rules.find((r) => r.id === rule.id)?.actions.length).toBe(
        rule.actions.filter((a) => !goneParts.has(a.id)).length,
      );

    // The scenes without the note and the chime carry no asset files.
    const others = doc.scenes.filter((s) => s.id !== lab.id).map((s) => s.id);
    const { body: rest } = await download(owner, `?scenes=${others.join(",")}`);
    const restZip = await readZip(rest);
    expect(restZip.names).toEqual(["manifest.json", "game.json"]);
    const restGame = JSON.parse(restZip.files.get("game.json")!.toString()) as GameDocument;
    expect(documentAssetRefs(restGame)).toEqual([]);
  });

  it("is for the owner and admins only, and needs a scene", async () => {
    expect((await download(null)).res.status).toBe(401);
    const foreign = await download(other);
    expect(foreign.res.status).toBe(404);
    expect(foreign.body.toString()).toContain("Game not found");
    expect((await download(admin, "", "HEAD")).res.status).toBe(200);
    const none = await download(owner, "?scenes=");
    expect(none.res.status).toBe(400);
    expect(none.body.toString()).toContain("Select at least one scene.");
    expect((await download(owner, "?scenes=nonexistent")).res.status).toBe(400);
    const missing = await fetch(`${origin}/api/games/999999/export`, {
      headers: { Cookie: owner.cookie },
    });
    expect(missing.status).toBe(404);
  });

  it("packs no file of someone else's library, even when its id is typed into the document", async () => {
    const foreign = await api.assets.ingest({
      source: demoChimeWav(9_000),
      fileName: "fremd.wav",
      kind: "AUDIO",
      ownerId: other.id,
      curated: false,
    });
    const stolen = demoGameDocument({ note: noteId, chime: foreign.asset.id });
    const game = await api.db.prisma.game.create({
      data: { title: "Fremd", document: stolen as object, ownerId: owner.id },
    });
    const res = await fetch(`${origin}/api/games/${game.id}/export`, {
      headers: { Cookie: owner.cookie },
    });
    const zip = await readZip(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(zip.files.get("manifest.json")!.toString()) as {
      assets: { id: string }[];
    };
    expect(manifest.assets.map((a) => a.id)).toEqual([noteId]);
    expect(zip.names).toHaveLength(3);
  });

  it("names the download safely", () => {
    expect(contentDisposition("Größe.exitgame")).toBe(
      "attachment; filename=\"Gr__e.exitgame\"; filename*=UTF-8''Gr%C3%B6%C3%9Fe.exitgame",
    );
  });
});
