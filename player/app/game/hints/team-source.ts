/**
 * A competition team's hints: the server decides (team-play.ts). A request goes to the server
 * as one of the device's inputs; the hints every device of the team was given arrive with the
 * team's state (its channel and every reply), so a hint one device takes, or one the teacher
 * sends, shows on every device.
 */
import { CompetitionApiError } from "../../competition/api";
import type { TeamSync } from "../../competition/team-sync";
import { HintRefusal, type GivenHintView, type HintSource } from "./source";

export interface TeamHintSource extends HintSource {
  /** The team's hints from a state the server sent. */
  update(hints: readonly GivenHintView[]): void;
  /** The team's connection that requests go through; returns it. */
  attach(sync: TeamSync): TeamSync;
}

export function teamHintSource(): TeamHintSource {
  const listeners = new Set<() => void>();
  let sync: TeamSync | null = null;
  let list: readonly GivenHintView[] = [];
  let baseline: number | null = null;
  const update = (hints: readonly GivenHintView[]) => {
    // The first state is what the team had before this device joined: nothing new to announce.
    baseline ??= hints.length;
    if (hints.length <= list.length) return;
    list = hints;
    listeners.forEach((l) => l());
  };
  return {
    hints: () => list,
    known: () => baseline ?? 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
    attach(next) {
      sync = next;
      return next;
    },
    async request(targetId) {
      try {
        if (!sync) throw new HintRefusal("");
        const reply = await sync.requestHint(targetId);
        if (reply.state.hints) update(reply.state.hints);
        if (!reply.hint) throw new HintRefusal("");
        return reply.hint;
      } catch (error) {
        if (error instanceof HintRefusal) throw error;
        throw new HintRefusal(error instanceof CompetitionApiError ? error.message : "");
      }
    },
  };
}
