/**
 * The editor's commands, one list for both views (scene editor, logic builder): each is an object
 * that says where it sits in the menus, its shortcut, when it can run (or why not) and what it
 * does, and declares how it enters the undo history. The menu bar is rendered from the list and
 * one key handler runs it (see TopBar). `mod` is Ctrl (⌘ on a Mac).
 */
import type { Autosaver } from "./autosave";
import type { EditorActions } from "./actions";
import type { GameInfo } from "./game-info";
import type { EditorSnapshot, EditorStore } from "./store";

export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export type MenuId = "file" | "edit" | "scenes" | "element" | "view" | "help";
export type ViewKind = "scene" | "logic";

/**
 * How a command enters the undo history: "none" (the document stays: saving, views, dialogs,
 * navigation, the game's status), "step" (one undo step), "travel" (moves through the history:
 * undo, redo) or "restart" (a document from the server replaces the one being edited: the
 * history starts over).
 */
export type HistoryEffect = "none" | "step" | "travel" | "restart";

/** A dialog the shell opens for a command (in both views). */
export type ShellDialog = "exportGame" | "importGame" | "importScenes" | "changelog";

/** What a view lends the commands: the parts only it has. */
export interface ViewHooks {
  view: ViewKind;
  preview(): void;
  /** Ctrl+S in the logic builder first saves the rule being edited: true when it did. */
  saveDraft?(): boolean;
  /** The scene editor's settings panel (the logic builder opens the scene editor on it). */
  gameSettings?(): void;
  cut?(): void;
  copy?(): void;
  paste?(): void;
  delete?(): void;
  deleteScene?(): void;
  /** Keys the view handles itself before the command map (the canvas: arrows, R, Enter). */
  keyDown?(e: KeyboardEvent): boolean;
}

export interface CommandContext {
  hooks: ViewHooks;
  gameId: number;
  snap: EditorSnapshot;
  game: GameInfo;
  theme: "light" | "dark";
  store: EditorStore;
  saver: Autosaver;
  actions: EditorActions;
  navigate(to: string): void;
  toggleTheme(): void;
  openDialog(dialog: ShellDialog): void;
  publish(id: "publish" | "publishUnlisted" | "unpublish"): void;
  /** Names for new scenes and copies, in the author's language. */
  names: { newScene(n: number): string; sceneCopy(name: string): string };
}

/** Why a command cannot run now: a key under sceneEditor:reasons. */
export type Reason = string;

export interface Command {
  id: string;
  /** Its label: a key under sceneEditor:commands. */
  label: string;
  menu: MenuId;
  shortcut?: Shortcut;
  /** More keys for the same command (Ctrl+Y for redo). */
  alsoKeys?: readonly Shortcut[];
  /** Starts a new group in its menu. */
  separatorBefore?: boolean;
  /** The views it works in (default: both); in the other it is shown disabled with the reason. */
  views?: readonly ViewKind[];
  /** Its shortcut also works while typing in a field (Ctrl+S). */
  whileTyping?: boolean;
  history: HistoryEffect;
  /** True, or why not (a key under sceneEditor:reasons). */
  enabled(ctx: CommandContext): true | Reason;
  /** A setting shown with a check mark. */
  checked?(ctx: CommandContext): boolean;
  perform(ctx: CommandContext): void;
}

/** Whether the command can run in this context: true, or the reason (a key under sceneEditor:reasons). */
export function availability(command: Command, ctx: CommandContext): true | Reason {
  if (command.views && !command.views.includes(ctx.hooks.view))
    return command.views.includes("scene") ? "sceneEditorOnly" : "logicOnly";
  return command.enabled(ctx);
}

export const MENUS: readonly MenuId[] = ["file", "edit", "scenes", "element", "view", "help"];

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

const KEY_NAMES: Record<string, string> = { Enter: "↵", Delete: "Del", "=": "+" };

/** The shortcut as shown beside a menu item: 'Ctrl+Shift+Z' (⌘⇧Z on a Mac). */
export function shortcutLabel(s: Shortcut, mac = isMac()): string {
  const key = KEY_NAMES[s.key] ?? (s.key.length === 1 ? s.key.toUpperCase() : s.key);
  if (mac) return `${s.mod ? "⌘" : ""}${s.alt ? "⌥" : ""}${s.shift ? "⇧" : ""}${key}`;
  return [s.mod && "Ctrl", s.alt && "Alt", s.shift && "Shift", key].filter(Boolean).join("+");
}

/** The command a key press means, if any. */
export function commandForKey<C extends Pick<Command, "shortcut" | "alsoKeys">>(
  e: Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
  commands: readonly C[],
): C | undefined {
  const mod = e.ctrlKey || e.metaKey;
  // Shift changes e.key ('Z', '!' , '}'); compare on the unshifted key where we can.
  const fromCode = e.code?.startsWith("Key")
    ? e.code.slice(3).toLowerCase()
    : e.code?.startsWith("Digit")
      ? e.code.slice(5)
      : (
          {
            BracketRight: "]",
            BracketLeft: "[",
            Equal: "=",
            Minus: "-",
            Quote: "'",
            Semicolon: ";",
            Comma: ",",
          } as Record<string, string>
        )[e.code ?? ""];
  const key = fromCode ?? (e.key.length === 1 ? e.key.toLowerCase() : e.key);
  const matches = (s: Shortcut) => {
    const want = s.key.length === 1 ? s.key.toLowerCase() : s.key;
    return want === key && !!s.mod === mod && !!s.shift === e.shiftKey && !!s.alt === e.altKey;
  };
  return commands.find((c) => [c.shortcut ?? [], c.alsoKeys ?? []].flat().some(matches));
}
