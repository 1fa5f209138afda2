import type { GameDocument } from "@exitgame/engine";
import { allElements } from "@exitgame/engine/document/element-index";

/**
 * Where the player's hints come from. Hints are secret until taken: the game's document only
 * says how many a riddle has, their penalties and when each becomes available. A competition
 * team asks the server through its inputs (every device of the team gets the hints with the
 * team's state, see competition/TeamGame.tsx); anonymous play asks POST /api/hints/next and
 * keeps what it got for this browser tab.
 */
export interface GivenHintView {
  /** The element or scene; null for a teacher's free text. */
  targetId: string | null;
  index: number | null;
  text: string;
  image: string;
  source: "student" | "teacher";
  penaltySeconds: number;
  at: string;
}

export interface HintSource {
  /** The hints given so far, oldest first. */
  hints(): readonly GivenHintView[];
  /** How many of them this device had when it started (not announced as new). */
  known?(): number;
  subscribe(listener: () => void): () => void;
  /** The next hint of `targetId` (the `index`-th); rejects with a HintRefusal. */
  request(targetId: string, index: number, playedMs: number): Promise<GivenHintView>;
}

/** A refusal with the server's message in the player's language. */
export class HintRefusal extends Error {
  override name = "HintRefusal";
}

/** Hints of one anonymous play of a game, kept for the tab (a reload keeps them). */
export function localHintSource(gameId: number): HintSource {
  const key = `exitgame:hints:${gameId}`;
  const listeners = new Set<() => void>();
  let list: GivenHintView[] = [];
  try {
    const stored = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(key);
    if (stored) list = JSON.parse(stored) as GivenHintView[];
  } catch {
    list = [];
  }
  return {
    hints: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async request(targetId, index, playedMs) {
      const res = await fetch("/api/hints/next", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ gameId, targetId, index, playedMs: Math.max(0, playedMs) }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        hint?: { index: number; text: string; image: string; penaltySeconds: number };
        error?: { message?: string };
      };
      if (!res.ok || !body.hint) throw new HintRefusal(body.error?.message ?? "");
      const given: GivenHintView = {
        targetId,
        index: body.hint.index,
        text: body.hint.text,
        image: body.hint.image,
        source: "student",
        penaltySeconds: body.hint.penaltySeconds,
        at: new Date().toISOString(),
      };
      list = [...list, given];
      try {
        sessionStorage.setItem(key, JSON.stringify(list));
      } catch {
        // private mode: the hints last as long as the page
      }
      listeners.forEach((l) => l());
      return given;
    },
  };
}

/** The editor's preview: its document still has the hints, nothing goes to the server. */
export function previewHintSource(
  find: (targetId: string) => readonly { text: string; image: string; penaltySeconds: number }[],
): HintSource {
  const listeners = new Set<() => void>();
  let list: GivenHintView[] = [];
  return {
    hints: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request(targetId, index) {
      const hint = find(targetId)[index];
      if (!hint) return Promise.reject(new HintRefusal(""));
      const given: GivenHintView = {
        targetId,
        index,
        text: hint.text,
        image: hint.image,
        source: "student",
        penaltySeconds: hint.penaltySeconds,
        at: new Date().toISOString(),
      };
      list = [...list, given];
      listeners.forEach((l) => l());
      return Promise.resolve(given);
    },
  };
}

/**
 * The source of a game played without a competition: the preview's own document (`local`), else
 * the API for this play; `onTaken` hears of every hint taken (the runtime's "hint taken" rules).
 */
export function ownHintSource(options: {
  document: GameDocument;
  gameId: number;
  local: boolean;
  onTaken: (targetId: string) => void;
}): HintSource {
  const { document, gameId, local, onTaken } = options;
  const own = local
    ? previewHintSource((targetId) => {
        const scene = document.scenes.find((s) => s.id === targetId);
        if (scene) return scene.hints ?? [];
        const el = allElements(document).find((e) => e.id === targetId);
        const value = (el?.props as { hints?: unknown } | undefined)?.hints;
        return Array.isArray(value) ? value : [];
      })
    : localHintSource(gameId);
  return {
    ...own,
    async request(targetId, index, playedMs) {
      const hint = await own.request(targetId, index, playedMs);
      onTaken(targetId);
      return hint;
    },
  };
}
