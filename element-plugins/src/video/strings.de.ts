/** The video type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const videoStringsDe = {
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
};
