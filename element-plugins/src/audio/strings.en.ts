/** The audio type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const audioStringsEn = {
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
};
