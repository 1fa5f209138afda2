import { describe, expect, it } from "vitest";
import { appForPath } from "./routing";

describe("appForPath", () => {
  it.each([
    ["/", "player"],
    ["/_root.data", "player"],
    ["/games/12", "player"],
    ["/games/12/play", "player"],
    ["/games/12/play.data", "player"],
    ["/competitions", "player"],
    ["/competitions.data", "player"],
    ["/competitions/abc", "player"],
    ["/privacy", "player"],
    ["/privacy.data", "player"],
    ["/privacy/teachers", "player"],
    ["/privacy/processing.data", "player"],
    ["/privacyfoo", "editor"],
    ["/__manifest/player", "player"],
    ["/auth/login", "editor"],
    ["/dashboard/games", "editor"],
    ["/editor/12/logic", "editor"],
    ["/admin/env", "editor"],
    ["/__manifest/editor", "editor"],
    ["/gamesxyz", "editor"],
    ["/competitionsfoo", "editor"],
    ["/no/such/page", "editor"],
  ] as const)("%s is served by the %s", (path, app) => {
    expect(appForPath(path)).toBe(app);
  });
});
