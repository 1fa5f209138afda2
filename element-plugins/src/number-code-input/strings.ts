export const numberCodeInputStrings = {
  de: {
    label: "Zahlenschloss",
    position: "Stelle {{index}} von {{count}}",
    check: "Prüfen",
    correct: "Richtig! Das Schloss ist offen.",
    incorrect: "Leider falsch. Versuch es noch einmal.",
    unlocked: "Geöffnet",
    errors: {
      codeRequired: "Der Code darf nicht leer sein.",
      codeTooLong: "Der Code darf höchstens 16 Zeichen haben.",
      codeSpaces: "Der Code darf keine Leerzeichen enthalten.",
    },
  },
  en: {
    label: "Code lock",
    position: "Position {{index}} of {{count}}",
    check: "Check",
    correct: "Correct! The lock is open.",
    incorrect: "Sorry, that is wrong. Try again.",
    unlocked: "Unlocked",
    errors: {
      codeRequired: "The code must not be empty.",
      codeTooLong: "The code may have at most 16 characters.",
      codeSpaces: "The code must not contain spaces.",
    },
  },
};
