import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect (no open redirect, issue 8 item 2)", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirect("/dashboard/settings/profile")).toBe("/dashboard/settings/profile");
    expect(safeRedirect("/editor/3?x=1#top")).toBe("/editor/3?x=1#top");
    expect(safeRedirect("/a b")).toBe("/a%20b");
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "\t//evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "/\\/evil.example",
    "\\\\evil.example",
    "  //evil.example",
    "dashboard",
    "/.//evil.example",
    "/..//evil.example/x",
    "/%2e//evil.example",
    "",
  ])("refuses %j (falls back)", (to) => {
    expect(safeRedirect(to)).toBe("/dashboard");
    expect(safeRedirect(to, "")).toBe("");
  });

  it("returns a target that is safe in a Location header (no control characters, ASCII only)", () => {
    for (const to of ["/a\nb", "/a\u3000b", "/x\r\nSet-Cookie: a=b", "/ü"]) {
      const out = safeRedirect(to);
      expect(out.startsWith("/")).toBe(true);
      expect(out).not.toMatch(/[^\x21-\x7e]/);
      expect(() => new Headers({ Location: out })).not.toThrow();
    }
  });

  it("ignores non-strings", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined, "/x")).toBe("/x");
  });
});
