export type DayPart = "morning" | "afternoon" | "evening" | "night";

/** 5–11 morning, 12–17 afternoon, 18–22 evening, otherwise night. */
export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  if (hour >= 18 && hour < 23) return "evening";
  return "night";
}
