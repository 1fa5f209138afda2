export const audioStrings = {
  de: {
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
  },
  en: {
    label: "Audio",
    play: "Play {{name}}",
    stop: "Stop {{name}}",
    showTranscript: "Show transcript: {{name}}",
    transcriptOf: "Transcript: {{name}}",
    closeTranscript: "Close transcript",
    sound: "sound",
    empty: "No audio file chosen yet",
    failed: "Video/audio cannot be played, try again later.",
    fields: {
      src: { label: "Audio file" },
      channel: {
        label: "Channel",
        help: "Players can turn music, effects and voice down separately.",
        options: { music: "Music", effects: "Effects", voice: "Voice" },
      },
      volume: { label: "Volume" },
      autoplay: { label: "Play when the scene is entered" },
      loop: { label: "Loop" },
      stopOnSceneLeave: { label: "Stop when the scene is left" },
      showButton: {
        label: "Show play button",
        help: "Without the button only rules control the sound.",
      },
      transcript: {
        label: "Transcript",
        help: "What can be heard, as text: speech word for word, sounds described. Players without sound read it.",
      },
    },
    properties: { isPlaying: { label: "Is playing" } },
    triggers: {
      ended: { label: "Sound ended", sentence: "When {element} ends" },
    },
    actions: {
      play: { label: "Play", sentence: "Play {element}" },
      stop: { label: "Stop", sentence: "Stop {element}" },
    },
  },
};
