/** Issue 20: a new code lock has no code, and an empty or obvious code is a problem to fix. */
import { registry } from "../definitions";
import {
  checkGameDocument,
  createElement,
  createGameDocument,
  type DiagnosticData,
} from "@exitgame/engine";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "./format";

function lockGame(code?: string) {
  const doc = createGameDocument({ locale: "de", registry });
  const lock = createElement(registry, "number-code-input", { locale: "de" });
  lock.name = "Tresor";
  if (code !== undefined) lock.props = { ...(lock.props as object), expectedCode: code };
  doc.scenes[0]!.elements.push(lock);
  return { doc, lock };
}
const problemsOf = (doc: unknown) =>
  (checkGameDocument(doc, registry).warnings as DiagnosticData[]).filter(
    (d) => d.code === "elementProblem",
  );

describe("code lock problems", () => {
  it("a new lock starts without a code, which is a warning in both languages", () => {
    const { doc, lock } = lockGame();
    expect((lock.props as { expectedCode: string }).expectedCode).toBe("");
    const checked = checkGameDocument(doc, registry);
    expect(checked.ok).toBe(true);
    const [problem, ...more] = problemsOf(doc);
    expect(more).toEqual([]);
    expect(problem!.path).toBe("scenes.0.elements.0.props.expectedCode");
    expect(formatDiagnostic(problem!, "de")).toBe(
      "Element „Tresor“: Das Schloss hat noch keinen Code: Es lässt sich nicht öffnen. Trage den Code ein.",
    );
    expect(formatDiagnostic(problem!, "en")).toBe(
      "Element “Tresor”: The lock has no code yet, so it cannot be opened. Enter the code.",
    );
  });

  it("the old default 1234 is an obvious code; a chosen one is no problem", () => {
    const [obvious] = problemsOf(lockGame("1234").doc);
    expect(formatDiagnostic(obvious!, "en")).toContain("easy to guess");
    expect(formatDiagnostic(obvious!, "de")).toContain("leicht zu erraten");
    expect(problemsOf(lockGame("7Q#2").doc)).toEqual([]);
  });
});
