/** Writes the play state as a GameSnapshot and restores one into it (checked by ./restore). */
import type { Scalar } from "../document/rule-schema";
import type { GameDocument } from "../document/schema";
import { clone, type PlayState } from "./play-state";
import { checkSnapshot } from "./restore";
import { SNAPSHOT_VERSION, type GameSnapshot } from "./snapshot";

export function writeSnapshot(document: GameDocument, s: PlayState): GameSnapshot {
  const elementStates: GameSnapshot["elements"] = {};
  for (const el of s.elements.values()) {
    elementStates[el.id] = {
      x: el.x,
      y: el.y,
      width: el.width,
      height: el.height,
      rotation: el.rotation,
      opacity: el.opacity,
      visible: el.visible,
      props: clone(el.props),
      state: clone(el.state),
    };
  }
  const variableValues: Record<string, Scalar> = {};
  for (const v of s.variables.values()) variableValues[v.id] = v.value;
  return {
    kind: "exitgame-snapshot",
    snapshotVersion: SNAPSHOT_VERSION,
    formatVersion: document.formatVersion,
    started: s.started,
    sceneId: s.sceneId,
    time: s.now,
    variables: variableValues,
    elements: elementStates,
    schedules: clone(s.schedules),
    continuations: clone([...s.continuations.values()]),
    checks: [...s.checks.values()].map((c) => ({ ...c })),
    ...(s.hintsTaken.size > 0 ? { hints: Object.fromEntries(s.hintsTaken) } : {}),
    counters: { ...s.counters },
  };
}

/** Replaces the play state with a snapshot of the same document (throws SnapshotError). */
export function restoreSnapshot(
  s: PlayState,
  input: unknown,
  hasRule: (id: string) => boolean,
  trusted = false,
) {
  const snap = checkSnapshot(
    input,
    {
      hasScene: (id) => s.scenes.has(id),
      hasRule,
      elementIds: s.elements,
      variables: s.variables,
    },
    trusted,
  );
  for (const [id, value] of Object.entries(snap.variables)) s.variables.get(id)!.value = value;
  for (const [id, state] of Object.entries(snap.elements)) {
    const el = s.elements.get(id)!;
    const { props, state: playState, ...geometry } = clone(state);
    Object.assign(el, geometry);
    el.props = props;
    el.state = playState;
  }
  s.started = snap.started;
  s.sceneId = snap.sceneId;
  s.now = snap.time;
  s.schedules = clone(snap.schedules).sort((a, b) => a.dueAt - b.dueAt || a.seq - b.seq);
  s.continuations.clear();
  s.effectWaiters.clear();
  for (const c of clone(snap.continuations)) {
    s.continuations.set(c.id, c);
    for (const fx of c.waiting) s.effectWaiters.set(fx, c.id);
  }
  s.checks.clear();
  for (const c of snap.checks ?? [])
    if (s.elements.has(c.elementId)) s.checks.set(c.effectId, { ...c });
  Object.assign(s.counters, snap.counters);
  s.hintsTaken.clear();
  for (const [id, count] of Object.entries(snap.hints ?? {})) s.hintsTaken.set(id, count);
}
