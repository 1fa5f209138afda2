import type { Rule } from "@exitgame/engine";
import { createContext, useContext, type Dispatch, type SetStateAction } from "react";
import type { EditorActions } from "./actions";
import type { Autosaver, SaveState } from "./autosave";
import type { ShellDialog } from "./commands";
import type { EditorStore } from "./store";
import type { GameInfo } from "./game-info";
import type { FoundProblems } from "./problem-check";
import type { OtherAuthor } from "./presence";

/** The rule open in the logic builder, kept by the shell so that switching views keeps it. */
export interface RuleDraft {
  draft: Rule;
  /** The rule as saved; null while it is new. */
  original: Rule | null;
  /** Save was tried: errors are shown. */
  attempted: boolean;
}

/** True when the rule being edited differs from the saved one (or is new). */
export function ruleDraftDirty(editing: RuleDraft | null): boolean {
  return (
    editing !== null &&
    (editing.original === null ||
      JSON.stringify(editing.draft) !== JSON.stringify(editing.original))
  );
}

/** What both editor views share: one document store and history, the autosave, the game. */
export interface EditorShell {
  gameId: number;
  store: EditorStore;
  saver: Autosaver;
  save: SaveState;
  /** Others with this game open now, and their scene (presence). */
  others: OtherAuthor[];
  game: GameInfo;
  /** The loaded document's problems (checked on the server; shown until the check has loaded). */
  problems: FoundProblems;
  setGame: Dispatch<SetStateAction<GameInfo>>;
  theme: "light" | "dark";
  toggleTheme(): void;
  ruleDraft: RuleDraft | null;
  setRuleDraft: Dispatch<SetStateAction<RuleDraft | null>>;
  /** What the commands do to the document (one engine operation each). */
  actions: EditorActions;
  /** Opens one of the dialogs both views share (export, import, what's new). */
  openDialog(dialog: ShellDialog): void;
  /** Publishes, publishes unlisted or unpublishes the game (told in a toast). */
  publish(id: "publish" | "publishUnlisted" | "unpublish"): void;
}

export const EditorShellContext = createContext<EditorShell | null>(null);

/** The shared editor state; only inside the editor layout route. */
export function useEditorShell(): EditorShell {
  const shell = useContext(EditorShellContext);
  if (!shell) throw new Error("useEditorShell outside the editor layout");
  return shell;
}
