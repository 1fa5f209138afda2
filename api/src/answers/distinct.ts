/**
 * Distinct wrong entries (issue 20 item 1): a team that sends the same wrong entry again (after a
 * reload, from a second device) is not logged or throttled again, so the live board counts
 * distinct wrong entries. Kept apart from the service so that any transport of competition play
 * (HTTP checks now, a server-side team runtime later) can use it.
 */
import { createHash } from "node:crypto";
import { normalizeAnswer } from "@exitgame/engine";
import type { PrismaClient } from "../generated/prisma/client";

/**
 * The stored key of an entry: SHA-256 of its tolerant form (case, spaces and umlaut spellings
 * ignored), so the board never holds what a team typed. Two entries of a case-sensitive lock that
 * differ only in case count as one wrong entry.
 */
export function entryKey(value: string): string {
  return createHash("sha256").update(normalizeAnswer(value)).digest("hex");
}

/** Whether the team already gave this wrong entry for this element. */
export async function isRepeatedWrongEntry(
  prisma: Pick<PrismaClient, "$queryRaw">,
  attempt: { sessionId: string; elementId: string; entry: string },
): Promise<boolean> {
  const rows = await prisma.$queryRaw<unknown[]>`
    SELECT 1 FROM "AnswerAttempt"
    WHERE "sessionId" = ${attempt.sessionId} AND "elementId" = ${attempt.elementId}
      AND "correct" = false AND "entry" = ${attempt.entry}
    LIMIT 1`;
  return rows.length > 0;
}
