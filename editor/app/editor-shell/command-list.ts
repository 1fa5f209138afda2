/**
 * Every command of the editor, in menu order: one list for both views. See commands.ts for what a
 * command declares.
 */
import type { Command, CommandContext } from "./commands";

const always = () => true as const;
const selection = (ctx: CommandContext) => ctx.snap.selection.length > 0 || "noSelection";
const REASON_OF_STATUS: Record<string, string> = {
  PUBLISHED: "alreadyPublished",
  UNLISTED: "alreadyUnlisted",
  DRAFT: "alreadyDraft",
};
const statusIs = (status: string) => (ctx: CommandContext) =>
  ctx.game.status !== status || REASON_OF_STATUS[status]!;
const scene = ["scene"] as const;

/** A view command: changes only how the scene is shown. */
function viewSetting(
  id: string,
  patch: (ctx: CommandContext) => void,
  rest: Partial<Command> = {},
): Command {
  return {
    id,
    label: id,
    menu: "view",
    views: scene,
    history: "none",
    enabled: always,
    perform: patch,
    ...rest,
  };
}

/** An element command: one undo step on the selection in the scene editor. */
function elementCommand(
  id: string,
  perform: (ctx: CommandContext) => void,
  rest: Partial<Command> = {},
): Command {
  return {
    id,
    label: id,
    menu: "element",
    views: scene,
    history: "step",
    enabled: selection,
    perform,
    ...rest,
  };
}

export const COMMANDS: readonly Command[] = [
  {
    id: "save",
    label: "save",
    menu: "file",
    shortcut: { key: "s", mod: true },
    whileTyping: true,
    history: "none",
    enabled: always,
    perform: (ctx) => {
      if (!ctx.hooks.saveDraft?.()) ctx.saver.saveNow();
    },
  },
  {
    id: "preview",
    label: "preview",
    menu: "file",
    shortcut: { key: "Enter", mod: true },
    history: "none",
    enabled: always,
    perform: (ctx) => ctx.hooks.preview(),
  },
  {
    id: "gameSettings",
    label: "gameSettings",
    menu: "file",
    shortcut: { key: ",", mod: true },
    history: "none",
    enabled: always,
    perform: (ctx) =>
      ctx.hooks.gameSettings
        ? ctx.hooks.gameSettings()
        : ctx.navigate(`/editor/${ctx.gameId}?panel=settings`),
  },
  {
    id: "publish",
    label: "publish",
    menu: "file",
    separatorBefore: true,
    history: "none",
    enabled: statusIs("PUBLISHED"),
    perform: (ctx) => ctx.publish("publish"),
  },
  {
    id: "publishUnlisted",
    label: "publishUnlisted",
    menu: "file",
    history: "none",
    enabled: statusIs("UNLISTED"),
    perform: (ctx) => ctx.publish("publishUnlisted"),
  },
  {
    id: "unpublish",
    label: "unpublish",
    menu: "file",
    history: "none",
    enabled: statusIs("DRAFT"),
    perform: (ctx) => ctx.publish("unpublish"),
  },
  {
    id: "exportGame",
    label: "exportGame",
    menu: "file",
    separatorBefore: true,
    shortcut: { key: "e", mod: true, shift: true },
    history: "none",
    enabled: always,
    perform: (ctx) => {
      // The export is of the saved game: save what is pending first.
      ctx.saver.saveNow();
      ctx.openDialog("exportGame");
    },
  },
  {
    id: "importGame",
    label: "importGame",
    menu: "file",
    shortcut: { key: "i", mod: true, shift: true },
    // A new game is made; this one stays as it is.
    history: "none",
    enabled: always,
    perform: (ctx) => ctx.openDialog("importGame"),
  },
  {
    id: "dashboard",
    label: "dashboard",
    menu: "file",
    separatorBefore: true,
    shortcut: { key: "q", mod: true, shift: true },
    history: "none",
    enabled: always,
    perform: (ctx) => ctx.navigate("/dashboard/games"),
  },

  {
    id: "undo",
    label: "undo",
    menu: "edit",
    shortcut: { key: "z", mod: true },
    history: "travel",
    enabled: (ctx) => ctx.snap.canUndo || "nothingToUndo",
    perform: (ctx) => ctx.store.undo(),
  },
  {
    id: "redo",
    label: "redo",
    menu: "edit",
    shortcut: { key: "z", mod: true, shift: true },
    alsoKeys: [{ key: "y", mod: true }],
    history: "travel",
    enabled: (ctx) => ctx.snap.canRedo || "nothingToRedo",
    perform: (ctx) => ctx.store.redo(),
  },
  {
    id: "cut",
    label: "cut",
    menu: "edit",
    separatorBefore: true,
    shortcut: { key: "x", mod: true },
    views: scene,
    history: "step",
    enabled: selection,
    perform: (ctx) => ctx.hooks.cut?.(),
  },
  {
    id: "copy",
    label: "copy",
    menu: "edit",
    shortcut: { key: "c", mod: true },
    views: scene,
    history: "none",
    enabled: selection,
    perform: (ctx) => ctx.hooks.copy?.(),
  },
  {
    id: "paste",
    label: "paste",
    menu: "edit",
    shortcut: { key: "v", mod: true },
    views: scene,
    history: "step",
    enabled: always,
    perform: (ctx) => ctx.hooks.paste?.(),
  },
  {
    id: "duplicate",
    label: "duplicate",
    menu: "edit",
    shortcut: { key: "d", mod: true },
    views: scene,
    history: "step",
    enabled: selection,
    perform: (ctx) => ctx.actions.duplicateSelection(),
  },
  {
    id: "delete",
    label: "delete",
    menu: "edit",
    shortcut: { key: "Delete" },
    views: scene,
    history: "step",
    enabled: selection,
    perform: (ctx) =>
      ctx.hooks.delete ? ctx.hooks.delete() : ctx.actions.deleteSelection(ctx.snap.selection),
  },
  {
    id: "selectAll",
    label: "selectAll",
    menu: "edit",
    separatorBefore: true,
    shortcut: { key: "a", mod: true },
    views: scene,
    history: "none",
    enabled: (ctx) => ctx.store.sceneElements(ctx.snap.sceneId).length > 0 || "emptyScene",
    perform: (ctx) => ctx.store.selectAll(),
  },

  {
    id: "addScene",
    label: "addScene",
    menu: "scenes",
    shortcut: { key: "m", mod: true, shift: true },
    history: "step",
    enabled: always,
    perform: (ctx) =>
      ctx.actions.addScene(ctx.snap.sceneId, ctx.names.newScene(ctx.snap.doc.scenes.length + 1)),
  },
  {
    id: "duplicateScene",
    label: "duplicateScene",
    menu: "scenes",
    shortcut: { key: "d", mod: true, shift: true },
    views: scene,
    history: "step",
    enabled: always,
    perform: (ctx) => ctx.actions.duplicateScene(ctx.snap.sceneId, false, copyName(ctx)),
  },
  {
    id: "duplicateSceneWithRules",
    label: "duplicateSceneWithRules",
    menu: "scenes",
    views: scene,
    history: "step",
    enabled: always,
    perform: (ctx) => ctx.actions.duplicateScene(ctx.snap.sceneId, true, copyName(ctx)),
  },
  {
    id: "deleteScene",
    label: "deleteScene",
    menu: "scenes",
    views: scene,
    history: "step",
    enabled: (ctx) => ctx.snap.doc.scenes.length > 1 || "lastScene",
    perform: (ctx) =>
      ctx.hooks.deleteScene ? ctx.hooks.deleteScene() : ctx.actions.deleteScene(ctx.snap.sceneId),
  },
  {
    id: "importScenes",
    label: "importScenes",
    menu: "scenes",
    separatorBefore: true,
    history: "restart",
    enabled: always,
    perform: (ctx) => ctx.openDialog("importScenes"),
  },

  elementCommand("toFront", (ctx) => ctx.actions.reorder("front"), {
    shortcut: { key: "]", mod: true, shift: true },
  }),
  elementCommand("forward", (ctx) => ctx.actions.reorder("forward"), {
    shortcut: { key: "]", mod: true },
  }),
  elementCommand("backward", (ctx) => ctx.actions.reorder("backward"), {
    shortcut: { key: "[", mod: true },
  }),
  elementCommand("toBack", (ctx) => ctx.actions.reorder("back"), {
    shortcut: { key: "[", mod: true, shift: true },
  }),
  elementCommand("lock", (ctx) => ctx.actions.toggleLocked(ctx.snap.selection), {
    separatorBefore: true,
    shortcut: { key: "l", mod: true, shift: true },
  }),
  elementCommand("global", (ctx) => ctx.actions.toggleGlobal(ctx.snap.selection), {
    shortcut: { key: "g", mod: true, shift: true },
  }),

  viewSetting("resetView", (ctx) => ctx.store.setView({ zoom: 1 }), {
    shortcut: { key: "0", mod: true },
  }),
  viewSetting("zoomIn", (ctx) => ctx.store.zoom(1), { shortcut: { key: "=", mod: true } }),
  viewSetting("zoomOut", (ctx) => ctx.store.zoom(-1), { shortcut: { key: "-", mod: true } }),
  viewSetting("fit", (ctx) => ctx.store.setView({ zoom: 1 }), {
    shortcut: { key: "1", shift: true },
  }),
  viewSetting("grid", (ctx) => ctx.store.setView({ grid: !ctx.snap.view.grid }), {
    separatorBefore: true,
    shortcut: { key: "'", mod: true },
    checked: (ctx) => ctx.snap.view.grid,
  }),
  viewSetting("snapping", (ctx) => ctx.store.setView({ snapping: !ctx.snap.view.snapping }), {
    shortcut: { key: ";", mod: true },
    checked: (ctx) => ctx.snap.view.snapping,
  }),
  viewSetting("showHidden", (ctx) => ctx.store.setView({ showHidden: !ctx.snap.view.showHidden }), {
    shortcut: { key: "h", mod: true, shift: true },
    checked: (ctx) => ctx.snap.view.showHidden,
  }),
  {
    id: "theme",
    label: "theme",
    menu: "view",
    separatorBefore: true,
    shortcut: { key: "t", alt: true, shift: true },
    history: "none",
    enabled: always,
    checked: (ctx) => ctx.theme === "dark",
    perform: (ctx) => ctx.toggleTheme(),
  },

  {
    id: "support",
    label: "support",
    menu: "help",
    history: "none",
    enabled: always,
    perform: () => void window.open("mailto:support@exitgame.local", "_blank"),
  },
  {
    id: "changelog",
    label: "changelog",
    menu: "help",
    history: "none",
    enabled: always,
    perform: (ctx) => ctx.openDialog("changelog"),
  },
];

function copyName(ctx: CommandContext): string {
  const name = ctx.snap.doc.scenes.find((s) => s.id === ctx.snap.sceneId)?.name ?? "";
  return ctx.names.sceneCopy(name);
}
