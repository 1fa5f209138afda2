/** The hint list's words, in English (hint-strings.ts has both languages). */
export const hintStringsEn = {
  title: "Hints",
  empty: "No hints yet. Players can ask for hints one after another.",
  add: "Add hint",
  remove: "Remove hint {{number}}",
  moveUp: "Move hint {{number}} up",
  moveDown: "Move hint {{number}} down",
  number: "Hint {{number}}",
  text: "Text",
  image: "Image (optional)",
  penalty: "Time penalty (seconds)",
  availableAfter: "Available after (minutes)",
  secret: "Hints stay secret until a team asks for them.",
  errors: {
    textRequired: "The hint needs a text.",
    textTooLong: "A hint may have at most 1000 characters.",
    penaltyRange: "The time penalty is a whole number from 0 to 3600 seconds.",
    availableRange: "“Available after” is a whole number from 0 to 600 minutes.",
    tooMany: "At most 20 hints per riddle.",
  },
};
