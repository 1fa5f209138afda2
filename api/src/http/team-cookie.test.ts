import { describe, expect, it } from "vitest";
import { teamCookie } from "./competition-routes";

describe("the team cookie", () => {
  const until = new Date(Date.now() + 3_600_000);
  it("works in a learning platform's cross-site frame over HTTPS (SameSite=None, partitioned)", () => {
    const cookie = teamCookie("eg_team_1", "abc", until, true);
    expect(cookie.split("; ")).toEqual([
      "eg_team_1=abc",
      "Path=/",
      "HttpOnly",
      "SameSite=None",
      "Secure",
      "Partitioned",
      expect.stringMatching(/^Max-Age=(3600|3599)$/),
    ]);
  });
  it("is Lax over plain HTTP, where a None cookie would be refused", () => {
    const cookie = teamCookie("eg_team_1", "abc", until, false);
    expect(cookie).toMatch(/^eg_team_1=abc; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(cookie).not.toContain("Secure");
  });
});
