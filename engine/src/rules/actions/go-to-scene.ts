import { z } from "zod/mini";
import { IdSchema, SceneTransitionSchema } from "../../document/rule-parts";
import { defineAction } from "./contract";

/** Without a transition the target scene's own transition setting applies. */
export const goToScene = defineAction("goToScene", {
  sceneId: IdSchema,
  transition: z.optional(SceneTransitionSchema),
})({
  references: (a, out) => void out.scenes.push(a.sceneId),
  remap: (a, map) => ({ ...a, sceneId: map.id(a.sceneId) }),
  validate(a, check) {
    if (a.sceneId === "") return check.notChosen("unknownScene", "sceneId");
    const target = check.scene(a.sceneId);
    if (!target) return check.report("error", "unknownScene", {}, "sceneId");
    check.reaches(a.sceneId);
    if (target.preload && a.transition && a.transition.type !== "none")
      check.report("warning", "preloadWithTransition", { scene: target.name }, "transition", {
        sceneId: target.id,
      });
  },
  compile(a, { host, fail }) {
    const target = a.sceneId;
    if (!host.scenes.has(target)) fail("unknownScene", { sceneId: target });
    const transition = a.transition;
    return {
      run: (fx) => {
        if (host.currentScene() !== target) host.goToScene(target, transition, fx);
      },
    };
  },
  fields: [
    { key: "sceneId", kind: "scene" },
    { key: "transition", kind: "transition" },
  ],
  create: () => ({ type: "goToScene", shouldAwait: false, sceneId: "" }),
  sentence(a, s) {
    const sentence = s.fill(s.template, { scene: s.scene(a.sceneId) });
    return a.transition && a.transition.type !== "none"
      ? `${sentence} ${s.withTransition(a.transition.type)}`
      : sentence;
  },
  words: {
    de: { label: "Zu Szene wechseln", sentence: "Gehe zu {scene}" },
    en: { label: "Go to scene", sentence: "Go to {scene}" },
  },
});

/**
 * Scenes that end the game: every scene but the first that no rule of its own leads away from
 * (with goToScene). Rules for all scenes (a countdown that ends the game anywhere) do not count:
 * they would make every scene look unfinished. The board ranks by it, LTI grades by it.
 */
export function finalScenes(document: {
  scenes: readonly { id: string }[];
  rules: readonly { sceneId: string; actions: readonly { type: string }[] }[];
}): Set<string> {
  const leaving = new Set(
    document.rules
      .filter((r) => r.sceneId !== "all" && r.actions.some((a) => a.type === goToScene.type))
      .map((r) => r.sceneId),
  );
  return new Set(
    document.scenes
      .slice(1)
      .map((s) => s.id)
      .filter((id) => !leaving.has(id)),
  );
}
