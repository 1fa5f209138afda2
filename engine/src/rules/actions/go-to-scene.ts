import { IdSchema, SceneTransitionSchema } from "../../document/rule-parts";
import { defineAction } from "./contract";

/** Without a transition the target scene's own transition setting applies. */
export const goToScene = defineAction("goToScene", {
  sceneId: IdSchema,
  transition: SceneTransitionSchema.optional(),
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
