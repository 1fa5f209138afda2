import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../paths";

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_COMMON";

let common: Set<string> | undefined;

/**
 * The 10,000 most common passwords of at least 8 characters (ranked list of the MIT-licensed
 * @zxcvbn-ts/language-common dictionary, plus a few German classics), lower-cased.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(ROOT_DIR, "api", "src", "auth", "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

/** Counts code points, so that an emoji is one character as the user sees it. */
function length(password: string): number {
  return [...password].length;
}

export function passwordProblem(password: string): PasswordProblem | null {
  const n = length(password);
  if (n < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  if (n > PASSWORD_MAX_LENGTH) return "PASSWORD_TOO_LONG";
  if (commonPasswords().has(password.toLowerCase())) return "PASSWORD_TOO_COMMON";
  return null;
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
