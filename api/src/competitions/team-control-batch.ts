/**
 * A teacher acting on many teams one by one at once (issue 24: 200 teams' extra time, pauses,
 * resumes within 1 s) sends 200 calls. Each is still its own call with its own answer, refusal
 * and audit row, but the calls of one competition, manager and kind of action that arrive
 * together share one statement (team-control-sql's runTeamActions): the first call waits for
 * the end of the current tick, the ones arriving meanwhile join it; while a statement runs, the
 * next calls gather for the following one. So a lone call costs what it did (one statement,
 * nothing to wait for) and a burst costs a few statements instead of one per team.
 *
 * Order is kept: a team named again while its earlier call waits goes into a later statement
 * (its calls apply one after the other, as they would one by one). A statement that fails
 * fails every call in it, nothing else.
 */
import type { PrismaClient } from "../generated/prisma/client";
import {
  runTeamActions,
  type TeamAction,
  type TeamActionItem,
  type TeamActionResult,
} from "./team-control-sql";

/** At most this many teams in one statement (its parameters stay small). */
export const TEAM_BATCH_MAX = 500;

export interface TeamActionCall {
  competitionId: string;
  sessionId: string;
  userId: string;
  ownerId: string | null;
  now: Date;
  action: TeamAction;
}

interface Waiting {
  item: TeamActionItem;
  now: Date;
  resolve(result: TeamActionResult): void;
  reject(error: unknown): void;
}

interface Queue {
  call: Omit<TeamActionCall, "sessionId" | "now" | "action"> & { kind: TeamAction["kind"] };
  waiting: Waiting[];
  /** A statement of this queue is running, or one is due at the end of the tick. */
  busy: boolean;
}

type Runner = typeof runTeamActions;

export class TeamActionBatcher {
  private queues = new Map<string, Queue>();
  /** Statements run so far (for tests and benchmarks). */
  statements = 0;

  constructor(
    private prisma: Pick<PrismaClient, "$queryRaw">,
    private run: Runner = runTeamActions,
  ) {}

  /** One team's action; its own result, from a statement it may share. */
  act(call: TeamActionCall): Promise<TeamActionResult> {
    const { competitionId, userId, ownerId, action } = call;
    const key = JSON.stringify([competitionId, userId, ownerId, action.kind]);
    let queue = this.queues.get(key);
    if (!queue) {
      queue = {
        call: { competitionId, userId, ownerId, kind: action.kind },
        waiting: [],
        busy: false,
      };
      this.queues.set(key, queue);
    }
    const item: TeamActionItem = {
      sessionId: call.sessionId,
      ...(action.kind === "setTeamExtraTime" ? { minutes: action.minutes } : {}),
    };
    const result = new Promise<TeamActionResult>((resolve, reject) =>
      queue.waiting.push({ item, now: call.now, resolve, reject }),
    );
    if (!queue.busy) {
      queue.busy = true;
      setImmediate(() => void this.flush(key, queue));
    }
    return result;
  }

  private async flush(key: string, queue: Queue): Promise<void> {
    // Each team once per statement, in the order the calls came; the rest wait for the next.
    const taken: Waiting[] = [];
    const rest: Waiting[] = [];
    const teams = new Set<string>();
    for (const w of queue.waiting) {
      if (taken.length < TEAM_BATCH_MAX && !teams.has(w.item.sessionId)) {
        teams.add(w.item.sessionId);
        taken.push(w);
      } else rest.push(w);
    }
    queue.waiting = rest;
    // The latest clock of the calls (they came within a few milliseconds).
    const now = new Date(Math.max(...taken.map((w) => w.now.getTime())));
    this.statements++;
    try {
      const results = await this.run(this.prisma, {
        ...queue.call,
        now,
        items: taken.map((w) => w.item),
      });
      taken.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      for (const w of taken) w.reject(error);
    }
    if (queue.waiting.length > 0) {
      void this.flush(key, queue);
      return;
    }
    queue.busy = false;
    this.queues.delete(key);
  }
}

const batchers = new WeakMap<object, TeamActionBatcher>();

/** The batcher of a database client (one per server process). */
export function teamActionsFor(prisma: Pick<PrismaClient, "$queryRaw">): TeamActionBatcher {
  let batcher = batchers.get(prisma);
  if (!batcher) batchers.set(prisma, (batcher = new TeamActionBatcher(prisma)));
  return batcher;
}
