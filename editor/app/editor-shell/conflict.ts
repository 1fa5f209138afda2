import { registry } from "@exitgame/element-plugins/definitions";
import type { Dispatch, SetStateAction } from "react";
import type { ToastMessage } from "../components/Toaster";
import { loadGame, saveAsCopy } from "./api";
import type { EditorStore } from "./store";
import type { GameInfo } from "./game-info";

/**
 * The two ways out of a save conflict (the game was saved elsewhere), for both editor views: load
 * the other version, or keep mine as a copy of the game. Nothing is lost either way.
 */
export function conflictActions(ctx: {
  gameId: number;
  store: EditorStore;
  saver: { reset(version: number): void };
  /** The version my save was based on (kept when mine becomes a copy). */
  savedVersion: number;
  setGame: Dispatch<SetStateAction<GameInfo>>;
  setBusy(busy: boolean): void;
  toast(message: ToastMessage): void;
  /** The conflict sentences (sceneEditor:conflict.*) in the author's language. */
  say(key: "loaded" | "copied" | "failed"): string;
  /** Opens the copy in the same view. */
  openCopy(id: number): void;
}) {
  const busy = async (work: () => Promise<void>) => {
    ctx.setBusy(true);
    try {
      await work();
    } catch {
      ctx.toast({ text: ctx.say("failed"), tone: "error" });
    } finally {
      ctx.setBusy(false);
    }
  };
  return {
    onLoad: () =>
      busy(async () => {
        const other = await loadGame(ctx.gameId);
        const { parseGameDocument } = await import("@exitgame/engine");
        const parsed = parseGameDocument(other.document, registry);
        if (!parsed.ok) throw new Error("invalid");
        ctx.store.load(parsed.document);
        ctx.saver.reset(other.documentVersion);
        ctx.setGame((g) => ({ ...g, title: other.title, status: other.status }));
        ctx.toast({ text: ctx.say("loaded"), tone: "success" });
      }),
    onCopy: () =>
      busy(async () => {
        const copy = await saveAsCopy(ctx.gameId, ctx.store.doc);
        ctx.saver.reset(ctx.savedVersion);
        ctx.toast({ text: ctx.say("copied"), tone: "success" });
        ctx.openCopy(copy.id);
      }),
  };
}
