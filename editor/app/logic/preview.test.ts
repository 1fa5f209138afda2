import type { Rule } from "@exitgame/engine";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import de from "../locales/logic.de.json";
import en from "../locales/logic.en.json";
import { traceText } from "./LogicPreview";

async function words(lng: "de" | "en") {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { de: { logic: de }, en: { logic: en } }, defaultNS: "logic" });
  return (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});
}

const rule = (
  name: string,
  operator: Rule["conditions"]["operator"] = "and",
  requiredCount?: number,
): Rule => ({
  id: "r",
  name,
  enabled: true,
  sceneId: "all",
  triggers: [],
  conditions: { operator, ...(requiredCount ? { requiredCount } : {}), items: [] },
  actions: [],
});

describe("the preview log says why a rule fired or not", () => {
  it("in English", async () => {
    const t = await words("en");
    expect(
      traceText(t, rule("Open door"), 0, {
        ruleId: "r",
        at: 0,
        fired: true,
        conditions: [true, true, true],
      }),
    ).toBe("Rule “Open door” fired: 3 of 3 conditions held.");
    expect(
      traceText(t, rule("Hint"), 1, {
        ruleId: "r",
        at: 0,
        fired: false,
        conditions: [true, false],
      }),
    ).toBe("Rule “Hint” did not fire: condition 2 false.");
    expect(
      traceText(t, rule(""), 4, {
        ruleId: "r",
        at: 0,
        fired: false,
        conditions: [false, true, false],
      }),
    ).toBe("Rule “Rule 5” did not fire: conditions 1, 3 false.");
    expect(
      traceText(t, rule("Two of three", "partialAnd", 2), 0, {
        ruleId: "r",
        at: 0,
        fired: false,
        conditions: [true, false, false],
      }),
    ).toBe("Rule “Two of three” did not fire: 1 of 3 conditions held, 2 needed.");
    expect(traceText(t, rule("Go"), 0, { ruleId: "r", at: 0, fired: true, conditions: [] })).toBe(
      "Rule “Go” fired.",
    );
  });

  it("in German", async () => {
    const t = await words("de");
    expect(
      traceText(t, rule("Tür öffnen"), 0, {
        ruleId: "r",
        at: 0,
        fired: true,
        conditions: [true, true, true],
      }),
    ).toBe("Regel „Tür öffnen“ ausgelöst: 3 von 3 Bedingungen erfüllt.");
    expect(
      traceText(t, rule("Hinweis"), 0, {
        ruleId: "r",
        at: 0,
        fired: false,
        conditions: [true, false],
      }),
    ).toBe("Regel „Hinweis“ nicht ausgelöst: Bedingung 2 falsch.");
  });

  it("names rules skipped because of their scene scope, in both languages", async () => {
    const scoped = { ...rule("Vault hint"), sceneId: "b" };
    const names: Record<string, string> = { a: "Hall", b: "Vault" };
    const entry = {
      ruleId: "r",
      at: 0,
      fired: false,
      conditions: [],
      skipped: "sceneScope" as const,
      scope: "a",
    };
    expect(traceText(await words("en"), scoped, 0, entry, (id) => names[id]!)).toBe(
      "Rule “Vault hint” skipped: it is active only on “Vault”, this happened on “Hall”.",
    );
    expect(traceText(await words("de"), scoped, 0, entry, (id) => names[id]!)).toBe(
      "Regel „Vault hint“ übersprungen: Sie gilt nur auf „Vault“, dies geschah auf „Hall“.",
    );
  });
});
