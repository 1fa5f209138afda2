import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import { usePluginHost } from "../contract/host";
import { hasJsxGraphInit, type JsxGraphProps } from "./definition";
import { FRAME_SOURCE, boardId } from "./frame";

interface FrameMessage {
  source: typeof FRAME_SOURCE;
  type: "loaded" | "ready" | "message" | "error";
  message?: unknown;
}
const isFrameMessage = (data: unknown): data is FrameMessage =>
  typeof data === "object" &&
  data !== null &&
  (data as { source?: unknown }).source === FRAME_SOURCE;

export function JsxGraphRenderer({ element, mode, emit }: RendererProps<JsxGraphProps>) {
  const { t } = useTranslation("elements");
  const host = usePluginHost();
  const frame = useRef<HTMLIFrameElement>(null);
  /** The error of the code it belongs to: editing the code clears it. */
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  const { code } = element.props;
  const valid = hasJsxGraphInit(code);
  const frameUrl = host.codeFrameUrl;

  useEffect(() => {
    if (!valid || !frameUrl) return;
    const onMessage = (event: MessageEvent) => {
      const win = frame.current?.contentWindow;
      // Only the element's own frame is listened to; its origin is opaque ('null').
      if (!win || event.source !== win || !isFrameMessage(event.data)) return;
      const data = event.data;
      if (data.type === "loaded")
        win.postMessage({ source: FRAME_SOURCE, type: "run", code, boardId: boardId(code) }, "*");
      else if (data.type === "error") setFailure({ code, message: String(data.message ?? "") });
      else if (data.type === "message" && mode === "play") {
        const message = String(data.message ?? "").slice(0, 1000);
        emit("messageSent", message);
      }
    };
    window.addEventListener("message", onMessage);
    // The frame may have loaded before this listener existed (server-rendered page): ask it now
    // too. The frame runs the code once, whichever request arrives first.
    frame.current?.contentWindow?.postMessage(
      { source: FRAME_SOURCE, type: "run", code, boardId: boardId(code) },
      "*",
    );
    return () => window.removeEventListener("message", onMessage);
  }, [code, valid, frameUrl, mode, emit]);

  if (!valid) {
    return (
      <div className="eg-element-error" role="alert">
        {t("jsxGraph.errors.noInit")}
      </div>
    );
  }
  if (!frameUrl) return <div className="eg-element-error">{t("jsxGraph.unavailable")}</div>;
  return (
    <div style={{ position: "relative", width: "100%", height: "100%" }}>
      <iframe
        ref={frame}
        key={code}
        className="eg-jsxgraph-frame"
        title={t("jsxGraph.frameTitle", {
          name: element.accessibleName || element.name || t("jsxGraph.label"),
        })}
        aria-describedby={
          element.props.textAlternative ? `${element.id}-text-alternative` : undefined
        }
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        src={frameUrl}
        style={{ width: "100%", height: "100%", border: 0, display: "block", background: "#fff" }}
      />
      {element.props.textAlternative ? (
        // The construction in words (WCAG 1.1.1): read with the frame, and in reading order.
        <p id={`${element.id}-text-alternative`} className="eg-visually-hidden">
          {element.props.textAlternative}
        </p>
      ) : null}
      {failure && failure.code === code ? (
        <div className="eg-element-error eg-element-error--overlay" role="alert">
          {t("jsxGraph.failed", { message: failure.message })}
        </div>
      ) : null}
    </div>
  );
}
