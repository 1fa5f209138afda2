/**
 * The play page loads its LTI and SCORM reports only for a launch: a token in the fragment or
 * one the tab kept (a reload after the fragment was taken), for this game.
 */
import { describe, expect, it, vi } from "vitest";
import { hasLaunch, ltiStorageKey, scormStorageKey } from "./launch";
import { takeLtiToken } from "./lti-report";
import { takeScormToken } from "./scorm-relay";

function storage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}
const at = (hash: string) => ({ hash, pathname: "/games/7/play", search: "" }) as Location;

describe("hasLaunch", () => {
  it("a token in the fragment is a launch", () => {
    expect(hasLaunch(7, at("#lti=abc"), storage())).toBe(true);
    expect(hasLaunch(7, at("#scorm=abc"), null)).toBe(true);
  });

  it("a token the tab kept for this game is a launch, one for another game is not", () => {
    expect(hasLaunch(7, at(""), storage({ [ltiStorageKey(7)]: "t" }))).toBe(true);
    expect(hasLaunch(7, at(""), storage({ [scormStorageKey("game:7")]: "t" }))).toBe(true);
    expect(hasLaunch(7, at(""), storage({ [ltiStorageKey(8)]: "t" }))).toBe(false);
    expect(hasLaunch(7, at(""), storage({ [scormStorageKey("competition:7")]: "t" }))).toBe(false);
  });

  it("no fragment, nothing kept, or no storage: no launch", () => {
    expect(hasLaunch(7, at(""), storage())).toBe(false);
    expect(hasLaunch(7, at("#other=1"), null)).toBe(false);
  });

  it("the keys are the ones the reports keep their tokens under", () => {
    const replace = vi.spyOn(history, "replaceState").mockImplementation(() => {});
    try {
      const kept = storage();
      takeLtiToken(7, at("#lti=one"), kept);
      expect(hasLaunch(7, at(""), kept)).toBe(true);
      const other = storage();
      takeScormToken("game:7", at("#scorm=two"), other);
      expect(hasLaunch(7, at(""), other)).toBe(true);
    } finally {
      replace.mockRestore();
    }
  });
});
