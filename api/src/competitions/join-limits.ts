/**
 * The bounds of guessing access codes (joins, resumes, code checks): failed codes count per
 * address and per code, each code of a request on its own (three guessed codes are three
 * guesses), never per competition alone, so that a guesser from a few addresses cannot lock a
 * class with valid codes out of its competition.
 *
 *   competitionJoinIp    failed codes per address (20 per 10 minutes)
 *   competitionJoinCode  failed attempts naming one code (10 per 10 minutes)
 *
 * A request is refused (429) when its address is used up, when any of its codes is, or when
 * the address has fewer failures left than the request names codes.
 */
import { RateLimitedError, type RateLimits } from "../auth/rate-limit";

type Limits = Pick<RateLimits, "check" | "consume" | "remaining">;

function codeKey(code: string): string {
  return code.toUpperCase().replace(/[\s\-._/]+/g, "");
}

/** Throws RateLimitedError when the request may not be checked. */
export async function checkJoinLimits(limits: Limits, ip: string, codes: string[]): Promise<void> {
  await limits.check("competitionJoinIp", ip);
  const left = await limits.remaining("competitionJoinIp", ip);
  if (left.points < codes.length) throw new RateLimitedError(Math.max(1, left.seconds));
  for (const code of new Set(codes.filter(Boolean).map(codeKey)))
    await limits.check("competitionJoinCode", code);
}

/** Counts every failed code of a request: one failure of the address and one of the code each. */
export async function countFailedCodes(limits: Limits, ip: string, codes: string[]): Promise<void> {
  const ignore = (error: unknown) => {
    if (!(error instanceof RateLimitedError)) throw error;
  };
  for (const code of codes) {
    await limits.consume("competitionJoinIp", ip).catch(ignore);
    if (code) await limits.consume("competitionJoinCode", codeKey(code)).catch(ignore);
  }
}
