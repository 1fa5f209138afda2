import { describe, expect, it } from "vitest";
import {
  accessCodeStatus,
  CODE_ALPHABET,
  CODE_ENTROPY_BITS,
  generateAccessCode,
  normalizeAccessCode,
  oneYearAfter,
} from "./access-codes";

describe("access codes", () => {
  it("have at least 40 bits of randomness from an alphabet without look-alikes", () => {
    expect(CODE_ENTROPY_BITS).toBeGreaterThanOrEqual(40);
    for (const ch of "0O1Il") expect(CODE_ALPHABET.toUpperCase()).not.toContain(ch);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it("are grouped for typing and unique over 100 000 codes, every symbol used evenly", () => {
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) {
      const code = generateAccessCode();
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      seen.add(code);
      for (const ch of code.replaceAll("-", "")) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(seen.size).toBe(100_000);
    // 1.2 M symbols over 31 letters: each ≈ 38 710; a biased generator (modulo) would stand out.
    const expected = (100_000 * 12) / CODE_ALPHABET.length;
    expect(counts.size).toBe(CODE_ALPHABET.length);
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.03);
    // Empirical Shannon entropy per symbol close to log2(31).
    const total = 100_000 * 12;
    let h = 0;
    for (const n of counts.values()) h -= (n / total) * Math.log2(n / total);
    expect(h * 12).toBeGreaterThan(59);
  });

  it("are accepted in any case, with or without separators, and only complete", () => {
    expect(normalizeAccessCode("abcd-efgh-jkmn")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeAccessCode("ABCDEFGHJKMN")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeAccessCode(" abcd efgh jkmn ")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeAccessCode("Abcd.Efgh_Jkmn")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeAccessCode("ABCD-EFGH-JKM")).toBeNull();
    expect(normalizeAccessCode("ABCD-EFGH-JKMNP")).toBeNull();
    expect(normalizeAccessCode("ABCD-EFGH-JKM0")).toBeNull();
    expect(normalizeAccessCode("")).toBeNull();
  });

  it("are generated, expired after one year, or revoked", () => {
    const created = new Date("2026-03-01T10:00:00Z");
    const validUntil = oneYearAfter(created);
    expect(validUntil.toISOString()).toBe("2027-03-01T10:00:00.000Z");
    expect(accessCodeStatus({ state: "GENERATED", validUntil }, created)).toBe("GENERATED");
    expect(accessCodeStatus({ state: "GENERATED", validUntil }, validUntil)).toBe("EXPIRED");
    expect(accessCodeStatus({ state: "REVOKED", validUntil }, created)).toBe("REVOKED");
  });
});
