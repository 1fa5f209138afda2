/**
 * Participant naming (issue 27): per competition the manager chooses what the registration asks
 * and what the database keeps of each player's name.
 *   NICKNAME            { nickname }                 no real name is asked
 *   FIRST_NAME_INITIAL  { firstName, lastInitial }   the default; only one letter of the last name
 *   FULL_NAME           { firstName, lastName }
 * Everything that shows a player's name (board, debrief, CSV, kit, export) formats it with
 * formatParticipantName, so a mode looks the same everywhere.
 */
export const PARTICIPANT_NAMINGS = ["NICKNAME", "FIRST_NAME_INITIAL", "FULL_NAME"] as const;
export type ParticipantNaming = (typeof PARTICIPANT_NAMINGS)[number];
export const DEFAULT_PARTICIPANT_NAMING: ParticipantNaming = "FIRST_NAME_INITIAL";

/** What may be stored of one player's name (the fields of its mode only). */
export interface StoredName {
  nickname?: string;
  firstName?: string;
  lastInitial?: string;
  lastName?: string;
}

/** The fields the registration asks for in a mode. */
export function namingFields(mode: ParticipantNaming): ("nickname" | "firstName" | "lastName")[] {
  if (mode === "NICKNAME") return ["nickname"];
  return ["firstName", "lastName"];
}

/** The first letter of a last name (a whole grapheme: "Ö", not half of it), upper case. */
export function initialOf(lastName: string): string {
  const trimmed = lastName.trim();
  if (!trimmed) return "";
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const first = segmenter.segment(trimmed)[Symbol.iterator]().next().value?.segment ?? "";
  return first.toLocaleUpperCase();
}

/**
 * What the database keeps of what a player typed, by mode: the fields of other modes are dropped
 * here, before anything is written.
 */
export function storedName(
  mode: ParticipantNaming,
  typed: { nickname?: string; firstName?: string; lastName?: string },
): StoredName {
  switch (mode) {
    case "NICKNAME":
      return { nickname: typed.nickname ?? "" };
    case "FIRST_NAME_INITIAL":
      return { firstName: typed.firstName ?? "", lastInitial: initialOf(typed.lastName ?? "") };
    case "FULL_NAME":
      return { firstName: typed.firstName ?? "", lastName: typed.lastName ?? "" };
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A stored player (any mode, also rows from before the modes) as its name fields. */
export function readStoredName(value: unknown): StoredName {
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const out: StoredName = {};
  if (typeof record.nickname === "string") out.nickname = record.nickname;
  if (typeof record.firstName === "string") out.firstName = record.firstName;
  if (typeof record.lastInitial === "string") out.lastInitial = record.lastInitial;
  if (typeof record.lastName === "string") out.lastName = record.lastName;
  return out;
}

/**
 * How a player is named on the board, in the debrief, CSV files and the kit: "Lena S." for first
 * name + initial, "Lena Schmidt" for full names, the nickname as typed. A row stored in another
 * mode (the competition's mode is fixed once teams joined) shows what it has.
 */
export function formatParticipantName(mode: ParticipantNaming, parts: StoredName): string {
  const first = text(parts.firstName).trim();
  const initial = text(parts.lastInitial).trim() || initialOf(text(parts.lastName));
  const nickname = text(parts.nickname).trim();
  if (mode === "NICKNAME" && nickname) return nickname;
  if (mode === "FIRST_NAME_INITIAL" && first) return initial ? `${first} ${initial}.` : first;
  if (mode === "FULL_NAME" && first) {
    const last = text(parts.lastName).trim();
    if (last) return `${first} ${last}`;
    return initial ? `${first} ${initial}.` : first;
  }
  if (nickname) return nickname;
  if (first) return initial ? `${first} ${initial}.` : first;
  return "";
}
