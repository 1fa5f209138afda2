/** The play page's catalogue: only the page's language, one object per language for the page's life. */
import { describe, expect, it } from "vitest";
import { pageResources, playerResources, playerStrings } from "./i18n";

describe("pageResources", () => {
  it("holds the player's strings of the page's language only", () => {
    const de = pageResources({ locale: "de", strings: playerStrings("de") });
    expect(Object.keys(de)).toEqual(["de"]);
    expect(de["de"]!["player"]).toBe(playerResources["de"]!["player"]);
    const en = pageResources({ locale: "en", strings: playerStrings("en") });
    expect(Object.keys(en)).toEqual(["en"]);
    expect(en["en"]!["player"]).toBe(playerResources["en"]!["player"]);
  });

  it("keeps one object per language, so the page's i18next instance stays when the root loader runs again", () => {
    const first = pageResources({ locale: "en", strings: playerStrings("en") });
    const again = pageResources({ locale: "en", strings: structuredClone(playerStrings("en")) });
    expect(again).toBe(first);
  });

  it("without the root loader's data (its own error) there are no player strings", () => {
    expect(pageResources(undefined)).toEqual({});
  });
});
