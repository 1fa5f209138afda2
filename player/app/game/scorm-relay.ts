/**
 * A game or competition started from a SCORM package in an LMS: the package's launcher frames
 * this page through /scorm/launch, which hands it a one-launch token in the fragment (#scorm=…).
 * The page asks the server for the launch's origin (the launcher's, checked against the admin's
 * framing list), tells the launcher when play starts and, at the end, reports to the server,
 * which computes the score, and posts that score to the launcher (postMessage with the launch's
 * origin as target, so no other page receives it). The launcher hands it to the LMS's SCORM API:
 * the score is relayed by the browser.
 */
import type { GameDocument } from "@exitgame/engine";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { GameController } from "./controller";
import { scormStorageKey as storageKey, tabStorage } from "./launch";

export const SCORM_MESSAGE = "exitgame:scorm";

/** Takes the launch's token out of the fragment (kept for this tab) and returns it. */
export function takeScormToken(
  scope: string,
  location: Location,
  storage: Storage | null,
): string | null {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const fromUrl = fragment.get("scorm");
  if (fromUrl) {
    storage?.setItem(storageKey(scope), fromUrl);
    history.replaceState(history.state, "", location.pathname + location.search);
    return fromUrl;
  }
  return storage?.getItem(storageKey(scope)) ?? null;
}

async function postJson<T>(path: string, body: unknown): Promise<T | null> {
  try {
    const res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

interface Launch {
  token: string;
  origin: string;
}

/** The page's link to a SCORM launcher around it (nothing happens without a token and a frame). */
export function useScormLaunch(scope: string) {
  const launch = useRef<Promise<Launch | null> | null>(null);
  const startedSent = useRef(false);
  const finishedSent = useRef(false);
  useEffect(() => {
    // After hydration (the fragment is the browser's only).
    const token = takeScormToken(scope, window.location, tabStorage());
    if (!token || window.parent === window) return;
    launch.current = postJson<{ origin: string }>("/scorm/start", { token }).then((answer) =>
      answer?.origin ? { token, origin: answer.origin } : null,
    );
  }, [scope]);
  const send = useCallback(async (message: Record<string, unknown>) => {
    const current = await launch.current;
    if (current) window.parent.postMessage({ type: SCORM_MESSAGE, ...message }, current.origin);
  }, []);
  const started = useCallback(() => {
    if (startedSent.current) return;
    startedSent.current = true;
    void send({ event: "started" });
  }, [send]);
  /** Reports the end: the server computes the score (from `scenes`, or the team's state). */
  const finished = useCallback(
    async (scenes?: string[]): Promise<void> => {
      const current = await launch.current;
      if (!current || finishedSent.current) return;
      finishedSent.current = true;
      const answer = await postJson<{ score: number; raw: number }>("/scorm/score", {
        token: current.token,
        ...(scenes ? { scenes } : {}),
      });
      if (!answer) {
        finishedSent.current = false;
        return;
      }
      await send({ event: "finished", raw: answer.raw, score: answer.score });
    },
    [send],
  );
  return useMemo(() => ({ started, finished }), [started, finished]);
}

/** The play page's part: an onRunning for GamePlayer that relays start and finish. */
export function useScormRelay(gameId: number, document: GameDocument) {
  const { started, finished } = useScormLaunch(`game:${gameId}`);
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);
  return useCallback(
    (controller: GameController | null) => {
      unsubscribe.current?.();
      unsubscribe.current = null;
      if (!controller) return;
      started();
      // The rule vocabulary (and its schemas) is not part of the page's first load: the final
      // scenes come with the first scene change (see lti-report's finalSceneIds).
      let final: Promise<Set<string>> | null = null;
      const reached = new Set<string>([controller.store.sceneView().sceneId]);
      unsubscribe.current = controller.store.subscribeScene(() => {
        const { sceneId } = controller.store.sceneView();
        reached.add(sceneId);
        final ??= import("@exitgame/engine/rules/actions/go-to-scene").then((m) =>
          m.finalScenes(document),
        );
        void final.then((ids) => {
          if (ids.has(sceneId)) void finished([...reached]);
        });
      });
    },
    [document, started, finished],
  );
}
