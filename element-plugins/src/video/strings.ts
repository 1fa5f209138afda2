export const videoStrings = {
  de: {
    label: "Video",
    empty: "Noch kein Video gewählt",
    failed: "Video/Audio kann nicht abgespielt werden, bitte später erneut versuchen.",
    play: "Video abspielen",
    errors: { autoplayNeedsMuted: "Automatisch abspielen geht nur bei stummgeschalteten Videos." },
  },
  en: {
    label: "Video",
    empty: "No video chosen yet",
    failed: "Video/audio cannot be played, try again later.",
    play: "Play video",
    errors: { autoplayNeedsMuted: "Autoplay is only possible for muted videos." },
  },
};
