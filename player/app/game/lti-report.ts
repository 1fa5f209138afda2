/**
 * A game launched from a learning platform (LTI with grades): the launch hands the page a token
 * in the URL fragment (#lti=…). The page keeps it for this tab, and when the player enters a
 * final scene it reports the scenes reached to POST /lti/score; the server checks them against
 * the published game, computes the score and posts it to the platform. When the author declared
 * a score variable, its value at the finish goes along (the server divides it by the maximum).
 * The score is relayed by the browser (anonymous play runs here).
 */
import type { GameDocument } from "@exitgame/engine";
import { scoreVariableOf } from "@exitgame/engine/document/score";
import { useCallback, useEffect, useRef, useState } from "react";
import type { GameController } from "./controller";
import { ltiStorageKey as storageKey, tabStorage } from "./launch";

export type LtiReportStatus = "sending" | "sent" | "queued" | "failed";

/** Takes the launch's token out of the fragment (kept for this tab) and returns it. */
export function takeLtiToken(
  gameId: number,
  location: Location,
  storage: Storage | null,
): string | null {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const fromUrl = fragment.get("lti");
  if (fromUrl) {
    storage?.setItem(storageKey(gameId), fromUrl);
    history.replaceState(history.state, "", location.pathname + location.search);
    return fromUrl;
  }
  return storage?.getItem(storageKey(gameId)) ?? null;
}

/**
 * Scenes that end the game (the engine decides, with the goToScene definition). Loaded when a
 * launch needs it: the rule vocabulary (and its schemas) is not part of the page's first load.
 */
export const finalSceneIds = (document: GameDocument): Promise<Set<string>> =>
  import("@exitgame/engine/rules/actions/go-to-scene").then((m) => m.finalScenes(document));

export async function sendReport(
  token: string,
  scenes: string[],
  value?: number,
): Promise<LtiReportStatus> {
  try {
    const res = await fetch("/lti/score", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(value === undefined ? { token, scenes } : { token, scenes, value }),
    });
    if (!res.ok) return "failed";
    const { status } = (await res.json()) as { status: string | null };
    return status === "SENT" ? "sent" : "queued";
  } catch {
    return "failed";
  }
}

/** The play page's part: an onRunning for GamePlayer and what the report's status is. */
export function useLtiReport(gameId: number, document: GameDocument) {
  const token = useRef<string | null>(null);
  const [status, setStatus] = useState<LtiReportStatus | null>(null);
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => {
    // After hydration, before the player can press start (the fragment is the browser's only).
    token.current = takeLtiToken(gameId, window.location, tabStorage());
  }, [gameId]);
  useEffect(() => () => unsubscribe.current?.(), []);
  const onRunning = useCallback(
    (controller: GameController | null) => {
      unsubscribe.current?.();
      unsubscribe.current = null;
      const launchToken = token.current;
      if (!controller || !launchToken) return;
      const final = finalSceneIds(document);
      const reached = new Set<string>([controller.store.sceneView().sceneId]);
      let reported = false;
      unsubscribe.current = controller.store.subscribeScene(() => {
        const { sceneId } = controller.store.sceneView();
        reached.add(sceneId);
        void final.then((finalIds) => {
          if (reported || !finalIds.has(sceneId)) return;
          reported = true;
          setStatus("sending");
          const declared = scoreVariableOf(document);
          const value = declared
            ? controller.runtime.snapshot().variables[declared.variableId]
            : undefined;
          void sendReport(
            launchToken,
            [...reached],
            typeof value === "number" ? value : undefined,
          ).then(setStatus);
        });
      });
    },
    [document],
  );
  return { onRunning, status };
}
