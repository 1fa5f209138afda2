/**
 * Unsaved-changes tracker: watched entities each with id, i18nKey, latestChange and
 * latestSave; an entity is unsaved when latestChange is later than latestSave. The editor
 * watches 'game' and 'rule-builder'; the leave warning and the update notice read it.
 */
import { assign, setup } from "xstate";

export const KNOWN_UNSAVED_IDS = ["game", "rule-builder"] as const;
export type KnownUnsavedId = (typeof KNOWN_UNSAVED_IDS)[number];

export interface WatchedEntity {
  id: string;
  i18nKey: string;
  latestChange: number | null;
  latestSave: number | null;
}
export interface UnsavedChangesContext {
  entities: Record<string, WatchedEntity>;
  now: () => number;
}
export type UnsavedChangesEvent =
  | { type: "WATCH"; id: string; i18nKey: string }
  | { type: "UNWATCH"; id: string }
  | { type: "CHANGED"; id: string; at?: number }
  | { type: "SAVED"; id: string; at?: number };

export const isUnsaved = (e: WatchedEntity) =>
  e.latestChange !== null && (e.latestSave === null || e.latestChange > e.latestSave);
export const unsavedEntities = (
  context: Pick<UnsavedChangesContext, "entities">,
  ids?: readonly string[],
) => Object.values(context.entities).filter((e) => isUnsaved(e) && (!ids || ids.includes(e.id)));

const stamp = (
  context: UnsavedChangesContext,
  id: string,
  field: "latestChange" | "latestSave",
  at: number | undefined,
) => {
  const entity = context.entities[id];
  if (!entity) return context.entities;
  return { ...context.entities, [id]: { ...entity, [field]: at ?? context.now() } };
};

export const unsavedChangesMachine = setup({
  types: {
    input: {} as { now?: () => number },
    context: {} as UnsavedChangesContext,
    events: {} as UnsavedChangesEvent,
  },
  guards: { anyUnsaved: ({ context }) => unsavedEntities(context).length > 0 },
  actions: {
    watch: assign({
      entities: ({ context, event }) => {
        if (event.type !== "WATCH" || context.entities[event.id]) return context.entities;
        return {
          ...context.entities,
          [event.id]: {
            id: event.id,
            i18nKey: event.i18nKey,
            latestChange: null,
            latestSave: null,
          },
        };
      },
    }),
    unwatch: assign({
      entities: ({ context, event }) => {
        if (event.type !== "UNWATCH") return context.entities;
        const { [event.id]: _removed, ...rest } = context.entities;
        return rest;
      },
    }),
    changed: assign({
      entities: ({ context, event }) =>
        event.type === "CHANGED"
          ? stamp(context, event.id, "latestChange", event.at)
          : context.entities,
    }),
    saved: assign({
      entities: ({ context, event }) =>
        event.type === "SAVED"
          ? stamp(context, event.id, "latestSave", event.at)
          : context.entities,
    }),
  },
}).createMachine({
  id: "unsavedChanges",
  context: ({ input }) => ({ entities: {}, now: input.now ?? (() => Date.now()) }),
  initial: "clean",
  on: {
    WATCH: { actions: "watch", target: ".check" },
    UNWATCH: { actions: "unwatch", target: ".check" },
    CHANGED: { actions: "changed", target: ".check" },
    SAVED: { actions: "saved", target: ".check" },
  },
  states: {
    check: { always: [{ guard: "anyUnsaved", target: "dirty" }, { target: "clean" }] },
    clean: {},
    dirty: {},
  },
});
