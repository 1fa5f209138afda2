import { describe, expect, it } from "vitest";
import {
  LOCALE_COOKIE_MAX_AGE,
  localeCookie,
  localeFromAcceptLanguage,
  localeSwitchRedirect,
  resolveLocale,
} from "./locale";

const req = (headers: Record<string, string>, url = "http://x/games/1") =>
  new Request(url, { headers });

describe("locale", () => {
  it("prefers the cookie, then Accept-Language by weight, then German", () => {
    expect(resolveLocale(req({ Cookie: "a=b; locale=en", "Accept-Language": "de" }))).toBe("en");
    expect(resolveLocale(req({ "Accept-Language": "fr;q=1, en;q=0.8, de;q=0.5" }))).toBe("en");
    expect(resolveLocale(req({ "Accept-Language": "en-GB;q=0.2, de-AT" }))).toBe("de");
    expect(resolveLocale(req({ Cookie: "locale=xx" }))).toBe("de");
    expect(localeFromAcceptLanguage("fr")).toBeUndefined();
  });
  it("remembers the choice for 365 days", () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(localeCookie("en")).toContain("Max-Age=31536000");
  });
  it("switches by ?lng= with a redirect that keeps the rest of the URL", () => {
    const res = localeSwitchRedirect(req({}, "http://x/games/1?lng=en&x=1"));
    expect(res?.status).toBe(302);
    expect(res?.headers.get("Location")).toBe("/games/1?x=1");
    expect(res?.headers.get("Set-Cookie")).toMatch(/^locale=en;/);
    expect(localeSwitchRedirect(req({}, "http://x/games/1"))).toBeUndefined();
    expect(localeSwitchRedirect(req({}, "http://x/?lng=fr"))?.headers.get("Set-Cookie")).toBeNull();
  });
});
