/** The video type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const videoStringsEn = {
  label: "Video",
  empty: "No video chosen yet",
  failed: "Video/audio cannot be played, try again later.",
  play: "Play video",
  errors: {
    autoplayNeedsMuted: "Autoplay is only possible for muted videos.",
    captionLanguage: "The language must be a language tag, e.g. de or en-GB.",
  },
  fields: {
    src: { label: "Video" },
    loop: { label: "Loop" },
    autoplay: {
      label: "Autoplay",
      help: "Browsers only start videos by themselves without sound: turn on “Muted” for this.",
    },
    muted: { label: "Muted" },
    showControls: { label: "Show controls" },
    captions: {
      label: "Captions",
      help: "WebVTT files (.vtt) from the gallery, one per language; the first is the default.",
    },
  },
  properties: {},
  triggers: {
    ended: { label: "Video ended", sentence: "When {element} ends" },
  },
  actions: {
    play: { label: "Play", sentence: "Play {element}" },
    pause: { label: "Pause", sentence: "Pause {element}" },
    stop: { label: "Stop", sentence: "Stop {element}" },
  },
};
