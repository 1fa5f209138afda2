import { describe, expect, it } from "vitest";
import {
  checkArchiveEntries,
  checkArchiveEnvelope,
  isSymlinkAttributes,
  type ArchiveEntryInfo,
} from "./entries";
import {
  assetArchivePath,
  EXITGAME_FORMAT_VERSION,
  exportFileName,
  manifestNewerThan,
  parseManifest,
  type ExitgameManifest,
} from "./manifest";

const sha = (c: string) => c.repeat(64);
const file = (name: string, size = 100, compressed = size): ArchiveEntryInfo => ({
  name,
  compressedSize: compressed,
  uncompressedSize: size,
  isDirectory: false,
  isSymlink: false,
});
const asset = (c: string, size = 100) => ({
  id: `asset-${c}`,
  path: assetArchivePath(sha(c), "image/webp"),
  sha256: sha(c),
  size,
  mimeType: "image/webp",
  kind: "IMAGE" as const,
  originalName: `${c}.webp`,
});
const manifest = (assets = [asset("a"), asset("b")]): ExitgameManifest => ({
  kind: "exitgame",
  formatVersion: EXITGAME_FORMAT_VERSION,
  editorVersion: "0.1.0",
  documentFormatVersion: 4,
  elementTypes: { text: 1 },
  title: "Demo",
  exportedAt: "2026-11-24T08:00:00.000Z",
  scenes: [{ id: "s1", name: "First Scene" }],
  assets,
});
const good = () => [
  file("manifest.json", 500),
  file("game.json", 2000, 300),
  file(asset("a").path),
  file(asset("b").path),
];
const codes = (r: { ok: boolean; problems?: { code: string }[] }) =>
  r.ok ? [] : (r.problems ?? []).map((p) => p.code);

describe("checkArchiveEntries", () => {
  it("accepts a well-formed archive and maps the assets", () => {
    const result = checkArchiveEntries(good(), manifest());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.assets.keys()]).toEqual([asset("a").path, asset("b").path]);
    expect(result.missingAssets).toEqual([]);
  });

  it.each([
    ["/etc/passwd", "absolutePath"],
    ["C:/x", "absolutePath"],
    ["assets/../../evil", "parentPath"],
    ["assets\\evil", "backslash"],
  ])("refuses the name %s (%s)", (name, code) => {
    const result = checkArchiveEntries([...good(), file(name)], manifest());
    expect(result.ok).toBe(false);
    expect(codes(result)).toContain(code);
    if (!result.ok) expect(result.messageKey).toBe("import.invalidFile");
  });

  it("refuses symlinks, duplicates and unlisted names", () => {
    const link = { ...file(asset("a").path), isSymlink: true };
    expect(codes(checkArchiveEntries([...good().slice(0, 3), link], manifest()))).toEqual([
      "symlink",
      "duplicateName",
    ]);
    expect(codes(checkArchiveEntries([...good(), file("GAME.json")], manifest()))).toContain(
      "duplicateName",
    );
    expect(codes(checkArchiveEntries([...good(), file("run.sh")], manifest()))).toEqual([
      "unlisted",
    ]);
    const other = file(assetArchivePath(sha("c"), "image/webp"));
    expect(codes(checkArchiveEntries([...good(), other], manifest()))).toEqual(["unlisted"]);
  });

  it("refuses zip bombs: ratio, total size, entry count", () => {
    const bomb = file(asset("a").path, 500 * 1024 * 1024, 500 * 1024);
    const m = manifest([{ ...asset("a"), size: 500 * 1024 * 1024 }, asset("b")]);
    expect(
      codes(checkArchiveEntries([...good().filter((e) => e.name !== bomb.name), bomb], m)),
    ).toEqual(["compressionRatio"]);
    const big = Array.from({ length: 3 }, (_, i) =>
      file(`assets/${String(i).repeat(64)}.bin`, 400 * 1024 * 1024),
    );
    expect(codes(checkArchiveEnvelope([...good(), ...big]))).toEqual(["tooLarge"]);
    const many = Array.from({ length: 2001 }, (_, i) => file(`x${i}`));
    expect(codes(checkArchiveEnvelope(many))).toEqual(["tooManyEntries"]);
  });

  it("small, well-compressed JSON is no bomb", () => {
    const entries = [file("manifest.json", 500, 2), file("game.json", 900_000, 1000)];
    expect(checkArchiveEntries(entries, manifest([])).ok).toBe(true);
  });

  it("says 'no game data' without game.json and 'invalid file' without a manifest", () => {
    const noGame = checkArchiveEntries(
      good().filter((e) => e.name !== "game.json"),
      manifest(),
    );
    expect(noGame).toMatchObject({ ok: false, messageKey: "import.noGameData" });
    const noManifest = checkArchiveEnvelope(good().filter((e) => e.name !== "manifest.json"));
    expect(noManifest).toMatchObject({ ok: false, messageKey: "import.invalidFile" });
    expect(codes(noManifest)).toEqual(["noManifest"]);
  });

  it("reports missing and oversized assets without refusing", () => {
    const result = checkArchiveEntries(
      [file("manifest.json"), file("game.json"), file(asset("b").path, 100)],
      manifest([asset("a"), asset("b")]),
      {},
      () => 50,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.missingAssets.map((a) => a.id)).toEqual(["asset-a"]);
    expect(result.oversizedAssets.map((a) => a.id)).toEqual(["asset-b"]);
    expect(result.assets.size).toBe(0);
  });

  it("refuses a file whose size differs from the manifest", () => {
    const entries = [...good().slice(0, 3), file(asset("b").path, 101)];
    expect(codes(checkArchiveEntries(entries, manifest()))).toEqual(["assetSizeMismatch"]);
  });

  it("reads symlink bits from the external attributes", () => {
    expect(isSymlinkAttributes((0o120777 << 16) >>> 0)).toBe(true);
    expect(isSymlinkAttributes((0o100644 << 16) >>> 0)).toBe(false);
    expect(isSymlinkAttributes(0)).toBe(false);
  });
});

describe("manifest", () => {
  it("parses its own output and keeps unknown keys of newer versions", () => {
    const m = { ...manifest(), formatVersion: EXITGAME_FORMAT_VERSION + 1, future: { x: 1 } };
    const parsed = parseManifest(JSON.stringify(m));
    expect(parsed).toMatchObject({ ok: true, newerFormat: true });
    expect(parseManifest(JSON.stringify(manifest()))).toMatchObject({
      ok: true,
      newerFormat: false,
    });
  });

  it("refuses non-JSON, a foreign zip and an asset path not named after its hash", () => {
    expect(parseManifest("{")).toMatchObject({ ok: false, messageKey: "import.invalidFile" });
    expect(parseManifest(JSON.stringify({ name: "x" })).ok).toBe(false);
    const wrong = manifest([{ ...asset("a"), sha256: sha("c") }]);
    expect(parseManifest(JSON.stringify(wrong)).ok).toBe(false);
    const dup = manifest([asset("a"), { ...asset("b"), id: "asset-a" }]);
    expect(parseManifest(JSON.stringify(dup)).ok).toBe(false);
  });

  it("tells newer element versions from unknown types", () => {
    const m = { ...manifest(), elementTypes: { text: 2, hologram: 1 } };
    const known = { documentFormatVersion: 4, elementVersions: new Map([["text", 1]]) };
    expect(manifestNewerThan(m, known)).toEqual({ newer: true, unknownTypes: ["hologram"] });
    const same = { ...manifest(), elementTypes: { text: 1 } };
    expect(manifestNewerThan(same, known)).toEqual({ newer: false, unknownTypes: [] });
  });

  it("makes safe file names", () => {
    expect(exportFileName("Flucht aus dem Labor: Teil 2")).toBe(
      "Flucht-aus-dem-Labor-Teil-2.exitgame",
    );
    expect(exportFileName("Größe ../..")).toBe("Grosse.exitgame");
    expect(exportFileName("///")).toBe("game.exitgame");
  });
});
