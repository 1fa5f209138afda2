import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import type { AudioProps, AudioState } from "./definition";

/**
 * Sound is played by the player's audio adapter (channels, mixer); on the stage an audio
 * element is an optional play/stop button, and its transcript (a disclosure in the top layer,
 * so the small box never clips it).
 */
export function AudioRenderer({
  element,
  state,
  mode,
  act,
}: RendererProps<AudioProps, AudioState>) {
  const { t } = useTranslation("elements");
  const transcriptId = useId();
  const { src, showButton, autoplay, transcript } = element.props;
  const playing = state?.isPlaying ?? false;
  // A sound that starts by itself always has a visible control while it plays (WCAG 1.4.2).
  const control = Boolean(src) && (showButton || (autoplay && playing) || mode !== "play");
  const text = transcript.trim();
  if (!src && mode !== "play") return <div className="eg-media-missing">{t("audio.empty")}</div>;
  if (!control && !text) return null;
  const name = element.accessibleName || element.name || t("audio.sound");
  return (
    <div className="eg-audio">
      {control ? (
        <button
          type="button"
          className="eg-audio-button"
          aria-pressed={playing}
          aria-label={playing ? t("audio.stop", { name }) : t("audio.play", { name })}
          onClick={(e) => {
            e.stopPropagation();
            act(playing ? "stop" : "play");
          }}
        >
          <svg viewBox="0 0 24 24" width="55%" height="55%" aria-hidden="true" fill="currentColor">
            {playing ? (
              <rect x="6" y="6" width="12" height="12" rx="1.5" />
            ) : (
              <path d="M3 9v6h4l5 4V5L7 9H3zm13.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
            )}
          </svg>
        </button>
      ) : null}
      {text ? (
        <>
          <button
            type="button"
            className="eg-audio-transcript-toggle"
            popoverTarget={transcriptId}
            aria-label={t("audio.showTranscript", { name })}
            onClick={(e) => e.stopPropagation()}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
              <path d="M4 5h16v2H4zm0 4h16v2H4zm0 4h10v2H4zm0 4h12v2H4z" />
            </svg>
          </button>
          <div
            id={transcriptId}
            popover="auto"
            role="dialog"
            aria-label={t("audio.transcriptOf", { name })}
            className="eg-audio-transcript"
          >
            <p>{text}</p>
            <button
              type="button"
              className="eg-button"
              popoverTarget={transcriptId}
              popoverTargetAction="hide"
            >
              {t("audio.closeTranscript")}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
