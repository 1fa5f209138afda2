import { createGameDocument } from "@exitgame/engine";
import { registry } from "@exitgame/element-plugins/definitions";
import { describe, expect, it, vi } from "vitest";
import de from "../locales/scene-editor.de.json";
import en from "../locales/scene-editor.en.json";
import { EditorActions } from "./actions";
import type { Autosaver } from "./autosave";
import { COMMANDS } from "./command-list";
import {
  availability,
  commandForKey,
  MENUS,
  shortcutLabel,
  type CommandContext,
  type ViewKind,
} from "./commands";
import { EditorStore } from "./store";

/** A game with two scenes, three elements on the first and the middle one selected; no history. */
function setup(view: ViewKind, status = "DRAFT") {
  const store = new EditorStore(createGameDocument({ locale: "en" }), registry);
  const actions = new EditorActions(store, registry, "en", (error) => {
    throw new Error(`refused: ${error.code}`);
  });
  actions.addScene(null, "Second");
  store.setScene(store.doc.scenes[0]!.id);
  for (let i = 0; i < 3; i++) actions.addElement("text");
  store.load(store.doc);
  store.select([store.sceneElements()[1]!.id]);
  const saver = { saveNow: vi.fn(), dirty: false } as unknown as Autosaver;
  const ctx = (): CommandContext => ({
    hooks: {
      view,
      preview: vi.fn(),
      cut: () => actions.deleteSelection(),
      copy: () => actions.copyText(),
      paste: () => actions.pasteText(actions.copyText()!),
      delete: () => actions.deleteSelection(),
      deleteScene: () => actions.deleteScene(store.snapshot.sceneId),
    },
    gameId: 1,
    snap: store.snapshot,
    game: { id: 1, title: "Game", status },
    theme: "light",
    store,
    saver,
    actions,
    navigate: vi.fn(),
    toggleTheme: vi.fn(),
    openDialog: vi.fn(),
    publish: vi.fn(),
    names: { newScene: (n) => `Scene ${n}`, sceneCopy: (name) => `${name} copy` },
  });
  return { store, ctx };
}

describe("the editor's commands", () => {
  it("every menu has entries in both views, each with a label and, when disabled, a reason in de and en", () => {
    for (const view of ["scene", "logic"] as const) {
      const { ctx } = setup(view);
      for (const menu of MENUS) {
        const entries = COMMANDS.filter((c) => c.menu === menu);
        expect(entries.length, `${view}: ${menu}`).toBeGreaterThan(0);
        for (const c of entries) {
          for (const locale of [de, en]) {
            expect(locale.commands[c.label as keyof typeof locale.commands], c.id).toBeTruthy();
            const available = availability(c, ctx());
            if (available !== true)
              expect(
                locale.reasons[available as keyof typeof locale.reasons],
                available,
              ).toBeTruthy();
          }
        }
      }
    }
  });

  it("the logic builder has the File menu's export, import and game settings, enabled", () => {
    const { ctx } = setup("logic");
    for (const id of ["exportGame", "importGame", "gameSettings", "save", "preview"]) {
      const command = COMMANDS.find((c) => c.id === id)!;
      expect(command.menu).toBe("file");
      expect(availability(command, ctx()), id).toBe(true);
    }
    // Element commands are shown there, disabled, saying where they work.
    const cut = COMMANDS.find((c) => c.id === "cut")!;
    expect(availability(cut, ctx())).toBe("sceneEditorOnly");
  });

  it("says why an element command cannot run without a selection", () => {
    const { store, ctx } = setup("scene");
    store.select([]);
    const toFront = COMMANDS.find((c) => c.id === "toFront")!;
    expect(availability(toFront, ctx())).toBe("noSelection");
    const publish = COMMANDS.find((c) => c.id === "publish")!;
    expect(
      availability(publish, { ...ctx(), game: { id: 1, title: "", status: "PUBLISHED" } }),
    ).toBe("alreadyPublished");
  });

  for (const command of COMMANDS.filter((c) => c.history === "step")) {
    it(`${command.id} enters the history as one undo step`, () => {
      const { store, ctx } = setup("scene");
      const before = store.doc;
      expect(availability(command, ctx())).toBe(true);
      command.perform(ctx());
      expect(store.doc).not.toEqual(before);
      store.undo();
      expect(store.doc).toEqual(before);
      expect(store.snapshot.canUndo).toBe(false);
    });
  }

  for (const command of COMMANDS.filter((c) => c.history === "none")) {
    it(`${command.id} leaves the document and the history alone`, () => {
      const { store, ctx } = setup("scene", "UNLISTED");
      const open = vi.spyOn(window, "open").mockReturnValue(null);
      const before = store.doc;
      if (availability(command, ctx()) === true) command.perform(ctx());
      open.mockRestore();
      expect(store.doc).toBe(before);
      expect(store.snapshot.canUndo).toBe(false);
    });
  }

  it("undo and redo travel through the history; the import of scenes starts it over (a dialog)", () => {
    const { store, ctx } = setup("logic");
    const byId = (id: string) => COMMANDS.find((c) => c.id === id)!;
    byId("addScene").perform(ctx());
    expect(store.doc.scenes).toHaveLength(3);
    byId("undo").perform(ctx());
    expect(store.doc.scenes).toHaveLength(2);
    byId("redo").perform(ctx());
    expect(store.doc.scenes).toHaveLength(3);
    const context = ctx();
    byId("importScenes").perform(context);
    expect(byId("importScenes").history).toBe("restart");
    expect(context.openDialog).toHaveBeenCalledWith("importScenes");
  });

  it("one shortcut map: no key is taken twice, and each finds its command", () => {
    const keys = COMMANDS.flatMap((c) => [c.shortcut ?? [], c.alsoKeys ?? []].flat());
    const labels = keys.map((k) => shortcutLabel(k, false));
    expect(new Set(labels).size).toBe(labels.length);
    expect(
      commandForKey(
        { key: "Y", code: "KeyY", ctrlKey: true, metaKey: false, shiftKey: false, altKey: false },
        COMMANDS,
      )?.id,
    ).toBe("redo");
    expect(
      commandForKey(
        { key: "Z", code: "KeyZ", ctrlKey: true, metaKey: false, shiftKey: true, altKey: false },
        COMMANDS,
      )?.id,
    ).toBe("redo");
  });
});
