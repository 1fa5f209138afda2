/**
 * SIGKILL during a Legacy import: the assets it created stay hidden while it runs, and the next
 * start removes them with the temporary files (the uploaded archive, extracted entries).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { registry } from "@exitgame/element-plugins/definitions";
import {
  assetArchivePath,
  createElement,
  createGameDocument,
  EXITGAME_FORMAT_VERSION,
  type ManifestAsset,
} from "@exitgame/engine";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiHarness, type ApiHarness } from "../testing/api-harness";
import { writeZip } from "../testing/zip";
import { cleanupCrashedImports } from "./legacy-staging";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

let api: ApiHarness;
let tmp: string;

beforeAll(async () => {
  api = await createApiHarness();
  tmp = await mkdtemp(path.join(os.tmpdir(), "eg-crash-"));
});
afterAll(async () => {
  await api?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** An archive whose game uses two pictures the server has never seen. */
async function archive(): Promise<string> {
  const doc = createGameDocument({ locale: "de", registry });
  const assets: ManifestAsset[] = [];
  const entries = [];
  for (const [i, id] of ["file-a", "file-b"].entries()) {
    const data = await sharp({
      create: { width: 32, height: 24, channels: 3, background: { r: 200, g: i * 90, b: 17 } },
    })
      .webp()
      .toBuffer();
    const asset: ManifestAsset = {
      id,
      path: assetArchivePath(sha(data), "image/webp"),
      sha256: sha(data),
      size: data.length,
      mimeType: "image/webp",
      kind: "IMAGE",
      originalName: `${id}.webp`,
    };
    assets.push(asset);
    entries.push({ name: asset.path, data, compress: false });
    const image = createElement(registry, "image", { locale: "de" });
    image.props = { ...(image.props as object), src: id };
    doc.scenes[0]!.elements.push(image);
  }
  const manifest = {
    kind: "exitgame",
    formatVersion: EXITGAME_FORMAT_VERSION,
    editorVersion: "0.1.0",
    documentFormatVersion: doc.formatVersion,
    elementTypes: { image: registry.get("image").version },
    title: "Absturz",
    exportedAt: "2026-11-24T08:00:00.000Z",
    scenes: doc.scenes.map((s) => ({ id: s.id, name: s.name })),
    assets,
  };
  const file = path.join(tmp, "absturz.exitgame");
  await writeFile(
    file,
    await writeZip([
      { name: "manifest.json", data: JSON.stringify(manifest) },
      { name: "game.json", data: JSON.stringify(doc) },
      ...entries,
    ]),
  );
  return file;
}

/** Runs the import in a child process that SIGKILLs itself after storing the first asset. */
function crashingImport(
  env: Record<string, string>,
): Promise<{ pid: number; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        path.join(root, "scripts/node-compat.mjs"),
        "--import",
        "tsx",
        path.join(root, "api/src/testing/legacy-crash-child.ts"),
      ],
      { cwd: path.join(root, "api"), env: { ...process.env, ...env }, stdio: "pipe" },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (signal !== "SIGKILL") reject(new Error(`child ended with ${code}: ${stderr}`));
      else resolve({ pid: child.pid!, signal });
    });
  });
}

describe("a Legacy import killed with SIGKILL", () => {
  it("leaves nothing visible, and the next start cleans up its assets and temporary files", async () => {
    const teacher = await api.createUser();
    const childTmp = await mkdtemp(path.join(tmp, "tmp-"));
    const { pid } = await crashingImport({
      DATABASE_URL: api.db.url,
      DATA_DIR: api.config.dataDir,
      ARCHIVE: await archive(),
      USER_ID: teacher.id,
      TMPDIR: childTmp,
    });

    // After the crash: one asset stored, no game, and the teacher's library shows nothing.
    const stored = await api.db.prisma.asset.findMany({ where: { ownerId: teacher.id } });
    expect(stored).toHaveLength(1);
    expect(await api.db.prisma.game.count({ where: { ownerId: teacher.id } })).toBe(0);
    const library = await api.as(teacher.id)<{ assets: { id: string }[] }>(
      "{ assets(kind: IMAGE, library: MINE) { id } }",
    );
    expect(library.data?.assets).toEqual([]);
    const ours = async () => (await readdir(childTmp)).filter((n) => n.startsWith("eg-"));
    const left = await ours();
    expect(left.some((n) => n.startsWith(`eg-upload-${pid}-`))).toBe(true);
    expect(left.some((n) => n.startsWith(`eg-import-${pid}-`))).toBe(true);

    // The next start.
    const cleaned = await cleanupCrashedImports({
      prisma: api.db.prisma,
      assets: api.assets,
      tempDir: childTmp,
    });
    expect(cleaned).toEqual({ imports: 1, assets: 1, tempFiles: left.length });
    expect(await api.db.prisma.asset.count({ where: { ownerId: teacher.id } })).toBe(0);
    expect(await api.db.prisma.importSession.count({ where: { ownerId: teacher.id } })).toBe(0);
    expect(await api.assets.storage.stat(stored[0]!.storageKey)).toBeFalsy();
    expect(await ours()).toEqual([]);
  });
});
