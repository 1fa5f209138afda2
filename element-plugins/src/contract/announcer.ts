/**
 * The player's one live region: status messages (wrong code, solved, hint available, time almost
 * up, paused by the teacher, scene changes) are announced to screen readers without moving
 * focus (WCAG 4.1.3). Renderers and the player call `announce`; the player's <LiveRegion>
 * subscribes and writes the text into its polite (or, for "time is almost up", assertive) region.
 *
 * Framework-free: a module-level announcer, so a renderer, the session and other parts of the
 * player (the teacher's pause) reach it without a React context.
 */

export type Politeness = "polite" | "assertive";

export interface Announcement {
  text: string;
  politeness: Politeness;
  /** Increases with every announcement (a repeated text still counts as new for the region). */
  seq: number;
}

export interface AnnounceOptions {
  /** Only for "time is almost up": interrupts what the screen reader is saying. */
  politeness?: Politeness;
}

type Listener = (announcement: Announcement) => void;

/** The same text again within this many milliseconds is dropped (a renderer re-rendering twice). */
export const REPEAT_WINDOW_MS = 1500;

export interface Announcer {
  announce(text: string, options?: AnnounceOptions): void;
  subscribe(listener: Listener): () => void;
}

export function createAnnouncer(now: () => number = () => Date.now()): Announcer {
  const listeners = new Set<Listener>();
  let seq = 0;
  let last: { text: string; at: number } | null = null;
  return {
    announce(text, options) {
      const clean = text.trim();
      if (!clean) return;
      const at = now();
      if (last && last.text === clean && at - last.at < REPEAT_WINDOW_MS) return;
      last = { text: clean, at };
      seq += 1;
      const announcement: Announcement = {
        text: clean,
        politeness: options?.politeness ?? "polite",
        seq,
      };
      for (const listener of listeners) listener(announcement);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const shared = createAnnouncer();

/** Announces a status message through the player's live region (nothing happens without one). */
export function announce(text: string, options?: AnnounceOptions): void {
  shared.announce(text, options);
}

/** The live region's side: receives every announcement. */
export function subscribeAnnouncements(listener: Listener): () => void {
  return shared.subscribe(listener);
}

/**
 * The remaining-time thresholds a countdown announces (seconds left): once at 1 minute and once
 * at 10 seconds — never every second. Returns the threshold crossed going from `previous` to
 * `current`, or null. A jump over both (time added or removed) names the lower one.
 */
export const TIME_THRESHOLDS = [60, 10] as const;
export function crossedThreshold(previous: number, current: number): number | null {
  if (current >= previous || current <= 0) return null;
  let crossed: number | null = null;
  for (const threshold of TIME_THRESHOLDS)
    if (previous > threshold && current <= threshold) crossed = threshold;
  return crossed;
}
