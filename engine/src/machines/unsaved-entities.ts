/**
 * The unsaved-changes tracker's data and its one transition, without xstate: the machine
 * (unsaved-changes.machine) runs it, and an app applies it itself to what arrives before the
 * machine has loaded (the leave warning must know from the first edit on).
 */
export const KNOWN_UNSAVED_IDS = ["game", "rule-builder"] as const;
export type KnownUnsavedId = (typeof KNOWN_UNSAVED_IDS)[number];

export interface WatchedEntity {
  id: string;
  i18nKey: string;
  latestChange: number | null;
  latestSave: number | null;
}
export type WatchedEntities = Record<string, WatchedEntity>;
export type UnsavedChangesEvent =
  | { type: "WATCH"; id: string; i18nKey: string }
  | { type: "UNWATCH"; id: string }
  | { type: "CHANGED"; id: string; at?: number }
  | { type: "SAVED"; id: string; at?: number };

export const isUnsaved = (e: WatchedEntity) =>
  e.latestChange !== null && (e.latestSave === null || e.latestChange > e.latestSave);
export const unsavedEntities = (context: { entities: WatchedEntities }, ids?: readonly string[]) =>
  Object.values(context.entities).filter((e) => isUnsaved(e) && (!ids || ids.includes(e.id)));

/** The entities after one event (the same object when nothing changed). */
export function trackUnsaved(
  entities: WatchedEntities,
  event: UnsavedChangesEvent,
  now: () => number,
): WatchedEntities {
  const entity = entities[event.id];
  switch (event.type) {
    case "WATCH":
      if (entity) return entities;
      return {
        ...entities,
        [event.id]: { id: event.id, i18nKey: event.i18nKey, latestChange: null, latestSave: null },
      };
    case "UNWATCH": {
      if (!entity) return entities;
      const { [event.id]: _removed, ...rest } = entities;
      return rest;
    }
    case "CHANGED":
    case "SAVED": {
      if (!entity) return entities;
      const field = event.type === "CHANGED" ? "latestChange" : "latestSave";
      return { ...entities, [event.id]: { ...entity, [field]: event.at ?? now() } };
    }
  }
}
