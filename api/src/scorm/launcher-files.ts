/**
 * The launcher's script and style as they go into every SCORM package (package.ts). Kept as
 * strings in the bundle: the server's image holds no source files to read at run time. The
 * script runs in the LMS's browsers as it is (ES5, no build step); the e2e test runs it inside
 * scorm-again (player/e2e/scorm.spec.ts).
 */

export const LAUNCHER_JS = `/* Exitgame Studio – SCORM 1.2 launcher. Shows the game hosted on the server named in the
 * configuration in a frame and relays start, completion and the server's score to the LMS's
 * SCORM API (LMSSetValue). The score is relayed by the browser: the framed player learns it
 * from the server and posts it here; only messages from that server's origin and this frame
 * count. No answers and no game document are in this package. */
(function () {
  "use strict";
  var config = JSON.parse(document.getElementById("exitgame-scorm").textContent);
  var lang = (navigator.language || "en").slice(0, 2).toLowerCase() === "de" ? "de" : "en";
  var text = config.text[lang];
  var statusLine = document.getElementById("status");
  document.getElementById("server").textContent = text.server + " " + config.server;
  document.documentElement.lang = lang;
  function say(key) {
    statusLine.textContent = text[key];
    statusLine.setAttribute("data-state", key);
  }

  /* The standard API finder (ADL): up the frame parents, then the opener's. */
  function findAPI(win) {
    var tries = 0;
    while ((win.API === undefined || win.API === null) && win.parent && win.parent !== win) {
      tries += 1;
      if (tries > 7) return null;
      win = win.parent;
    }
    return win.API || null;
  }
  function getAPI() {
    var api = null;
    try {
      api = findAPI(window);
    } catch (e) {
      api = null;
    }
    if (!api && window.opener) {
      try {
        api = findAPI(window.opener);
      } catch (e) {
        api = null;
      }
    }
    return api;
  }

  var api = getAPI();
  var open = false;
  if (api && String(api.LMSInitialize("")) === "true") {
    open = true;
    var current = String(api.LMSGetValue("cmi.core.lesson_status") || "");
    if (current === "" || current === "not attempted") {
      api.LMSSetValue("cmi.core.lesson_status", "incomplete");
      api.LMSCommit("");
    }
  }
  say(api ? "ready" : "noApi");

  function finish() {
    if (!open) return;
    open = false;
    api.LMSFinish("");
  }

  var frame = document.getElementById("player");
  frame.src =
    config.server +
    config.launchPath +
    "&origin=" +
    encodeURIComponent(window.location.origin) +
    "&lang=" +
    lang;

  window.addEventListener("message", function (event) {
    if (event.origin !== config.server || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== "exitgame:scorm") return;
    if (data.event === "started") {
      say("playing");
      return;
    }
    if (data.event !== "finished" || !open) return;
    var raw = Number(data.raw);
    if (!isFinite(raw) || raw < 0 || raw > 100) return;
    api.LMSSetValue("cmi.core.score.min", "0");
    api.LMSSetValue("cmi.core.score.max", "100");
    api.LMSSetValue("cmi.core.score.raw", String(Math.round(raw)));
    api.LMSSetValue("cmi.core.lesson_status", "completed");
    api.LMSSetValue("cmi.comments", text.relayed.replace("{server}", config.server));
    api.LMSCommit("");
    finish();
    say("reported");
  });
  window.addEventListener("pagehide", finish);
  window.addEventListener("beforeunload", finish);
})();
`;

export const LAUNCHER_CSS = `html,
body {
  margin: 0;
  height: 100%;
  font-family: system-ui, sans-serif;
  background: #f7f7f8;
  color: #1c2024;
}
body {
  display: flex;
  flex-direction: column;
}
header {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: baseline;
  padding: 6px 12px;
  font-size: 13px;
  border-bottom: 1px solid #d9d9e0;
  background: #fff;
}
header .server {
  color: #60646c;
}
#player {
  flex: 1;
  width: 100%;
  border: 0;
}
`;
