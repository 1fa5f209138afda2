/**
 * The editor's live channel of the game (api/src/http/editor-routes.ts): who else has the game
 * open and on which scene (presence), and new versions others saved (autosave pulls them). The
 * channel reconnects by itself (EventSource); a tab not heard of for PRESENCE_TTL_MS is gone.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Autosaver } from "./autosave";
import type { EditorStore } from "./store";

export const PRESENCE_TTL_MS = 40_000;

export interface OtherAuthor {
  clientId: string;
  userId: string;
  name: string;
  sceneId: string | null;
}

type ChannelEvent =
  { kind: "version"; version: number } | ({ kind: "presence"; here: boolean } & OtherAuthor);

/** This tab's id on the channel (one per page load). */
const newClientId = () =>
  `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`.slice(0, 40);

/** Initials for an avatar: "Anna Berg" → "AB", "anna" → "AN". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return (words[0] ?? "?").slice(0, 2).toUpperCase();
}

/** A stable hue per author for their avatar. */
export function hueOf(userId: string): number {
  let h = 0;
  for (const c of userId) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

export function usePresence(gameId: number, store: EditorStore, saver: Autosaver): OtherAuthor[] {
  const [clientId] = useState(newClientId);
  const [others, setOthers] = useState<OtherAuthor[]>([]);
  const sceneId = useSyncExternalStore(
    store.subscribe,
    () => store.snapshot.sceneId,
    () => store.snapshot.sceneId,
  );

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const seen = new Map<string, { author: OtherAuthor; at: number }>();
    const publish = () => setOthers([...seen.values()].map((s) => s.author));
    const source = new EventSource(
      `/api/games/${gameId}/editor/events?client=${clientId}&scene=${encodeURIComponent(store.snapshot.sceneId)}`,
    );
    source.addEventListener("message", (message) => {
      let event: ChannelEvent;
      try {
        event = JSON.parse(String(message.data)) as ChannelEvent;
      } catch {
        return;
      }
      if (event.kind === "version") return saver.pull(event.version);
      if (event.kind !== "presence" || event.clientId === clientId) return;
      if (!event.here) seen.delete(event.clientId);
      else
        seen.set(event.clientId, {
          author: {
            clientId: event.clientId,
            userId: event.userId,
            name: event.name,
            sceneId: event.sceneId,
          },
          at: Date.now(),
        });
      publish();
    });
    const sweep = setInterval(() => {
      const before = seen.size;
      for (const [id, s] of seen) if (Date.now() - s.at > PRESENCE_TTL_MS) seen.delete(id);
      if (seen.size !== before) publish();
    }, 5_000);
    return () => {
      clearInterval(sweep);
      source.close();
    };
    // The scene is told by POST below; the channel stays open across scene changes.
  }, [gameId, clientId, saver, store]);

  useEffect(() => {
    void fetch(`/api/games/${gameId}/editor/presence`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ client: clientId, scene: sceneId }),
    }).catch(() => {});
  }, [gameId, clientId, sceneId]);

  return others;
}
