import { AnimationSchema, IdSchema } from "../../document/rule-parts";
import { zodIssueParams } from "../diagnostic";
import { defineAction } from "./contract";

export const animate = defineAction("animate", { elementId: IdSchema, animation: AnimationSchema })(
  {
    references(a, out) {
      out.elements.push(a.elementId);
      if (a.animation.name === "flyToTarget") out.elements.push(a.animation.targetElementId);
    },
    remap: (a, map) => ({
      ...a,
      elementId: map.id(a.elementId),
      animation:
        a.animation.name === "flyToTarget"
          ? { ...a.animation, targetElementId: map.id(a.animation.targetElementId) }
          : a.animation,
    }),
    validate(a, check) {
      if (a.elementId === "") check.notChosen("unknownElement", "elementId");
      else check.targetElement(a.elementId);
      const parsed = AnimationSchema.safeParse(a.animation);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          check.report(
            "error",
            "invalidAnimation",
            { field: issue.path.join("."), ...zodIssueParams(issue) },
            `animation.${issue.path.join(".")}`,
          );
        return;
      }
      if (parsed.data.name === "flyToTarget" && !check.element(parsed.data.targetElementId))
        check.report(
          "error",
          "unknownElement",
          { at: "animationTarget" },
          "animation.targetElementId",
        );
      if (a.shouldAwait && parsed.data.infinite)
        check.report("warning", "awaitNeverCompletes", {}, "shouldAwait");
    },
    compile(a, tools) {
      const el = tools.element(a.elementId);
      const parsed = AnimationSchema.safeParse(a.animation);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return tools.fail("invalidAnimation", {
          field: issue.path.join("."),
          ...zodIssueParams(issue),
        });
      }
      const animation = parsed.data;
      const target =
        animation.name === "flyToTarget" ? tools.element(animation.targetElementId) : undefined;
      const { host } = tools;
      const designed = host.base(el.id);
      return {
        run: (fx) => {
          const to = tools.animationEndState(el, designed, animation, target);
          host.setCommon(el, to);
          host.animate(el, animation, to, fx);
        },
      };
    },
    fields: [
      { key: "elementId", kind: "element" },
      { key: "animation", kind: "animation" },
    ],
    create: () => ({
      type: "animate",
      shouldAwait: true,
      elementId: "",
      animation: {
        name: "shake",
        durationMs: 1000,
        easing: { name: "power1", direction: "out" },
        cycles: 1,
        infinite: false,
        autoShow: false,
        autoHide: false,
        intensity: 10,
      },
    }),
    sentence: (a, s) =>
      s.fill(s.template, { element: s.element(a.elementId), animation: s.animation(a.animation) }),
    words: {
      de: { label: "Animieren", sentence: "Animiere {element}: {animation}" },
      en: { label: "Animate", sentence: "Animate {element}: {animation}" },
    },
  },
);
