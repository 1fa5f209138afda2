/**
 * Every menu command with its keyboard shortcut: the menus show them, one key handler runs
 * them. `mod` is Ctrl (⌘ on a Mac).
 */
export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export type MenuId = "file" | "edit" | "scenes" | "element" | "view" | "help";

export interface Command {
  id: string;
  menu: MenuId;
  shortcut?: Shortcut;
  /** Starts a new group in its menu. */
  separatorBefore?: boolean;
}

export const COMMANDS: readonly Command[] = [
  { id: "save", menu: "file", shortcut: { key: "s", mod: true } },
  { id: "preview", menu: "file", shortcut: { key: "Enter", mod: true } },
  { id: "gameSettings", menu: "file", shortcut: { key: ",", mod: true } },
  { id: "publish", menu: "file", separatorBefore: true },
  { id: "publishUnlisted", menu: "file" },
  { id: "unpublish", menu: "file" },
  {
    id: "exportGame",
    menu: "file",
    separatorBefore: true,
    shortcut: { key: "e", mod: true, shift: true },
  },
  { id: "importGame", menu: "file", shortcut: { key: "i", mod: true, shift: true } },
  {
    id: "dashboard",
    menu: "file",
    separatorBefore: true,
    shortcut: { key: "q", mod: true, shift: true },
  },

  { id: "undo", menu: "edit", shortcut: { key: "z", mod: true } },
  { id: "redo", menu: "edit", shortcut: { key: "z", mod: true, shift: true } },
  { id: "cut", menu: "edit", separatorBefore: true, shortcut: { key: "x", mod: true } },
  { id: "copy", menu: "edit", shortcut: { key: "c", mod: true } },
  { id: "paste", menu: "edit", shortcut: { key: "v", mod: true } },
  { id: "duplicate", menu: "edit", shortcut: { key: "d", mod: true } },
  { id: "delete", menu: "edit", shortcut: { key: "Delete" } },
  { id: "selectAll", menu: "edit", separatorBefore: true, shortcut: { key: "a", mod: true } },

  { id: "addScene", menu: "scenes", shortcut: { key: "m", mod: true, shift: true } },
  { id: "duplicateScene", menu: "scenes", shortcut: { key: "d", mod: true, shift: true } },
  { id: "duplicateSceneWithRules", menu: "scenes" },
  { id: "deleteScene", menu: "scenes" },
  { id: "importScenes", menu: "scenes", separatorBefore: true },

  { id: "toFront", menu: "element", shortcut: { key: "]", mod: true, shift: true } },
  { id: "forward", menu: "element", shortcut: { key: "]", mod: true } },
  { id: "backward", menu: "element", shortcut: { key: "[", mod: true } },
  { id: "toBack", menu: "element", shortcut: { key: "[", mod: true, shift: true } },
  {
    id: "lock",
    menu: "element",
    separatorBefore: true,
    shortcut: { key: "l", mod: true, shift: true },
  },
  { id: "global", menu: "element", shortcut: { key: "g", mod: true, shift: true } },

  { id: "resetView", menu: "view", shortcut: { key: "0", mod: true } },
  { id: "zoomIn", menu: "view", shortcut: { key: "=", mod: true } },
  { id: "zoomOut", menu: "view", shortcut: { key: "-", mod: true } },
  { id: "fit", menu: "view", shortcut: { key: "1", shift: true } },
  { id: "grid", menu: "view", separatorBefore: true, shortcut: { key: "'", mod: true } },
  { id: "snapping", menu: "view", shortcut: { key: ";", mod: true } },
  {
    id: "theme",
    menu: "view",
    separatorBefore: true,
    shortcut: { key: "t", alt: true, shift: true },
  },

  { id: "support", menu: "help" },
  { id: "changelog", menu: "help" },
];

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
export function commandForKey(
  e: Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
  commands: readonly Command[] = COMMANDS,
): Command | undefined {
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
  return commands.find((c) => {
    const s = c.shortcut;
    if (!s) return false;
    const want = s.key.length === 1 ? s.key.toLowerCase() : s.key;
    return want === key && !!s.mod === mod && !!s.shift === e.shiftKey && !!s.alt === e.altKey;
  });
}
