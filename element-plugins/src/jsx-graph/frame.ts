/**
 * The document of the sandboxed frame that runs author JSXGraph code (served by the API with its
 * own CSP). The frame has an opaque origin (sandbox="allow-scripts", never allow-same-origin):
 * the code cannot reach the game's page, cookies or storage, and its CSP forbids network access
 * besides jsxgraph itself. The author's code arrives by postMessage once the frame has loaded.
 */
export const FRAME_SOURCE = "exitgame-jsxgraph";

/** The id the author's code passes to initBoard, so the frame's board container matches it. */
export function boardId(code: string): string {
  const match = /initBoard\s*\(\s*(['"`])([A-Za-z][\w-]{0,63})\1/.exec(code);
  return match?.[2] ?? "jxgbox";
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** `scriptUrl` and `cssUrl` are absolute (the frame's own origin is opaque). */
export function frameDocument(scriptUrl: string, cssUrl: string): string {
  const origin = new URL(scriptUrl).origin;
  const csp = [
    "default-src 'none'",
    `script-src 'unsafe-inline' 'unsafe-eval' ${origin}`,
    `style-src 'unsafe-inline' ${origin}`,
    "img-src data: blob:",
    "font-src data:",
  ].join("; ");
  // The bridge: sendMessage(text) posts to the game; the game posts the code to run once loaded.
  const bridge = `(function () {
  var game = window.parent;
  var SOURCE = ${JSON.stringify(FRAME_SOURCE)};
  function post(data) { data.source = SOURCE; game.postMessage(data, "*"); }
  window.sendMessage = function (message) { post({ type: "message", message: String(message).slice(0, 1000) }); };
  window.addEventListener("error", function (e) { post({ type: "error", message: String(e.message || "Error") }); });
  var ran = false;
  window.addEventListener("message", function (e) {
    if (ran || e.source !== game || !e.data || e.data.source !== SOURCE || e.data.type !== "run") return;
    ran = true;
    var box = document.getElementById("jxgbox");
    box.id = String(e.data.boardId);
    try {
      if (typeof JXG === "undefined") throw new Error("JSXGraph did not load");
      new Function("sendMessage", String(e.data.code))(window.sendMessage);
      post({ type: "ready" });
    } catch (err) {
      post({ type: "error", message: String((err && err.message) || err) });
    }
  });
  post({ type: "loaded" });
})();`;
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttr(csp)}">
<link rel="stylesheet" href="${escapeAttr(cssUrl)}">
<style>html,body{margin:0;width:100%;height:100%;overflow:hidden;background:#fff}#jxgbox{width:100%;height:100%}</style>
<script src="${escapeAttr(scriptUrl)}"></script>
</head><body><div id="jxgbox"></div><script>${bridge}</script></body></html>`;
}
