import { randomInt } from "node:crypto";

/**
 * Access codes: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L), in three
 * groups of four for typing ("ABCD-EFGH-JKMN"). Each character is drawn with node's CSPRNG
 * (crypto.randomInt, no modulo bias): 12 × log2(31) ≈ 59.5 bits of randomness.
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_GROUPS = 3;
export const CODE_GROUP_LENGTH = 4;
export const CODE_LENGTH = CODE_GROUPS * CODE_GROUP_LENGTH;
export const CODE_ENTROPY_BITS = CODE_LENGTH * Math.log2(CODE_ALPHABET.length);
/** Bounds of one generation (the form shows them). */
export const MIN_CODES_PER_GENERATION = 1;
export const MAX_CODES_PER_GENERATION = 1000;
/** Access codes are valid one year from their creation. */
export function oneYearAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

export function groupCode(raw: string): string {
  const groups: string[] = [];
  for (let i = 0; i < raw.length; i += CODE_GROUP_LENGTH)
    groups.push(raw.slice(i, i + CODE_GROUP_LENGTH));
  return groups.join("-");
}

export function generateAccessCode(): string {
  let raw = "";
  for (let i = 0; i < CODE_LENGTH; i++) raw += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return groupCode(raw);
}

/**
 * The canonical form of what someone typed: any case, with or without separators (spaces,
 * hyphens, dots, underscores). Null when it cannot be a complete code.
 */
export function normalizeAccessCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s\-._/]+/g, "");
  if (raw.length !== CODE_LENGTH) return null;
  for (const ch of raw) if (!CODE_ALPHABET.includes(ch)) return null;
  return groupCode(raw);
}

export type AccessCodeStatus = "GENERATED" | "EXPIRED" | "REVOKED";

/** An access code's life: generated, expired (validity passed; not stored) or revoked. */
export function accessCodeStatus(
  code: { state: "GENERATED" | "REVOKED"; validUntil: Date },
  now: Date,
): AccessCodeStatus {
  if (code.state === "REVOKED") return "REVOKED";
  return code.validUntil <= now ? "EXPIRED" : "GENERATED";
}
