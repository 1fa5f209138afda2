/**
 * Unsaved-changes tracker: watched entities each with id, i18nKey, latestChange and
 * latestSave; an entity is unsaved when latestChange is later than latestSave. The editor
 * watches 'game' and 'rule-builder'; the leave warning and the update notice read it.
 */
import { assign, setup } from "xstate";
import {
  trackUnsaved,
  unsavedEntities,
  type UnsavedChangesEvent,
  type WatchedEntities,
} from "./unsaved-entities";

export * from "./unsaved-entities";

export interface UnsavedChangesContext {
  entities: WatchedEntities;
  now: () => number;
}

export const unsavedChangesMachine = setup({
  types: {
    /** `entities`: what the app tracked before the machine had loaded. */
    input: {} as { now?: () => number; entities?: WatchedEntities },
    context: {} as UnsavedChangesContext,
    events: {} as UnsavedChangesEvent,
  },
  guards: { anyUnsaved: ({ context }) => unsavedEntities(context).length > 0 },
  actions: {
    track: assign({
      entities: ({ context, event }) => trackUnsaved(context.entities, event, context.now),
    }),
  },
}).createMachine({
  id: "unsavedChanges",
  context: ({ input }) => ({
    entities: input.entities ?? {},
    now: input.now ?? (() => Date.now()),
  }),
  // What the app tracked before (input.entities) may be unsaved already.
  initial: "check",
  on: {
    WATCH: { actions: "track", target: ".check" },
    UNWATCH: { actions: "track", target: ".check" },
    CHANGED: { actions: "track", target: ".check" },
    SAVED: { actions: "track", target: ".check" },
  },
  states: {
    check: { always: [{ guard: "anyUnsaved", target: "dirty" }, { target: "clean" }] },
    clean: {},
    dirty: {},
  },
});
