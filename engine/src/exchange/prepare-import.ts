/**
 * The document half of an import, framework-free: the browser runs it before uploading anything
 * (so a file the engine refuses costs no upload), the API runs it again before it writes.
 *
 * parse → stand-ins for unknown element types → migrate and validate (the engine's
 * checkGameDocument) → selected scenes only (keepScenes) → fresh ids when the scenes go into an
 * existing game (rules remapped with them) → asset references mapped to stored assets.
 */
import { ALL_SCENES } from "../document/constants";
import { createId } from "../document/ids";
import { mapElements } from "../document/element-index";
import type { Rule } from "../document/rule-schema";
import type { Element, GameDocument, Scene, Variable } from "../document/schema";
import { INTERNAL } from "../elements/fields";
import type { Registry } from "../elements/registry";
import { pruneReferences, keepScenes, remapRuleReferences } from "../operations/references";
import type { PruneReport } from "../operations/types";
import { checkGameDocument } from "../rules/check";
import type { Diagnostic } from "../rules/validate";
import type { DocumentIssue } from "../document/parse";

export type ImportWarning =
  /** The file comes from a newer editor (format, element or archive version): it proceeds,
   * the user should refresh to get the newer editor (the "unknown migrations" error). */
  | { code: "unknownMigrations" }
  /** Elements of a type this installation does not know became placeholders. */
  | { code: "unknownElementType"; type: string; count: number }
  /** Rules lost triggers, conditions or actions: scenes left out, or placeholders. */
  | { code: "rulesChanged"; removedRules: number; modifiedRules: number };

export type PrepareImportFailure =
  /** The data is not a game document this engine can read (the "invalid file" error). */
  | { ok: false; code: "invalidFile"; issues: (DocumentIssue | Diagnostic)[] }
  /** There is no game document, or none of the chosen scenes is in it ("no game data"). */
  | { ok: false; code: "noGameData" };

export interface PreparedImport {
  ok: true;
  /** The document to store: the whole new game, or the target game with the scenes added. */
  document: GameDocument;
  /** Ids of the imported scenes in `document` (fresh ones when merged into a game). */
  sceneIds: string[];
  /** Asset ids the imported part refers to (ids of the file, before mapAssetReferences). */
  assetIds: string[];
  warnings: ImportWarning[];
  /** What leaving scenes out (or placeholders) did to the rules. */
  report: PruneReport;
}
export type PrepareImportResult = PreparedImport | PrepareImportFailure;

export interface PrepareImportInput {
  /** game.json: its text or the parsed value. */
  document: unknown;
  registry: Registry;
  /** Only these scenes (null or undefined: the complete game). */
  sceneIds?: readonly string[] | null;
  /** The game the scenes go into; without it the import is a new game. */
  into?: GameDocument | null;
  /** The archive (its manifest) comes from a newer editor than this one. */
  newerArchive?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Replaces elements of unknown types in the raw (unparsed) document by the registry's stand-in.
 * Works on any format version: elements are found in every scene and in globalElements.
 */
function standInUnknownTypes(raw: Record<string, unknown>, registry: Registry) {
  const standIn = registry.standIn;
  const counts = new Map<string, number>();
  const ids = new Set<string>();
  const fix = (el: unknown): unknown => {
    if (!isRecord(el) || typeof el["type"] !== "string" || registry.has(el["type"])) return el;
    if (!standIn) return el;
    const type = el["type"];
    counts.set(type, (counts.get(type) ?? 0) + 1);
    if (typeof el["id"] === "string") ids.add(el["id"]);
    const version = typeof el["version"] === "number" ? el["version"] : 0;
    return {
      ...el,
      type: standIn.type,
      version: standIn.version,
      props: standIn.standIn!.wrap({ type, version, props: el["props"] }),
    };
  };
  const list = (v: unknown) => (Array.isArray(v) ? v.map(fix) : v);
  const scenes = Array.isArray(raw["scenes"])
    ? raw["scenes"].map((s) => (isRecord(s) ? { ...s, elements: list(s["elements"]) } : s))
    : raw["scenes"];
  const fixed: Record<string, unknown> = {
    ...raw,
    scenes,
    globalElements: list(raw["globalElements"]),
  };
  return {
    raw: fixed,
    counts,
    ids,
  };
}

/** Parses, migrates, validates and selects; merges into `into` with fresh ids when given. */
export function prepareImport(input: PrepareImportInput): PrepareImportResult {
  const { registry } = input;
  let raw = input.document;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {
        ok: false,
        code: "invalidFile",
        issues: [{ path: "", code: "invalidJson", params: {} }],
      };
    }
  }
  if (!isRecord(raw) || !Array.isArray(raw["scenes"]) || raw["scenes"].length === 0)
    return { ok: false, code: "noGameData" };

  const standIns = standInUnknownTypes(raw, registry);
  const checked = checkGameDocument(standIns.raw, registry);
  // Rules that name the placeholders' triggers, properties or actions cannot hold: their parts
  // that refer to a placeholder go (and are reported), then the document is checked again.
  let doc: GameDocument;
  const warnings: ImportWarning[] = [];
  const report: PruneReport = { removedRules: [], modifiedRules: [] };
  if (checked.ok) {
    doc = checked.document;
    collectNewer(checked.warnings, warnings);
  } else if (standIns.ids.size > 0 && checked.errors.every((e) => "severity" in e)) {
    const parsed = checkGameDocument({ ...standIns.raw, rules: [] }, registry);
    if (!parsed.ok) return { ok: false, code: "invalidFile", issues: checked.errors };
    const pruned = pruneReferences((standIns.raw["rules"] as Rule[] | undefined) ?? [], {
      elements: standIns.ids,
    });
    const again = checkGameDocument({ ...parsed.document, rules: pruned.rules }, registry);
    if (!again.ok) return { ok: false, code: "invalidFile", issues: again.errors };
    doc = again.document;
    collectNewer(again.warnings, warnings);
    addReport(report, pruned.report);
  } else {
    return { ok: false, code: "invalidFile", issues: checked.errors };
  }
  if (input.newerArchive && !warnings.some((w) => w.code === "unknownMigrations"))
    warnings.unshift({ code: "unknownMigrations" });
  for (const [type, count] of standIns.counts)
    warnings.push({ code: "unknownElementType", type, count });

  if (input.sceneIds) {
    const kept = keepScenes(doc, input.sceneIds);
    if (!kept) return { ok: false, code: "noGameData" };
    doc = kept.doc;
    addReport(report, kept.report);
  }

  let result: GameDocument;
  let sceneIds: string[];
  if (input.into) {
    const merged = mergeInto(input.into, doc);
    result = merged.document;
    sceneIds = merged.sceneIds;
    addReport(report, merged.report);
    const check = checkGameDocument(result, registry);
    if (!check.ok) return { ok: false, code: "invalidFile", issues: check.errors };
  } else {
    result = doc;
    sceneIds = doc.scenes.map((s) => s.id);
  }
  if (report.removedRules.length + report.modifiedRules.length > 0)
    warnings.push({
      code: "rulesChanged",
      removedRules: report.removedRules.length,
      modifiedRules: report.modifiedRules.length,
    });
  const assetIds = new Set<string>();
  const importedScenes = new Set(sceneIds);
  const collect = (el: Element) => {
    for (const id of assetReferences(registry, el)) assetIds.add(id);
  };
  for (const scene of result.scenes)
    if (importedScenes.has(scene.id)) scene.elements.forEach(collect);
  if (!input.into) result.globalElements.forEach(collect);
  return { ok: true, document: result, sceneIds, assetIds: [...assetIds], warnings, report };
}

function collectNewer(found: readonly { code: string }[], warnings: ImportWarning[]) {
  if (found.some((w) => w.code === "newerFormat" || w.code === "newerElementVersion"))
    warnings.push({ code: "unknownMigrations" });
}

function addReport(into: PruneReport, from: PruneReport) {
  into.removedRules.push(...from.removedRules);
  into.modifiedRules.push(...from.modifiedRules);
}

/** Names of the asset fields of an element's type. */
function fieldsOfKind(registry: Registry, type: string, kind: string): string[] {
  const def = registry.find(type);
  if (!def) return [];
  return Object.entries(def.fields as Record<string, unknown>)
    .filter(([, f]) => f !== INTERNAL && isRecord(f) && f["kind"] === kind)
    .map(([name]) => name);
}
const assetFields = (registry: Registry, type: string) => fieldsOfKind(registry, type, "asset");
/** Fields holding a list of caption tracks, each naming a captions asset (`assetId`). */
const captionFields = (registry: Registry, type: string) =>
  fieldsOfKind(registry, type, "captions");
const namesAsset = (value: unknown): value is string =>
  typeof value === "string" && value !== "" && !/^(https?:|data:|\/)/.test(value);

/** The values of an element's asset fields (and caption tracks) that name an asset (not a URL). */
export function assetReferences(registry: Registry, el: Element): string[] {
  if (!isRecord(el.props)) return [];
  const out: string[] = [];
  for (const name of assetFields(registry, el.type)) {
    const value = el.props[name];
    if (namesAsset(value)) out.push(value);
  }
  for (const name of captionFields(registry, el.type)) {
    const tracks = el.props[name];
    if (!Array.isArray(tracks)) continue;
    for (const track of tracks)
      if (isRecord(track) && namesAsset(track["assetId"])) out.push(track["assetId"]);
  }
  return out;
}

/**
 * Points the asset fields of the elements at the stored assets: ids in `map` are replaced; ids of
 * the file not in it (failed or skipped assets) become empty when `missing` is 'clear', so a
 * game never names an asset it does not have.
 */
export function mapAssetReferences(
  doc: GameDocument,
  registry: Registry,
  map: ReadonlyMap<string, string>,
  fileAssetIds: ReadonlySet<string>,
  onCleared?: (elementId: string, field: string, fileAssetId: string) => void,
): GameDocument {
  return mapElements(doc, (el) => {
    const fields = assetFields(registry, el.type);
    const trackFields = captionFields(registry, el.type);
    if ((fields.length === 0 && trackFields.length === 0) || !isRecord(el.props)) return el;
    let props: Record<string, unknown> | undefined;
    // Caption tracks follow their assets; a track whose file was not imported is dropped.
    for (const name of trackFields) {
      const tracks = el.props[name];
      if (!Array.isArray(tracks)) continue;
      let changed = false;
      const next = tracks.flatMap((track: unknown) => {
        if (!isRecord(track) || typeof track["assetId"] !== "string") return [track];
        const id = track["assetId"];
        const mapped = map.get(id);
        if (mapped !== undefined && mapped !== id) {
          changed = true;
          return [{ ...track, assetId: mapped }];
        }
        if (mapped === undefined && fileAssetIds.has(id)) {
          changed = true;
          onCleared?.(el.id, name, id);
          return [];
        }
        return [track];
      });
      if (changed) {
        props ??= { ...el.props };
        props[name] = next;
      }
    }
    for (const name of fields) {
      const value = el.props[name];
      if (typeof value !== "string") continue;
      const mapped = map.get(value);
      if (mapped !== undefined && mapped !== value) {
        props ??= { ...el.props };
        props[name] = mapped;
      } else if (mapped === undefined && fileAssetIds.has(value)) {
        props ??= { ...el.props };
        props[name] = "";
        onCleared?.(el.id, name, value);
      }
    }
    return props ? { ...el, props } : el;
  });
}

/**
 * Adds the scenes of `imported` to `target` with fresh ids for everything that comes along
 * (scenes, elements, element variables, rules, conditions, actions) and rules remapped to them.
 * Global variables are matched by name and type to the target's (else added under a fresh id,
 * renamed on a clash); the imported game's global elements stay behind (the target has its
 * own), and rule parts that named them go (reported).
 */
export function mergeInto(
  target: GameDocument,
  imported: GameDocument,
): { document: GameDocument; sceneIds: string[]; report: PruneReport } {
  const removedElements = new Set<string>();
  const removedVariables = new Set<string>();
  for (const el of imported.globalElements) {
    removedElements.add(el.id);
    for (const v of el.variables) removedVariables.add(v.id);
  }
  const pruned = pruneReferences(imported.rules, {
    elements: removedElements,
    variables: removedVariables,
  });
  const map = new Map<string, string>();
  const fresh = (id: string) => {
    const next = createId();
    map.set(id, next);
    return next;
  };
  const variables: Variable[] = [...target.variables];
  const names = new Set(target.variables.map((v) => v.name));
  for (const v of imported.variables) {
    const same = target.variables.find((t) => t.name === v.name && t.type === v.type);
    if (same) {
      map.set(v.id, same.id);
      continue;
    }
    let name = v.name;
    for (let n = 2; names.has(name); n++) name = `${v.name} (${n})`.slice(0, 100);
    names.add(name);
    variables.push({ ...v, id: fresh(v.id), name });
  }
  const sceneNames = new Set(target.scenes.map((s) => s.name));
  const scenes: Scene[] = imported.scenes.map((scene) => {
    let name = scene.name;
    for (let n = 2; sceneNames.has(name); n++) name = `${scene.name} (${n})`.slice(0, 200);
    sceneNames.add(name);
    return {
      ...scene,
      id: fresh(scene.id),
      name,
      elements: scene.elements.map((el) => ({
        ...el,
        id: fresh(el.id),
        variables: el.variables.map((v) => ({ ...v, id: fresh(v.id) })),
      })),
    };
  });
  const rules: Rule[] = pruned.rules.map((rule) => {
    const remapped = remapRuleReferences(rule, map);
    return {
      ...remapped,
      id: createId(),
      sceneId: remapped.sceneId === ALL_SCENES ? ALL_SCENES : remapped.sceneId,
      conditions: {
        ...remapped.conditions,
        items: remapped.conditions.items.map((c) => ({ ...c, id: createId() })),
      },
      actions: remapped.actions.map((a) => ({ ...a, id: createId() })),
    };
  });
  return {
    document: {
      ...target,
      scenes: [...target.scenes, ...scenes],
      variables,
      rules: [...target.rules, ...rules],
    },
    sceneIds: scenes.map((s) => s.id),
    report: pruned.report,
  };
}
