import { on, rule, setVar, stringVar } from "@exitgame/engine/testing/builder";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ELEMENT_ID, renderElement } from "../testing/harness";
import { DEFAULT_JSXGRAPH_CODE } from "./definition";
import { FRAME_SOURCE, boardId, frameDocument } from "./frame";

const SCRIPT = "https://game.example/api/vendor/jsxgraph-1.13.3/jsxgraphcore.js";
const FRAME = "/api/jsxgraph/frame";

describe("jsx-graph", () => {
  it("runs author code only in a sandboxed frame (scripts, no same origin) and bridges messages to the trigger", async () => {
    const h = await renderElement("jsx-graph", {
      host: { codeFrameUrl: FRAME },
      common: { name: "Graph" },
      variables: [stringVar("msg"), stringVar("hit")],
      rules: [
        rule("any", { triggers: [on(ELEMENT_ID, "messageSent")], actions: [setVar("msg", "got")] }),
        rule("to", {
          triggers: [on(ELEMENT_ID, "messageSent", "3,4")],
          actions: [setVar("hit", "yes")],
        }),
      ],
    });
    const frame = screen.getByTitle("Interactive construction: Graph") as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    expect(frame.getAttribute("src")).toBe(FRAME);
    const doc = frameDocument(SCRIPT, SCRIPT.replace("core.js", ".css"));
    expect(doc).toContain(`<script src="${SCRIPT}"></script>`);
    expect(doc).toContain("default-src 'none'");
    expect(doc).not.toContain("initBoard"); // the code is posted after load, never pasted into HTML
    // jsdom replaces the frame's window when the srcdoc loads: read it when posting.
    const win = () => frame.contentWindow!;
    // A message from another window is ignored.
    act(() =>
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { source: FRAME_SOURCE, type: "message", message: "3,4" },
          source: window,
        }),
      ),
    );
    expect(h.variable("msg")).toBe("");
    act(() =>
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { source: FRAME_SOURCE, type: "message", message: "3,4" },
          source: win(),
        }),
      ),
    );
    expect(h.variable("msg")).toBe("got");
    expect(h.variable("hit")).toBe("yes");
    act(() =>
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { source: FRAME_SOURCE, type: "error", message: "x is not defined" },
          source: win(),
        }),
      ),
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "The construction has an error: x is not defined",
    );
  });

  it("refuses code without a JSXGraph initialisation with a clear message", async () => {
    const { plugin } = await import("./index");
    const h = await renderElement("jsx-graph", {
      host: { codeFrameUrl: FRAME },
      props: { code: DEFAULT_JSXGRAPH_CODE },
      locale: "de",
    });
    const element = {
      ...h.game.document.scenes[0]!.elements[0]!,
      props: { code: "board.create('point', [1, 2])", textAlternative: "" },
    };
    h.rerender(
      <plugin.Renderer
        element={element}
        state={undefined}
        mode="play"
        emit={() => {}}
        act={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Der JSXGraph-Code muss ein Zeichenbrett erzeugen (JXG.JSXGraph.initBoard(…)).",
    );
    expect(boardId(DEFAULT_JSXGRAPH_CODE)).toBe("jxgbox");
    expect(boardId('JXG.JSXGraph.initBoard("box2", {})')).toBe("box2");
    expect(frameDocument(SCRIPT, SCRIPT.replace("core.js", ".css"))).toContain(
      "https://game.example",
    );
  });
});
