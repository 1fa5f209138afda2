import { describe, expect, it } from "vitest";
import { checkPastedCode, constructionCode, isSafeExpression } from "./assistant";
import { jsxGraphPropsSchema } from "./definition";

describe("JSXGraph assistant", () => {
  it("writes code for every construction that the element accepts", () => {
    const codes = [
      constructionCode({
        kind: "functionPlot",
        expression: "a*x^2 + sin(b*x)",
        sliders: [
          { name: "a", min: -2, max: 2, value: 1 },
          { name: "b", min: 0, max: 5, value: 1 },
        ],
      }),
      constructionCode({ kind: "pointOnLine", a: [1, 2], b: [-2, -1] }),
      constructionCode({ kind: "triangle", a: [-3, -2], b: [3, -2], c: [0, 3] }),
    ];
    for (const code of codes) {
      expect(code).not.toBeNull();
      expect(checkPastedCode(code!)).toBeNull();
      expect(jsxGraphPropsSchema.safeParse({ code, textAlternative: "" }).success).toBe(true);
    }
    expect(codes[0]).toContain("a*x**2 + Math.sin(b*x)");
    expect(codes[0]).toContain("board.create('slider'");
    expect(codes[1]).toContain("sendMessage(");
  });

  it("refuses expressions that are more than arithmetic over x, the sliders and Math", () => {
    expect(isSafeExpression("a*x + 1", ["a"])).toBe(true);
    expect(isSafeExpression("alert(1)", [])).toBe(false);
    expect(isSafeExpression("x; fetch('/')", [])).toBe(false);
    expect(isSafeExpression("", [])).toBe(false);
    expect(
      constructionCode({ kind: "functionPlot", expression: "window.x", sliders: [] }),
    ).toBeNull();
  });

  it("refuses pasted code without a board", () => {
    expect(checkPastedCode("const p = 1;")).toBe("jsxGraph.errors.noInit");
    expect(checkPastedCode("JXG.JSXGraph.initBoard('jxgbox', {})")).toBeNull();
  });
});
