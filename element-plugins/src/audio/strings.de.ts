/** The audio type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const audioStringsDe = {
  label: "Audio",
  play: "{{name}} abspielen",
  stop: "{{name}} stoppen",
  showTranscript: "Transkript anzeigen: {{name}}",
  transcriptOf: "Transkript: {{name}}",
  closeTranscript: "Transkript schließen",
  sound: "Ton",
  empty: "Noch keine Audiodatei gewählt",
  failed: "Video/Audio kann nicht abgespielt werden, bitte später erneut versuchen.",
  fields: {
    src: { label: "Audiodatei" },
    channel: {
      label: "Kanal",
      help: "Spielende können Musik, Effekte und Sprache getrennt leiser stellen.",
      options: { music: "Musik", effects: "Effekte", voice: "Sprache" },
    },
    volume: { label: "Lautstärke" },
    autoplay: { label: "Beim Betreten der Szene abspielen" },
    loop: { label: "Wiederholen" },
    stopOnSceneLeave: { label: "Beim Verlassen der Szene stoppen" },
    showButton: {
      label: "Wiedergabeknopf zeigen",
      help: "Ohne Knopf steuern nur Regeln den Ton.",
    },
    transcript: {
      label: "Transkript",
      help: "Was zu hören ist, als Text: Gesprochenes wörtlich, Geräusche in Worten. Spielende ohne Ton lesen es.",
    },
  },
  properties: { isPlaying: { label: "Spielt gerade" } },
  triggers: {
    ended: { label: "Ton zu Ende", sentence: "Wenn {element} zu Ende ist" },
  },
  actions: {
    play: { label: "Abspielen", sentence: "Spiele {element} ab" },
    stop: { label: "Stoppen", sentence: "Stoppe {element}" },
  },
};
