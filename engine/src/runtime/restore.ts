/**
 * The checks restore() runs before it touches any play state: the snapshot must parse and
 * belong to this game (same scenes, elements, variables with their types, rules, continuations).
 */
import type { VariableSlot } from "../rules/compile";
import { GameSnapshotSchema, SNAPSHOT_VERSION, SnapshotError, type GameSnapshot } from "./snapshot";

export interface SnapshotTarget {
  hasScene(id: string): boolean;
  hasRule(id: string): boolean;
  elementIds: ReadonlySet<string> | ReadonlyMap<string, unknown>;
  variables: ReadonlyMap<string, VariableSlot>;
}

/**
 * The parsed snapshot, or a SnapshotError saying why it cannot be restored here. A `trusted`
 * snapshot (one this engine's snapshot() wrote and its host stored, of this snapshot version) skips
 * the schema's parse, not the checks against the game.
 */
export function checkSnapshot(
  input: unknown,
  target: SnapshotTarget,
  trusted = false,
): GameSnapshot {
  const snap = trusted ? trustedSnapshot(input) : parseSnapshot(input);
  const mismatch = (what: string) =>
    new SnapshotError(`The snapshot does not belong to this game: ${what}`);
  if (!target.hasScene(snap.sceneId)) throw mismatch(`unknown scene '${snap.sceneId}'`);
  const elementIds = Object.keys(snap.elements);
  if (
    elementIds.length !== target.elementIds.size ||
    elementIds.some((id) => !target.elementIds.has(id))
  )
    throw mismatch("elements differ");
  const variableIds = Object.keys(snap.variables);
  if (
    variableIds.length !== target.variables.size ||
    variableIds.some((id) => !target.variables.has(id))
  )
    throw mismatch("variables differ");
  for (const [id, value] of Object.entries(snap.variables)) {
    const slot = target.variables.get(id)!;
    if (typeof value !== slot.type) throw mismatch(`variable '${id}' is not a ${slot.type}`);
  }
  for (const c of snap.continuations)
    if (!target.hasRule(c.ruleId)) throw mismatch(`unknown rule '${c.ruleId}'`);
  for (const s of snap.schedules) {
    if (s.kind === "element" && !target.elementIds.has(s.elementId))
      throw mismatch(`unknown element '${s.elementId}'`);
    if (s.kind === "resume" && !snap.continuations.some((c) => c.id === s.continuationId))
      throw mismatch(`unknown continuation '${s.continuationId}'`);
  }
  return snap;
}

function parseSnapshot(input: unknown): GameSnapshot {
  const parsed = GameSnapshotSchema.safeParse(input);
  if (!parsed.success)
    throw new SnapshotError(
      `Invalid GameSnapshot: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  return parsed.data;
}

/** A snapshot the host vouches for: only its kind and version are looked at. */
function trustedSnapshot(input: unknown): GameSnapshot {
  const snap = input as Partial<GameSnapshot> | null;
  if (
    typeof snap !== "object" ||
    snap === null ||
    snap.kind !== "exitgame-snapshot" ||
    snap.snapshotVersion !== SNAPSHOT_VERSION
  )
    return parseSnapshot(input);
  return snap as GameSnapshot;
}
