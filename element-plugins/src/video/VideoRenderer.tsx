import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import { useElementEffects, usePluginHost } from "../contract/host";
import type { VideoEffect, VideoProps, VideoState } from "./definition";

export function VideoRenderer({ element, mode, act }: RendererProps<VideoProps, VideoState>) {
  const { t } = useTranslation("elements");
  const host = usePluginHost();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  /** Completions of an awaited play: they run when the video ends, pauses or stops. */
  const playing = useRef<(() => void)[]>([]);
  const { src, loop, muted, showControls, captions } = element.props;
  const settle = () => {
    for (const complete of playing.current.splice(0)) complete();
  };

  useElementEffects<VideoEffect>(element.id, (effect, complete) => {
    const node = video.current;
    if (!node || failed) return complete();
    switch (effect.kind) {
      case "video.play":
        node.volume = host.mediaVolume("effects");
        playing.current.push(complete);
        node.play().catch(() => {
          setFailed(true);
          settle();
        });
        return;
      case "video.pause":
        node.pause();
        settle();
        return complete();
      case "video.stop":
        node.pause();
        node.currentTime = 0;
        settle();
        return complete();
      default:
        // Every effect the definition declares is handled above (the compiler checks).
        effect.kind satisfies never;
        return complete();
    }
  });

  if (!src) {
    if (mode === "play") return null;
    return <div className="eg-media-missing">{t("video.empty")}</div>;
  }
  const label = element.accessibleName || element.name || t("video.label");
  return (
    <div
      className="eg-video"
      style={{ position: "relative", width: "100%", height: "100%", background: "#000" }}
    >
      <video
        ref={video}
        src={host.assetUrl(src)}
        aria-label={label}
        controls={showControls && mode === "play"}
        loop={loop}
        muted={muted}
        playsInline
        preload="metadata"
        style={{ width: "100%", height: "100%", display: "block", objectFit: "contain" }}
        onPlay={() => mode === "play" && act("report", { status: "playing" })}
        onPause={(e) => {
          if (mode !== "play" || e.currentTarget.ended) return;
          act("report", { status: e.currentTarget.currentTime === 0 ? "stopped" : "paused" });
          settle();
        }}
        onEnded={() => {
          if (mode === "play") act("report", { status: "stopped", ended: true });
          settle();
        }}
        onError={() => {
          setFailed(true);
          settle();
        }}
      >
        {/* Captions (WebVTT from the gallery), one track per language; the first is on. */}
        {captions.map((c, i) => (
          <track
            key={`${c.assetId}-${c.language}`}
            kind="captions"
            src={host.assetUrl(c.assetId)}
            srcLang={c.language}
            label={c.label}
            default={i === 0}
          />
        ))}
      </video>
      {failed ? (
        <div className="eg-media-error" role="alert">
          {t("video.failed")}
        </div>
      ) : null}
    </div>
  );
}
