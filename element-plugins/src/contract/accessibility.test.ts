/**
 * The accessibility checker with the real element types: each code fires on a bad example and
 * is silent on a good one; the props migrations that added the accessibility fields.
 */
import {
  accessibilityProblems,
  checkGameDocument,
  contrastRatio,
  type Diagnostic,
  type GameDocument,
} from "@exitgame/engine";
import {
  buildGame,
  click,
  cond,
  el,
  goTo,
  on,
  prop,
  rule,
  type ElementSpec,
} from "@exitgame/engine/testing/builder";
import { assetReferences, mapAssetReferences } from "@exitgame/engine/exchange/prepare-import";
import { describe, expect, it } from "vitest";
import { registry } from "../definitions";
import { audioDefinition } from "../audio/definition";
import { jsxGraphDefinition } from "../jsx-graph/definition";
import { videoDefinition } from "../video/definition";

const game = (elements: ElementSpec[], rules: GameDocument["rules"] = []) =>
  buildGame(registry, { scenes: [{ id: "s", elements }, { id: "end" }], rules });
const codes = (doc: GameDocument) => accessibilityProblems(doc, registry).map((d) => d.code);
const find = (doc: GameDocument, code: string): Diagnostic | undefined =>
  accessibilityProblems(doc, registry).find((d) => d.code === code);
const toEnd = (trigger: ReturnType<typeof click>) =>
  rule("r", { name: "Weiter", triggers: [trigger], actions: [goTo("end")] });

describe("accessibility checker", () => {
  it("a11yMissingName: a clickable element with no name, from the author or its content", () => {
    const bad = game(
      [{ type: "svg-shape", id: "door", name: "Tür", width: 100, height: 100 }],
      [toEnd(click("door"))],
    );
    const d = find(bad, "a11yMissingName");
    expect(d).toMatchObject({ elementId: "door", sceneId: "s", params: { element: "Tür" } });
    // one step: the author's own name for the element becomes its accessible name
    expect(d?.fix).toEqual({
      kind: "useElementName",
      elementId: "door",
      patch: { accessibleName: "Tür" },
    });
    const named = game(
      [{ type: "svg-shape", id: "door", accessibleName: "Tür öffnen", width: 100, height: 100 }],
      [toEnd(click("door"))],
    );
    expect(codes(named)).not.toContain("a11yMissingName");
    // a text is named by its text
    const text = game(
      [{ type: "text", id: "t", props: { text: "Weiter" }, width: 100, height: 40 }],
      [toEnd(click("t"))],
    );
    expect(codes(text)).not.toContain("a11yMissingName");
    // not clickable: nothing to name
    expect(codes(game([{ type: "svg-shape", id: "door" }]))).not.toContain("a11yMissingName");
  });

  it("a11yMissingAlt: an image with no alternative text that is not decorative", () => {
    const bad = game([{ type: "image", id: "pic", props: { src: "asset-1" } }]);
    expect(find(bad, "a11yMissingAlt")).toMatchObject({
      elementId: "pic",
      path: "scenes.0.elements.0.accessibleName",
      fix: { kind: "markDecorative", elementId: "pic", patch: { decorative: true } },
    });
    const alt = game([{ type: "image", id: "pic", props: { src: "asset-1", alt: "Ein Brief" } }]);
    const named = game([{ type: "image", id: "pic", accessibleName: "Ein Brief" }]);
    const decorative = game([{ type: "image", id: "pic", decorative: true }]);
    for (const doc of [alt, named, decorative]) expect(codes(doc)).not.toContain("a11yMissingAlt");
  });

  it("a11yLowContrast: text below 4.5:1 against its own background (3:1 when large)", () => {
    const pale = (fontSizeInRem: number, bold = false) =>
      game([
        {
          type: "text",
          id: "t",
          background: "#ffffff",
          props: { text: "Hinweis", color: "#999999", fontSizeInRem, bold },
        },
      ]);
    expect(find(pale(1), "a11yLowContrast")?.params).toMatchObject({ ratio: 2.84, minimum: 4.5 });
    // large text (24 px) only needs 3:1, which #767676 on white passes but #999 does not
    expect(find(pale(1.5), "a11yLowContrast")?.params).toMatchObject({ minimum: 3 });
    const dark = game([
      {
        type: "text",
        id: "t",
        background: "white",
        props: { text: "Hinweis", color: "#595959", fontSizeInRem: 1 },
      },
    ]);
    expect(codes(dark)).not.toContain("a11yLowContrast");
    // the theme's text colour counts when the author chose none
    const themed = game([
      {
        type: "text",
        id: "t",
        background: "#0f172a",
        themeMode: "light",
        props: { text: "Hinweis", color: "", fontSizeInRem: 1 },
      },
    ]);
    expect(codes(themed)).toContain("a11yLowContrast");
    // an unknown background (transparent: the scene behind it) is not judged
    const unknown = game([
      { type: "text", id: "t", props: { text: "Hinweis", color: "#999999", fontSizeInRem: 1 } },
    ]);
    expect(codes(unknown)).not.toContain("a11yLowContrast");
  });

  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777", "#fff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("red", "white")).toBeCloseTo(4, 1);
    expect(contrastRatio("transparent", "#fff")).toBeNull();
    expect(contrastRatio("rgba(0,0,0,0.5)", "#fff")).toBeNull();
    expect(contrastRatio("var(--x)", "#fff")).toBeNull();
  });

  it("a11yDragOnly: a rule that needs a drag (dragEnd or a collision) without a click alternative", () => {
    const elements: ElementSpec[] = [
      { type: "image", id: "key", accessibleName: "Schlüssel", draggable: true },
      { type: "image", id: "lock", accessibleName: "Schloss" },
    ];
    const dragged = game(elements, [toEnd(on("key", "dragEnd"))]);
    expect(find(dragged, "a11yDragOnly")).toMatchObject({
      ruleId: "r",
      params: { rule: "Weiter", ruleNumber: 1 },
    });
    const collision = game(elements, [
      rule("r", {
        triggers: [on("key", "dragEnd")],
        conditions: [cond(prop("key", "collision"), "overlaps", el("lock"))],
        actions: [goTo("end")],
      }),
    ]);
    expect(codes(collision)).toContain("a11yDragOnly");
    const withClick = game(elements, [
      rule("r", { triggers: [on("key", "dragEnd"), click("lock")], actions: [goTo("end")] }),
    ]);
    expect(codes(withClick)).not.toContain("a11yDragOnly");
    expect(codes(game(elements, [toEnd(click("lock"))]))).not.toContain("a11yDragOnly");
  });

  it("a11yMissingCaptions: a video with no caption track", () => {
    const bad = game([{ type: "video", id: "v", props: { src: "asset-v" } }]);
    expect(find(bad, "a11yMissingCaptions")).toMatchObject({
      path: "scenes.0.elements.0.props.captions",
    });
    expect(find(bad, "a11yMissingCaptions")?.fix).toBeUndefined();
    const captioned = game([
      {
        type: "video",
        id: "v",
        props: {
          src: "asset-v",
          captions: [{ assetId: "vtt-1", language: "de", label: "Deutsch" }],
        },
      },
    ]);
    expect(codes(captioned)).not.toContain("a11yMissingCaptions");
    // no video chosen yet: nothing to caption
    expect(codes(game([{ type: "video", id: "v" }]))).not.toContain("a11yMissingCaptions");
  });

  it("a11yMissingTranscript: a sound with no transcript unless decorative", () => {
    const bad = game([{ type: "audio", id: "a", props: { src: "asset-a" } }]);
    expect(find(bad, "a11yMissingTranscript")?.fix?.patch).toEqual({ decorative: true });
    const written = game([
      { type: "audio", id: "a", props: { src: "asset-a", transcript: "Ein Schlüssel klirrt." } },
    ]);
    const decorative = game([
      { type: "audio", id: "a", decorative: true, props: { src: "asset-a" } },
    ]);
    for (const doc of [written, decorative])
      expect(codes(doc)).not.toContain("a11yMissingTranscript");
  });

  it("a11ySmallTarget: a clickable element smaller than 24 × 24", () => {
    const bad = game(
      [{ type: "svg-shape", id: "dot", accessibleName: "Punkt", width: 16, height: 30 }],
      [toEnd(click("dot"))],
    );
    expect(find(bad, "a11ySmallTarget")).toMatchObject({
      params: { width: 16, height: 30 },
      fix: { kind: "enlargeTarget", patch: { width: 24, height: 30 } },
    });
    const big = game(
      [{ type: "svg-shape", id: "dot", accessibleName: "Punkt", width: 24, height: 24 }],
      [toEnd(click("dot"))],
    );
    expect(codes(big)).not.toContain("a11ySmallTarget");
  });

  it("JSXGraph: a missing text alternative, and a note when the construction is interactive", () => {
    const interactive = game([{ type: "jsx-graph", id: "g" }]);
    expect(codes(interactive)).toEqual([
      "a11yMissingTextAlternative",
      "a11yInteractiveConstruction",
    ]);
    const described = game([
      {
        type: "jsx-graph",
        id: "g",
        props: {
          code: "JXG.JSXGraph.initBoard('jxgbox', { boundingbox: [-5, 5, 5, -5], axis: true });",
          textAlternative: "Ein leeres Koordinatensystem von −5 bis 5.",
        },
      },
    ]);
    expect(codes(described)).toEqual([]);
  });

  it("runs in checkGameDocument as warnings that never block", () => {
    const doc = game([{ type: "image", id: "pic", props: { src: "asset-1" } }]);
    const checked = checkGameDocument(doc, registry);
    expect(checked.ok).toBe(true);
    expect(checked.warnings.map((w) => w.code)).toContain("a11yMissingAlt");
  });
});

describe("props migrations for accessibility", () => {
  it("video/captions: older videos have no caption tracks", () => {
    const [m] = videoDefinition.migrations;
    const up = m!.up({ src: "", loop: false, autoplay: false, muted: false, showControls: true });
    expect(videoDefinition.schema.safeParse(up).success).toBe(true);
    expect(up).toMatchObject({ captions: [] });
  });
  it("audio/transcript: older sounds have an empty transcript", () => {
    const [m] = audioDefinition.migrations;
    const old = {
      src: "",
      channel: "effects",
      loop: false,
      stopOnSceneLeave: true,
      autoplay: false,
      volume: 1,
      showButton: false,
    };
    const up = m!.up(old);
    expect(audioDefinition.schema.safeParse(up).success).toBe(true);
    expect(up).toMatchObject({ transcript: "" });
  });
  it("jsx-graph/text-alternative: older constructions have none (the checker asks)", () => {
    const [m] = jsxGraphDefinition.migrations;
    const up = m!.up({ code: "JXG.JSXGraph.initBoard('b', {})" });
    expect(jsxGraphDefinition.schema.safeParse(up).success).toBe(true);
    expect(up).toMatchObject({ textAlternative: "" });
  });
});

describe("caption tracks are asset references", () => {
  const captioned = () =>
    game([
      {
        type: "video",
        id: "v",
        props: {
          src: "video-1",
          captions: [
            { assetId: "vtt-de", language: "de", label: "Deutsch" },
            { assetId: "vtt-en", language: "en", label: "English" },
          ],
        },
      },
    ]);
  it("names each track's file beside the video (read rights, export)", () => {
    const video = captioned().scenes[0]!.elements[0]!;
    expect(assetReferences(registry, video)).toEqual(["video-1", "vtt-de", "vtt-en"]);
  });
  it("follows imported files and drops tracks whose file was not imported", () => {
    const cleared: string[] = [];
    const mapped = mapAssetReferences(
      captioned(),
      registry,
      new Map([
        ["video-1", "new-video"],
        ["vtt-de", "new-de"],
      ]),
      new Set(["video-1", "vtt-de", "vtt-en"]),
      (_el, field, id) => cleared.push(`${field}:${id}`),
    );
    expect(mapped.scenes[0]!.elements[0]!.props).toMatchObject({
      src: "new-video",
      captions: [{ assetId: "new-de", language: "de", label: "Deutsch" }],
    });
    expect(cleared).toEqual(["captions:vtt-en"]);
  });
});
