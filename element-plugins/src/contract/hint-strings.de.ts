/** The hint list's words, in German (hint-strings.ts has both languages). */
export const hintStringsDe = {
  title: "Tipps",
  empty: "Noch keine Tipps. Spielende können Tipps der Reihe nach anfordern.",
  add: "Tipp hinzufügen",
  remove: "Tipp {{number}} entfernen",
  moveUp: "Tipp {{number}} nach oben",
  moveDown: "Tipp {{number}} nach unten",
  number: "Tipp {{number}}",
  text: "Text",
  image: "Bild (optional)",
  penalty: "Zeitstrafe (Sekunden)",
  availableAfter: "Verfügbar nach (Minuten)",
  secret: "Tipps sind geheim, bis ein Team sie anfordert.",
  errors: {
    textRequired: "Der Tipp braucht einen Text.",
    textTooLong: "Ein Tipp darf höchstens 1000 Zeichen haben.",
    penaltyRange: "Die Zeitstrafe ist eine ganze Zahl von 0 bis 3600 Sekunden.",
    availableRange: "„Verfügbar nach“ ist eine ganze Zahl von 0 bis 600 Minuten.",
    tooMany: "Höchstens 20 Tipps pro Rätsel.",
  },
};
