/** The play page's catalogue: only the page's language, one object per language for the page's life. */
import { describe, expect, it } from "vitest";
import { shellResources } from "./shell";
import { pageResources, pageStrings, playerResources } from "./i18n";

describe("pageResources", () => {
  it("without any root loader data yet (its own error on the first load) there are no strings", () => {
    expect(pageResources(undefined)).toEqual({});
  });

  it("holds the player's and the shell's strings of the page's language only", () => {
    const de = pageResources({ locale: "de", strings: pageStrings("de") });
    expect(Object.keys(de)).toEqual(["de"]);
    expect(de["de"]!["player"]).toBe(playerResources["de"]!["player"]);
    expect(de["de"]!["shell"]).toBe(shellResources["de"]["shell"]);
    const en = pageResources({ locale: "en", strings: pageStrings("en") });
    expect(Object.keys(en)).toEqual(["en"]);
    expect(en["en"]!["player"]).toBe(playerResources["en"]!["player"]);
    expect(en["en"]!["shell"]).toBe(shellResources["en"]["shell"]);
  });

  it("keeps one object per language, so the page's i18next instance stays when the root loader runs again", () => {
    const first = pageResources({ locale: "en", strings: pageStrings("en") });
    const again = pageResources({ locale: "en", strings: structuredClone(pageStrings("en")) });
    expect(again).toBe(first);
  });

  it("an error page without the root loader's data keeps the strings the page showed last", () => {
    const de = pageResources({ locale: "de", strings: pageStrings("de") });
    expect(pageResources(undefined)).toBe(de);
  });
});
