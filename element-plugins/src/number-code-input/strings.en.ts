/** The number-code-input type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const numberCodeInputStringsEn = {
  label: "Code lock",
  position: "Position {{index}} of {{count}}",
  positionOf: "{{lock}}, position {{index}} of {{count}}",
  check: "Check",
  correct: "Correct! The lock is open.",
  incorrect: "Sorry, that is wrong. Try again.",
  checking: "Checking …",
  wait_one: "Please wait {{count}} second, then your entry is checked.",
  wait_other: "Please wait {{count}} seconds, then your entry is checked.",
  unlocked: "Unlocked",
  fields: {
    expectedCode: {
      label: "Code",
      help: "Digits, letters and special characters without spaces, at most 16 characters.",
    },
    autoValidate: { label: "Check as soon as every position is filled" },
    caseSensitive: { label: "Case-sensitive" },
    showBackground: { label: "Show background" },
    showBorder: { label: "Show border" },
    showPlaceholder: { label: "Show dots in empty positions" },
    showIconOnSuccess: { label: "Show an open lock when the code is right" },
    hints: { label: "Hints" },
  },
  properties: {
    currentValue: { label: "Entry" },
    unlocked: { label: "Unlocked" },
    incorrectAttempts: { label: "Wrong attempts" },
    hintsTaken: { label: "Hints taken" },
  },
  triggers: {
    valueChanged: {
      label: "Entry changed",
      sentence: "When the entry in {element} changes",
      sentenceWithValue: "When “{value}” is entered in {element}",
    },
    validatedCorrectly: {
      label: "Solved correctly",
      sentence: "When {element} is solved correctly",
    },
    validatedIncorrectly: {
      label: "Checked wrong",
      sentence: "When {element} is checked with a wrong code",
    },
  },
  actions: {
    validate: { label: "Check", sentence: "Check the code in {element}" },
    reset: { label: "Reset", sentence: "Reset {element}" },
  },
  problems: {
    codeEmpty: "The lock has no code yet, so it cannot be opened. Enter the code.",
    codeObvious:
      "The code is easy to guess (such as 1234 or 0000). Choose a code that only the puzzle gives away.",
  },
  errors: {
    codeTooLong: "The code may have at most 16 characters.",
    codeSpaces: "The code must not contain spaces.",
  },
};
