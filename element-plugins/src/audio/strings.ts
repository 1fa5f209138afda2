export const audioStrings = {
  de: {
    label: "Audio",
    play: "{{name}} abspielen",
    stop: "{{name}} stoppen",
    sound: "Ton",
    empty: "Noch keine Audiodatei gewählt",
    failed: "Video/Audio kann nicht abgespielt werden, bitte später erneut versuchen.",
    channel: { music: "Musik", effects: "Effekte", voice: "Sprache" },
  },
  en: {
    label: "Audio",
    play: "Play {{name}}",
    stop: "Stop {{name}}",
    sound: "sound",
    empty: "No audio file chosen yet",
    failed: "Video/audio cannot be played, try again later.",
    channel: { music: "Music", effects: "Effects", voice: "Voice" },
  },
};
