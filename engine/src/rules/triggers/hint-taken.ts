import { z } from "zod/mini";
import { IdSchema } from "../../document/rule-parts";
import { defineTrigger } from "./contract";
import { hintKey } from "./keys";

/**
 * "When a hint of X is taken": X is an answer-checking element (its hint list, a field of kind
 * 'hints') or a scene (the scene's own hints). The host raises it (the competition server, or
 * the player for anonymous play) when a team is given one of X's hints, asked for or sent by the
 * teacher; the value is how many hints of X the team has now, so `to` filters "the second hint".
 */
export const hintTaken = defineTrigger("hintTaken", {
  targetKind: z.enum(["element", "scene"]),
  targetId: IdSchema,
  to: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
})({
  references(t, out) {
    if (t.targetKind === "scene") out.scenes.push(t.targetId);
    else out.elements.push(t.targetId);
  },
  remap: (t, map) => ({ ...t, targetId: map.id(t.targetId) }),
  validate(t, check) {
    if (t.targetKind === "scene") {
      if (!check.scene(t.targetId))
        return check.report("error", "unknownScene", { at: "trigger" }, "targetId");
      return check.firesOn(t.targetId);
    }
    const located = check.element(t.targetId);
    if (!located) return check.report("error", "unknownElement", { at: "trigger" }, "targetId");
    check.firesOn(located.sceneId);
    const def = check.registry.find(located.element.type);
    const hasHints =
      def && Object.values(def.fields).some((f) => typeof f === "object" && f.kind === "hints");
    if (def && !hasHints)
      check.report(
        "error",
        "unknownTrigger",
        { element: check.nameOf(located.element), elementType: def.type, trigger: "hintTaken" },
        "targetId",
        { elementId: located.element.id },
      );
  },
  key: (t) => ({ key: hintKey(t.targetId), to: t.to }),
  sentence(t, s) {
    const withValue = t.to !== undefined;
    return s.fill(
      s.words(`hintTaken.${t.targetKind}`, withValue ? "sentenceWithValue" : "sentence") ?? "",
      {
        target: t.targetKind === "scene" ? s.scene(t.targetId) : s.element(t.targetId),
        value: withValue ? s.literal(t.to!) : "",
      },
    );
  },
  choices: (["element", "scene"] as const).map((targetKind) => ({
    id: `hintTaken.${targetKind}`,
    matches: (t) => t.targetKind === targetKind,
    create: (_previous, first) => ({
      type: "hintTaken",
      targetKind,
      targetId: targetKind === "scene" ? first.sceneId : first.elementId,
    }),
  })),
  fields: [
    { key: "targetId", kind: "hintTarget", of: "targetKind", clears: ["to"] },
    { key: "to", kind: "countFilter" },
  ],
  words: {
    de: {
      element: {
        label: "Tipp zu einem Rätsel genommen",
        sentence: "Wenn ein Tipp zu {target} genommen wird",
        sentenceWithValue: "Wenn der {value}. Tipp zu {target} genommen wird",
      },
      scene: {
        label: "Tipp zu einer Szene genommen",
        sentence: "Wenn ein Tipp zu {target} genommen wird",
        sentenceWithValue: "Wenn der {value}. Tipp zu {target} genommen wird",
      },
    },
    en: {
      element: {
        label: "Hint taken on a riddle",
        sentence: "When a hint of {target} is taken",
        sentenceWithValue: "When hint number {value} of {target} is taken",
      },
      scene: {
        label: "Hint taken on a scene",
        sentence: "When a hint of {target} is taken",
        sentenceWithValue: "When hint number {value} of {target} is taken",
      },
    },
  },
});
