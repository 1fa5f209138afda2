export const videoStrings = {
  de: {
    label: "Video",
    empty: "Noch kein Video gewählt",
    failed: "Video/Audio kann nicht abgespielt werden, bitte später erneut versuchen.",
    play: "Video abspielen",
    errors: {
      autoplayNeedsMuted: "Automatisch abspielen geht nur bei stummgeschalteten Videos.",
      captionLanguage: "Die Sprache muss ein Sprachkürzel sein, z. B. de oder en-GB.",
    },
    fields: {
      src: { label: "Video" },
      loop: { label: "Wiederholen" },
      autoplay: {
        label: "Automatisch abspielen",
        help: "Browser starten Videos nur stumm von selbst: Dafür muss „Stumm“ an sein.",
      },
      muted: { label: "Stumm" },
      showControls: { label: "Bedienelemente zeigen" },
      captions: {
        label: "Untertitel",
        help: "WebVTT-Dateien (.vtt) aus der Galerie, je Sprache eine; die erste ist voreingestellt.",
      },
    },
    properties: {},
    triggers: {
      ended: { label: "Video zu Ende", sentence: "Wenn {element} zu Ende ist" },
    },
    actions: {
      play: { label: "Abspielen", sentence: "Spiele {element} ab" },
      pause: { label: "Pausieren", sentence: "Pausiere {element}" },
      stop: { label: "Stoppen", sentence: "Stoppe {element}" },
    },
  },
  en: {
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
  },
};
