import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import type { AudioProps, AudioState } from "./definition";

/**
 * Sound is played by the player's audio adapter (channels, mixer); on the stage an audio
 * element is an optional play/stop button.
 */
export function AudioRenderer({
  element,
  state,
  mode,
  act,
}: RendererProps<AudioProps, AudioState>) {
  const { t } = useTranslation("elements");
  const { src, showButton, autoplay } = element.props;
  const playing = state?.isPlaying ?? false;
  // A sound that starts by itself always has a visible control while it plays (WCAG 1.4.2).
  const control = showButton || (autoplay && playing);
  if (mode === "play" && (!control || !src)) return null;
  if (!src) return <div className="eg-media-missing">{t("audio.empty")}</div>;
  const name = element.name || t("audio.sound");
  return (
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
  );
}
