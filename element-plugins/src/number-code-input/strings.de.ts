/** The number-code-input type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const numberCodeInputStringsDe = {
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
    codeEmpty: "Das Schloss hat noch keinen Code: Es lässt sich nicht öffnen. Trage den Code ein.",
    codeObvious:
      "Der Code ist leicht zu erraten (zum Beispiel 1234 oder 0000). Wähle einen Code, den man nur mit dem Rätsel findet.",
  },
  errors: {
    codeTooLong: "Der Code darf höchstens 16 Zeichen haben.",
    codeSpaces: "Der Code darf keine Leerzeichen enthalten.",
  },
};
