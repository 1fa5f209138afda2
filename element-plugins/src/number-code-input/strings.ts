export const numberCodeInputStrings = {
  de: {
    label: "Zahlenschloss",
    position: "Stelle {{index}} von {{count}}",
    positionOf: "{{lock}}, Stelle {{index}} von {{count}}",
    check: "Prüfen",
    correct: "Richtig! Das Schloss ist offen.",
    incorrect: "Leider falsch. Versuch es noch einmal.",
    checking: "Prüfe …",
    wait_one: "Bitte warte {{count}} Sekunde, dann wird deine Eingabe geprüft.",
    wait_other: "Bitte warte {{count}} Sekunden, dann wird deine Eingabe geprüft.",
    unlocked: "Geöffnet",
    fields: {
      expectedCode: {
        label: "Code",
        help: "Ziffern, Buchstaben und Sonderzeichen ohne Leerzeichen, höchstens 16 Zeichen.",
      },
      autoValidate: { label: "Prüfen, sobald alle Stellen gefüllt sind" },
      caseSensitive: { label: "Groß- und Kleinschreibung beachten" },
      showBackground: { label: "Hintergrund zeigen" },
      showBorder: { label: "Rahmen zeigen" },
      showPlaceholder: { label: "Punkte in leeren Stellen zeigen" },
      showIconOnSuccess: { label: "Offenes Schloss zeigen, wenn der Code stimmt" },
      hints: { label: "Tipps" },
    },
    properties: {
      currentValue: { label: "Eingabe" },
      unlocked: { label: "Geöffnet" },
      incorrectAttempts: { label: "Falsche Versuche" },
      hintsTaken: { label: "Genommene Tipps" },
    },
    triggers: {
      valueChanged: {
        label: "Eingabe geändert",
        sentence: "Wenn sich die Eingabe in {element} ändert",
        sentenceWithValue: "Wenn in {element} „{value}“ eingegeben ist",
      },
      validatedCorrectly: {
        label: "Richtig gelöst",
        sentence: "Wenn {element} richtig gelöst wird",
      },
      validatedIncorrectly: {
        label: "Falsch geprüft",
        sentence: "Wenn {element} mit falschem Code geprüft wird",
      },
    },
    actions: {
      validate: { label: "Prüfen", sentence: "Prüfe den Code in {element}" },
      reset: { label: "Zurücksetzen", sentence: "Setze {element} zurück" },
    },
    problems: {
      codeEmpty:
        "Das Schloss hat noch keinen Code: Es lässt sich nicht öffnen. Trage den Code ein.",
      codeObvious:
        "Der Code ist leicht zu erraten (zum Beispiel 1234 oder 0000). Wähle einen Code, den man nur mit dem Rätsel findet.",
    },
    errors: {
      codeTooLong: "Der Code darf höchstens 16 Zeichen haben.",
      codeSpaces: "Der Code darf keine Leerzeichen enthalten.",
    },
  },
  en: {
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
  },
};
