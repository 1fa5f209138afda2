/**
 * Words of the hint list (the inspector's widget, the scene settings, the player's hint dialog
 * shares none of them: it has its own): namespace `elements`, key `common.hints`.
 */
export const hintStrings = {
  de: {
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
  },
  en: {
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
  },
};
