export type CompetitionPhase = "UPCOMING" | "ACTIVE" | "ENDED";

/** A competition's phases: upcoming before the start, active until the end, then ended; driven by the server clock. */
export function competitionPhase(start: Date, end: Date, now: Date): CompetitionPhase {
  if (now < start) return "UPCOMING";
  if (now < end) return "ACTIVE";
  return "ENDED";
}
