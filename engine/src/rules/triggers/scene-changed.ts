import { z } from "zod/mini";
import { IdSchema } from "../../document/rule-parts";
import { defineTrigger } from "./contract";
import { sceneFromKey, sceneToKey } from "./keys";

export const sceneChanged = defineTrigger("sceneChanged", {
  direction: z.enum(["to", "from"]),
  sceneId: IdSchema,
})({
  references: (t, out) => void out.scenes.push(t.sceneId),
  remap: (t, map) => ({ ...t, sceneId: map.id(t.sceneId) }),
  validate(t, check) {
    if (!check.scene(t.sceneId))
      check.report("error", "unknownScene", { at: "trigger" }, "sceneId");
    check.firesOn(t.sceneId);
  },
  key: (t) => ({ key: t.direction === "to" ? sceneToKey(t.sceneId) : sceneFromKey(t.sceneId) }),
  sentence: (t, s) =>
    s.fill(s.words(`sceneChanged.${t.direction}`, "sentence") ?? "", { scene: s.scene(t.sceneId) }),
  choices: (["to", "from"] as const).map((direction) => ({
    id: `sceneChanged.${direction}`,
    matches: (t) => t.direction === direction,
    // switching between entered and left keeps the scene
    create: (previous, first) => ({
      type: "sceneChanged",
      direction,
      sceneId: "sceneId" in previous ? String(previous.sceneId) : first.sceneId,
    }),
  })),
  fields: [{ key: "sceneId", kind: "scene" }],
  words: {
    de: {
      to: { label: "Szene betreten", sentence: "Wenn {scene} betreten wird" },
      from: { label: "Szene verlassen", sentence: "Wenn {scene} verlassen wird" },
    },
    en: {
      to: { label: "Scene entered", sentence: "When {scene} is entered" },
      from: { label: "Scene left", sentence: "When {scene} is left" },
    },
  },
});
